import { expect, test, type Page } from '@playwright/test';
import type { OrderDetail } from '#contract/calls/orders.ts';
import type { TeamPayStartAnswer } from '#contract/calls/account-payments.ts';
import type { Envelope } from '#contract/api/types.ts';
import type { LoginAnswer } from '#contract/calls/login.ts';
import { DEMO_PASSWORD, islandsReady } from './header-support.ts';
import { call, placeOrder, sendPaymentSucceeded, signIn, stubStripeJs } from './support/pay-order.ts';

// The account's payments (/acPay) and paying the team's orders together (/payAssociated). Demo
// accounts are shared with other specs: each test asserts only on the orders it placed itself.

const gbp = (pence: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pence / 100);

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await islandsReady(page);
}

async function tokenOf(page: Page, email: string): Promise<string> {
  const answer = await (
    await page.request.post('/api/unpri/userLogin', { data: { email, pwd: DEMO_PASSWORD } })
  ).json();
  return (answer.data as LoginAnswer).token;
}

test('a buyer sees an unpaid order outstanding on /acPay and pays it by bank transfer from there', async ({ page }) => {
  const token = await signIn(page, 'buyer@example.com');
  const placed = await placeOrder(page, token, 'bankTransfer');
  const order = await call<OrderDetail>(page, token, 'orderDetail', { id: placed.id });

  await open(page, '/acPay');
  const outstanding = page.getByRole('region', { name: 'Outstanding' });
  await expect(outstanding.getByText(/^Total outstanding: £/)).toBeVisible();
  const row = outstanding.getByRole('row').filter({ has: page.getByRole('rowheader', { name: placed.orderNo }) });
  await expect(row).toContainText('Not paid');
  await expect(row).toContainText(gbp(order.totals.totalPence));
  await expect(row.getByRole('link', { name: placed.orderNo, exact: true })).toHaveAttribute(
    'href',
    `/acOrderdetails/${placed.id}`,
  );

  await row.getByRole('link', { name: `Pay ${placed.orderNo}` }).click();
  await page.waitForURL(`**/Pay/${placed.id}`);
  await islandsReady(page);
  // The method chosen at checkout is not asked again.
  await expect(page.getByText('Payment method chosen at checkout: Bank transfer.')).toBeVisible();
  await page.getByRole('button', { name: 'Pay by bank transfer' }).click();
  await page.waitForURL(`**/payStatus/${placed.id}`);

  await open(page, '/acPay');
  const history = page.getByRole('table', { name: 'Your payments and invoices, newest first' });
  const payment = history
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: placed.orderNo, exact: true }) });
  await expect(payment).toContainText('Bank transfer');
  await expect(payment).toContainText('Awaiting bank transfer');
  await expect(payment).toContainText(gbp(order.totals.totalPence));
  await expect(
    page.getByRole('region', { name: 'Outstanding' }).getByRole('row').filter({ hasText: placed.orderNo }),
  ).toContainText('Awaiting bank transfer');
});

