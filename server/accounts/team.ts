import type { TeamAnswer, TeamRole } from '../../src/api/team-types.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { TEAM_MESSAGES } from '../i18n/team-messages.ts';
import { pendingApprovals } from '../shop/approvals.ts';
import { openInvitations } from './invitations.ts';

export interface Membership {
  companyId: number;
  companyRole: TeamRole;
}

/** The caller's company and role, or null when they belong to none. */
export async function membershipOf(db: Db, userId: number): Promise<Membership | null> {
  const row = await db.selectFrom('users').select(['companyId', 'companyRole']).where('id', '=', userId).executeTakeFirstOrThrow();
  return row.companyId !== null && row.companyRole !== null ? { companyId: row.companyId, companyRole: row.companyRole } : null;
}

/** The company of an admin: 404 without a company, 403 for a buyer (who sees the team, so nothing is hidden from them). */
export async function adminCompanyOf(db: Db, userId: number): Promise<number> {
  const membership = await membershipOf(db, userId);
  if (!membership) throw new ApiError(CODE.notFound, TEAM_MESSAGES.noCompany);
  if (membership.companyRole !== 'admin') throw new ApiError(CODE.forbidden, TEAM_MESSAGES.adminsOnly);
  return membership.companyId;
}

/** /acTeam: the company and its members for every member; open invitations and orders to approve for its admins. */
export async function teamOf(db: Db, userId: number): Promise<TeamAnswer> {
  const membership = await membershipOf(db, userId);
  if (!membership) return { company: null, yourRole: null, members: [], invitations: [], approvals: [] };
  const { companyId, companyRole } = membership;
  const company = await db.selectFrom('companies').select(['id', 'name']).where('id', '=', companyId).executeTakeFirstOrThrow();
  const members = await db
    .selectFrom('users')
    .select(['id', 'firstName', 'lastName', 'email', 'companyRole', 'spendingLimitPence', 'canPayForTeam'])
    .where('companyId', '=', companyId)
    .orderBy('companyRole')
    .orderBy('lastName')
    .orderBy('firstName')
    .orderBy('id')
    .execute();
  const isAdmin = companyRole === 'admin';
  return {
    company,
    yourRole: companyRole,
    members: members.map((m) => ({ ...m, companyRole: m.companyRole ?? 'buyer', isYou: m.id === userId })),
    invitations: isAdmin ? await openInvitations(db, companyId) : [],
    approvals: isAdmin ? await pendingApprovals(db, companyId) : [],
  };
}
