import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/subscriber.ts';
import { route } from '../../http/route.ts';
import { MESSAGES } from '../../i18n/messages.ts';

export async function subscriberRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.subscriberAdd, async ({ body, request, say }) => {
    await app.db
      .insertInto('subscribers')
      .values({ email: body.email.toLowerCase(), language: request.language })
      .onConflict((oc) => oc.column('email').doNothing())
      .execute();
    say(MESSAGES.subscribed);
    return null;
  });
}
