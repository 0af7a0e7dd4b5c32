import type { StaffOrderListRequest } from '#contract/calls/staff-orders.ts';
import { ordersExport } from '../../../api/editor.ts';
import { saveFile } from '../../../lib/save-file.ts';
import type { EditorStrings } from '../editor-strings.ts';
import { useChange } from '../../use-change.ts';

/** Downloads the orders the filters find as CSV, for accounts. */
export function OrdersExport({ filters, strings }: { filters: StaffOrderListRequest; strings: EditorStrings }) {
  // A refusal's message is a toast.
  const { busy, change } = useChange(ordersExport);
  async function exportOrders() {
    const file = await change(filters);
    if (file) saveFile(file.blob, file.fileName);
  }
  return (
    <p>
      <button type="button" className="button secondary" disabled={busy} onClick={() => void exportOrders()}>
        {strings.orders.exportCsv}
      </button>
    </p>
  );
}
