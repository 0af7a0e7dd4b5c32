import type { OrderReturns, ReturnSummary } from '#contract/calls/returns.ts';
import type { StaffReturn, StaffReturnRow } from '#contract/calls/staff-returns.ts';
import type { ReturnState } from '#contract/rules/return-states.ts';
import type { Db } from '../db/connect.ts';
import { loadSeller } from '../documents/seller.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { RETURN_MESSAGES } from '../i18n/return-messages.ts';
import { buyerName } from '../shop/order-stage.ts';
import { returnableLines } from './returnable.ts';

const iso = (at: Date | string) => new Date(at).toISOString();

/** The returns (all, or those of one order or one id) as both sides see them, newest first. */
async function summaries(db: Db, where: { orderId: number } | { id: number }): Promise<ReturnSummary[]> {
  const rows = await db
    .selectFrom('returns as r')
    .leftJoin('creditNotes as c', 'c.id', 'r.creditNoteId')
    .select([
      'r.id',
      'r.returnNo',
      'r.state',
      'r.reason',
      'r.note',
      'r.createdAt',
      'r.staffMessage',
      'r.returnAddress',
      'r.restockingFeePercent',
      'c.id as creditNoteId',
      'c.creditNoteNo',
      'c.totalPence',
      'r.orderId',
      (eb) =>
        eb
          .selectFrom('returnPhotos as p')
          .select((p) => p.fn.countAll<string>().as('n'))
          .whereRef('p.returnId', '=', 'r.id')
          .as('photoCount'),
    ])
    .where('orderId' in where ? 'r.orderId' : 'r.id', '=', 'orderId' in where ? where.orderId : where.id)
    .orderBy('r.id', 'desc')
    .execute();
  if (rows.length === 0) return [];
  const lines = await db
    .selectFrom('returnLines as l')
    .innerJoin('returns as r', 'r.id', 'l.returnId')
    .innerJoin('orderLines as o', (join) =>
      join.onRef('o.orderId', '=', 'r.orderId').onRef('o.lineNo', '=', 'l.lineNo'),
    )
    .select([
      'l.returnId',
      'l.lineNo',
      'o.partNo',
      'o.nameEn',
      'o.nameZh',
      'l.quantity',
      'l.receivedQty',
      'l.resaleableQty',
    ])
    .where(
      'l.returnId',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('l.lineNo')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    returnNo: r.returnNo,
    state: r.state,
    reason: r.reason,
    note: r.note,
    createdAt: iso(r.createdAt),
    staffMessage: r.staffMessage,
    returnAddress: r.returnAddress,
    restockingFeePercent: r.restockingFeePercent,
    photoCount: Number(r.photoCount ?? 0),
    lines: lines.filter((l) => l.returnId === r.id).map(({ returnId: _, ...line }) => line),
    creditNote:
      r.creditNoteId !== null && r.creditNoteNo !== null && r.totalPence !== null
        ? { id: r.creditNoteId, creditNoteNo: r.creditNoteNo, totalPence: r.totalPence }
        : null,
  }));
}

/** An order's returns and what may still be asked back; the caller has checked the order is the viewer's. */
export async function orderReturns(db: Db, orderId: number): Promise<OrderReturns> {
  const [returns, returnable] = await Promise.all([summaries(db, { orderId }), returnableLines(db, orderId)]);
  return { returns, returnable: returnable.filter((l) => l.quantity > 0) };
}

/** One return as staff act on it; 404 when there is none. */
export async function staffReturn(db: Db, id: number): Promise<StaffReturn> {
  const [summary] = await summaries(db, { id });
  const facts = await db
    .selectFrom('returns as r')
    .innerJoin('orders as o', 'o.id', 'r.orderId')
    .innerJoin('users as u', 'u.id', 'o.userId')
    .leftJoin('companies as co', 'co.id', 'o.companyId')
    .select(['r.orderId', 'o.orderNo', buyerName.as('buyerName'), 'u.email', 'co.name as companyName', 'r.version'])
    .where('r.id', '=', id)
    .executeTakeFirst();
  if (!summary || !facts) throw new ApiError(CODE.notFound, RETURN_MESSAGES.noSuchReturn);
  const [photos, seller] = await Promise.all([
    db.selectFrom('returnPhotos').select('position').where('returnId', '=', id).orderBy('position').execute(),
    loadSeller(db),
  ]);
  return {
    ...summary,
    orderId: facts.orderId,
    orderNo: facts.orderNo,
    buyerName: facts.buyerName,
    buyerEmail: facts.email,
    companyName: facts.companyName ?? '',
    version: facts.version,
    photoPositions: photos.map((p) => p.position),
    defaultReturnAddress: [seller.name, ...seller.addressLines].join('\n'),
  };
}

/** Returns for the console's list, newest first, optionally of one state. */
export async function staffReturnRows(db: Db, state: ReturnState | undefined): Promise<StaffReturnRow[]> {
  let query = db
    .selectFrom('returns as r')
    .innerJoin('orders as o', 'o.id', 'r.orderId')
    .innerJoin('users as u', 'u.id', 'o.userId')
    .leftJoin('companies as co', 'co.id', 'o.companyId')
    .select([
      'r.id',
      'r.returnNo',
      'r.state',
      'r.reason',
      'r.orderId',
      'o.orderNo',
      buyerName.as('buyerName'),
      'co.name as companyName',
      'r.createdAt',
    ])
    .orderBy('r.id', 'desc')
    .limit(200);
  if (state) query = query.where('r.state', '=', state);
  const rows = await query.execute();
  return rows.map((r) => ({ ...r, companyName: r.companyName ?? '', createdAt: iso(r.createdAt) }));
}
