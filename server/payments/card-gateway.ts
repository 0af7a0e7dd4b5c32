import Stripe from 'stripe';
import type { StripeSettings } from '../config.ts';

/** A card payment the provider holds for one order. */
export interface CardIntent {
  id: string;
  clientSecret: string;
}

/** What the shop needs of a card provider; Stripe is the one we use. */
export interface CardGateway {
  publishableKey: string;
  /** Creates the order's PaymentIntent; the same order id never makes a second one. */
  createIntent(order: { id: number; orderNo: string; totalPence: number; email: string }): Promise<CardIntent>;
  /** The client secret of an intent made earlier, so a retry reuses it. */
  findIntent(id: string): Promise<CardIntent & { status: string }>;
  /** Verifies a webhook's signature over the raw body and answers its event (throws when forged). */
  verifyEvent(rawBody: Buffer, signature: string): Stripe.Event;
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
    async createIntent(order) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: order.totalPence,
          currency: 'gbp',
          automatic_payment_methods: { enabled: true },
          description: `Lihda Group order ${order.orderNo}`,
          receipt_email: order.email,
          metadata: { orderId: String(order.id), orderNo: order.orderNo },
        },
        // Two clicks or two processes paying the same order get the same intent back from Stripe.
        { idempotencyKey: `order-${order.id}-${order.totalPence}` },
      );
      return { id: intent.id, clientSecret: intent.client_secret ?? '' };
    },
    async findIntent(id) {
      const intent = await stripe.paymentIntents.retrieve(id);
      return { id: intent.id, clientSecret: intent.client_secret ?? '', status: intent.status };
    },
    verifyEvent(rawBody, signature) {
      if (!webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set: webhook events cannot be verified.');
      return stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
    },
  };
}
