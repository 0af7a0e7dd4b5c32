import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/login.ts';
import { emailKey, findLoginUser, loginAnswer } from '../../accounts/users.ts';
import { signInAfterPassword } from '../../auth/second-factor/sign-in.ts';
import { claimLoginAttempt, clearLoginFailures, giveBackLoginAttempt } from '../../auth/login-throttle.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { STAFF_MESSAGES } from '../../i18n/staff-messages.ts';
import { createSession, revokeSession, spendRememberToken } from '../../auth/sessions.ts';
import { ApiError, CODE } from '../../http/api-error.ts';
import { route } from '../../http/route.ts';
import { MESSAGES } from '../../i18n/messages.ts';
import { SIGN_ON_MESSAGES } from '../../i18n/sign-on-messages.ts';
import { signOnCompanyOf } from '../../sign-on/domains.ts';

export async function loginRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.userLogin, async ({ body: { email, pwd, remember }, request, say }) => {
    const key = emailKey(email);
    const attempt = await claimLoginAttempt(app.db, key, request.ip);
    // Decided by the domain alone (no account is looked up, no password checked): its company's provider signs it in.
    if ((await signOnCompanyOf(app.db, key)) !== null) {
      await giveBackLoginAttempt(app.db, attempt);
      throw new ApiError(CODE.badInput, SIGN_ON_MESSAGES.useCompanySignOn);
    }
    const user = await findLoginUser(app.db, key);
    if (!(await verifyPassword(user?.passwordHash, pwd)) || !user)
      throw new ApiError(CODE.badInput, MESSAGES.wrongLogin);
    await clearLoginFailures(app.db, key, request.ip);
    // Told only with the right password, so nobody learns of a disabled account by guessing.
    if (user.disabledAt !== null) throw new ApiError(CODE.forbidden, STAFF_MESSAGES.accountDisabled);
    const answer = await signInAfterPassword(app.db, user, remember === true);
    if ('token' in answer) say(MESSAGES.welcome);
    return answer;
  });

  route(app, calls.userLoginRemembered, async ({ body: { email, rememberToken }, say }) => {
    const spent = await spendRememberToken(app.db, emailKey(email), rememberToken);
    const user =
      spent === null
        ? undefined
        : await app.db
            .selectFrom('users')
            .select(['id', 'firstName', 'companyId'])
            .where('id', '=', spent.userId)
            .executeTakeFirst();
    if (!spent || !user) throw new ApiError(CODE.tokenInvalid, MESSAGES.sessionExpired);
    // The token was issued after the whole sign-in: the new session keeps its second factor.
    const tokens = await createSession(app.db, user.id, true, new Date(), spent.secondFactorAt);
    say(MESSAGES.welcome);
    return loginAnswer(user, tokens);
  });

  route(app, calls.userLogout, async ({ session, say }) => {
    await revokeSession(app.db, session.sessionId);
    say(MESSAGES.loggedOut);
    return null;
  });
}
