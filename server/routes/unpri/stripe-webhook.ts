import type { FastifyInstance } from 'fastify';
import { ApiError, CODE } from '../../http/api-error.ts';
import { ok } from '../../http/envelope.ts';
import { MESSAGES } from '../../i18n/messages.ts';
import { cancelReplacedIntents } from '../../payments/cancel-replaced.ts';
import { handleStripeEvent } from '../../payments/stripe-events.ts';

/** Stripe's events are small; this is room for the largest PaymentIntent with its charges. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/**
 * Stripe's webhook: the signature is checked over the exact bytes Stripe sent, so this route reads
 * its JSON body raw (in this plugin only), verifies it, then applies the event once.
 */
export async function stripeWebhookRoutes(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/unpri/stripeWebhook',
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: {
        tags: ['payment'],
        summary:
          "Stripe's signed events (header stripe-signature): payment_intent.succeeded, .processing, .payment_failed",
      },
    },
    async (request) => {
      const gateway = app.cardGateway;
      if (!gateway) throw new ApiError(CODE.conflict, MESSAGES.cardNotSetUp);
      const signature = request.headers['stripe-signature'];
      let event;
      try {
        // The parser above hands over the exact bytes; anything else cannot carry a valid signature.
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        event = gateway.verifyEvent(raw, typeof signature === 'string' ? signature : '');
      } catch {
        throw new ApiError(CODE.badInput, MESSAGES.badWebhookSignature);
      }
      const { outcome, replacedIntents } = await handleStripeEvent(app.db, event);
      request.log.info({ event: event.id, type: event.type, outcome, replacedIntents }, 'stripe event');
      await cancelReplacedIntents(gateway, replacedIntents, request.log);
      return ok({ received: true, outcome });
    },
  );
}
