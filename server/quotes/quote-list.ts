import { sql } from 'kysely';
import type { BodyOf } from '#contract/call.ts';
import { DEFAULT_PAGE_SIZE } from '#contract/calls/paging.ts';
import type { QuoteRow, quoteList } from '#contract/calls/quotes.ts';
import type { staffQuoteList } from '#contract/calls/staff-quotes.ts';
import { membershipOf } from '../accounts/membership.ts';
import type { Db } from '../db/connect.ts';
import { pageOf } from '../db/read-page.ts';
import { buyerName } from '../shop/order-stage.ts';

/** Quotes as a list shows them, newest first, each with its current version's total ex VAT. */
function quoteRows(db: Db) {
  return db
    .selectFrom('quotes as q')
    .innerJoin('users as u', 'u.id', 'q.userId')
    .leftJoin('companies as c', 'c.id', 'q.companyId')
    .select([
      'q.id',
      'q.quoteNo',
      'q.state',
      'q.createdAt',
      'q.reference',
      'q.userId',
      'c.name as companyName',
      buyerName.as('buyerName'),
    ])
    .select((eb) => [
      eb.cast<string | null>('q.validUntil', 'text').as('validUntil'),
      eb
        .selectFrom('quoteRequestLines as l')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('l.quoteId', '=', 'q.id')
        .as('lineCount'),
      eb
        .selectFrom('quoteVersions as v')
        .innerJoin('quoteVersionLines as vl', 'vl.versionId', 'v.id')
        .select(sql<number>`(sum(vl.quantity * vl.unit_price_pence) + max(v.delivery_pence))::int`.as('total'))
        .whereRef('v.quoteId', '=', 'q.id')
        .whereRef('v.versionNo', '=', 'q.versionNo')
        .as('quotedPence'),
      eb
        .exists(
          eb
            .selectFrom('quoteVersions as w')
            .select('w.id')
            .whereRef('w.quoteId', '=', 'q.id')
            .where('w.sentAt', 'is', null),
        )
        .as('awaitingApproval'),
    ])
    .orderBy('q.createdAt', 'desc')
    .orderBy('q.id', 'desc');
}

type Row = Awaited<ReturnType<ReturnType<typeof quoteRows>['execute']>>[number];

const toItem =
  (viewerId: number, staff: boolean) =>
  (r: Row): QuoteRow => ({
    id: r.id,
    quoteNo: r.quoteNo,
    state: r.state,
    createdAt: new Date(r.createdAt).toISOString(),
    reference: r.reference,
    lineCount: Number(r.lineCount),
    validUntil: r.validUntil,
    quotedPence: r.quotedPence === null ? null : Number(r.quotedPence),
    buyerName: r.buyerName,
    companyName: r.companyName,
    mine: r.userId === viewerId,
    awaitingApproval: staff && Boolean(r.awaitingApproval),
  });

/** The buyer's quotes; a company admin may ask for all of the company's (scope company). */
export async function listBuyerQuotes(db: Db, userId: number, request: BodyOf<typeof quoteList>) {
  const membership = await membershipOf(db, userId);
  const adminOf = membership?.companyRole === 'admin' ? membership.companyId : null;
  let query = quoteRows(db);
  query =
    request.scope === 'company' && adminOf !== null
      ? query.where('q.companyId', '=', adminOf)
      : query.where('q.userId', '=', userId);
  if (request.state) query = query.where('q.state', '=', request.state);
  const page = await pageOf(query, request.page ?? 1, request.pageSize ?? DEFAULT_PAGE_SIZE, toItem(userId, false));
  return { ...page, canSeeCompany: adminOf !== null };
}

/** The console's queue: every quote, newest first, by state, company and age (asked at least so many days ago). */
export function listStaffQuotes(db: Db, staffId: number, request: BodyOf<typeof staffQuoteList>) {
  let query = quoteRows(db);
  if (request.state) query = query.where('q.state', '=', request.state);
  if (request.companyId !== undefined) query = query.where('q.companyId', '=', request.companyId);
  if (request.olderThanDays !== undefined)
    query = query.where('q.createdAt', '<=', new Date(Date.now() - request.olderThanDays * 86_400_000));
  return pageOf(query, request.page ?? 1, request.pageSize ?? DEFAULT_PAGE_SIZE, toItem(staffId, true));
}
