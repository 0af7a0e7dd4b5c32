import type { quotePdf, staffQuotePdf } from '#contract/calls/quote-pdf.ts';
import { fetchFile } from '../../api/call.ts';
import { saveFile } from '../../lib/save-file.ts';
import { useChange } from '../use-change.ts';

interface Props {
  /** The buyer's download (pri/quotePdf, in the page's language) or staff's (in the buyer's). */
  download: typeof quotePdf | typeof staffQuotePdf;
  id: number;
  quoteNo: string;
  label: string;
}

/** Saves the quote's current quotation PDF. */
export function QuotationDownload({ download, id, quoteNo, label }: Props) {
  // A refusal's message is a toast.
  const { busy, change } = useChange(() => fetchFile(download, { id }, `quotation-${quoteNo}.pdf`));
  async function save() {
    const file = await change(undefined);
    if (file) saveFile(file.blob, file.fileName);
  }
  return (
    <p className="no-print">
      <button type="button" className="button secondary" disabled={busy} onClick={() => void save()}>{label}</button>
    </p>
  );
}
