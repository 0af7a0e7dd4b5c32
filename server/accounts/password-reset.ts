import type { Language } from '#contract/i18n/text.ts';
import { hashNewPassword } from '../auth/new-password.ts';
import { revokeOtherSessions } from '../auth/sessions.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { MAIL_MESSAGES } from '../i18n/mail-messages.ts';
import { STAFF_MESSAGES } from '../i18n/staff-messages.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { noSoonerThan, type AnswerClock } from './answer-floor.ts';
import { claimLinkRequest } from './email-link-throttle.ts';
import { issueEmailLink, spendEmailLink, voidOpenLinks } from './email-links.ts';
import { recordSetupForReview } from './setup-review.ts';
import { emailKey } from './users.ts';
import { formatDateTimeLong } from '#contract/format/dates.ts';

/** Every request answers after at least this long, so the answer's time does not tell whether an account exists. */
export const ANSWER_FLOOR_MS = 400;

const languageOf = (value: string): Language => (value === 'zh-cn' ? 'zh-cn' : 'en');

/**
 * "Forgot your password?": counts the request (per address and per network), and when the address
 * has an enabled account and is under its cap of messages, e-mails it a single-use link (earlier
 * links stay good until one is used). Answers the
 * same, and no sooner than ANSWER_FLOOR_MS, either way: a disabled account is not told apart.
 */
export function requestPasswordReset(db: Db, email: string, ip: string, clock?: AnswerClock): Promise<void> {
  const key = emailKey(email);
  return noSoonerThan(
    ANSWER_FLOOR_MS,
    async () => {
      if (!(await claimLinkRequest(db, 'resetPassword', key, ip))) return;
      await db.transaction().execute(async (tx) => {
        const user = await tx
          .selectFrom('users')
          .select(['id', 'firstName', 'language'])
          .where('email', '=', key)
          .where('disabledAt', 'is', null)
          .executeTakeFirst();
        if (!user) return;
        const token = await issueEmailLink(tx, user.id, 'resetPassword', key);
        await enqueueMail(tx, {
          to: { email: key, language: languageOf(user.language) },
          template: 'passwordReset',
          values: { firstName: user.firstName, token },
        });
      });
    },
    clock,
  );
}

/** Sent after any change of the password, to the account's address. */
export async function mailPasswordChanged(tx: Db, userId: number, now = new Date()): Promise<void> {
  const user = await tx
    .selectFrom('users')
    .select(['email', 'firstName', 'language'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const language = languageOf(user.language);
  const when = formatDateTimeLong(now, language);
  await enqueueMail(tx, {
    to: { email: user.email, language },
    template: 'passwordChanged',
    values: { firstName: user.firstName, when },
  });
}

/**
 * Follows a reset link: spends it (and voids the account's other reset links), sets the new
 * password, ends every session and remember token,
 * and tells the account's address. Answers the user for a fresh login. Following the link also
 * proves the address, so an unverified one becomes verified, and what the account held before is
 * listed for its owner to review (accounts/setup-review.ts). A disabled account is refused (a link
 * mailed before it was disabled must not bring it back).
 */
export async function resetPassword(
  db: Db,
  token: string,
  pwd: string,
): Promise<{ id: number; firstName: string; companyId: number | null }> {
  const passwordHash = await hashNewPassword(pwd, 'pwd');
  return db.transaction().execute(async (tx) => {
    const link = await spendEmailLink(tx, ['resetPassword'], token);
    const before = await tx
      .selectFrom('users')
      .select(['emailVerifiedAt', 'disabledAt'])
      .where('id', '=', link.userId)
      .forUpdate()
      .executeTakeFirst();
    if (before?.disabledAt) throw new ApiError(CODE.forbidden, STAFF_MESSAGES.accountDisabled);
    const user = await tx
      .updateTable('users')
      .set((eb) => ({ passwordHash, emailVerifiedAt: eb.fn.coalesce('emailVerifiedAt', eb.val(new Date())) }))
      .where('id', '=', link.userId)
      // A link sent before an address change is not the account's any more.
      .where('email', '=', link.email)
      .returning(['id', 'firstName', 'companyId'])
      .executeTakeFirst();
    if (!user) throw new ApiError(CODE.notFound, MAIL_MESSAGES.linkWrong, { field: 'token' });
    if (before?.emailVerifiedAt === null) await recordSetupForReview(tx, user.id);
    await voidOpenLinks(tx, user.id, 'resetPassword');
    await revokeOtherSessions(tx, user.id, null);
    await mailPasswordChanged(tx, user.id);
    return user;
  });
}
