import fs from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { BuyerVariantPrice } from '#contract/calls/buyer-prices.ts';
import type { CategoryDetail, ProductDetail } from '#contract/calls/catalogue.ts';
import type { LoginAnswer } from '#contract/calls/login.ts';
import type { MenuItem } from '#contract/calls/menu.ts';
import { formatPence } from '#contract/format/money.ts';
import { breakFor } from '#contract/rules/price-breaks.ts';
import { percentText, savingOf } from '#contract/rules/price-saving.ts';
import { readPdf } from '../support/pdf-text.ts';
import { DEMO_PASSWORD, islandsReady, logIn, visitorMoves } from './header-support.ts';
import { ACME_ADMIN_ADDRESS, checkoutToNewAddress } from './support/checkout-address.ts';
import { browserErrors, post } from './trade-support.ts';

// A trade account's own prices in the storefront (docs/pricing.md): admin@acme.example gets the demo
// Acme list (10 % off Access Components), sees that price first with the list price struck through
// beside it, on the product page, in the basket, on the order and in the invoice PDF, in English
// and Chinese, with Acme's own part number; buyer@example.com sees list prices only. An account journey (run one at a time): it adds to
// admin@acme.example's basket, which basket.spec.ts empties.

const LOCALES = {
  en: {
    prefix: '',
    box: 'Your choice',
    unitPrice: 'Unit price',
    listPrice: 'List price',
    saving: 'You save',
    lines: 'Basket lines',
    yourNo: 'Your no.',
    items: 'Items ordered',
    actions: 'Order actions',
    invoice: 'Download invoice (PDF)',
    invoiceWords: ['Invoice number', 'Tax point', 'List price', 'Discount', 'Unit price', 'Your part no:'],
  },
  'zh-cn': {
    prefix: '/zh-cn',
    box: '您的选择',
    unitPrice: '单价',
    listPrice: '目录价',
    saving: '节省',
    lines: '购物篮明细',
    yourNo: '贵司编号',
    items: '订购商品',
    actions: '订单操作',
    invoice: '下载发票（PDF）',
    invoiceWords: ['发票号', '纳税点', '目录价', '折扣', '单价', '贵司零件编号：'],
  },
} as const;

/** A part under Access Components that Acme has its own number for, its family, and Acme's prices of it. */
async function acmeAccessPart(request: APIRequestContext, token: string) {
  const groups = await post<MenuItem[]>(request, 'unpri/getProductMemuL1', {});
  const access = groups.find((g) => g.name === 'Access Components')!;
  const category = await post<CategoryDetail>(request, 'unpri/categoryDetail', {
    id: access.id,
    page: 1,
    pageSize: 50,
  });
  for (const card of category.families.list) {
    const product = await post<ProductDetail>(request, 'unpri/productDetail', { id: card.id });
    const { prices } = await post<{ prices: BuyerVariantPrice[] }>(
      request,
      'pri/priceMine',
      { variantIds: product.variants.map((v) => v.id) },
      token,
    );
    const numbered = prices.find((p) => p.customerPartNo !== null);
    if (numbered) return { product, price: numbered };
  }
  throw new Error('The demo data gives Acme its own number for two Access Components parts');
}

const unitPrice = (page: Page, locale: keyof typeof LOCALES) =>
  page
    .getByRole('region', { name: LOCALES[locale].box })
    .getByText(LOCALES[locale].unitPrice, { exact: true })
    .locator('xpath=following-sibling::dd');

