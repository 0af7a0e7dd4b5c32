import type { TeamInvitation, TeamInviteRequest } from '#contract/calls/team.ts';
import { fillBoth, type BilingualText } from '#contract/i18n/text.ts';
import { TEAM_LIMITS } from '#contract/limits/team.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import { underAdvisoryLocks } from '../db/advisory-lock.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { inBothLanguages, ROLE_NAMES, TEAM_INBOX, TEAM_MESSAGES } from '../i18n/team-messages.ts';
import { formatDateInEachLocale } from '#contract/format/dates.ts';
import type { CompanyRole } from '../db/schema.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { writeInboxMessage } from '../shop/inbox.ts';
import { VERIFIED_ADDRESS_MESSAGES } from '../i18n/verified-address-messages.ts';
import { adminCompanyOf } from './membership.ts';
import { emailKey } from './users.ts';
import { requireVerifiedAddress } from './verified-address.ts';

/** How long an invitation can be accepted. */
export const INVITATION_VALID_DAYS = 7;

/** The invitation's page: the inbox opens the message with its code and offers to accept. */
const invitationLink = (messageId: number, code: string) => `/acMsg/${messageId}/${code}`;

/** Invitations neither accepted, withdrawn nor expired. */
function openOnes(db: Db) {
  return db
    .selectFrom('companyInvitations')
    .where('acceptedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', new Date());
}

export async function openInvitations(db: Db, companyId: number): Promise<TeamInvitation[]> {
  const rows = await openOnes(db)
    .select([
      'companyInvitations.id',
      'companyInvitations.email',
      'companyInvitations.companyRole',
      'companyInvitations.createdAt',
      'companyInvitations.expiresAt',
    ])
    .where('companyInvitations.companyId', '=', companyId)
    .orderBy('companyInvitations.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    companyRole: r.companyRole,
    createdAt: new Date(r.createdAt).toISOString(),
    expiresAt: new Date(r.expiresAt).toISOString(),
  }));
}

/**
 * Writes the invitation's message to the invitee's inbox with a fresh single-use code in its link;
 * only the code's hash is kept, so each delivery makes a new code and the earlier one stops working.
 */
async function deliverInvitation(db: Db, invitationId: number, userId: number): Promise<void> {
  const invitation = await db
    .selectFrom('companyInvitations as i')
    .innerJoin('companies as c', 'c.id', 'i.companyId')
    .leftJoin('users as u', 'u.id', 'i.invitedBy')
    .select(['i.companyRole', 'i.expiresAt', 'c.name as company', 'u.firstName', 'u.lastName', 'u.email'])
    .where('i.id', '=', invitationId)
    .executeTakeFirstOrThrow();
  const code = newToken();
  await db
    .updateTable('companyInvitations')
    .set({ codeHash: hashToken(code) })
    .where('id', '=', invitationId)
    .execute();
  const inviter: BilingualText = invitation.firstName
    ? {
        en: `${invitation.firstName} ${invitation.lastName} (${invitation.email})`,
        zh: `${invitation.firstName} ${invitation.lastName}（${invitation.email}）`,
      }
    : { en: 'The administrator', zh: '管理员' };
  const template = inBothLanguages(TEAM_INBOX.invitation, {
    inviter,
    role: ROLE_NAMES[invitation.companyRole],
    expires: formatDateInEachLocale(new Date(invitation.expiresAt)),
  });
  // The link names the message, whose id only exists once it is written: {link} is filled in after.
  const messageId = await writeInboxMessage(db, userId, template, { company: invitation.company }, { invitationId });
  const link = invitationLink(messageId, code);
  const message = await db
    .selectFrom('inboxMessages')
    .select(['bodyEn', 'bodyZh'])
    .where('id', '=', messageId)
    .executeTakeFirstOrThrow();
  const body = fillBoth({ en: message.bodyEn, zh: message.bodyZh }, { link });
  await db.updateTable('inboxMessages').set({ bodyEn: body.en, bodyZh: body.zh }).where('id', '=', messageId).execute();
}

/** E-mails the invitation to the invited address, in the inviter's language (it may have no account yet). */
async function mailInvitation(
  tx: Db,
  inviterId: number,
  invitation: { email: string; companyRole: CompanyRole; expiresAt: Date; companyId: number },
  hasAccount: boolean,
): Promise<void> {
  const inviter = await tx
    .selectFrom('users as u')
    .innerJoin('companies as c', 'c.id', 'u.companyId')
    .select(['u.firstName', 'u.lastName', 'u.email', 'u.language', 'c.name as company'])
    .where('u.id', '=', inviterId)
    .executeTakeFirstOrThrow();
  await enqueueMail(tx, {
    to: { email: invitation.email, language: inviter.language === 'zh-cn' ? 'zh-cn' : 'en' },
    template: 'teamInvitation',
    values: {
      inviter: `${inviter.firstName} ${inviter.lastName}`,
      inviterEmail: inviter.email,
      company: inviter.company,
      role: ROLE_NAMES[invitation.companyRole],
      expires: formatDateInEachLocale(new Date(invitation.expiresAt)),
      hasAccount,
    },
  });
}

