import type { LoginAnswer } from '#contract/calls/login.ts';
import { loginAnswer } from '../accounts/users.ts';
import { createSession } from '../auth/sessions.ts';
import { hashToken } from '../auth/tokens.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { SIGN_ON_MESSAGES } from '../i18n/sign-on-messages.ts';

/** The return page has this long to take the session the provider's return made ready. */
export const HANDOFF_MINUTES = 2;

/**
 * unpri/signOnFinish: the session of a confirmed sign-in, made with the same sessions (and remember
 * token, when asked) as a password login. The code works once, briefly, and only while its account
 * is enabled; the code itself travels in the page's fragment, which no server or log sees.
 */
export async function finishSignOn(db: Db, code: string): Promise<LoginAnswer> {
  const now = new Date();
  const login = await db
    .updateTable('signOnLogins')
    .set({ handedOffAt: now })
    .where('handoffHash', '=', hashToken(code))
    .where('handedOffAt', 'is', null)
    .where('returnedAt', '>', new Date(now.getTime() - HANDOFF_MINUTES * 60_000))
    .returning(['userId', 'remember'])
    .executeTakeFirst();
  const user = login?.userId
    ? await db
        .selectFrom('users')
        .select(['id', 'firstName', 'companyId'])
        .where('id', '=', login.userId)
        .where('disabledAt', 'is', null)
        .executeTakeFirst()
    : undefined;
  if (!login || !user) throw new ApiError(CODE.badInput, SIGN_ON_MESSAGES.codeInvalid);
  return loginAnswer(user, await createSession(db, user.id, login.remember));
}
