import type { LoginAnswer, SignInAnswer } from '#contract/calls/login.ts';
import { loginAnswer } from '../../accounts/users.ts';
import type { Db } from '../../db/connect.ts';
import { ApiError, CODE } from '../../http/api-error.ts';
import { SECOND_FACTOR_MESSAGES } from '../../i18n/second-factor-messages.ts';
import { STAFF_MESSAGES } from '../../i18n/staff-messages.ts';
import { createSession } from '../sessions.ts';
import { startSignIn } from './challenges.ts';
import { hasSecondFactor, secondFactorsOf } from './factors.ts';

interface ProvedUser {
  id: number;
  firstName: string;
  companyId: number | null;
}

/**
 * After a right password: a session when the account has no second factor, else a sign-in that
 * waits for it (the password alone never makes a session of such an account).
 */
export async function signInAfterPassword(db: Db, user: ProvedUser, remember: boolean): Promise<SignInAnswer> {
  const factors = await secondFactorsOf(db, user.id);
  if (!hasSecondFactor(factors)) return loginAnswer(user, await createSession(db, user.id, remember));
  return {
    secondFactorChallenge: await startSignIn(db, user.id, remember),
    totp: factors.totp,
    passkey: factors.passkeys > 0,
  };
}

/** A session whose second factor is proved now, for an account still allowed to sign in. */
export async function signInProved(db: Db, userId: number, remember: boolean, now = new Date()): Promise<LoginAnswer> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'firstName', 'companyId', 'disabledAt'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw new ApiError(CODE.badInput, SECOND_FACTOR_MESSAGES.signInExpired);
  if (user.disabledAt !== null) throw new ApiError(CODE.forbidden, STAFF_MESSAGES.accountDisabled);
  return loginAnswer(user, await createSession(db, user.id, remember, now, now));
}
