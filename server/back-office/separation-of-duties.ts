import type { EditorSession } from '../auth/editor.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { DUTIES_MESSAGES } from '../i18n/duties-messages.ts';

/**
 * No member of staff acts on money that is their own: an order they placed or their company placed,
 * or a company they belong to. Staff cannot found or join companies (server/accounts/staff-buyers.ts);
 * these checks also cover accounts that joined one before that rule.
 */

const companyOf = async (db: Db, userId: number): Promise<number | null> =>
  (await db.selectFrom('users').select('companyId').where('id', '=', userId).executeTakeFirst())?.companyId ?? null;

/** 403 when the order is the caller's, or their company's; an unknown order is left to the action's own 404. */
export async function refuseOwnOrder(db: Db, staff: EditorSession, orderId: number): Promise<void> {
  const order = await db
    .selectFrom('orders')
    .select(['userId', 'companyId'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) return;
  const company = await companyOf(db, staff.userId);
  if (order.userId === staff.userId || (company !== null && order.companyId === company))
    throw new ApiError(CODE.forbidden, DUTIES_MESSAGES.ownOrder);
}

/** 403 when the caller belongs to the company. */
export async function refuseOwnCompany(db: Db, staff: EditorSession, companyId: number): Promise<void> {
  if ((await companyOf(db, staff.userId)) === companyId) throw new ApiError(CODE.forbidden, DUTIES_MESSAGES.ownCompany);
}

/** 403 when the customer is the caller or belongs to the caller's company. */
export async function refuseOwnCustomer(db: Db, staff: EditorSession, userId: number): Promise<void> {
  const customerCompany = await companyOf(db, userId);
  if (
    userId === staff.userId ||
    (customerCompany !== null && customerCompany === (await companyOf(db, staff.userId)))
  ) {
    throw new ApiError(CODE.forbidden, DUTIES_MESSAGES.ownCompany);
  }
}
