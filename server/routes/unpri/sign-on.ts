import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/sign-on.ts';
import { route } from '../../http/route.ts';
import { MESSAGES } from '../../i18n/messages.ts';
import { signOnCompanyOf } from '../../sign-on/domains.ts';
import { finishReturn } from '../../sign-on/sign-on-return.ts';
import { finishSignOn } from '../../sign-on/sign-on-finish.ts';
import { startSignOn } from '../../sign-on/sign-on-start.ts';

/** Single sign-on's buyer side (contract/calls/sign-on.ts): the dialog's question, the browser's two redirects, the hand-off. */
export async function signOnRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.signOnCheck, async ({ body }) => ({ signOn: (await signOnCompanyOf(app.db, body.email)) !== null }));

  route(app, calls.signOnFinish, async ({ body, say }) => {
    const answer = await finishSignOn(app.db, body.code);
    say(MESSAGES.welcome);
    return answer;
  });

  // Browser steps that answer a redirect, not the envelope (a bad query still answers it, 400).
  const redirect = { 303: { description: 'Where the browser goes next', type: 'null' } };
  app.get(`/${calls.SIGN_ON_START.path}`, {
    schema: {
      tags: ['account'],
      summary: "Sends the browser to the company's provider (state, nonce, PKCE), or back with #signOnError",
      'x-caller': 'anyone',
      querystring: calls.SIGN_ON_START.query,
      response: redirect,
    },
    handler: async (request, reply) =>
      reply.redirect(await startSignOn(app.db, app.signOn, request, request.query as calls.SignOnStartQuery), 303),
  });

  app.get(`/${calls.SIGN_ON_RETURN.path}`, {
    schema: {
      tags: ['account'],
      summary: "The provider's return: verifies the ID token and sends the browser on with #signOnCode or #signOnError",
      'x-caller': 'anyone',
      response: redirect,
    },
    handler: async (request, reply) => reply.redirect(await finishReturn(app.db, app.signOn, request), 303),
  });
}
