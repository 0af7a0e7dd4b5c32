import { fillBoth } from '#contract/i18n/text.ts';
import type {
  PasswordChangeAnswer,
  Preferences,
  PreferencesUpdateRequest,
  ProfileUpdateRequest,
} from '#contract/calls/profile.ts';
import { claimLoginAttempt, giveBackLoginAttempt } from '../auth/login-throttle.ts';
import { revokeOtherSessions, type ActiveSession } from '../auth/sessions.ts';
import { hashNewPassword } from '../auth/new-password.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { underAdvisoryLocks } from '../db/advisory-lock.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { PROFILE_MESSAGES } from '../i18n/profile-messages.ts';
import { voidOpenLinks } from './email-links.ts';
import { mailPasswordChanged } from './password-reset.ts';
import { requestEmailChange } from './email-verification.ts';
import { emailKey } from './users.ts';

/**
 * The password the buyer typed against theirs; a wrong one is refused on the `pwd` field. Wrong
 * tries count as failed log-ins, so a stolen session cannot be used to guess the password.
 */
async function checkCurrentPassword(db: Db, userId: number, pwd: string, ip: string): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select(['email', 'passwordHash'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const attempt = await claimLoginAttempt(db, user.email, ip);
  if (await verifyPassword(user.passwordHash, pwd)) return giveBackLoginAttempt(db, attempt);
  throw new ApiError(CODE.badInput, PROFILE_MESSAGES.wrongPassword, { field: 'pwd' });
}

/** E-mail address changes a buyer may start in 24 hours: each sends a link to an address they typed. */
export const MAX_EMAIL_CHANGES_PER_DAY = 5;

/**
 * Saves names and phone. A new email needs the current password; it is not changed here: a link
 * goes to it, and the change (with the newsletter subscription) takes effect when it is followed.
 * An address another account holds gets the same answer and the same link (following it says the
 * address is taken, to its holder only), so the answer tells nobody who has an account. Answers the
 * address waiting for it.
 */
export async function updateProfile(
  db: Db,
  userId: number,
  request: ProfileUpdateRequest,
  ip: string,
): Promise<{ pendingEmail: string | null }> {
  const { email: oldEmail } = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const email = emailKey(request.email);
  const changing = email !== oldEmail;
  if (changing) {
    if (request.pwd === undefined)
      throw new ApiError(CODE.badInput, PROFILE_MESSAGES.passwordNeededForEmail, { field: 'pwd' });
    await checkCurrentPassword(db, userId, request.pwd, ip);
  }
  await underAdvisoryLocks(db, [`email-change:${userId}`], async (tx) => {
    if (changing) await refuseOverDailyEmailChanges(tx, userId);
    await tx
      .updateTable('users')
      .set({ firstName: request.firstName, lastName: request.lastName, phone: request.phone ?? '' })
      .where('id', '=', userId)
      .execute();
    if (changing) await requestEmailChange(tx, userId, email);
  });
  return { pendingEmail: changing ? email : null };
}

/** Each change issued a changeEmail link, so the links of the last 24 hours are the changes to count. */
async function refuseOverDailyEmailChanges(tx: Db, userId: number): Promise<void> {
  const { changes } = await tx
    .selectFrom('emailLinks')
    .select((eb) => eb.fn.countAll<number>().as('changes'))
    .where('userId', '=', userId)
    .where('purpose', '=', 'changeEmail')
    .where('createdAt', '>', new Date(Date.now() - 24 * 60 * 60 * 1000))
    .executeTakeFirstOrThrow();
  if (Number(changes) >= MAX_EMAIL_CHANGES_PER_DAY) {
    throw new ApiError(
      CODE.tooMany,
      fillBoth(PROFILE_MESSAGES.tooManyEmailChanges, { max: MAX_EMAIL_CHANGES_PER_DAY }),
    );
  }
}

/**
 * Sets a new password after checking the current one, and ends every other session and remember
 * token of the buyer (a stolen token stops working); the session making the change, and the
 * remember token issued with it, stay.
 */
export async function changePassword(
  db: Db,
  session: ActiveSession,
  pwd: string,
  newPwd: string,
  ip: string,
): Promise<PasswordChangeAnswer> {
  await checkCurrentPassword(db, session.userId, pwd, ip);
  if (pwd === newPwd) throw new ApiError(CODE.badInput, PROFILE_MESSAGES.samePassword, { field: 'newPwd' });
  const passwordHash = await hashNewPassword(newPwd, 'newPwd');
  return db.transaction().execute(async (tx) => {
    await tx.updateTable('users').set({ passwordHash }).where('id', '=', session.userId).execute();
    await voidOpenLinks(tx, session.userId, 'resetPassword');
    const signedOut = await revokeOtherSessions(tx, session.userId, session.sessionId);
    await mailPasswordChanged(tx, session.userId);
    return { signedOut };
  });
}

/** Language and newsletter: the newsletter is a row of the subscribers table for the account's email. */
export async function updatePreferences(
  db: Db,
  userId: number,
  request: PreferencesUpdateRequest,
): Promise<Preferences> {
  return db.transaction().execute(async (tx) => {
    if (request.language)
      await tx.updateTable('users').set({ language: request.language }).where('id', '=', userId).execute();
    const user = await tx
      .selectFrom('users')
      .select(['email', 'language'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const language = user.language === 'zh-cn' ? 'zh-cn' : 'en';
    if (request.newsletter === true) {
      await tx
        .insertInto('subscribers')
        .values({ email: user.email, language })
        .onConflict((oc) => oc.column('email').doUpdateSet({ language }))
        .execute();
    } else if (request.newsletter === false) {
      await tx.deleteFrom('subscribers').where('email', '=', user.email).execute();
    } else {
      await tx.updateTable('subscribers').set({ language }).where('email', '=', user.email).execute();
    }
    const subscribed = await tx
      .selectFrom('subscribers')
      .select('id')
      .where('email', '=', user.email)
      .executeTakeFirst();
    return { language, newsletter: subscribed !== undefined };
  });
}
