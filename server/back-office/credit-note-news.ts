import { fillBoth } from '#contract/i18n/text.ts';
import { formatPence } from '#contract/format/money.ts';
import type { Db } from '../db/connect.ts';
import type { IssuedCreditNote } from '../documents/credit-notes.ts';
import { CREDIT_NOTE_INBOX, CREDIT_REFUND_TEXT } from '../i18n/credit-note-messages.ts';
import { inBothLanguages } from '../i18n/team-messages.ts';
import { recordOrderEvent, type EventOrder } from '../shop/order-events.ts';
import { orderLink } from './staff-order.ts';

/** Where the money of a credit note goes: back to the card, by bank, marked for accounts to refund, or off what is still due. */
export interface CreditMoney {
  how: keyof typeof CREDIT_REFUND_TEXT;
  amountPence: number;
  reference?: string;
}

/** Tells the buyer of a credit note (inbox and e-mail with its PDF), in the transaction that issued it, and keeps it in the order's history. */
export async function announceCreditNote(
  tx: Db,
  order: EventOrder,
  note: IssuedCreditNote,
  money: CreditMoney,
  staffId: number | null,
): Promise<void> {
  const refund = fillBoth(CREDIT_REFUND_TEXT[money.how], {
    refunded: formatPence(money.amountPence),
    reference: money.reference ?? '',
  });
  await recordOrderEvent(tx, order, 'credited', {
    staffId: staffId ?? undefined,
    values: {
      creditNoteNo: note.creditNoteNo,
      invoiceNo: note.invoiceNo,
      amount: formatPence(note.totalPence),
      link: orderLink(order.id),
    },
    message: inBothLanguages(CREDIT_NOTE_INBOX.issued, { refund }),
    attachments: [{ kind: 'creditNote', creditNoteId: note.id }],
    detail: { creditNoteNo: note.creditNoteNo, totalPence: note.totalPence, refund: money },
  });
}