/**
 * An admin with a verified address invites an email address with a role. An open invitation to the same address is withdrawn
 * (inviting again resends). The message goes now, or when the address registers.
 */
export async function inviteMember(
  db: Db,
  userId: number,
  request: TeamInviteRequest,
): Promise<{ invitation: TeamInvitation; message: BilingualText }> {
  const email = emailKey(request.email);
  return db.transaction().execute(async (tx) => {
    const companyId = await adminCompanyOf(tx, userId);
    await requireVerifiedAddress(tx, userId, VERIFIED_ADDRESS_MESSAGES.inviteNeedsVerified);
    const invitee = await tx
      .selectFrom('users')
      .select(['id', 'companyId', 'emailVerifiedAt'])
      .where('email', '=', email)
      .executeTakeFirst();
    if (invitee?.companyId === companyId)
      throw new ApiError(CODE.conflict, fillBoth(TEAM_MESSAGES.alreadyMember, { email }));
    await refuseOverDailyInvitations(tx, companyId);
    await withdrawOpen(tx, companyId, { email });
    const invitation = await tx
      .insertInto('companyInvitations')
      .values({
        companyId,
        email,
        companyRole: request.companyRole,
        // No code has been sent yet: delivery makes the one that works.
        codeHash: hashToken(newToken()),
        invitedBy: userId,
        expiresAt: new Date(Date.now() + INVITATION_VALID_DAYS * 24 * 60 * 60 * 1000),
      })
      .returning(['id', 'email', 'companyRole', 'createdAt', 'expiresAt', 'companyId'])
      .executeTakeFirstOrThrow();
    // Only a verified address gets the invitation in its inbox; an unverified one when it is verified.
    if (invitee?.emailVerifiedAt) await deliverInvitation(tx, invitation.id, invitee.id);
    await mailInvitation(tx, userId, invitation, invitee !== undefined);
    // One answer whether or not the address has an account: inviting must not tell who has one.
    return {
      invitation: {
        id: invitation.id,
        email: invitation.email,
        companyRole: invitation.companyRole,
        createdAt: new Date(invitation.createdAt).toISOString(),
        expiresAt: new Date(invitation.expiresAt).toISOString(),
      },
      message: fillBoth(TEAM_MESSAGES.invitationSent, { email }),
    };
  });
}

/**
 * A company sends at most TEAM_LIMITS.invitationsPerDay invitations in 24 hours (withdrawn ones
 * count: each reached an inbox). The company's lock is held until the invitation is written, so
 * two admins inviting at once on two processes are counted one after the other.
 */
async function refuseOverDailyInvitations(tx: Db, companyId: number): Promise<void> {
  const since = new Date(Date.now() - 24 * 60 * 60 * 1000);
  const { sent } = await underAdvisoryLocks(tx, [`invitations:${companyId}`], (locked) =>
    locked
      .selectFrom('companyInvitations')
      .select((eb) => eb.fn.countAll<number>().as('sent'))
      .where('companyId', '=', companyId)
      .where('createdAt', '>', since)
      .executeTakeFirstOrThrow(),
  );
  if (Number(sent) >= TEAM_LIMITS.invitationsPerDay) {
    throw new ApiError(
      CODE.tooMany,
      fillBoth(TEAM_MESSAGES.tooManyInvitations, { max: TEAM_LIMITS.invitationsPerDay }),
    );
  }
}

/** An admin withdraws one of their company's open invitations; any other id is 404. */
export async function revokeInvitation(db: Db, userId: number, invitationId: number): Promise<void> {
  const companyId = await adminCompanyOf(db, userId);
  if ((await withdrawOpen(db, companyId, { id: invitationId })) === 0)
    throw new ApiError(CODE.notFound, TEAM_MESSAGES.noSuchInvitation);
}

/** Withdraws the company's unaccepted invitations of one id or one address; answers how many. */
async function withdrawOpen(db: Db, companyId: number, match: { id: number } | { email: string }): Promise<number> {
  const withdrawn = await db
    .updateTable('companyInvitations')
    .set({ revokedAt: new Date() })
    .where('companyId', '=', companyId)
    .where((eb) => ('id' in match ? eb('id', '=', match.id) : eb('email', '=', match.email)))
    .where('acceptedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(withdrawn.numUpdatedRows);
}

/** A new account gets the invitations that waited for its email address (called inside the registration). */
export async function deliverWaitingInvitations(db: Db, userId: number, email: string): Promise<void> {
  const waiting = await openOnes(db).select('id').where('email', '=', emailKey(email)).orderBy('id').execute();
  for (const { id } of waiting) await deliverInvitation(db, id, userId);
}
