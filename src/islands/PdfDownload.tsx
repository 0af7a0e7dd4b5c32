import type { staffCreditNotePdf } from '#contract/calls/credit-notes.ts';
import type { quotePdf, staffQuotePdf } from '#contract/calls/quote-pdf.ts';
import { fetchFile } from '../api/call.ts';
import { saveFile } from '../lib/save-file.ts';
import { useChange } from './use-change.ts';

interface Props {
  /** The buyer's quotation (pri/quotePdf, in the page's language), or staff's copy of a quotation or a credit note (in the buyer's). */
  download: typeof quotePdf | typeof staffQuotePdf | typeof staffCreditNotePdf;
  id: number;
  /** The name to save under when the answer names none. */
  fileName: string;
  label: string;
}

/** A button that saves a document's PDF, fetched with the session in the token header. */
export function PdfDownload({ download, id, fileName, label }: Props) {
  // A refusal's message is a toast.
  const { busy, change } = useChange(() => fetchFile(download, { id }, fileName));
  async function save() {
    const file = await change(undefined);
    if (file) saveFile(file.blob, file.fileName);
  }
  return (
    <p className="no-print">
      <button type="button" className="button secondary" disabled={busy} onClick={() => void save()}>
        {label}
      </button>
    </p>
  );
}
