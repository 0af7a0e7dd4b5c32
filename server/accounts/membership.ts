import type { TeamRole } from '#contract/calls/team.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { TEAM_MESSAGES } from '../i18n/team-messages.ts';

export interface Membership {
  companyId: number;
  companyRole: TeamRole;
}

/** The caller's company and role, or null when they belong to none. */
export async function membershipOf(db: Db, userId: number): Promise<Membership | null> {
  const row = await db
    .selectFrom('users')
    .select(['companyId', 'companyRole'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.companyId !== null && row.companyRole !== null
    ? { companyId: row.companyId, companyRole: row.companyRole }
    : null;
}

/** The company of an admin: 404 without a company, 403 for a buyer (who sees the team, so nothing is hidden from them). */
export async function adminCompanyOf(db: Db, userId: number): Promise<number> {
  const membership = await membershipOf(db, userId);
  if (!membership) throw new ApiError(CODE.notFound, TEAM_MESSAGES.noCompany);
  if (membership.companyRole !== 'admin') throw new ApiError(CODE.forbidden, TEAM_MESSAGES.adminsOnly);
  return membership.companyId;
}
