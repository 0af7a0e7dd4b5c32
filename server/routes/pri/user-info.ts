import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/user-info.ts';
import type { UserInfo } from '#contract/calls/user-info.ts';
import { userInfo } from '../../accounts/users.ts';
import { ApiError, CODE } from '../../http/api-error.ts';
import { route } from '../../http/route.ts';
import { MESSAGES } from '../../i18n/messages.ts';

/** The session's user; an account gone since the session began ends the session (701). */
export async function currentUserInfo(app: FastifyInstance, userId: number): Promise<UserInfo> {
  const info = await userInfo(app.db, userId);
  if (!info) throw new ApiError(CODE.tokenInvalid, MESSAGES.sessionExpired);
  return info;
}

export async function userInfoRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.userInfo, async ({ session }) => currentUserInfo(app, session.userId));
}
