/**
 * Card payments in browser tests: the shop runs with these test keys against the fake Stripe API
 * (tests/support/fake-stripe.ts), Stripe.js is stubbed in the page, and the test signs the webhook
 * with this secret, as Stripe would.
 */
export const E2E_STRIPE = {
  secretKey: 'sk_test_lihda_e2e',
  publishableKey: 'pk_test_lihda_e2e',
  webhookSecret: 'whsec_lihda_e2e',
} as const;
