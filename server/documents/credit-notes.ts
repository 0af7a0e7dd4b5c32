import { ukDay } from '#contract/format/dates.ts';
import { fillBoth } from '#contract/i18n/text.ts';
import { restockingFeeOn } from '#contract/rules/return-states.ts';
import { vatOn } from '#contract/rules/vat.ts';
import type { Db } from '../db/connect.ts';
import type { CreditNoteKindColumn } from '../db/schema.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { CREDIT_NOTE_MESSAGES } from '../i18n/credit-note-messages.ts';
import { STAFF_MESSAGES } from '../i18n/staff-messages.ts';
import { documentNumberText, nextInYear } from './yearly-sequence.ts';

/** CN-2026-000045: the year of issue and the number in that year's sequence, six digits. */
export const creditNoteNumberText = (year: number, number: number): string => documentNumberText('CN', year, number);

export interface CreditRequest {
  kind: CreditNoteKindColumn;
  reason: string;
  staffId: number | null;
  /** The order lines and quantities given back, or 'rest' for all the invoice has left (a cancellation). */
  lines: ReadonlyArray<{ lineNo: number; quantity: number }> | 'rest';
  /** Whether the delivery charge (what is left of it) is given back too. */
  delivery: boolean;
  /** A return's restocking fee: this share of the lines (ex VAT) is kept back, before VAT. */
  restockingFeePercent?: number;
}

export interface IssuedCreditNote {
  id: number;
  creditNoteNo: string;
  invoiceNo: string;
  totalPence: number;
}

/** What an order's credit notes have given back so far: per line (quantity and money), delivery and VAT. */
async function creditedSoFar(tx: Db, orderId: number) {
  const lines = await tx
    .selectFrom('creditNoteLines as l')
    .innerJoin('creditNotes as c', 'c.id', 'l.creditNoteId')
    .select([
      'l.lineNo',
      (eb) => eb.fn.sum<string>('l.quantity').as('quantity'),
      (eb) => eb.fn.sum<string>('l.lineTotalPence').as('pence'),
    ])
    .where('c.orderId', '=', orderId)
    .groupBy('l.lineNo')
    .execute();
  const totals = await tx
    .selectFrom('creditNotes')
    .select([
      (eb) => eb.fn.coalesce(eb.fn.sum<string>('deliveryPence'), eb.lit(0)).as('delivery'),
      (eb) => eb.fn.coalesce(eb.fn.sum<string>('vatPence'), eb.lit(0)).as('vat'),
    ])
    .where('orderId', '=', orderId)
    .executeTakeFirstOrThrow();
  return {
    lines: new Map(lines.map((l) => [l.lineNo, { quantity: Number(l.quantity), pence: Number(l.pence) }])),
    deliveryPence: Number(totals.delivery),
    vatPence: Number(totals.vat),
  };
}

/**
 * Issues a credit note correcting the order's VAT invoice, inside the caller's transaction (the
 * cancellation, refund or return that causes it): the lines and quantities given back at the prices
 * invoiced, the delivery charge if asked, VAT at the invoice's rate, and the next number of the
 * year (server/documents/yearly-sequence.ts). No line is credited beyond what was invoiced; the note
 * that gives back the last of an invoice takes what is left of its VAT, so the notes of a whole
 * order add up to its invoice to the penny. Refused (nothing written) for an order with no invoice.
 */
