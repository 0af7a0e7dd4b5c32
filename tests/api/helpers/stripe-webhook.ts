import Stripe from 'stripe';
import { startFakeStripe, type FakeStripe } from '../../support/fake-stripe.ts';
import { openTestApi, type TestApi } from './test-api.ts';

let eventSeq = 0;

/** A Stripe event about a PaymentIntent the fake holds, as Stripe would send it (a new event id each time). */
export function intentEvent(stripe: FakeStripe, type: string, intentId: string, change: Record<string, unknown> = {}) {
  const intent = stripe.intents.get(intentId)!;
  return {
    id: `evt_${++eventSeq}_${intentId}`,
    object: 'event',
    type,
    data: { object: { ...intent, object: 'payment_intent', ...change } },
  };
}

/** Posts an event to the webhook, signed as Stripe signs with the secret (or with the signature given). */
export function deliverEvent(api: TestApi, secret: string, event: object, signature?: string) {
  const payload = JSON.stringify(event);
  const header = signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return api.app.inject({
    method: 'POST',
    url: '/api/unpri/stripeWebhook',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
  });
}

/** A test API whose card payments go to a fake Stripe (tests/support/fake-stripe.ts) signing its events with `secret`. */
export async function openApiWithFakeStripe(secret: string): Promise<{ api: TestApi; stripe: FakeStripe }> {
  const stripe = await startFakeStripe();
  const card = { secretKey: 'sk_test_fake', publishableKey: 'pk_test_fake', webhookSecret: secret };
  return { stripe, api: await openTestApi({ stripe: { ...card, apiUrl: stripe.url } }) };
}
