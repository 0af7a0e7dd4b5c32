import { sql } from 'kysely';
import { ukDay } from '#contract/format/dates.ts';
import type { Statement } from '#contract/calls/company-statement.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { STAFF_MESSAGES } from '../i18n/staff-messages.ts';
import { buildStatement } from './statement.ts';

/**
 * A company's statement for a month (YYYY-MM), from its orders invoiced on account, whatever method
 * was chosen to pay them after, their credit notes (a cancelled order's takes back its whole invoice)
 * and the payments received against them, less what was refunded of each; 404 for no such company.
 */
export async function loadStatement(db: Db, companyId: number, month: string): Promise<Statement> {
  const company = await db
    .selectFrom('companies')
    .select(['id', 'name'])
    .where('id', '=', companyId)
    .executeTakeFirst();
  if (!company) throw new ApiError(CODE.notFound, STAFF_MESSAGES.noSuchCompany);
  const orders = await db
    .selectFrom('orders as o')
    .innerJoin('orderEvents as e', (join) => join.onRef('e.orderId', '=', 'o.id').on('e.kind', '=', 'onAccount'))
    // Every order on account has its VAT invoice (server/documents/invoice-numbers.ts, migration 040).
    .innerJoin('invoices as i', 'i.orderId', 'o.id')
    .select(['o.id', 'o.orderNo', 'o.totalPence', 'o.dueAt', 'i.invoiceNo'])
    .select((eb) => eb.fn.min('e.at').as('invoicedAt'))
    .where('o.companyId', '=', companyId)
    .groupBy(['o.id', 'o.orderNo', 'o.totalPence', 'o.dueAt', 'i.invoiceNo'])
    .execute();
  const ids = orders.map((o) => o.id);
  const payments =
    ids.length === 0
      ? []
      : await db
          .selectFrom('paymentOrders as po')
          .innerJoin('payments as p', 'p.id', 'po.paymentId')
          .innerJoin('orders as o', 'o.id', 'po.orderId')
          .select([
            'o.orderNo',
            'p.createdAt',
            'p.bankReference',
            (eb) => eb('po.amountPence', '-', eb.ref('po.refundedPence')).as('amountPence'),
          ])
          // A date column comes back as a Date at midnight UTC on one driver and text on another: ask for text.
          .select(sql<string | null>`to_char(p.received_on, 'YYYY-MM-DD')`.as('receivedOn'))
          .where('po.orderId', 'in', ids)
          .where('p.state', '=', 'succeeded')
          .execute();
  const credits =
    ids.length === 0
      ? []
      : await db
          .selectFrom('creditNotes as c')
          .innerJoin('orders as o', 'o.id', 'c.orderId')
          .select(['o.orderNo', 'c.creditNoteNo', 'c.issuedAt', 'c.totalPence'])
          .where('c.orderId', 'in', ids)
          .execute();
  return buildStatement(
    company,
    month,
    orders.map((o) => ({
      orderNo: o.orderNo,
      invoiceNo: o.invoiceNo,
      day: ukDay(new Date(o.invoicedAt)),
      dueOn: o.dueAt ? ukDay(new Date(o.dueAt)) : null,
      totalPence: o.totalPence,
    })),
    payments
      .filter((p) => Number(p.amountPence) > 0)
      .map((p) => ({
        orderNo: p.orderNo,
        day: p.receivedOn ?? ukDay(new Date(p.createdAt)),
        reference: p.bankReference,
        amountPence: Number(p.amountPence),
      })),
    ukDay(new Date()),
    credits.map((c) => ({
      orderNo: c.orderNo,
      creditNoteNo: c.creditNoteNo,
      day: ukDay(new Date(c.issuedAt)),
      totalPence: c.totalPence,
    })),
  );
}
