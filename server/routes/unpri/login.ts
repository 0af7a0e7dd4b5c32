import type { FastifyInstance } from 'fastify';
import type { LoginRequest, RememberedLoginRequest } from '#contract/api/types.ts';
import { pick } from '#contract/i18n/text.ts';
import { LIMITS } from '#contract/limits/fields.ts';
import { emailKey, findLoginUser, loginAnswer } from '../../accounts/users.ts';
import { requireSession } from '../../auth/authenticate.ts';
import { claimLoginAttempt, clearLoginFailures } from '../../auth/login-throttle.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { STAFF_MESSAGES } from '../../i18n/staff-messages.ts';
import { createSession, revokeSession, spendRememberToken } from '../../auth/sessions.ts';
import { ApiError, CODE } from '../../http/api-error.ts';
import { ok } from '../../http/envelope.ts';
import { fields, LABELS, text, yesNo } from '#contract/fields.ts';
import { MESSAGES } from '../../i18n/messages.ts';

const loginEmail = text({
  label: LABELS.email,
  required: true,
  max: LIMITS.loginEmail,
  requiredMessage: { en: 'Please enter your email address', zh: '请输入您的电子邮箱地址' },
});

export async function loginRoutes(app: FastifyInstance): Promise<void> {
  app.post('/unpri/userLogin', {
    schema: {
      tags: ['account'],
      summary: 'Log in with email and password; remember asks for a 7-day remember token',
      body: fields({
        email: loginEmail,
        pwd: text({
          label: LABELS.password,
          required: true,
          max: LIMITS.loginPassword,
          keepSpaces: true,
          requiredMessage: { en: 'Please enter your password', zh: '请输入您的密码' },
        }),
        remember: yesNo({ label: { en: 'remember me', zh: '记住我' } }),
      }),
    },
  }, async (request) => {
    const { email, pwd, remember } = request.body as LoginRequest;
    const key = emailKey(email);
    await claimLoginAttempt(app.db, key, request.ip);
    const user = await findLoginUser(app.db, key);
    if (!(await verifyPassword(user?.passwordHash, pwd)) || !user) throw new ApiError(CODE.badInput, MESSAGES.wrongLogin);
    await clearLoginFailures(app.db, key, request.ip);
    // Told only with the right password, so nobody learns of a disabled account by guessing.
    if (user.disabledAt !== null) throw new ApiError(CODE.forbidden, STAFF_MESSAGES.accountDisabled);
    const tokens = await createSession(app.db, user.id, remember === true);
    return ok(loginAnswer(user, tokens), pick(MESSAGES.welcome, request.language));
  });

  app.post('/unpri/userLoginRemembered', {
    schema: {
      tags: ['account'],
      summary: 'Log in again with a remember token (spent on use; a new one comes back). 701 when it is no longer valid',
      body: fields({
        email: loginEmail,
        rememberToken: text({ label: { en: 'remember token', zh: '记住登录令牌' }, required: true, max: 128 }),
      }),
    },
  }, async (request) => {
    const { email, rememberToken } = request.body as RememberedLoginRequest;
    const userId = await spendRememberToken(app.db, emailKey(email), rememberToken);
    const user = userId === null ? undefined : await app.db.selectFrom('users').select(['id', 'firstName', 'companyId']).where('id', '=', userId).executeTakeFirst();
    if (!user) throw new ApiError(CODE.tokenInvalid, MESSAGES.sessionExpired);
    const tokens = await createSession(app.db, user.id, true);
    return ok(loginAnswer(user, tokens), pick(MESSAGES.welcome, request.language));
  });

  app.get('/unpri/userLogout', {
    schema: { tags: ['account'], summary: 'End the session of the token header (and its remember token)' },
  }, async (request) => {
    const session = await requireSession(request);
    await revokeSession(app.db, session.sessionId);
    return ok(null, pick(MESSAGES.loggedOut, request.language));
  });
}
