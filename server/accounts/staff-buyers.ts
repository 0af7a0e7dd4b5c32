import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { DUTIES_MESSAGES } from '../i18n/duties-messages.ts';

/**
 * Staff may buy as individuals (card or bank transfer, handled by another member of staff,
 * server/back-office/separation-of-duties.ts) but never found or join a customer company: a company
 * brings credit on account, which staff approve.
 */
export async function refuseStaffCompany(db: Db, userId: number): Promise<void> {
  const user = await db.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirst();
  if (user && user.role !== 'buyer') throw new ApiError(CODE.forbidden, DUTIES_MESSAGES.staffNoCompany);
}
