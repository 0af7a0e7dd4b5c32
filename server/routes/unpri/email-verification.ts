import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/email-verification.ts';
import { followEmailLink, resendVerification } from '../../accounts/email-verification.ts';
import { route } from '../../http/route.ts';

/** Verified addresses (contract/calls/email-verification.ts). */
export async function emailVerificationRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.emailVerify, async ({ body }) => followEmailLink(app.db, body.token));

  route(app, calls.emailVerifyResend, async ({ session, request }) => ({ email: await resendVerification(app.db, session.userId, request.ip) }));
}
