import { expect, test, type Page } from '@playwright/test';
import type { Envelope } from '#contract/api/types.ts';
import type { ProductDetail } from '#contract/calls/catalogue.ts';
import type { OrderListAnswer } from '#contract/calls/order-history.ts';
import { startFakeProcurement, type FakeProcurement } from '../support/fake-procurement.ts';
import { signIn } from './support/pay-order.ts';

// Punch-out end to end (docs/punch-out.md): a stand-in procurement system opens the shop (cXML and
// OCI), the buyer fills the basket and transfers it back, and the purchase order becomes an order on
// Acme's account. In the account project: the session is Priya Shah's, whose basket others use too.

let fake: FakeProcurement;
test.beforeAll(async () => {
  fake = await startFakeProcurement();
});
test.afterAll(() => fake.close());

/** Fills the punch-out session's basket with one part in stock, through the API as the page's session. */
async function fillBasket(page: Page, quantity: number): Promise<string> {
  const token = await page.evaluate(() => window.sessionStorage.getItem('token'));
  expect(token).toBeTruthy();
  const detail = (await (
    await page.request.post('/api/unpri/productDetail', { data: { id: 1 } })
  ).json()) as Envelope<ProductDetail>;
  const partNo = detail.data.variants.find((v) => v.stock >= quantity)!.partNo;
  await page.request.post('/api/pri/basketClear', { headers: { token: token! }, data: {} });
  const added = (await (
    await page.request.post('/api/pri/basketAdd', { headers: { token: token! }, data: { partNo, quantity } })
  ).json()) as Envelope<unknown>;
  expect(added.code).toBe(200);
  await page.reload();
  return partNo;
}

test('cXML: the buyer punches out from the procurement system, transfers the basket, and its purchase order is placed', async ({
  page,
  baseURL,
  browser,
}) => {
  const startPage = await fake.setupCxml(baseURL!);
  expect(startPage).toContain('/punchout/start/');
  await page.goto(startPage);
  await expect(page).toHaveURL(/\/basket$/);
  const banner = page.getByRole('region', { name: 'Punch-out session' });
  await expect(banner).toContainText('You are shopping from SAP Ariba');
  await expect(banner.getByRole('button', { name: 'Return to your procurement system' })).toBeVisible();

  const partNo = await fillBasket(page, 2);
  await expect(page.getByRole('button', { name: 'To checkout' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Transfer basket' }).click();
  await expect(page.getByRole('heading', { name: 'Basket received' })).toBeVisible();
  await expect(page.getByRole('listitem')).toContainText(`${partNo} × 2 at`);

  // The start page was good once.
  const again = await page.request.get(startPage, { maxRedirects: 0 });
  expect(again.status()).toBe(410);

  const po = `45${Date.now() % 100_000_000}`;
  expect(await fake.sendOrder(baseURL!, po, `po-${po}@buyer.example`)).toBe(200);
  expect(await fake.sendOrder(baseURL!, po, `po-${po}@buyer.example`)).toBe(409);
  const login = (await (
    await page.request.post('/api/unpri/userLogin', { data: { email: 'admin@acme.example', pwd: 'Lihda-demo-1' } })
  ).json()) as Envelope<{ token: string }>;
  const orders = (await (
    await page.request.post('/api/pri/orderList', { headers: { token: login.data.token }, data: { search: po } })
  ).json()) as Envelope<OrderListAnswer>;
  expect(orders.data.orders.map((o) => o.poReference)).toEqual([po]);

  // Priya, signed in as usual in another window, sees where the order came from.
  const context = await browser.newContext();
  const own = await context.newPage();
  await signIn(own, 'admin@acme.example');
  await own.goto(`/acOrderdetails/${orders.data.orders[0]!.id}`);
  await expect(own.getByText(`from SAP Ariba / PO ${po}`)).toBeVisible();
  await context.close();
});

test('OCI: the buyer arrives from SAP SRM in Chinese and transfers the basket as OCI fields', async ({
  page,
  baseURL,
}) => {
  await page.goto(fake.ociEntry(baseURL!, 'ZH'));
  await expect(page).toHaveURL(/\/zh-cn\/basket$/);
  await expect(page.getByRole('region', { name: '采购系统会话' })).toContainText('SAP SRM');
  const partNo = await fillBasket(page, 3);
  await page.getByRole('button', { name: '传回购物车' }).click();
  await expect(page.getByRole('heading', { name: 'Basket received' })).toBeVisible();
  const fields = Object.fromEntries(fake.received.at(-1)!.fields);
  expect(fields).toMatchObject({
    'NEW_ITEM-VENDORMAT[1]': partNo,
    'NEW_ITEM-QUANTITY[1]': '3',
    'NEW_ITEM-CURRENCY[1]': 'GBP',
    'NEW_ITEM-UNIT[1]': 'PCE',
  });
});
