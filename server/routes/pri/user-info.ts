import type { FastifyInstance } from 'fastify';
import type { UserInfo } from '#contract/api/types.ts';
import { userInfo } from '../../accounts/users.ts';
import { requireSession } from '../../auth/authenticate.ts';
import { ApiError, CODE } from '../../http/api-error.ts';
import { ok } from '../../http/envelope.ts';
import { emptyBody } from '#contract/fields.ts';
import { MESSAGES } from '../../i18n/messages.ts';

/** The session's user; an account gone since the session began ends the session (701). */
export async function currentUserInfo(app: FastifyInstance, userId: number): Promise<UserInfo> {
  const info = await userInfo(app.db, userId);
  if (!info) throw new ApiError(CODE.tokenInvalid, MESSAGES.sessionExpired);
  return info;
}

export async function userInfoRoutes(app: FastifyInstance): Promise<void> {
  app.post('/pri/userInfo', {
    schema: {
      tags: ['account'],
      summary: 'The logged-in buyer: names, email, phone, company and role, language and newsletter (701 without a live session)',
      body: emptyBody,
    },
  }, async (request) => {
    const session = await requireSession(request);
    return ok(await currentUserInfo(app, session.userId));
  });
}
