import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/password-reset.ts';
import { requestPasswordReset, resetPassword } from '../../accounts/password-reset.ts';
import { signInAfterPassword } from '../../auth/second-factor/sign-in.ts';
import { route } from '../../http/route.ts';

/** "Forgot your password?" (contract/calls/password-reset.ts). */
export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.passwordResetRequest, async ({ body, request }) => {
    await requestPasswordReset(app.db, body.email, request.ip);
    return null;
  });

  route(app, calls.passwordReset, async ({ body }) => {
    const user = await resetPassword(app.db, body.token, body.pwd);
    // The e-mailed link proves the address, not the second factor: an account with one is asked for it.
    return signInAfterPassword(app.db, user, false);
  });
}
