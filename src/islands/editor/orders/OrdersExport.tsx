import { staffOrderExport, type StaffOrderListRequest } from '#contract/calls/staff-orders.ts';
import { csvExport } from '../../../api/editor.ts';
import { download } from '../../../lib/editor/download.ts';
import { attachmentName } from '../../../lib/editor/import-file.ts';
import type { EditorStrings } from '../editor-strings.ts';
import { useChange } from '../../use-change.ts';

/** The filters that are set, as the export's query. */
const queryOf = (filters: StaffOrderListRequest) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== '').map(([key, value]) => [key, String(value)]));

/** Downloads the orders the filters find as CSV, for accounts. */
export function OrdersExport({ filters, strings }: { filters: StaffOrderListRequest; strings: EditorStrings }) {
  // A refusal's message is a toast.
  const { busy, change } = useChange((query: Record<string, string>) => csvExport(staffOrderExport.path, query));
  async function exportOrders() {
    const file = await change(queryOf(filters));
    if (file) download(file.csv, attachmentName(file.contentDisposition, 'lihda-orders.csv'));
  }
  return (
    <p>
      <button type="button" className="button secondary" disabled={busy} onClick={() => void exportOrders()}>{strings.orders.exportCsv}</button>
    </p>
  );
}
