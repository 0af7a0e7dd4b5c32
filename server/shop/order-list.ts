import type { OrderListAnswer, OrderListRequest } from '#contract/calls/order-history.ts';
import { ORDER_HISTORY_LIMITS } from '#contract/limits/orders.ts';
import type { Db } from '../db/connect.ts';
import { readPage } from '../db/read-page.ts';
import { dayEnd, dayStart, matchesOrderText } from './order-filters.ts';
import { buyerName, stageOf } from './order-stage.ts';
import { viewerOf } from './order-detail.ts';

/**
 * The caller's orders, newest first, a page at a time, filtered by stage, UK calendar days and a search
 * over order number, PO reference and the lines' part numbers. A company admin may ask for the whole
 * team's orders (scope team), each with who placed it; for anyone else the scope is their own.
 */
export async function listOrders(db: Db, userId: number, request: OrderListRequest): Promise<OrderListAnswer> {
  const viewer = await viewerOf(db, userId);
  const page = request.page ?? 1;
  const pageSize = request.pageSize ?? ORDER_HISTORY_LIMITS.pageSizeDefault;
  const team = request.scope === 'team' && viewer.adminOf !== null;

  let query = db.selectFrom('orders as o').innerJoin('users as u', 'u.id', 'o.userId');
  query = team ? query.where('o.companyId', '=', viewer.adminOf) : query.where('o.userId', '=', userId);
  if (request.stage) query = query.where(stageOf, '=', request.stage);
  if (request.from) query = query.where('o.createdAt', '>=', dayStart(request.from));
  if (request.to) query = query.where('o.createdAt', '<', dayEnd(request.to));
  if (request.search) query = query.where(matchesOrderText(request.search));

  const { rows, total } = await readPage(
    query
      .select([
        'o.id',
        'o.orderNo',
        'o.createdAt',
        'o.poReference',
        'o.totalPence',
        'o.userId',
        stageOf.as('stage'),
        buyerName.as('placedBy'),
      ])
      .select((eb) =>
        eb
          .selectFrom('orderLines as l')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('l.orderId', '=', 'o.id')
          .as('lineCount'),
      )
      .orderBy('o.createdAt', 'desc')
      .orderBy('o.id', 'desc'),
    page,
    pageSize,
  );

  return {
    orders: rows.map((r) => ({
      id: r.id,
      orderNo: r.orderNo,
      createdAt: new Date(r.createdAt).toISOString(),
      poReference: r.poReference,
      stage: r.stage,
      totalPence: r.totalPence,
      lineCount: Number(r.lineCount),
      mine: r.userId === userId,
      placedBy: viewer.adminOf === null ? null : r.placedBy,
    })),
    total,
    page,
    pageSize,
    canSeeTeam: viewer.adminOf !== null,
  };
}