test('admin@acme.example sees Acme’s price before the struck list price on the product page and in the basket, in English and Chinese', async ({
  page,
  request,
}) => {
  const login = await post<LoginAnswer>(request, 'unpri/userLogin', {
    email: 'admin@acme.example',
    pwd: DEMO_PASSWORD,
  });
  const { product, price } = await acmeAccessPart(request, login.token);
  const list = breakFor(1, price.listPriceBreaks)!.unitPricePence;
  const own = breakFor(1, price.priceBreaks)!.unitPricePence;
  // 10 % off, rounded half up (docs/pricing.md): the part is cheaper for Acme.
  expect(own).toBe(Math.round(list * 0.9));
  // The part's line starts afresh (the answer is a 404 when it is not in the basket).
  await request.post('/api/pri/basketRemove', { data: { partNo: price.partNo }, headers: { token: login.token } });

  const errors = browserErrors(page);
  await page.goto('/');
  await islandsReady(page);
  await logIn(page, 'admin@acme.example');

  for (const locale of ['en', 'zh-cn'] as const) {
    const words = LOCALES[locale];
    await page.goto(
      `${words.prefix}/goodsInfo/${product.id}/${product.slug}?partNo=${encodeURIComponent(price.partNo)}`,
    );
    await islandsReady(page);
    await visitorMoves(page);
    // The buy box's Unit price: Acme's first, the list price after it, named and struck through.
    await expect(unitPrice(page, locale).locator('.buyer-price-own')).toHaveText(formatPence(own));
    await expect(unitPrice(page, locale).locator('.buyer-price-list')).toHaveText(
      `${words.listPrice} ${formatPence(list)}`,
    );
    await expect(unitPrice(page, locale).locator('s')).toHaveText(formatPence(list));
    await expect(unitPrice(page, locale)).toContainText(words.saving);
    // The variant table's row of the part: the same, the words "List price" for screen readers.
    const row = page
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: price.partNo, exact: true }) });
    const firstPrice = row.locator('td.num').first();
    await expect(firstPrice.locator('.buyer-price-own')).toHaveText(formatPence(own));
    await expect(firstPrice.locator('s')).toHaveText(formatPence(list));
    await expect(firstPrice.locator('.visually-hidden')).toHaveText(`${words.listPrice} `);
  }

  // Add 1 from the Chinese page, then the basket in both languages.
  await page.getByRole('region', { name: LOCALES['zh-cn'].box }).getByRole('button', { name: '加入购物篮' }).click();
  await expect(page.getByRole('status').filter({ hasText: price.partNo })).toBeVisible();
  for (const locale of ['zh-cn', 'en'] as const) {
    const words = LOCALES[locale];
    await page.goto(`${words.prefix}/basket`);
    await islandsReady(page);
    const line = page
      .getByRole('table', { name: words.lines })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: new RegExp(price.partNo) }) });
    await expect(line.locator('.line-price .buyer-price-own')).toHaveText(formatPence(own));
    await expect(line.locator('.line-price s')).toHaveText(formatPence(list));
    await expect(line.locator('.line-price')).toContainText(`${words.listPrice} ${formatPence(list)}`);
    await expect(line.getByRole('rowheader')).toContainText(`${words.yourNo} ${price.customerPartNo}`);
  }

  // On to the invoice: checkout on the company's account, then the VAT invoice issued with it.
  const checkout = await checkoutToNewAddress(page, ACME_ADMIN_ADDRESS);
  await checkout
    .getByRole('group', { name: 'Payment method' })
    .getByRole('radio', { name: 'On account (invoice, 30 days)' })
    .check();
  await checkout.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/Pay\/\d+$/);
  await islandsReady(page);
  await page.getByRole('button', { name: 'Place on account' }).click();
  await page.waitForURL(/\/payStatus\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  for (const locale of ['en', 'zh-cn'] as const) {
    const words = LOCALES[locale];
    await page.goto(`${words.prefix}/acOrderdetails/${id}`);
    await islandsReady(page);
    const line = page
      .getByRole('table', { name: words.items })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: new RegExp(price.partNo) }) });
    await expect(line).toContainText(`${words.yourNo} ${price.customerPartNo}`);
    await expect(line.locator('s')).toHaveText(formatPence(list));
    const downloading = page.waitForEvent('download');
    await page.getByRole('group', { name: words.actions }).getByRole('button', { name: words.invoice }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^invoice-INV-\d{4}-\d{6}\.pdf$/);
    const text = (await readPdf(await fs.readFile(await download.path()))).text.replace(/\s+/g, '');
    for (const shown of [
      ...words.invoiceWords,
      price.partNo,
      formatPence(list),
      formatPence(own),
      percentText(savingOf(list, own)!.percent),
      price.customerPartNo!,
    ])
      expect(text).toContain(shown.replace(/\s+/g, ''));
  }
  expect(errors).toEqual([]);
});

test('buyer@example.com sees list prices only, and a visitor not logged in asks for no buyer price', async ({
  page,
  request,
}) => {
  const login = await post<LoginAnswer>(request, 'unpri/userLogin', {
    email: 'admin@acme.example',
    pwd: DEMO_PASSWORD,
  });
  const { product, price } = await acmeAccessPart(request, login.token);
  const list = breakFor(1, price.listPriceBreaks)!.unitPricePence;
  const errors = browserErrors(page);
  const priceCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/pri/priceMine')) priceCalls.push(r.url());
  });
  const path = `/goodsInfo/${product.id}/${product.slug}?partNo=${encodeURIComponent(price.partNo)}`;

  await page.goto(path);
  await islandsReady(page);
  await visitorMoves(page);
  await expect(unitPrice(page, 'en')).toHaveText(`${formatPence(list)} ex VAT`);
  await expect(page.getByRole('table').getByRole('row').first()).toBeVisible();
  expect(priceCalls).toEqual([]);

  await logIn(page, 'buyer@example.com');
  // Logged in, the product page asks once for the buyer's prices of its variants.
  priceCalls.length = 0;
  const asked = page.waitForResponse((r) => r.url().includes('/api/pri/priceMine'));
  await page.goto(path);
  await asked;
  await islandsReady(page);
  await visitorMoves(page);
  await expect(unitPrice(page, 'en')).toHaveText(`${formatPence(list)} ex VAT`);
  await expect(page.locator('main s')).toHaveCount(0);
  await expect(page.locator('main').getByText('List price')).toHaveCount(0);
  expect(priceCalls).toHaveLength(1);
  expect(errors).toEqual([]);
});
