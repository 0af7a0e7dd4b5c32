import type { TeamAnswer } from '#contract/calls/team.ts';
import type { Db } from '../db/connect.ts';
import { pendingApprovals } from '../shop/approvals.ts';
import { openInvitations } from './invitations.ts';
import { membershipOf } from './membership.ts';

/** /acTeam: the company and its members for every member; open invitations and orders to approve for its admins. */
export async function teamOf(db: Db, userId: number): Promise<TeamAnswer> {
  const membership = await membershipOf(db, userId);
  if (!membership) return { company: null, yourRole: null, members: [], invitations: [], approvals: [] };
  const { companyId, companyRole } = membership;
  const company = await db
    .selectFrom('companies')
    .select(['id', 'name', 'requireSecondFactor'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  const members = await db
    .selectFrom('users')
    .select([
      'id',
      'firstName',
      'lastName',
      'email',
      'companyRole',
      'spendingLimitPence',
      'spendingLimitPeriod',
      'canPayForTeam',
    ])
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
