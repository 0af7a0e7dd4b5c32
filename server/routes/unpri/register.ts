import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/register.ts';
import { registerUser } from '../../accounts/register.ts';
import { recordRegistrationAttempt } from '../../accounts/registration-throttle.ts';
import { loginAnswer } from '../../accounts/users.ts';
import { createSession } from '../../auth/sessions.ts';
import { route } from '../../http/route.ts';
import { MESSAGES } from '../../i18n/messages.ts';
import { VERIFIED_ADDRESS_MESSAGES } from '../../i18n/verified-address-messages.ts';
import { fillBoth } from '#contract/i18n/text.ts';

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.userRegister, async ({ body, request, say }) => {
    await recordRegistrationAttempt(app.db, request.ip);
    const user = await registerUser(app.db, { ...body, language: body.language ?? request.language });
    const tokens = await createSession(app.db, user.id, false);
    say(
      body.companyName === undefined
        ? MESSAGES.welcome
        : fillBoth(VERIFIED_ADDRESS_MESSAGES.companyWaitsForVerification, { company: body.companyName }),
    );
    return loginAnswer(user, tokens);
  });
}
