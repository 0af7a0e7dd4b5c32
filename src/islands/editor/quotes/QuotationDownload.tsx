import { staffQuotePdf } from '#contract/calls/quote-pdf.ts';
import { fetchFile } from '../../../api/call.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { useChange } from '../../use-change.ts';
import type { EditorStrings } from '../editor-strings.ts';

/** Saves the quote's current quotation PDF, as the buyer got it (in their language). */
export function QuotationDownload({ id, quoteNo, strings }: { id: number; quoteNo: string; strings: EditorStrings }) {
  // A refusal's message is a toast.
  const { busy, change } = useChange(() => fetchFile(staffQuotePdf, { id }, `quotation-${quoteNo}.pdf`));
  async function save() {
    const file = await change(undefined);
    if (file) saveFile(file.blob, file.fileName);
  }
  return (
    <p>
      <button type="button" className="button secondary" disabled={busy} onClick={() => void save()}>{strings.quotes.downloadPdf}</button>
    </p>
  );
}
