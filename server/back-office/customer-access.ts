import type { EditorSession } from '../auth/editor.ts';
import { recordChange } from '../auth/editor.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { STAFF_MESSAGES } from '../i18n/staff-messages.ts';

/**
 * Sales disable a buyer's account (every session and remember token revoked at once; logging in
 * answers that the account is disabled) or enable it again. Staff accounts are not handled here.
 */
export function setCustomerDisabled(
  db: Db,
  staff: EditorSession,
  userId: number,
  disabled: boolean,
): Promise<{ id: number; disabled: boolean }> {
  return db.transaction().execute(async (tx) => {
    const user = await tx
      .selectFrom('users')
      .select(['id', 'email', 'role', 'disabledAt'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!user) throw new ApiError(CODE.notFound, STAFF_MESSAGES.noSuchCustomer);
    if (user.role !== 'buyer') throw new ApiError(CODE.conflict, STAFF_MESSAGES.notACustomer);
    const was = user.disabledAt !== null;
    if (was === disabled) return { id: userId, disabled };
    await tx
      .updateTable('users')
      .set({ disabledAt: disabled ? new Date() : null })
      .where('id', '=', userId)
      .execute();
    if (disabled)
      await tx
        .updateTable('sessions')
        .set({ revokedAt: new Date() })
        .where('userId', '=', userId)
        .where('revokedAt', 'is', null)
        .execute();
    await recordChange(tx, staff, {
      area: 'customer',
      recordId: userId,
      action: disabled ? 'disable' : 'enable',
      summary: `${user.email} ${disabled ? 'disabled' : 'enabled'}`,
      detail: { before: { disabled: was }, after: { disabled } },
    });
    return { id: userId, disabled };
  });
}
