import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import type { OrderDetail } from '#contract/calls/orders.ts';
import type { Basket } from '#contract/calls/basket.ts';
import { readPdf } from '../support/pdf-text.ts';
import { islandsReady } from './header-support.ts';
import { call, placeOrder, signIn } from './support/pay-order.ts';

// The account's order history (/acOrder) and one order (/acOrderdetails/{id}). Demo accounts are
// shared with other specs: each test finds the order it placed itself, or a seeded demo order.

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await islandsReady(page);
}

test('a buyer finds an order by its number, opens it, downloads the invoice and orders it again', async ({ page }) => {
  const token = await signIn(page, 'buyer@example.com');
  const placed = await placeOrder(page, token, 'bankTransfer');
  const order = await call<OrderDetail>(page, token, 'orderDetail', { id: placed.id });
  const partNo = order.lines[0]!.partNo;

  await open(page, '/acOrder');
  const filters = page.getByRole('search', { name: 'Find orders' });
  await filters.getByLabel('Order number, PO reference or part number').fill(placed.orderNo);
  await filters.getByRole('button', { name: 'Show orders' }).click();
  const table = page.getByRole('table', { name: 'Your orders, newest first' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: placed.orderNo }) });
  await expect(row).toContainText('E2E-PO-1');
  await expect(row).toContainText('Awaiting payment');
  await row.getByRole('link', { name: placed.orderNo }).click();

  await page.waitForURL(`**/acOrderdetails/${placed.id}`);
  await islandsReady(page);
  await expect(page.getByRole('heading', { name: `Order ${placed.orderNo}` })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Items ordered' }).getByRole('rowheader', { name: partNo }),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Order progress' })).toContainText('Order placed');
  const actions = page.getByRole('group', { name: 'Order actions' });
  await expect(actions.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', `/Pay/${placed.id}`);

  const downloading = page.waitForEvent('download');
  // Not paid yet: no VAT invoice, the pro-forma asks for the money.
  await actions.getByRole('button', { name: 'Download pro-forma invoice (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`pro-forma-${placed.orderNo}.pdf`);
  const bytes = await fs.readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // Read as a reader would: the font is embedded as a subset, so the text is not in the bytes as such.
  expect((await readPdf(bytes)).text).toContain(placed.orderNo);

  await actions.getByRole('button', { name: 'Order again' }).click();
  await expect(actions.getByRole('status')).toContainText('1 line was added to your basket at today’s prices.');
  const basket = await call<Basket>(page, token, 'basketList');
  expect(basket.lines.map((l) => l.partNo)).toContain(partNo);
});

test('the seeded orders show their delivery history', async ({ page }) => {
  await signIn(page, 'buyer@example.com');
  await open(page, '/acOrder');
  const filters = page.getByRole('search', { name: 'Find orders' });
  await filters.getByLabel('Status').selectOption({ label: 'Delivered' });
  await filters.getByRole('button', { name: 'Show orders' }).click();
  const table = page.getByRole('table', { name: 'Your orders, newest first' });
  await expect(table.getByRole('row').nth(1)).toContainText('Delivered');
  await table.getByRole('row').nth(1).getByRole('link').click();
  await islandsReady(page);
  const history = page.getByRole('list', { name: 'Order progress' });
  for (const event of ['Order placed', 'Payment received', 'Dispatched', 'Delivered'])
    await expect(history).toContainText(event);
});

test('a company admin sees a member’s order in the whole team’s orders', async ({ page }) => {
  await signIn(page, 'admin@acme.example');
  await open(page, '/acOrder');
  await page.getByRole('radio', { name: 'Whole team' }).check();
  const table = page.getByRole('table', { name: 'Your team’s orders, newest first' });
  const memberRow = table.getByRole('row').filter({ hasText: 'Tom Baker' }).first();
  await expect(memberRow).toBeVisible();
  await memberRow.getByRole('link').click();
  await islandsReady(page);
  await expect(page.getByRole('main').locator('dt', { hasText: 'Placed by' }).locator('+ dd')).toHaveText('Tom Baker');
  await expect(page.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
});
