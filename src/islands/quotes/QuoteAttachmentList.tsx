import type { quoteAttachment, staffQuoteAttachment } from '#contract/calls/quote-attachments.ts';
import type { QuoteDetail } from '#contract/calls/quotes.ts';
import { fill } from '#contract/i18n/text.ts';
import { fetchFile } from '../../api/call.ts';
import { saveFile } from '../../lib/save-file.ts';
import { useChange } from '../use-change.ts';

interface Props {
  quote: Pick<QuoteDetail, 'id' | 'attachments'>;
  /** The buyer's download (pri/quoteAttachment) or sales' (staff/quoteAttachment). */
  download: typeof quoteAttachment | typeof staffQuoteAttachment;
  words: { attachmentsTitle: string; downloadFile: string };
  /** The heading's level where the list sits (the buyer's page: 3; the console's quote: 4). */
  level: 3 | 4;
}

/** The files the buyer added to a request, each a button that saves it (fetched with the session's token). */
export function QuoteAttachmentList({ quote, download, words, level }: Props) {
  const Heading = level === 3 ? 'h3' : 'h4';
  // A refusal's message is a toast.
  const { busy, change } = useChange((file: { id: number; fileName: string }) =>
    fetchFile(download, { id: quote.id, file: file.id }, file.fileName),
  );
  if (quote.attachments.length === 0) return null;
  async function save(file: { id: number; fileName: string }) {
    const answer = await change(file);
    if (answer) saveFile(answer.blob, answer.fileName);
  }
  return (
    <section className="quote-attachments" aria-labelledby={`quote-${quote.id}-files`}>
      <Heading id={`quote-${quote.id}-files`}>{words.attachmentsTitle}</Heading>
      <ul>
        {quote.attachments.map((file) => (
          <li key={file.id}>
            <button type="button" className="button secondary small" disabled={busy} onClick={() => void save(file)}>
              {fill(words.downloadFile, { fileName: file.fileName })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
