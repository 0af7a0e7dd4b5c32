import { ukDay } from '#contract/format/dates.ts';
import type { Db } from '../db/connect.ts';
import { documentNumberText, nextInYear } from './yearly-sequence.ts';

/** INV-2026-000123: the year of issue and the number in that year's sequence, six digits. */
export const invoiceNumberText = (year: number, number: number): string => documentNumberText('INV', year, number);

/**
 * Issues an order's VAT invoice, inside the transaction that makes it due (a payment, or the order
 * put on the company's account), unless it has one: the next number of the year of issue, one at a
 * time across processes and without gaps (server/documents/yearly-sequence.ts).
 * `taxPoint` is the day of the supply for VAT (YYYY-MM-DD): the day the payment arrived, or the
 * day of issue (an invoice issued before the goods leave sets the tax point, VAT Notice 700 §14);
 * `at` the moment of issue (now, but for the demo's orders placed in the past).
 */
export async function issueInvoice(
  tx: Db,
  orderId: number,
  taxPoint: string = ukDay(),
  at: Date = new Date(),
): Promise<string> {
  // The order's row first: a payment and a dispatch of one order at once issue one invoice.
  await tx.selectFrom('orders').select('id').where('id', '=', orderId).forUpdate().executeTakeFirstOrThrow();
  const issued = await tx.selectFrom('invoices').select('invoiceNo').where('orderId', '=', orderId).executeTakeFirst();
  if (issued) return issued.invoiceNo;
  const year = Number(ukDay(at).slice(0, 4));
  const number = await nextInYear(tx, 'invoiceSequences', year);
  const invoiceNo = invoiceNumberText(year, number);
  await tx.insertInto('invoices').values({ orderId, invoiceNo, year, number, taxPoint, issuedAt: at }).execute();
  return invoiceNo;
}
