import { formatDateTimeLong } from '#contract/format/dates.ts';
import { revokeOtherSessions, type ActiveSession } from '../auth/sessions.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { MAIL_MESSAGES } from '../i18n/mail-messages.ts';
import { PROFILE_MESSAGES } from '../i18n/profile-messages.ts';
import { enqueueMail, recipientOfUser } from '../mail/outbox.ts';
import { claimLinkRequest, tooManyLinkRequests } from './email-link-throttle.ts';
import { issueEmailLink, spendEmailLink } from './email-links.ts';
import { adoptCheckoutAddresses } from '../shop/addresses.ts';
import { deliverWaitingInvitations } from './invitations.ts';
import { foundCompany } from './team-changes.ts';
import { isEmailTaken } from './users.ts';

/** E-mails the account's address a link that verifies it (inside the transaction that made the need). */
export async function sendVerification(tx: Db, userId: number): Promise<void> {
  const user = await tx
    .selectFrom('users')
    .select(['email', 'firstName'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const token = await issueEmailLink(tx, userId, 'verify', user.email);
  await enqueueMail(tx, {
    to: await recipientOfUser(tx, userId),
    template: 'verifyEmail',
    values: { firstName: user.firstName, token },
  });
}

/**
 * A new address for the account: a link goes to it, and the change takes effect only when it is
 * followed; until then the old address keeps working (and keeps its rights).
 */
export async function requestEmailChange(tx: Db, userId: number, newEmail: string): Promise<void> {
  const user = await tx
    .selectFrom('users')
    .select(['firstName', 'language'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const token = await issueEmailLink(tx, userId, 'changeEmail', newEmail);
  await enqueueMail(tx, {
    to: { email: newEmail, language: user.language === 'zh-cn' ? 'zh-cn' : 'en' },
    template: 'changeEmail',
    values: { firstName: user.firstName, token },
  });
}

/** The buyer asks for the verification link again: limited like password resets. */
export async function resendVerification(db: Db, userId: number, ip: string): Promise<string> {
  const user = await db
    .selectFrom('users')
    .select(['email', 'emailVerifiedAt'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (user.emailVerifiedAt) throw new ApiError(CODE.conflict, MAIL_MESSAGES.alreadyVerified);
  // The buyer is signed in: past the address's cap they are told, as past any other limit.
  if (!(await claimLinkRequest(db, 'verify', user.email, ip))) throw tooManyLinkRequests();
  await db.transaction().execute((tx) => sendVerification(tx, userId));
  return user.email;
}

/** The subscription follows the account to its new address, unless that address is already on the list. */
async function moveSubscription(tx: Db, oldEmail: string, newEmail: string): Promise<void> {
  const taken = await tx.selectFrom('subscribers').select('id').where('email', '=', newEmail).executeTakeFirst();
  if (taken) await tx.deleteFrom('subscribers').where('email', '=', oldEmail).execute();
  else await tx.updateTable('subscribers').set({ email: newEmail }).where('email', '=', oldEmail).execute();
}

/** What waited for the proof of the address: the company asked for at registration, and the checkout's addresses. */
async function setUpWhatWaited(tx: Db, userId: number): Promise<void> {
  const user = await tx
    .selectFrom('users')
    .select(['companyId', 'pendingCompanyName'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (user.pendingCompanyName !== null) {
    if (user.companyId === null) await foundCompany(tx, userId, user.pendingCompanyName);
    await tx.updateTable('users').set({ pendingCompanyName: null }).where('id', '=', userId).execute();
  }
  await adoptCheckoutAddresses(tx, userId);
}

/** After an address change: the old address is told, and every other session of the account ends. */
async function settleAddressChange(
  tx: Db,
  userId: number,
  oldEmail: string,
  newEmail: string,
  caller: ActiveSession | null,
): Promise<void> {
  const user = await tx
    .selectFrom('users')
    .select(['firstName', 'language'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const language = user.language === 'zh-cn' ? 'zh-cn' : 'en';
  const values = { firstName: user.firstName, newEmail, when: formatDateTimeLong(new Date(), language) };
  await enqueueMail(tx, { to: { email: oldEmail, language }, template: 'emailChanged', values });
  await revokeOtherSessions(tx, userId, caller?.userId === userId ? caller.sessionId : null);
}

/**
 * Follows a verification or address-change link: the address it was sent to becomes the account's,
 * verified, what waited for the proof is set up, and the team invitations waiting for it are
 * delivered. Answers that address. `caller` is the session that followed the link, if any: when it
 * is the account's, it stays signed in.
 */
export async function followEmailLink(
  db: Db,
  token: string,
  caller: ActiveSession | null,
): Promise<{ email: string; changed: boolean }> {
  try {
    return await db.transaction().execute(async (tx) => {
      const link = await spendEmailLink(tx, ['verify', 'changeEmail'], token);
      const user = await tx
        .selectFrom('users')
        .select('email')
        .where('id', '=', link.userId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      // A verification sent before an address change proves nothing about the new address.
      if (link.purpose === 'verify' && link.email !== user.email)
        throw new ApiError(CODE.notFound, MAIL_MESSAGES.linkWrong, { field: 'token' });
      await tx
        .updateTable('users')
        .set({ email: link.email, emailVerifiedAt: new Date() })
        .where('id', '=', link.userId)
        .execute();
      const changed = link.email !== user.email;
      if (changed) {
        await moveSubscription(tx, user.email, link.email);
        await settleAddressChange(tx, link.userId, user.email, link.email, caller);
      }
      await setUpWhatWaited(tx, link.userId);
      await deliverWaitingInvitations(tx, link.userId, link.email);
      return { email: link.email, changed };
    });
  } catch (error) {
    if (isEmailTaken(error)) throw new ApiError(CODE.conflict, PROFILE_MESSAGES.emailInUse, { field: 'token' });
    throw error;
  }
}
