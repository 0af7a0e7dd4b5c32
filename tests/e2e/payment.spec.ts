import { expect, test, type Page } from '@playwright/test';
import type { OrderDetail, PayStartAnswer } from '#contract/calls/orders.ts';
import type { Envelope } from '#contract/api/types.ts';
import { ukDay } from '#contract/format/dates.ts';
import { dueDate } from '#contract/rules/due-date.ts';
import { islandsReady } from './header-support.ts';
import { call, placeOrder, sendPaymentSucceeded, signIn, stubStripeJs } from './support/pay-order.ts';

// Paying an order (/Pay/{id}) and its status (/payStatus/{id}). The orders are placed through the API
// with the buyer's session token, so these journeys do not depend on the checkout's screens.

const gbp = (pence: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pence / 100);
const ukDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' }).format(new Date(iso));

const orderDetail = (page: Page, token: string, id: number) => call<OrderDetail>(page, token, 'orderDetail', { id });

/** The payment state's live region (toasts are status elements too, outside main). */
const stateRegion = (page: Page) => page.getByRole('main').getByRole('status');

async function openPay(page: Page, id: number): Promise<void> {
  await page.goto(`/Pay/${id}`);
  await islandsReady(page);
}

test('logged out, the Pay page asks the buyer to log in and opens the sign-in dialog', async ({ page }) => {
  await openPay(page, 1);
  await expect(page.getByText('Log in to see and pay this order.')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('an order that is not there is no such order, with a link home', async ({ page }) => {
  await signIn(page, 'buyer@example.com');
  await openPay(page, 2147483647);
  await expect(page.getByRole('main').getByText('There is no such order.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});

// Each journey that places orders has a demo account of its own: specs run side by side, and a
// basket is one per buyer (basket.spec.ts uses buyer@ and admin@).
test('a buyer pays by bank transfer and sees the pro-forma with the order number as reference', async ({ page }) => {
  const token = await signIn(page, 'jordan@example.com');
  const placed = await placeOrder(page, token, 'bankTransfer');
  const order = await orderDetail(page, token, placed.id);

  await openPay(page, placed.id);
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText(placed.orderNo);
  await expect(summary).toContainText('E2E-PO-1');
  await expect(summary.getByRole('table', { name: 'Items ordered' })).toContainText(order.lines[0]!.partNo);
  await expect(summary.locator('.grand-total dd')).toHaveText(gbp(order.totals.totalPence));
  // Chosen once, at checkout: stated here, with another way one click away.
  await expect(page.getByText('Payment method chosen at checkout: Bank transfer.')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Payment method' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Pay another way' }).click();
  const methods = page.getByRole('group', { name: 'Payment method' });
  await expect(methods.getByRole('radio', { name: 'Bank transfer' })).toBeChecked();
  await expect(methods.getByRole('radio', { name: 'On account' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Pay by bank transfer' }).click();
  await page.waitForURL(`**/payStatus/${placed.id}`);
  await expect(stateRegion(page).getByRole('heading', { name: 'Awaiting bank transfer' })).toBeVisible();
  const proForma = page.getByRole('region', { name: 'Pro-forma invoice' });
  const value = (term: string) => proForma.locator('dt', { hasText: term }).locator('+ dd');
  await expect(value('Reference')).toHaveText(placed.orderNo);
  await expect(value('Amount')).toHaveText(gbp(order.totals.totalPence));
  for (const term of ['Account name', 'Bank', 'Sort code', 'Account number', 'IBAN', 'BIC'])
    await expect(value(term)).not.toBeEmpty();
  await expect(proForma.getByRole('button', { name: 'Print pro-forma' })).toBeVisible();
});

test('a company approved for credit places an order on account and sees the due date', async ({ page }) => {
  const token = await signIn(page, 'member@acme.example');
  const placed = await placeOrder(page, token, 'account');

  await openPay(page, placed.id);
  await expect(page.getByText('Payment method chosen at checkout: On account.')).toBeVisible();
  await page.getByRole('button', { name: 'Place on account' }).click();
  await page.waitForURL(`**/payStatus/${placed.id}`);
  await expect(stateRegion(page).getByRole('heading', { name: 'On account' })).toBeVisible();

  const order = await orderDetail(page, token, placed.id);
  expect(order.paymentState).toBe('onAccount');
  // The demo company pays 30 days after the end of the month (contract/rules/due-date.ts).
  expect(ukDay(order.dueAt!)).toBe(ukDay(dueDate(new Date(order.createdAt), 'eom30')));
  await expect(stateRegion(page)).toContainText(`Payment due by ${ukDate(order.dueAt!)}.`);
});

// The shop under test runs with card payments on against the fake Stripe API (tests/e2e/support/serve-for-tests.ts).
test.describe('card payment with Stripe.js stubbed', () => {
  test('pays by card, waits on the status page, and shows Paid without a reload when the webhook arrives', async ({
    page,
  }) => {
    await stubStripeJs(page);
    const token = await signIn(page, 'member@acme.example');
    const placed = await placeOrder(page, token, 'card');
    const order = await orderDetail(page, token, placed.id);

    const started = page.waitForResponse((response) => response.url().endsWith('/api/pri/payStart'));
    await openPay(page, placed.id);
    const intent = ((await (await started).json()) as Envelope<PayStartAnswer>).data;
    expect(intent.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    // A client secret is the PaymentIntent's id followed by _secret_….
    const paymentIntent = intent.clientSecret!.split('_secret_')[0]!;

    await expect(page.getByText('Payment method chosen at checkout: Card.')).toBeVisible();
    await expect(page.locator('.card-field [data-fake-card]')).toBeVisible();
    await page.getByRole('button', { name: `Pay ${gbp(order.totals.totalPence)}` }).click();
    await page.waitForURL(`**/payStatus/${placed.id}?redirect_status=succeeded`);
    await expect(stateRegion(page).getByRole('heading', { name: 'Payment pending' })).toBeVisible();

    // A mark on this document: a reload would lose it.
    await page.evaluate(() => document.documentElement.setAttribute('data-same-document', ''));
    await sendPaymentSucceeded(page.request, paymentIntent, order.totals.totalPence);
    await expect(stateRegion(page).getByRole('heading', { name: 'Paid' })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('html[data-same-document]')).toHaveCount(1);
  });
});
