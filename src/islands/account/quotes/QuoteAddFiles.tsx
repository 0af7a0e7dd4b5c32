import { useId, useState, type SubmitEvent } from 'react';
import type { QuoteDetail } from '#contract/calls/quotes.ts';
import { quoteAttach } from '../../../api/quotes.ts';
import { attachmentProblem } from '../../../lib/quotes/attachment-files.ts';
import { AttachmentPicker } from '../../quotes/AttachmentPicker.tsx';
import { useChange } from '../../use-change.ts';
import type { QuotesStrings } from './quotes-strings.ts';

interface Props {
  quote: QuoteDetail;
  onChanged: (quote: QuoteDetail) => void;
  strings: QuotesStrings;
}

/** While the request waits for sales, its buyer may add drawings and specifications, one upload a file. */
export function QuoteAddFiles({ quote, onChanged, strings }: Props) {
  const id = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [tried, setTried] = useState(false);
  const send = useChange(quoteAttach);
  const problem = tried ? attachmentProblem(files, quote.attachments.length, strings) : null;

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setTried(true);
    if (files.length === 0 || attachmentProblem(files, quote.attachments.length, strings)) {
      document.getElementById(`${id}-files`)?.focus();
      return;
    }
    for (const file of files) {
      // A refused file is told (a toast) and stops the rest; those already added stay.
      const answer = await send.change({ id: quote.id, file });
      if (!answer) return;
      onChanged(answer);
    }
    setFiles([]);
    setTried(false);
    form.reset();
  }

  return (
    <form className="quote-add-files no-print" aria-label={strings.addFilesTitle} onSubmit={submit} noValidate>
      <AttachmentPicker
        id={`${id}-files`}
        already={quote.attachments.length}
        problem={tried && files.length === 0 ? strings.chooseFiles : problem}
        onChange={setFiles}
        words={strings}
      />
      <p role="status">{send.busy ? strings.addingFiles : ''}</p>
      <button type="submit" className="button secondary" disabled={send.busy}>
        {strings.addFiles}
      </button>
    </form>
  );
}
