import type { FastifyInstance } from 'fastify';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import * as calls from '#contract/calls/second-factor.ts';
import { claimLoginAttempt, clearLoginFailures, secondFactorKey } from '../../auth/login-throttle.ts';
import { endChallenge, findSignIn, setSignInWebauthn, startSignIn } from '../../auth/second-factor/challenges.ts';
import { spendRecoveryCode, spendTotpCode } from '../../auth/second-factor/factors.ts';
import { authenticationOptions, parseResponse, verifyPasskeySignIn } from '../../auth/second-factor/passkeys.ts';
import { signInProved } from '../../auth/second-factor/sign-in.ts';
import { ApiError, CODE } from '../../http/api-error.ts';
import { route } from '../../http/route.ts';
import { MESSAGES } from '../../i18n/messages.ts';
import { SECOND_FACTOR_MESSAGES } from '../../i18n/second-factor-messages.ts';

const expired = () => new ApiError(CODE.badInput, SECOND_FACTOR_MESSAGES.signInExpired);
const passkeyFailed = () => new ApiError(CODE.badInput, SECOND_FACTOR_MESSAGES.passkeyFailed);

/** The second step of a sign-in (a code or a passkey), and a passkey sign-in on its own. */
export async function secondFactorLoginRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.userLoginSecondFactor, async ({ body, request, say }) => {
    const signIn = await findSignIn(app.db, body.challenge);
    const user =
      signIn?.userId == null
        ? undefined
        : await app.db.selectFrom('users').select(['id', 'email']).where('id', '=', signIn.userId).executeTakeFirst();
    if (!signIn || !user) throw expired();
    // Codes are guessed like passwords, so they are limited alike (server/auth/login-throttle.ts).
    await claimLoginAttempt(app.db, secondFactorKey(user.email), request.ip);
    const code = body.code.replace(/\s/g, '');
    const right = /^\d{6}$/.test(code)
      ? await spendTotpCode(app.db, app.secretsKey, user.id, code)
      : await spendRecoveryCode(app.db, user.id, code);
    if (!right) throw new ApiError(CODE.badInput, SECOND_FACTOR_MESSAGES.wrongCode);
    await clearLoginFailures(app.db, secondFactorKey(user.email), request.ip);
    if (!(await endChallenge(app.db, signIn.id))) throw expired();
    const answer = await signInProved(app.db, user.id, signIn.remember);
    say(MESSAGES.welcome);
    return answer;
  });

  route(app, calls.passkeySignInOptions, async ({ body, request }) => {
    if (body.challenge) {
      const signIn = await findSignIn(app.db, body.challenge);
      if (!signIn || signIn.userId === null) throw expired();
      const options = await authenticationOptions(app.db, request, signIn.userId);
      await setSignInWebauthn(app.db, signIn.id, options.challenge);
      return { challenge: body.challenge, options };
    }
    const options = await authenticationOptions(app.db, request, null);
    return { challenge: await startSignIn(app.db, null, body.remember === true, options.challenge), options };
  });

  route(app, calls.passkeySignIn, async ({ body, request, say }) => {
    const signIn = await findSignIn(app.db, body.challenge);
    if (!signIn?.webauthnChallenge) throw expired();
    const response = parseResponse<AuthenticationResponseJSON>(body.response);
    if (!response) throw passkeyFailed();
    const userId = await verifyPasskeySignIn(app.db, request, signIn.webauthnChallenge, response);
    // The second step of a password sign-in takes only that account's passkeys.
    if (userId === null || (signIn.userId !== null && signIn.userId !== userId)) throw passkeyFailed();
    if (!(await endChallenge(app.db, signIn.id))) throw expired();
    const answer = await signInProved(app.db, userId, signIn.remember);
    say(MESSAGES.welcome);
    return answer;
  });
}
