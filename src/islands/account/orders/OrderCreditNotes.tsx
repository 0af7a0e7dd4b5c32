import type { OrderDetail } from '#contract/calls/orders.ts';
import type { CreditNoteSummary } from '#contract/shapes/credit-note.ts';
import { formatDate } from '#contract/format/dates.ts';
import { formatPence } from '#contract/format/money.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { fill } from '#contract/i18n/text.ts';
import { creditNoteFile } from '../../../api/order-history.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { showMessage } from '../../../stores/messages.ts';
import { useChange } from '../../use-change.ts';
import type { OrdersStrings } from './orders-strings.ts';

/** The order's credit notes (a cancellation, a refund, a return), each with the invoice it corrects and its PDF. */
export function OrderCreditNotes({
  order,
  locale,
  strings,
}: {
  order: OrderDetail;
  locale: Locale;
  strings: OrdersStrings;
}) {
  const notes = order.creditNotes ?? [];
  if (notes.length === 0) return null;
  return (
    <section className="order-section" aria-labelledby="order-credit-notes-title">
      <h3 id="order-credit-notes-title">{strings.creditNotesHeading}</h3>
      <table className="order-credit-notes" aria-labelledby="order-credit-notes-title">
        <thead>
          <tr>
            <th scope="col">{strings.creditNoteNo}</th>
            <th scope="col">{strings.creditNoteDate}</th>
            <th scope="col">{strings.creditNoteCorrects}</th>
            <th scope="col">{strings.creditNoteWhy}</th>
            <th scope="col">{strings.creditNoteAmount}</th>
            <th scope="col" className="no-print">
              <span className="visually-hidden">PDF</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {notes.map((note) => (
            <CreditNoteRow key={note.id} note={note} locale={locale} strings={strings} />
          ))}
        </tbody>
      </table>
    </section>
  );
}

function CreditNoteRow({ note, locale, strings }: { note: CreditNoteSummary; locale: Locale; strings: OrdersStrings }) {
  // A refusal is told by src/stores/tell-buyer.ts.
  const file = useChange(creditNoteFile);
  async function download() {
    const saved = await file.change(note.id);
    if (!saved) return;
    saveFile(saved.blob, saved.fileName);
    showMessage('success', fill(strings.invoiceSaved, { fileName: saved.fileName }));
  }
  return (
    <tr>
      <th scope="row">{note.creditNoteNo}</th>
      <td>{formatDate(note.issuedAt, locale)}</td>
      <td>{note.invoiceNo}</td>
      <td>{strings.creditNoteKinds[note.kind]}</td>
      <td>{formatPence(note.totalPence, locale)}</td>
      <td className="no-print">
        <button type="button" className="button secondary" disabled={file.busy} onClick={() => void download()}>
          {file.busy ? strings.creditNoteSaving : fill(strings.downloadCreditNote, { creditNoteNo: note.creditNoteNo })}
        </button>
      </td>
    </tr>
  );
}
