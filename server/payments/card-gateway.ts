import Stripe from 'stripe';
import type { StripeSettings } from '../config.ts';

/** A card payment the provider holds for one order, or for several orders paid together. */
export interface CardIntent {
  id: string;
  clientSecret: string;
}

/** What the shop needs of a card provider; Stripe is the one we use. */
export interface CardGateway {
  publishableKey: string;
  /** Creates a PaymentIntent in pounds; the same idempotency key never makes a second one. */
  createIntent(request: IntentRequest): Promise<CardIntent>;
  /** The client secret of an intent made earlier, so a retry reuses it. */
  findIntent(id: string): Promise<CardIntent & { status: string }>;
  /** Cancels an intent nobody should pay any more; Stripe refuses once it is processing or paid. */
  cancelIntent(id: string): Promise<void>;
  /** Refunds an amount of a paid intent; the same idempotency key never refunds twice. Answers the refund's id. */
  refundIntent(request: RefundRequest): Promise<string>;
  /** Verifies a webhook's signature over the raw body and answers its event (throws when forged). */
  verifyEvent(rawBody: Buffer, signature: string): Stripe.Event;
}

/** What a PaymentIntent is for: its amount, what the buyer's statement and receipt say, and what makes it unique. */
export interface IntentRequest {
  amountPence: number;
  description: string;
  email: string;
  metadata: Record<string, string>;
  /** Two clicks or two processes paying the same thing get the same intent back from Stripe. */
  idempotencyKey: string;
}

export interface RefundRequest {
  intentId: string;
  amountPence: number;
  idempotencyKey: string;
}

function clientFor(settings: StripeSettings & { secretKey: string }): Stripe {
  if (!settings.apiUrl) return new Stripe(settings.secretKey, { maxNetworkRetries: 2 });
  const url = new URL(settings.apiUrl);
  return new Stripe(settings.secretKey, {
    host: url.hostname,
    port: Number(url.port) || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 0,
  });
}

/** The Stripe gateway, or null when card payments are not set up (no keys in the environment). */
export function stripeGateway(settings: StripeSettings): CardGateway | null {
  const { secretKey, publishableKey, webhookSecret } = settings;
  if (!secretKey || !publishableKey) return null;
  const stripe = clientFor({ ...settings, secretKey });
  return {
    publishableKey,
    async createIntent(request) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: request.amountPence,
          currency: 'gbp',
          automatic_payment_methods: { enabled: true },
          description: request.description,
          receipt_email: request.email,
          metadata: request.metadata,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return { id: intent.id, clientSecret: intent.client_secret ?? '' };
    },
    async findIntent(id) {
      const intent = await stripe.paymentIntents.retrieve(id);
      return { id: intent.id, clientSecret: intent.client_secret ?? '', status: intent.status };
    },
    async cancelIntent(id) {
      await stripe.paymentIntents.cancel(id);
    },
    async refundIntent(request) {
      const refund = await stripe.refunds.create(
        { payment_intent: request.intentId, amount: request.amountPence },
        { idempotencyKey: request.idempotencyKey },
      );
      return refund.id;
    },
    verifyEvent(rawBody, signature) {
      if (!webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set: webhook events cannot be verified.');
      return stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
    },
  };
}
