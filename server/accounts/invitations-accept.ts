import { timingSafeEqual } from 'node:crypto';
import type { InvitationAcceptAnswer, InvitationAcceptRequest } from '#contract/calls/team.ts';
import { hashToken } from '../auth/tokens.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { MAIL_MESSAGES } from '../i18n/mail-messages.ts';
import { TEAM_MESSAGES } from '../i18n/team-messages.ts';
import { refuseSecondCompany } from './team-changes.ts';

/** The invitation a request names: through the caller's own message, or by its id. */
async function invitationIdOf(db: Db, userId: number, request: InvitationAcceptRequest): Promise<number> {
  if (request.messageId === undefined) {
    if (request.invitationId === undefined) throw new ApiError(CODE.badInput, TEAM_MESSAGES.messageOrInvitation);
    return request.invitationId;
  }
  const message = await db
    .selectFrom('inboxMessages')
    .select('invitationId')
    .where('id', '=', request.messageId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!message?.invitationId) throw new ApiError(CODE.notFound, TEAM_MESSAGES.noSuchInvitation);
  return message.invitationId;
}

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The signed-in invitee accepts with the code from their message: it must be their address's
 * invitation, the right code, and still open. They join the company with the invited role.
 */
export async function acceptInvitation(
  db: Db,
  userId: number,
  request: InvitationAcceptRequest,
): Promise<InvitationAcceptAnswer> {
  return db.transaction().execute(async (tx) => {
    const invitationId = await invitationIdOf(tx, userId, request);
    const user = await tx
      .selectFrom('users')
      .select(['email', 'companyId', 'emailVerifiedAt'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    // Team rights only for an address its owner has proved (anyone could register someone else's).
    if (!user.emailVerifiedAt) throw new ApiError(CODE.forbidden, MAIL_MESSAGES.verifyFirst);
    const invitation = await tx
      .selectFrom('companyInvitations as i')
      .innerJoin('companies as c', 'c.id', 'i.companyId')
      .select([
        'i.id',
        'i.email',
        'i.companyId',
        'i.companyRole',
        'i.codeHash',
        'i.expiresAt',
        'i.acceptedAt',
        'i.revokedAt',
        'c.name as companyName',
      ])
      .where('i.id', '=', invitationId)
      .forUpdate(['i'])
      .executeTakeFirst();
    // Someone else's invitation is no more visible than a missing one.
    if (!invitation || invitation.email !== user.email)
      throw new ApiError(CODE.notFound, TEAM_MESSAGES.noSuchInvitation);
    if (!sameHash(hashToken(request.code), invitation.codeHash))
      throw new ApiError(CODE.notFound, TEAM_MESSAGES.invitationCodeWrong);
    if (invitation.acceptedAt) throw new ApiError(CODE.conflict, TEAM_MESSAGES.invitationUsed);
    if (invitation.revokedAt) throw new ApiError(CODE.conflict, TEAM_MESSAGES.invitationRevoked);
    if (new Date(invitation.expiresAt) <= new Date())
      throw new ApiError(CODE.conflict, TEAM_MESSAGES.invitationExpired);
    if (user.companyId !== null) await refuseSecondCompany(tx, user.companyId);
    await tx
      .updateTable('users')
      .set({
        companyId: invitation.companyId,
        companyRole: invitation.companyRole,
        spendingLimitPence: null,
        canPayForTeam: false,
      })
      .where('id', '=', userId)
      .execute();
    await tx
      .updateTable('companyInvitations')
      .set({ acceptedAt: new Date(), acceptedBy: userId })
      .where('id', '=', invitation.id)
      .execute();
    return { companyName: invitation.companyName, companyRole: invitation.companyRole };
  });
}
