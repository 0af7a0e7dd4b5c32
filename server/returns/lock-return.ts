import { returnMove, type ReturnMove } from '#contract/rules/return-states.ts';
import { lockOrderRow } from '../back-office/staff-order.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { RETURN_MESSAGES } from '../i18n/return-messages.ts';

/**
 * Locks a return and its order for a staff move: 404 when there is none, 409 when the version staff
 * were shown is no longer current (another member of staff acted first) or the move does not start
 * from the return's state (the message says why, in both languages). Two staff acting at once wait
 * on the row, so only the first wins.
 */
export async function lockReturnForMove(tx: Db, id: number, version: number, move: ReturnMove) {
  const row = await tx.selectFrom('returns').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw new ApiError(CODE.notFound, RETURN_MESSAGES.noSuchReturn);
  if (row.version !== version) throw new ApiError(CODE.conflict, RETURN_MESSAGES.staleReturn, { version: row.version });
  const check = returnMove(row.state, move);
  if (!check.allowed) throw new ApiError(CODE.conflict, check.message);
  const order = await lockOrderRow(tx, row.orderId);
  return { row, order, to: check.to };
}