test("a company admin pays two of the team's orders in one bank transfer on /payAssociated", async ({ page }) => {
  const memberToken = await tokenOf(page, 'member@acme.example');
  const first = await placeOrder(page, memberToken, 'bankTransfer');
  const second = await placeOrder(page, memberToken, 'bankTransfer');
  const totals = await Promise.all(
    [first, second].map(
      async (o) => (await call<OrderDetail>(page, memberToken, 'orderDetail', { id: o.id })).totals.totalPence,
    ),
  );
  const sum = totals[0]! + totals[1]!;

  await signIn(page, 'admin@acme.example');
  await open(page, '/payAssociated');
  const table = page.getByRole('table', { name: "Your team's unpaid orders" });
  await expect(table.getByRole('row').filter({ hasText: first.orderNo })).toContainText('Tom Baker');
  await table.getByRole('checkbox', { name: `Choose order ${first.orderNo}` }).check();
  await expect(page.getByText(`Orders chosen: 1, total ${gbp(totals[0]!)}`)).toBeVisible();
  await table.getByRole('checkbox', { name: `Choose order ${second.orderNo}` }).check();
  await expect(page.getByText(`Orders chosen: 2, total ${gbp(sum)}`)).toBeVisible();
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page.getByText(`Orders to pay: 2, total ${gbp(sum)}`)).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Payment method' }).getByRole('radio', { name: 'Bank transfer' }),
  ).toBeChecked();
  await page.getByRole('button', { name: 'Pay by bank transfer' }).click();
  await page.waitForURL(/\/payAssociated\?payment=\d+$/);
  const paymentId = new URL(page.url()).searchParams.get('payment');

  await expect(
    page
      .getByRole('main')
      .getByRole('status')
      .getByRole('heading', { name: `Payment LGP-${paymentId}: Awaiting bank transfer` }),
  ).toBeVisible();
  const proForma = page.getByRole('region', { name: 'Pro-forma invoice' });
  const value = (term: string) => proForma.locator('dt', { hasText: term }).locator('+ dd');
  await expect(value('Reference')).toHaveText(`LGP-${paymentId}`);
  await expect(value('Amount')).toHaveText(gbp(sum));
  await expect(proForma.getByRole('link', { name: first.orderNo })).toBeVisible();
  await expect(proForma.getByRole('link', { name: second.orderNo })).toBeVisible();
  for (const id of [first.id, second.id]) {
    expect((await call<OrderDetail>(page, memberToken, 'orderDetail', { id })).paymentState).toBe('awaitingTransfer');
  }
});

test("a company admin pays two of the team's orders by card in one payment, and sees it paid", async ({ page }) => {
  await stubStripeJs(page);
  const memberToken = await tokenOf(page, 'member@acme.example');
  const placed = [await placeOrder(page, memberToken, 'card'), await placeOrder(page, memberToken, 'card')];
  const totals = await Promise.all(
    placed.map(
      async (o) => (await call<OrderDetail>(page, memberToken, 'orderDetail', { id: o.id })).totals.totalPence,
    ),
  );
  const sum = totals[0]! + totals[1]!;

  await signIn(page, 'admin@acme.example');
  await open(page, '/payAssociated');
  for (const o of placed) await page.getByRole('checkbox', { name: `Choose order ${o.orderNo}` }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const started = page.waitForResponse((response) => response.url().endsWith('/api/pri/teamPayStart'));
  await page.getByRole('group', { name: 'Payment method' }).getByRole('radio', { name: 'Card' }).check();
  const intent = ((await (await started).json()) as Envelope<TeamPayStartAnswer>).data;
  expect(intent.amountPence).toBe(sum);
  await expect(page.locator('.card-field [data-fake-card]')).toBeVisible();
  await page.getByRole('button', { name: `Pay ${gbp(sum)}` }).click();
  await page.waitForURL(`**/payAssociated?payment=${intent.paymentId}&redirect_status=succeeded`);
  const state = page.getByRole('main').getByRole('status');
  await expect(state.getByRole('heading', { name: `Payment ${intent.reference}: In progress` })).toBeVisible();

  await sendPaymentSucceeded(page.request, intent.clientSecret!.split('_secret_')[0]!, sum);
  await expect(state.getByRole('heading', { name: `Payment ${intent.reference}: Paid` })).toBeVisible({
    timeout: 15_000,
  });
  for (const o of placed)
    expect((await call<OrderDetail>(page, memberToken, 'orderDetail', { id: o.id })).paymentState).toBe('paid');
});

test('a member without the right to pay for the team sees why, and the way to their own payments', async ({ page }) => {
  await signIn(page, 'member@acme.example');
  await open(page, '/payAssociated');
  await expect(
    page.getByText(
      "Only your company's administrator, or a member they allow to pay for the team, can pay the team's orders.",
      { exact: false },
    ),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to Payments and invoices' })).toHaveAttribute(
    'href',
    '/acPay',
  );
  await expect(page.getByRole('checkbox')).toHaveCount(0);
});
