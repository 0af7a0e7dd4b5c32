import { expect, test, type Page } from '@playwright/test';
import { islandsReady } from './header-support.ts';

// The search results (/productList/…) and the advanced search (/search), on the demo catalogue.

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const count = (page: Page) => page.locator('.search-count');
const cards = (page: Page) => page.locator('.search-list > li');
const facet = (page: Page, name: string) => page.getByRole('region', { name });

/** The "from" prices of the cards on the page, in pence. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('.search-list .family-price').allInnerTexts();
  return texts.map((text) => Math.round(Number(/£([\d,.]+)/.exec(text)?.[1]?.replace(/,/g, '')) * 100));
}

test("the header search for 'knob' lands on /productList/knob with hits and cards", async ({ page }) => {
  await page.goto('/');
  await islandsReady(page);
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search products' });
  await box.fill('knob');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/productList\/knob$/);
  await expect(heading(page)).toHaveText('Results for “knob”');
  await expect(count(page)).toHaveText(/^\d+ products found/);
  const hits = Number((await count(page).innerText()).split(' ')[0]);
  expect(hits).toBeGreaterThan(1);
  await expect(cards(page)).toHaveCount(Math.min(hits, 24));
  await expect(cards(page).first().getByRole('link')).toHaveAttribute('href', /^\/goodsInfo\/\d+\//);
  await expect(page).toHaveTitle('Results for “knob” · Lihda Group');
});

test('the results page asks for its search as it starts, before the results code has arrived, and only once', async ({
  page,
}) => {
  const searches: string[] = [];
  let searchSeen: () => void;
  const searched = new Promise<void>((resolve) => {
    searchSeen = resolve;
  });
  page.on('request', (request) => {
    if (!request.url().endsWith('/api/unpri/productSearch')) return;
    searches.push(request.postData() ?? '');
    searchSeen();
  });
  // The island's own file is held back until the search has gone: the page's script asked for it.
  let searchBeforeIsland = false;
  await page.route(/\/_astro\/SearchResults\.[^/]+\.js$/, async (route) => {
    searchBeforeIsland = await Promise.race([
      searched.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000)),
    ]);
    await route.continue();
  });
  await page.goto('/productList/knob?material=Stainless+steel+1.4305');
  await expect(count(page)).toHaveText(/^\d+ products? found/);
  await expect(cards(page).first()).toBeVisible();
  expect(searchBeforeIsland).toBe(true);
  expect(searches.map((body) => JSON.parse(body) as unknown)).toEqual([
    expect.objectContaining({ keyword: 'knob', material: 'Stainless steel 1.4305', page: 1 }),
  ]);
});

test("the header's no-script fallback /search?q= goes on to the results", async ({ page }) => {
  await page.goto('/search?q=star+knob');
  await expect(page).toHaveURL(/\/productList\/star%20knob$/);
  await expect(heading(page)).toHaveText('Results for “star knob”');
});

test('a material facet narrows the results and updates the URL; its chip takes it away again', async ({ page }) => {
  await page.goto('/productList/knob');
  await expect(count(page)).toHaveText(/products found/);
  const before = await cards(page).count();
  const steel = facet(page, 'Material').getByRole('link', { name: /^Stainless steel 1\.4305/ });
  const expected = Number(await steel.locator('.facet-count [aria-hidden]').innerText());
  expect(expected).toBeLessThan(before);

  await steel.click();
  await expect(page).toHaveURL(/\/productList\/knob\?material=Stainless\+steel\+1\.4305$/);
  await expect(cards(page)).toHaveCount(expected);
  await expect(facet(page, 'Material').getByRole('link', { name: /^Stainless steel 1\.4305/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  const chip = page.getByRole('button', { name: 'Remove Material: Stainless steel 1.4305' });
  await expect(chip).toBeVisible();

  await chip.click();
  await expect(page).toHaveURL(/\/productList\/knob$/);
  await expect(cards(page)).toHaveCount(before);
  await expect(heading(page)).toBeFocused();
});

test('a numeric dimension range filters the results', async ({ page }) => {
  await page.goto('/productList/knob');
  const diameter = facet(page, 'Outer diameter (mm)');
  await diameter.getByRole('textbox', { name: 'Min' }).fill('50');
  await diameter.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\?dim=d1&dimMin=50$/);
  await expect(page.getByRole('button', { name: 'Remove Outer diameter: from 50 mm' })).toBeVisible();
  await expect(count(page)).toHaveText(/products? found/);
});

const ordered = (prices: number[], direction: 1 | -1) =>
  prices.every((price, i) => i === 0 || (price - prices[i - 1]!) * direction >= 0);

test('sorting by price, low to high, orders the cards', async ({ page }) => {
  await page.goto('/productList/handle');
  await expect(count(page)).toHaveText(/products found/);
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await sort.selectOption('priceAsc');
  await expect(page).toHaveURL(/\/productList\/handle\?sort=priceAsc$/);
  // The previous order stays until the new one is in.
  await expect.poll(async () => ordered(await cardPrices(page), 1)).toBe(true);
  const ascending = await cardPrices(page);
  expect(ascending.length).toBe(24);
  expect(ascending[0]).toBeLessThan(ascending.at(-1)!);

  await sort.selectOption('priceDesc');
  await expect(page).toHaveURL(/sort=priceDesc$/);
  await expect.poll(async () => ordered(await cardPrices(page), -1)).toBe(true);
});

test('page 2 shows the next results, and back returns to page 1', async ({ page }) => {
  await page.goto('/productList/handle');
  await expect(count(page)).toHaveText(/^(\d+) products found · Page 1 of 2$/);
  const total = Number((await count(page).innerText()).split(' ')[0]);
  const firstOnPage1 = await cards(page).first().getByRole('link').getAttribute('href');
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

  await pager.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/productList\/handle\?page=2$/);
  await expect(count(page)).toHaveText(/Page 2 of 2$/);
  await expect(cards(page)).toHaveCount(total - 24);
  await expect(heading(page)).toBeFocused();
  await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  await page.goBack();
  await expect(page).toHaveURL(/\/productList\/handle$/);
  await expect(cards(page)).toHaveCount(24);
  await expect(cards(page).first().getByRole('link')).toHaveAttribute('href', firstOnPage1!);
});

test("a typo finds nothing but suggests: 'hnige'", async ({ page }) => {
  await page.goto('/productList/hnige');
  await expect(count(page)).toHaveText('0 products found');
  await expect(page.getByText('No products match “hnige”.')).toBeVisible();
  await expect(page.getByText('Did you mean:')).toBeVisible();
  const suggestions = page.getByRole('list', { name: 'Products' }).getByRole('link');
  await expect(suggestions.first()).toHaveText(/hinge/i);
  await expect(suggestions.first()).toHaveAttribute('href', /^\/goodsInfo\/\d+\/[a-z0-9-]*hinge/);
  await expect(page.getByRole('link', { name: 'Try the advanced search' })).toHaveAttribute('href', '/search');
});

test('/productList/download/knob shows download links', async ({ page, request }) => {
  await page.goto('/productList/download/knob');
  await expect(count(page)).toHaveText(/products found/);
  const first = cards(page).first();
  const datasheet = first.getByRole('link', { name: /^Datasheet/ });
  await expect(datasheet).toHaveAttribute('href', /^\/api\/unpri\/downloadDatasheet\?id=\d+$/);
  await expect(first.getByRole('link', { name: /^Drawing/ })).toHaveAttribute(
    'href',
    /^\/api\/unpri\/downloadDrawing\?id=\d+$/,
  );
  await expect(first.getByRole('link', { name: /^All downloads/ })).toHaveAttribute(
    'href',
    /^\/goodsInfo\/\d+\/[a-z0-9-]+#downloads-\d+$/,
  );
  const pdf = await request.get((await datasheet.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await expect(page.locator('.search-list .family-price')).toHaveCount(0);

  await page.getByRole('link', { name: 'Show prices' }).click();
  await expect(page).toHaveURL(/\/productList\/knob$/);
  await expect(page.locator('.search-list .family-price').first()).toBeVisible();
});

test('the advanced search checks its fields and finds part numbers by their start', async ({ page }) => {
  await page.goto('/search');
  await islandsReady(page);
  const form = page.locator('form.advanced-search');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(form.getByText('Please enter a search term or choose a category')).toBeVisible();
  await expect(form.getByLabel('Keyword')).toBeFocused();

  await form.getByLabel('Part number').fill('LH-1201-');
  await form.getByLabel('Dimension', { exact: true }).selectOption('d1');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(form.getByText('Please enter a minimum, a maximum or both')).toBeVisible();
  await form.getByLabel('Dimension', { exact: true }).selectOption('');
  await form.getByLabel('Part number').fill('LH-12');
  await form.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(/\/productList\?partNo=LH-12$/);
  await expect(heading(page)).toHaveText('Part numbers starting with “LH-12”');
  await expect(count(page)).toHaveText(/products found/);
  const codes = await page.locator('.search-list .family-meta').allInnerTexts();
  expect(codes.length).toBeGreaterThan(1);
  for (const code of codes) expect(code).toMatch(/^LH-12/);
});

test('the advanced search by category shows the category browsed', async ({ page }) => {
  await page.goto('/search');
  await islandsReady(page);
  const form = page.locator('form.advanced-search');
  await form.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Knobs' });
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/productList\?category=\d+$/);
  await expect(heading(page)).toHaveText('Products in Knobs');
});

test('the Chinese page shows Chinese labels', async ({ page }) => {
  await page.goto('/zh-cn/productList/knob');
  await expect(heading(page)).toHaveText('“knob”的搜索结果');
  await expect(count(page)).toHaveText(/^找到 \d+ 个产品/);
  await expect(page.getByRole('combobox', { name: '排序方式' })).toBeVisible();
  await expect(facet(page, '材料')).toBeVisible();
  await expect(page.getByRole('heading', { name: '筛选' })).toBeVisible();
  await expect(page.getByRole('link', { name: '显示下载文件' })).toHaveAttribute(
    'href',
    '/zh-cn/productList/download/knob',
  );
  await page.goto('/zh-cn/search');
  await expect(page.getByLabel('零件编号')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the facets wait behind the Filters button', async ({ page }) => {
    await page.goto('/productList/knob');
    const toggle = page.getByRole('button', { name: 'Filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(facet(page, 'Material')).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(facet(page, 'Material')).toBeVisible();
  });
});
