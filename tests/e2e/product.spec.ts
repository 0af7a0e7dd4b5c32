import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ProductDetail, VariantLive } from '#contract/calls/catalogue.ts';
import { islandsReady, visitorMoves } from './header-support.ts';
import { liveStockOnPage } from './support/live-stock.ts';
import { screenPixels } from './support/screen-pixels.ts';

// The product page /goodsInfo/{id}/{name}: the variant table (complete without script, then filtered,
// sorted, chosen and live), the image viewer, and the routes that lead to the page.

const gbp = (pence: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pence / 100);

/** A demo family with several threads, stock and price breaks from 10 (the aluminium pull handle). */
async function demoProduct(request: APIRequestContext): Promise<ProductDetail> {
  const answer = await (await request.post('/api/unpri/productDetail', { data: { id: 1 } })).json();
  return answer.data as ProductDetail;
}

const pagePath = (product: ProductDetail) => `/goodsInfo/${product.id}/${product.slug}`;

async function openProduct(page: Page, product: ProductDetail): Promise<void> {
  await page.goto(pagePath(product));
  await islandsReady(page);
  await visitorMoves(page);
}

const table = (page: Page) => page.getByRole('table', { name: /^Variants/ });
const partNumbers = (page: Page) => table(page).locator('tbody th').allInnerTexts();
const priceOf = (page: Page, term: string) => page.locator('.buy-prices dt', { hasText: term }).locator('+ dd');

