import { useState } from 'react';
import { staffCreditNotePdf } from '#contract/calls/credit-notes.ts';
import { staffOrderCreditRefund } from '#contract/calls/staff-credit-refund.ts';
import type { StaffOrderDetail } from '#contract/calls/staff-orders.ts';
import { formatDate } from '#contract/format/dates.ts';
import { formatPence } from '#contract/format/money.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { fill } from '#contract/i18n/text.ts';
import { dispatchLinesText, STAFF_LIMITS } from '#contract/limits/staff.ts';
import { PdfDownload } from '../../PdfDownload.tsx';
import type { EditorStrings } from '../editor-strings.ts';
import { CheckField } from '../CheckField.tsx';
import { EditorTable } from '../EditorTable.tsx';
import { TextField } from '../TextField.tsx';
import { ActionForm, type Act } from './StaffActionForm.tsx';

type Text = EditorStrings['creditNotes'];

/** The order's credit notes, each with the invoice it corrects and its PDF (in the buyer's language, as mailed). */
export function StaffCreditNotes({ order, locale, text }: { order: StaffOrderDetail; locale: Locale; text: Text }) {
  const notes = order.creditNotes ?? [];
  if (notes.length === 0) return null;
  return (
    <EditorTable
      caption={text.caption}
      columns={[text.number, text.issued, text.invoice, text.kind, text.amount, 'PDF']}
    >
      {notes.map((note) => (
        <tr key={note.id}>
          <td>{note.creditNoteNo}</td>
          <td>{formatDate(note.issuedAt, locale)}</td>
          <td>{note.invoiceNo}</td>
          <td>{text.kinds[note.kind]}</td>
          <td>{formatPence(note.totalPence, locale)}</td>
          <td>
            <PdfDownload
              download={staffCreditNotePdf}
              id={note.id}
              fileName={`credit-note-${note.creditNoteNo}.pdf`}
              label={fill(text.download, { creditNoteNo: note.creditNoteNo })}
            />
          </td>
        </tr>
      ))}
    </EditorTable>
  );
}

/** Staff refund quantities of lines and/or the delivery: the server issues the credit note and sends the money back. */
export function CreditRefundForm({
  order,
  strings: text,
  busy,
  act,
}: {
  order: StaffOrderDetail;
  strings: Text;
  busy: boolean;
  act: Act;
}) {
  const open = order.lines.filter((l) => l.quantity > (l.creditedQty ?? 0));
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [delivery, setDelivery] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  async function send() {
    const lines = dispatchLinesText(
      open.map((l) => ({ lineNo: l.lineNo, quantity: Number(quantities[l.lineNo]) || 0 })),
    );
    setProblem(lines === '' && !delivery ? text.nothingChosen : '');
    if (lines === '' && !delivery) return;
    if (await act(staffOrderCreditRefund, { ...(lines ? { lines } : {}), delivery, reason })) {
      setQuantities({});
      setReason('');
    }
  }
  return (
    <ActionForm title={text.refundTitle} submit={text.submit} busy={busy} onSubmit={() => void send()}>
      <p className="editor-note">{text.refundHint}</p>
      <fieldset>
        <legend>{text.toRefund}</legend>
        {open.map((l) => {
          const left = l.quantity - (l.creditedQty ?? 0);
          return (
            <div className="field" key={l.lineNo}>
              <label htmlFor={`credit-${l.lineNo}`}>
                {fill(text.lineLabel, { lineNo: l.lineNo, partNo: l.partNo, left })}
              </label>
              <input
                id={`credit-${l.lineNo}`}
                type="number"
                min={0}
                max={left}
                value={quantities[l.lineNo] ?? ''}
                onChange={(event) => setQuantities((old) => ({ ...old, [l.lineNo]: event.target.value }))}
              />
            </div>
          );
        })}
      </fieldset>
      {order.totals.deliveryPence > 0 && (
        <CheckField id="credit-delivery" label={text.delivery} checked={delivery} onChange={setDelivery} />
      )}
      {problem && (
        <p role="alert" className="field-problem">
          {problem}
        </p>
      )}
      <TextField
        id="credit-reason"
        label={text.reason}
        value={reason}
        onChange={setReason}
        maxLength={STAFF_LIMITS.cancelReason}
        required
      />
    </ActionForm>
  );
}
