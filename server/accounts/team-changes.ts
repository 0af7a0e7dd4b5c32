import type { TeamMemberUpdateRequest } from '#contract/calls/team.ts';
import { fillBoth } from '#contract/i18n/text.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { TEAM_MESSAGES } from '../i18n/team-messages.ts';
import { VERIFIED_ADDRESS_MESSAGES } from '../i18n/verified-address-messages.ts';
import { adminCompanyOf } from './membership.ts';
import { requireVerifiedAddress } from './verified-address.ts';

/** A buyer with a verified address and without a company founds one and becomes its admin. */
export async function createCompany(db: Db, userId: number, name: string): Promise<void> {
  await requireVerifiedAddress(db, userId, VERIFIED_ADDRESS_MESSAGES.companyNeedsVerified);
  await db.transaction().execute(async (tx) => {
    const user = await tx
      .selectFrom('users')
      .select('companyId')
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (user.companyId !== null) await refuseSecondCompany(tx, user.companyId);
    await foundCompany(tx, userId, name);
  });
}

/** Creates a company with the user (who belongs to none) as its admin. */
export async function foundCompany(tx: Db, userId: number, name: string): Promise<void> {
  const company = await tx.insertInto('companies').values({ name }).returning('id').executeTakeFirstOrThrow();
  await tx
    .updateTable('users')
    .set({ companyId: company.id, companyRole: 'admin', spendingLimitPence: null, canPayForTeam: false })
    .where('id', '=', userId)
    .execute();
}

/** Refuses to put someone who belongs to a company into another one, naming the company they are in. */
export async function refuseSecondCompany(db: Db, companyId: number): Promise<never> {
  const company = await db.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirstOrThrow();
  throw new ApiError(CODE.conflict, fillBoth(TEAM_MESSAGES.alreadyInCompany, { company: company.name }));
}

export async function renameCompany(db: Db, userId: number, name: string): Promise<void> {
  const companyId = await adminCompanyOf(db, userId);
  await db.updateTable('companies').set({ name }).where('id', '=', companyId).execute();
}

/**
 * Locks the company's members for a change (so two admins demoting each other at once cannot leave
 * none) and answers them; a member of another company is 404 like a missing id.
 */
async function lockedTeam(tx: Db, userId: number, memberId: number) {
  const companyId = await adminCompanyOf(tx, userId);
  const members = await tx
    .selectFrom('users')
    .select(['id', 'companyRole'])
    .where('companyId', '=', companyId)
    .orderBy('id')
    .forUpdate()
    .execute();
  const member = members.find((m) => m.id === memberId);
  if (!member) throw new ApiError(CODE.notFound, TEAM_MESSAGES.noSuchMember);
  const admins = members.filter((m) => m.companyRole === 'admin').length;
  return { member, isLastAdmin: member.companyRole === 'admin' && admins === 1 };
}

/** Sets a member's role, spending limit (per order or per month) and right to pay for the team; the last admin keeps the role. */
export async function updateMember(db: Db, userId: number, request: TeamMemberUpdateRequest): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const { isLastAdmin } = await lockedTeam(tx, userId, request.id);
    if (isLastAdmin && request.companyRole !== 'admin') throw new ApiError(CODE.conflict, TEAM_MESSAGES.lastAdmin);
    await tx
      .updateTable('users')
      .set({
        companyRole: request.companyRole,
        spendingLimitPence: request.spendingLimitPence ?? null,
        spendingLimitPeriod: request.spendingLimitPeriod ?? 'order',
        canPayForTeam: request.canPayForTeam,
      })
      .where('id', '=', request.id)
      .execute();
  });
}

/** The member leaves the company (their orders stay the company's); the last admin cannot be removed. */
export async function removeMember(db: Db, userId: number, memberId: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const { isLastAdmin } = await lockedTeam(tx, userId, memberId);
    if (isLastAdmin) throw new ApiError(CODE.conflict, TEAM_MESSAGES.lastAdmin);
    await tx
      .updateTable('users')
      .set({ companyId: null, companyRole: null, spendingLimitPence: null, canPayForTeam: false })
      .where('id', '=', memberId)
      .execute();
  });
}
