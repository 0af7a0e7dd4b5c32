import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/email-verification.ts';
import { followEmailLink, resendVerification } from '../../accounts/email-verification.ts';
import { tokenOf } from '../../auth/authenticate.ts';
import { resolveSession } from '../../auth/sessions.ts';
import { route } from '../../http/route.ts';

/** Verified addresses (contract/calls/email-verification.ts). */
export async function emailVerificationRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.emailVerify, async ({ body, request }) => {
    // Signed in or not: a signed-in caller of the account keeps their session when its address changes.
    const token = tokenOf(request);
    return followEmailLink(app.db, body.token, token ? await resolveSession(app.db, token) : null);
  });

  route(app, calls.emailVerifyResend, async ({ session, request }) => ({
    email: await resendVerification(app.db, session.userId, request.ip),
  }));
}
