import type { FastifyInstance } from 'fastify';
import { userInfo } from '../../accounts/users.ts';
import { requireSession } from '../../auth/authenticate.ts';
import { ApiError, CODE } from '../../http/api-error.ts';
import { ok } from '../../http/envelope.ts';
import { emptyBody } from '../../http/fields.ts';
import { MESSAGES } from '../../i18n/messages.ts';

export async function userInfoRoutes(app: FastifyInstance): Promise<void> {
  app.post('/pri/userInfo', {
    schema: { tags: ['account'], summary: 'The logged-in buyer: names, email, company and role (701 without a live session)', body: emptyBody },
  }, async (request) => {
    const session = await requireSession(request);
    const info = await userInfo(app.db, session.userId);
    if (!info) throw new ApiError(CODE.tokenInvalid, MESSAGES.sessionExpired);
    return ok(info);
  });
}
