import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/subscriber.ts';
import { route } from '../../http/route.ts';
import { MESSAGES } from '../../i18n/messages.ts';
import { confirmSubscription, requestSubscription } from '../../newsletter/confirmation.ts';

export async function subscriberRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.subscriberAdd, async ({ body, request, say }) => {
    await requestSubscription(app.db, body.email, request.language, request.ip);
    say(MESSAGES.subscribed);
    return null;
  });

  route(app, calls.subscriberConfirm, async ({ body, say }) => {
    await confirmSubscription(app.db, body.token);
    say(MESSAGES.subscriptionConfirmed);
    return null;
  });
}
