import type { StaffAccount, StaffAccountAddRequest } from '#contract/calls/staff-accounts.ts';
import { STAFF_ROLES, type StaffRole } from '#contract/calls/staff.ts';
import { insertStaff } from '../accounts/staff-accounts.ts';
import type { EditorSession } from '../auth/editor.ts';
import { recordChange } from '../auth/editor.ts';
import { hashNewPassword } from '../auth/new-password.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { STAFF_MESSAGES } from '../i18n/staff-messages.ts';

const COLUMNS = ['id', 'email', 'firstName', 'lastName', 'role', 'disabledAt', 'createdAt'] as const;

type Row = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  disabledAt: Date | null;
  createdAt: Date;
};

const toAccount = (r: Row): StaffAccount => ({
  id: r.id,
  name: `${r.firstName} ${r.lastName}`.trim() || r.email,
  email: r.email,
  role: r.role as StaffRole,
  disabled: r.disabledAt !== null,
  createdAt: new Date(r.createdAt).toISOString(),
});

/** staff/accountList: every staff account, admins first, then sales, then editors. */
export async function listStaffAccounts(db: Db): Promise<{ list: StaffAccount[] }> {
  const rows = await db
    .selectFrom('users')
    .select(COLUMNS)
    .where('role', 'in', [...STAFF_ROLES])
    .orderBy('id')
    .execute();
  const rank = (role: string) => ['admin', 'sales', 'editor'].indexOf(role);
  return { list: rows.sort((a, b) => rank(a.role) - rank(b.role)).map(toAccount) };
}

/** staff/accountAdd: the rules of npm run staff:add (the call's fields carry length and characters; here the common-password list). */
export async function addStaffAccount(
  db: Db,
  admin: EditorSession,
  request: StaffAccountAddRequest,
): Promise<StaffAccount> {
  const passwordHash = await hashNewPassword(request.password, 'password');
  return db.transaction().execute(async (tx) => {
    const made = await insertStaff(tx, request, passwordHash);
    if (!made) throw new ApiError(CODE.conflict, STAFF_MESSAGES.staffEmailTaken, { field: 'email' });
    await recordChange(tx, admin, {
      area: 'staff',
      recordId: made.id,
      action: 'add',
      summary: `${request.email} added as ${request.role}`,
      detail: { before: null, after: { role: request.role } },
    });
    return toAccount(await tx.selectFrom('users').select(COLUMNS).where('id', '=', made.id).executeTakeFirstOrThrow());
  });
}

interface StaffChange {
  role?: StaffRole;
  disabled?: boolean;
}

/**
 * Changes a staff account's role or access in one transaction, under a lock on every enabled admin,
 * so two admins demoting each other at once cannot leave the shop without one. Disabling ends the
 * account's sessions at once.
 */
export function changeStaffAccount(
  db: Db,
  admin: EditorSession,
  id: number,
  change: StaffChange,
): Promise<StaffAccount> {
  return db.transaction().execute(async (tx) => {
    const admins = await tx
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .where('disabledAt', 'is', null)
      .orderBy('id')
      .forUpdate()
      .execute();
    const account = await tx.selectFrom('users').select(COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!account || !STAFF_ROLES.includes(account.role as StaffRole))
      throw new ApiError(CODE.notFound, STAFF_MESSAGES.noSuchStaff);
    const wasDisabled = account.disabledAt !== null;
    const after = { role: change.role ?? (account.role as StaffRole), disabled: change.disabled ?? wasDisabled };
    const leavesAdmins = account.role === 'admin' && !wasDisabled && (after.role !== 'admin' || after.disabled);
    if (leavesAdmins && admins.length <= 1) throw new ApiError(CODE.conflict, STAFF_MESSAGES.lastAdmin);
    if (after.role === account.role && after.disabled === wasDisabled) return toAccount(account);
    await tx
      .updateTable('users')
      .set({ role: after.role, disabledAt: after.disabled ? (account.disabledAt ?? new Date()) : null })
      .where('id', '=', id)
      .execute();
    if (after.disabled && !wasDisabled)
      await tx
        .updateTable('sessions')
        .set({ revokedAt: new Date() })
        .where('userId', '=', id)
        .where('revokedAt', 'is', null)
        .execute();
    await recordChange(tx, admin, {
      area: 'staff',
      recordId: id,
      action: change.role ? 'role' : after.disabled ? 'disable' : 'enable',
      summary: change.role
        ? `${account.email}: ${account.role} → ${after.role}`
        : `${account.email} ${after.disabled ? 'disabled' : 'enabled'}`,
      detail: { before: { role: account.role, disabled: wasDisabled }, after },
    });
    return toAccount(await tx.selectFrom('users').select(COLUMNS).where('id', '=', id).executeTakeFirstOrThrow());
  });
}