test('the whole variant table is in the page without script', async ({ browser, request }) => {
  const product = await demoProduct(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(pagePath(product));
  await expect(table(page).locator('tbody tr')).toHaveCount(product.variants.length);
  const first = product.variants[0]!;
  await expect(table(page).locator('tbody tr').first()).toContainText(first.partNo);
  await expect(table(page).locator('tbody tr').first()).toContainText(gbp(first.priceBreaks[0]!.unitPricePence));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await context.close();
});

test('the configurator filters the table and clears', async ({ page, request }) => {
  const product = await demoProduct(request);
  await openProduct(page, product);
  const total = product.variants.length;
  const m8 = product.variants.filter((v) => v.dims.thread === 'M8').map((v) => v.partNo);
  expect(m8.length).toBeGreaterThan(1);
  await expect(page.getByText(`Showing ${total} of ${total} variants`)).toBeVisible();

  await page.getByRole('group', { name: 'Thread' }).getByRole('radio', { name: 'M8', exact: true }).check();
  await expect(page.getByText(`Showing ${m8.length} of ${total} variants`)).toBeVisible();
  expect(await partNumbers(page)).toEqual(m8);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(table(page).locator('tbody tr')).toHaveCount(total);
});

test('sorts by a column header, both ways', async ({ page, request }) => {
  const product = await demoProduct(request);
  await openProduct(page, product);
  const header = table(page).getByRole('columnheader', { name: 'Hole centres (mm)' });
  const holeCentres = async () => (await table(page).locator('tbody tr td:nth-of-type(1)').allInnerTexts()).map(Number);

  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  const ascending = await holeCentres();
  expect(ascending).toEqual(ascending.toSorted((a, b) => a - b));

  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  expect(await holeCentres()).toEqual(ascending.toSorted((a, b) => b - a));
});

test('choosing a row and quantity 10 shows the 10+ price, the line total and the next break', async ({
  page,
  request,
}) => {
  const product = await demoProduct(request);
  const variant = product.variants.find((v) => v.stock > 10)!;
  const stock = liveStockOnPage(page, product.id, variant.id);
  await openProduct(page, product);
  const price = (minQty: number) => variant.priceBreaks.find((b) => b.minQty === minQty)!.unitPricePence;

  await page.getByRole('radio', { name: variant.partNo, exact: true }).check();
  const box = page.getByRole('region', { name: 'Your choice' });
  await expect(box.getByTestId('chosen-part-no')).toHaveText(variant.partNo);
  await expect(priceOf(page, 'Unit price')).toHaveText(`${gbp(price(1))} ex VAT`);
  await expect(box).toContainText(`From 10: ${gbp(price(10))} each`);

  await box.getByRole('spinbutton', { name: 'Quantity' }).fill('10');
  await expect(priceOf(page, 'Unit price')).toHaveText(`${gbp(price(10))} ex VAT`);
  await expect(priceOf(page, 'Total')).toHaveText(`${gbp(10 * price(10))} ex VAT`);
  await expect(box).toContainText(`From 50: ${gbp(price(50))} each`);
  // The stock is live: the figure the page's own call answered.
  await expect(box).toContainText(`In stock: ${await stock} `);
  await expect(table(page).locator('tr.chosen .tier-active')).toHaveText(gbp(price(10)));
});

test('the image viewer opens, zooms with +, rotates, and closes with Escape', async ({ page, request }) => {
  const product = await demoProduct(request);
  await openProduct(page, product);
  const opener = page.getByRole('button', { name: `Enlarge: ${product.name}`, exact: true });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: product.name, exact: true });
  await expect(dialog).toBeVisible();
  const picture = dialog.getByRole('img', { name: product.name, exact: true });
  await expect(picture).toHaveAttribute('style', /scale\(1\)/);

  await page.keyboard.press('+');
  await expect(picture).toHaveAttribute('style', /scale\(1\.2\)/);
  await expect(dialog.getByText('Zoom 120%')).toBeVisible();
  await page.keyboard.press('r');
  await expect(picture).toHaveAttribute('style', /rotate\(90deg\)/);
  await dialog.getByRole('button', { name: 'Rotate left' }).click();
  await expect(picture).toHaveAttribute('style', /rotate\(0deg\)/);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a click that comes before the configurator and the pictures have their script still does what it meant', async ({
  page,
  request,
}) => {
  const product = await demoProduct(request);
  // Their scripts come late (they load when the buyer reaches for them): the clicks land first.
  await page.route(/\/_astro\/(Configurator|ImageViewer)\.[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await openProduct(page, product);
  const m8 = product.variants.filter((v) => v.dims.thread === 'M8');
  await page.getByRole('group', { name: 'Thread' }).getByRole('radio', { name: 'M8', exact: true }).check();
  await expect(page.getByText(`Showing ${m8.length} of ${product.variants.length} variants`)).toBeVisible();
  expect(await partNumbers(page)).toEqual(m8.map((v) => v.partNo));
  await page.getByRole('button', { name: `Enlarge: ${product.name}`, exact: true }).click();
  await expect(page.getByRole('dialog', { name: product.name, exact: true })).toBeVisible();
});

test('asks unpri/productLive once, and shows a price that changed since the build', async ({ page, request }) => {
  const product = await demoProduct(request);
  const first = product.variants[0]!;
  const calls: string[] = [];
  await page.route('**/api/unpri/productLive', async (route) => {
    calls.push(route.request().postData() ?? '');
    const response = await route.fetch();
    const body = (await response.json()) as { data: VariantLive[] };
    body.data[0]!.priceBreaks[0]!.unitPricePence = 4321;
    await route.fulfill({ response, json: body });
  });
  await openProduct(page, product);
  await expect(table(page).locator('tbody tr').first()).toContainText('£43.21');
  await page.waitForTimeout(500);
  expect(calls).toEqual([JSON.stringify({ id: product.id })]);
  await expect(table(page).locator('tbody tr').first()).toContainText(first.partNo);
});

test('on a desktop the table, near from the start, loads its code at the buyer’s first move, not while the page opens', async ({
  page,
  request,
}) => {
  const product = await demoProduct(request);
  const tableCode: string[] = [];
  page.on('request', (r) => {
    if (/\/_astro\/VariantPicker\.[^/]+\.js$/.test(r.url())) tableCode.push(r.url());
  });
  await page.goto(pagePath(product));
  await islandsReady(page);
  // Idle, with the table on the first screen, and nobody has moved: none of its code is loaded.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  expect(tableCode).toEqual([]);
  await visitorMoves(page);
  await expect.poll(() => tableCode.length).toBe(1);
  await expect(table(page).getByRole('radio', { name: product.variants[0]!.partNo, exact: true })).toBeEnabled();
});

test('on a phone the table wakes as the buyer scrolls to it, while a linked part is in the buy box from the start', async ({
  browser,
  request,
}) => {
  const product = await demoProduct(request);
  const linked = product.variants[2]!;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const tableCode: string[] = [];
  page.on('request', (r) => {
    if (/\/_astro\/VariantPicker\.[^/]+\.js$/.test(r.url())) tableCode.push(r.url());
  });
  await page.goto(`${pagePath(product)}?partNo=${linked.partNo}`);
  await islandsReady(page);
  await expect(page.getByTestId('chosen-part-no')).toHaveText(linked.partNo);
  // The downloads' CAD form, further down, names the same part.
  await expect(page.getByRole('combobox', { name: 'CAD model of' })).toHaveValue(String(linked.id));
  // The page is idle and the buy box shows the part, yet the table, a few screens down, has not woken.
  await page.waitForTimeout(500);
  expect(tableCode).toEqual([]);
  const linkedRow = table(page).getByRole('radio', { name: linked.partNo, exact: true });
  await expect(linkedRow).not.toBeChecked();
  await expect(linkedRow).toBeDisabled();
  await table(page).scrollIntoViewIfNeeded();
  await expect(linkedRow).toBeChecked();
  await expect(linkedRow).toBeEnabled();
  expect(tableCode).toHaveLength(1);
  await context.close();
});

test('the table’s focus ring shows whole, though its part of the page is painted only as it nears the view', async ({
  page,
  request,
}) => {
  await openProduct(page, await demoProduct(request));
  // The table's scrolling region (inside the section of the same name).
  const region = page.locator('.variant-list').getByRole('region', { name: /^Variants/ });
  await region.focus();
  await expect(region).toBeFocused();
  // Its left edge is the edge of the painted area (.render-near-view, src/styles/global.css): the strip just outside it.
  const box = (await region.boundingBox())!;
  const strip = await page.screenshot({ clip: { x: box.x - 5, y: box.y + 10, width: 4, height: 20 } });
  // The ring's colour, --accent #c8511b.
  const ring = ([r, g, b]: [number, number, number]) =>
    Math.abs(r - 0xc8) < 40 && Math.abs(g - 0x51) < 40 && Math.abs(b - 0x1b) < 40;
  const ringPixels = (await screenPixels(page, strip)).filter(ring).length;
  expect(ringPixels).toBeGreaterThan(20);
});

test('/goodsInfo/{id} and /goodsingopush/{id} land on /goodsInfo/{id}/{name}', async ({ page, request }) => {
  const product = await demoProduct(request);
  for (const path of [`/goodsInfo/${product.id}`, `/goodsingopush/${product.id}`]) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${pagePath(product)}$`));
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  }
});

test('/goodsDetails/{id} shows every variant', async ({ page, request }) => {
  const product = await demoProduct(request);
  await page.goto(`/goodsDetails/${product.id}`);
  await expect(table(page).locator('tbody tr')).toHaveCount(product.variants.length);
  expect(await partNumbers(page)).toEqual(product.variants.map((v) => v.partNo));
});

test('the Chinese page names its controls in Chinese', async ({ page, request }) => {
  const product = await demoProduct(request);
  await page.goto(`/zh-cn${pagePath(product)}`);
  await islandsReady(page);
  await expect(page.getByRole('button', { name: '清除筛选' })).toBeVisible();
  await expect(page.getByRole('group', { name: '选型配置' })).toBeVisible();
  await expect(page.getByRole('button', { name: `放大：${product.nameZh}`, exact: true })).toBeVisible();
  await expect(
    page.getByText(`显示 ${product.variants.length} 种规格，共 ${product.variants.length} 种`),
  ).toBeVisible();
});
