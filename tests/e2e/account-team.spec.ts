import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts.ts';
import type { MsgDetailAnswer, InboxPage } from '#contract/calls/messages.ts';
import type { OrderCreateAnswer } from '#contract/calls/orders.ts';
import type { Address } from '#contract/calls/addresses.ts';
import type { BasketTotals } from '#contract/calls/basket.ts';
import type { Envelope } from '#contract/api/types.ts';
import type { ProductDetail } from '#contract/calls/catalogue.ts';
import { islandsReady } from './header-support.ts';
import { mailedLink } from './support/mailbox.ts';
import { call, signIn } from './support/pay-order.ts';
import { registerBuyer } from './support/register-buyer.ts';

// The team page as the demo company's admin and buyer. Other specs share the demo company, so the
// checks are about what this spec makes: a fresh colleague (removed again at the end) and its own order.

const members = (page: Page) => page.getByRole('region', { name: 'Members' });

async function openTeam(page: Page): Promise<void> {
  await page.goto('/acTeam');
  await islandsReady(page);
  await expect(members(page).getByRole('table')).toBeVisible();
}

test('the admin invites a registered colleague, who accepts from the message link; the admin then removes them', async ({
  page,
  browser,
}) => {
  const email = `colleague-${randomUUID().slice(0, 8)}@example.com`;
  const registered = await registerBuyer(page.request, {
    firstName: 'Casey',
    lastName: 'Newhire',
    email,
    pwd: DEMO_PASSWORD,
  });
  expect(registered.code, registered.msg).toBe(200);
  // The colleague confirms the address from the e-mailed link: only then can an invitation reach them.
  await page.goto(await mailedLink(email, '/verifyEmail'));
  await expect(page.getByRole('status').filter({ hasText: `your e-mail address ${email} is confirmed` })).toBeVisible();

  await signIn(page, 'admin@acme.example');
  await openTeam(page);
  await expect(page.getByRole('region', { name: 'Company' })).toContainText('Acme Engineering Ltd');
  await expect(members(page).getByRole('row', { name: /Priya Shah \(you\)/ })).toContainText('Administrator');
  await expect(members(page).getByRole('row', { name: /Tom Baker/ })).toContainText('Buyer');

  const invite = page.getByRole('region', { name: 'Invite a colleague' });
  await invite.getByRole('textbox', { name: 'Email address' }).fill(email);
  await invite.getByRole('combobox', { name: 'Role' }).selectOption('buyer');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(
    page.getByRole('status').filter({
      hasText: `Invitation to ${email} made: it reaches their inbox now, or when they register with this address.`,
    }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Open invitations' }).getByRole('listitem').filter({ hasText: email }),
  ).toBeVisible();

  // The colleague opens the message's link (/acMsg/{id}/{code}) and accepts.
  const colleague = await (await browser.newContext()).newPage();
  const token = await signIn(colleague, email);
  const inbox = await call<InboxPage>(colleague, token, 'msgList', {});
  const message = inbox.list.find((m) => m.kind === 'invitation');
  expect(message, 'the invitation message').toBeTruthy();
  const detail = await call<MsgDetailAnswer>(colleague, token, 'msgDetail', { id: message!.id });
  const link = /\/acMsg\/\d+\/[A-Za-z0-9_-]+/.exec(detail.body)?.[0];
  expect(link, 'the link in the message').toBeTruthy();
  await colleague.goto(link!);
  await islandsReady(colleague);
  await colleague.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(colleague.getByText('You have joined Acme Engineering Ltd.').first()).toBeVisible();
  await openTeam(colleague);
  await expect(members(colleague).getByRole('row', { name: /Casey Newhire \(you\)/ })).toContainText('Buyer');
  await colleague.context().close();

  // Back to the admin: the colleague is a member; removing them asks first.
  await openTeam(page);
  const row = members(page).getByRole('row', { name: /Casey Newhire/ });
  await expect(row).toContainText(email);
  await row.getByRole('button', { name: 'Remove Casey Newhire' }).click();
  await page
    .getByRole('group', { name: 'Remove Casey Newhire' })
    .getByRole('button', { name: 'Remove from team' })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Casey Newhire has been removed from the team.' }),
  ).toBeVisible();
  await expect(members(page).getByRole('row', { name: /Casey Newhire/ })).toHaveCount(0);
});

test('the company buyer sees the team read-only, with their spending limit', async ({ page }) => {
  await signIn(page, 'member@acme.example');
  await openTeam(page);
  await expect(page.getByText('Only administrators can change the team.')).toBeVisible();
  await expect(members(page).getByRole('row', { name: /Tom Baker \(you\)/ })).toContainText('£500.00');
  await expect(members(page).getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Invite a colleague' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Orders waiting for your approval' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Change name' })).toHaveCount(0);
});

/** The demo buyer places an order above their £500 limit through the API. */
async function orderAboveLimit(page: Page, token: string): Promise<OrderCreateAnswer> {
  const product = (await (
    await page.request.post('/api/unpri/productDetail', { data: { id: 1 } })
  ).json()) as Envelope<ProductDetail>;
  const partNo = product.data.variants[0]!.partNo;
  await call(page, token, 'basketClear');
  const address = await call<Address>(page, token, 'addressAdd', {
    kind: 'delivery',
    contactName: 'E2E Team',
    companyName: '',
    line1: '1 Test Street',
    line2: '',
    town: 'Leeds',
    county: '',
    postcode: 'LS1 1AA',
    country: 'GB',
    phone: '0113 496 0000',
  });
  let totals: BasketTotals;
  do {
    await call(page, token, 'basketAdd', { partNo, quantity: 100 });
    totals = await call<BasketTotals>(page, token, 'checkoutTotals', { deliveryAddressId: address.id });
  } while (totals.totalPence <= 50_000);
  return call<OrderCreateAnswer>(page, token, 'orderCreate', {
    idempotencyKey: `e2e-team-${randomUUID()}`,
    deliveryAddressId: address.id,
    invoiceAddressId: address.id,
    paymentMethod: 'bankTransfer',
    expectedTotalPence: totals.totalPence,
  });
}

test('an order above the buyer’s limit waits on the admin’s team page, who rejects it with a note', async ({
  page,
  browser,
}) => {
  const buyerPage = await (await browser.newContext()).newPage();
  const order = await orderAboveLimit(buyerPage, await signIn(buyerPage, 'member@acme.example'));
  await buyerPage.context().close();

  await signIn(page, 'admin@acme.example');
  await openTeam(page);
  const approvals = page.getByRole('region', { name: 'Orders waiting for your approval' });
  const row = approvals.getByRole('row', { name: new RegExp(order.orderNo) });
  await expect(row).toContainText('Tom Baker');
  await expect(row.getByRole('link', { name: order.orderNo })).toHaveAttribute('href', `/acOrderdetails/${order.id}`);
  await row.getByRole('button', { name: 'Reject' }).click();
  await row.getByRole('textbox', { name: 'Reason for rejecting (the buyer sees it)' }).fill('Over budget this month.');
  await row.getByRole('button', { name: 'Reject and cancel order' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The order has been rejected and cancelled' })).toBeVisible();
  await expect(approvals.getByRole('row', { name: new RegExp(order.orderNo) })).toHaveCount(0);
});
