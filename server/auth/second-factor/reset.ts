import { formatDateTimeLong } from '#contract/format/dates.ts';
import type { Db } from '../../db/connect.ts';
import { ApiError, CODE } from '../../http/api-error.ts';
import { SECOND_FACTOR_MESSAGES } from '../../i18n/second-factor-messages.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { recordChange, type EditorSession } from '../editor.ts';
import { removeSecondFactors } from './factors.ts';

/**
 * Removes every second factor of an account (its owner lost them) and every proof of one in its
 * sessions, records who did it, and e-mails the account: a reset is never made unseen.
 */
async function resetSecondFactors(
  tx: Db,
  by: EditorSession,
  userId: number,
  area: 'staff' | 'customer',
): Promise<void> {
  const user = await tx
    .selectFrom('users')
    .select(['email', 'firstName', 'language'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  await removeSecondFactors(tx, userId);
  await tx.updateTable('sessions').set({ secondFactorAt: null }).where('userId', '=', userId).execute();
  await recordChange(tx, by, {
    area,
    recordId: userId,
    action: 'secondFactorReset',
    summary: `${user.email}: second factors removed`,
  });
  const language = user.language === 'zh-cn' ? 'zh-cn' : 'en';
  await enqueueMail(tx, {
    to: { email: user.email, language },
    template: 'secondFactorReset',
    values: { firstName: user.firstName, when: formatDateTimeLong(new Date(), language), by: by.email },
  });
}

/** A staff admin resets any account's second factors. */
export async function resetByAdmin(db: Db, admin: EditorSession, userId: number): Promise<void> {
  const user = await db.selectFrom('users').select(['id', 'role']).where('id', '=', userId).executeTakeFirst();
  if (!user) throw new ApiError(CODE.notFound, SECOND_FACTOR_MESSAGES.noSuchAccount);
  await db
    .transaction()
    .execute((tx) => resetSecondFactors(tx, admin, userId, user.role === 'buyer' ? 'customer' : 'staff'));
}

/** A company admin resets a member of their own company. */
export async function resetByCompanyAdmin(db: Db, adminId: number, companyId: number, memberId: number): Promise<void> {
  const member = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', memberId)
    .where('companyId', '=', companyId)
    .executeTakeFirst();
  if (!member) throw new ApiError(CODE.notFound, SECOND_FACTOR_MESSAGES.noSuchMember);
  const admin = await db
    .selectFrom('users')
    .select(['id as userId', 'email'])
    .where('id', '=', adminId)
    .executeTakeFirstOrThrow();
  await db.transaction().execute((tx) => resetSecondFactors(tx, admin, memberId, 'customer'));
}