export async function issueCreditNote(
  tx: Db,
  orderId: number,
  request: CreditRequest,
  at: Date = new Date(),
): Promise<IssuedCreditNote> {
  const order = await tx
    .selectFrom('orders')
    .select(['id', 'deliveryPence', 'vatRatePercent', 'vatPence'])
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const invoice = await tx.selectFrom('invoices').select('invoiceNo').where('orderId', '=', orderId).executeTakeFirst();
  if (!invoice) throw new ApiError(CODE.conflict, CREDIT_NOTE_MESSAGES.notInvoiced);
  const orderLines = await tx
    .selectFrom('orderLines')
    .select(['lineNo', 'quantity', 'unitPricePence', 'lineTotalPence'])
    .where('orderId', '=', orderId)
    .orderBy('lineNo')
    .execute();
  const before = await creditedSoFar(tx, orderId);
  const wanted =
    request.lines === 'rest'
      ? orderLines.map((l) => ({
          lineNo: l.lineNo,
          quantity: l.quantity - (before.lines.get(l.lineNo)?.quantity ?? 0),
        }))
      : request.lines;

  const lines: Array<{ lineNo: number; quantity: number; unitPricePence: number; lineTotalPence: number }> = [];
  let wholeRest = true;
  for (const line of orderLines) {
    const done = before.lines.get(line.lineNo) ?? { quantity: 0, pence: 0 };
    const left = line.quantity - done.quantity;
    const quantity = wanted.filter((w) => w.lineNo === line.lineNo).reduce((sum, w) => sum + w.quantity, 0);
    if (quantity > left)
      throw new ApiError(
        CODE.badInput,
        fillBoth(CREDIT_NOTE_MESSAGES.tooManyToCredit, { lineNo: String(line.lineNo), left: String(left) }),
        { field: 'lines' },
      );
    if (quantity < left) wholeRest = false;
    if (quantity === 0) continue;
    // The last of a line takes what is left of its total, so the parts add up to what was invoiced.
    const lineTotalPence = quantity === left ? line.lineTotalPence - done.pence : quantity * line.unitPricePence;
    lines.push({ lineNo: line.lineNo, quantity, unitPricePence: line.unitPricePence, lineTotalPence });
  }
  const unknown = wanted.find((w) => !orderLines.some((l) => l.lineNo === w.lineNo));
  if (unknown)
    throw new ApiError(CODE.badInput, fillBoth(STAFF_MESSAGES.noSuchLine, { lineNo: String(unknown.lineNo) }), {
      field: 'lines',
    });

  const deliveryLeft = order.deliveryPence - before.deliveryPence;
  if (request.delivery && deliveryLeft === 0 && request.lines !== 'rest')
    throw new ApiError(CODE.badInput, CREDIT_NOTE_MESSAGES.deliveryCredited, { field: 'delivery' });
  const deliveryPence = request.delivery ? deliveryLeft : 0;
  if (deliveryPence < deliveryLeft) wholeRest = false;
  const subtotalPence = lines.reduce((sum, l) => sum + l.lineTotalPence, 0);
  const restockingFeePence = restockingFeeOn(subtotalPence, request.restockingFeePercent ?? 0);
  const creditedPence = subtotalPence + deliveryPence - restockingFeePence;
  if (creditedPence <= 0) throw new ApiError(CODE.badInput, CREDIT_NOTE_MESSAGES.nothingToCredit, { field: 'lines' });
  const vatLeft = order.vatPence - before.vatPence;
  // A fee kept back leaves its VAT on the invoice, so the rest of the VAT is not all given back.
  const vatPence =
    wholeRest && restockingFeePence === 0 ? vatLeft : Math.min(vatLeft, vatOn(creditedPence, order.vatRatePercent));

  const year = Number(ukDay(at).slice(0, 4));
  const number = await nextInYear(tx, 'creditNoteSequences', year);
  const creditNoteNo = creditNoteNumberText(year, number);
  const totalPence = creditedPence + vatPence;
  const { id } = await tx
    .insertInto('creditNotes')
    .values({
      creditNoteNo,
      year,
      number,
      orderId,
      invoiceNo: invoice.invoiceNo,
      kind: request.kind,
      reason: request.reason,
      subtotalPence,
      deliveryPence,
      vatRatePercent: order.vatRatePercent,
      vatPence,
      restockingFeePence,
      totalPence,
      issuedAt: at,
      staffId: request.staffId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (lines.length > 0)
    await tx
      .insertInto('creditNoteLines')
      .values(lines.map((l) => ({ creditNoteId: id, ...l })))
      .execute();
  return { id, creditNoteNo, invoiceNo: invoice.invoiceNo, totalPence };
}

/**
 * A credit note of all the order's invoice still charges (a cancellation), or null when it has no
 * invoice yet or its credit notes already take back the whole of it.
 */
export async function creditRestOfInvoice(
  tx: Db,
  orderId: number,
  request: Omit<CreditRequest, 'lines' | 'delivery'>,
): Promise<IssuedCreditNote | null> {
  const invoiced = await tx
    .selectFrom('invoices')
    .innerJoin('orders', 'orders.id', 'invoices.orderId')
    .select('orders.totalPence')
    .where('invoices.orderId', '=', orderId)
    .executeTakeFirst();
  if (!invoiced) return null;
  const credited = await tx
    .selectFrom('creditNotes')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('totalPence'), eb.lit(0)).as('pence'))
    .where('orderId', '=', orderId)
    .executeTakeFirstOrThrow();
  if (invoiced.totalPence - Number(credited.pence) <= 0) return null;
  return issueCreditNote(tx, orderId, { ...request, lines: 'rest', delivery: true });
}
