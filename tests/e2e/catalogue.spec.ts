import { expect, test } from '@playwright/test';
import { islandsReady, visitorMoves } from './header-support.ts';
import { sitemapText } from './sitemap-support.ts';

// Category pages (pre-rendered, both languages), their download view, and the crawl files.
test('a level-3 category page shows its breadcrumb, sub-categories or families, and links to products', async ({
  page,
  request,
}) => {
  const tree = (await (await request.post('/api/unpri/getProductMemuL3', { data: { id: 1 } })).json()).data as Array<{
    id: number;
    name: string;
  }>;
  const category = tree[0]!;
  const response = await page.goto(`/productListLv3/${category.id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(breadcrumb).toContainText('Design Elements');
  const firstProduct = page.locator('main a.family-card').first();
  await expect(firstProduct).toBeVisible();
  await firstProduct.click();
  await expect(page).toHaveURL(/\/goodsInfo\/\d+\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a category card and the home page picture a part by the content-named URL its product page uses, so it is fetched once', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('main a.family-card img').first()).toHaveAttribute(
    'src',
    /^\/api\/unpri\/partPicture\?partNo=[^&]+&v=[0-9a-f]{16}$/,
  );
  await page.goto('/productListLv1/1');
  const card = page.locator('main a.family-card').first();
  const src = await card.locator('img').getAttribute('src');
  expect(src).toMatch(/^\/api\/unpri\/partPicture\?partNo=[^&]+&v=[0-9a-f]{16}$/);
  await card.click();
  await expect(page).toHaveURL(/\/goodsInfo\/\d+\/[a-z0-9-]+$/);
  await expect(page.locator('.part-picture img')).toHaveAttribute('src', src!);
});

test('a category with many families shows the first page and loads the rest on request', async ({ page, request }) => {
  // The first level-3 category under Design Elements with more families than a page (12) shows.
  const l3 = (await (await request.post('/api/unpri/getProductMemuL3', { data: { id: 1 } })).json()).data as Array<{
    id: number;
  }>;
  const totals = await Promise.all(
    l3.map(async (c) => {
      const detail = (
        await (await request.post('/api/unpri/categoryDetail', { data: { id: c.id, pageSize: 1 } })).json()
      ).data;
      return { id: c.id, total: detail.families.total as number };
    }),
  );
  const target = totals.find((c) => c.total > 12)!;
  expect(target, 'the demo catalogue has a level-3 category with more than 12 families').toBeDefined();
  await page.goto(`/productListLv3/${target.id}`);
  await expect(page.locator('main a.family-card')).toHaveCount(12);
  await expect(page.getByText(`Showing 12 of ${target.total}`)).toBeVisible();
  await page.getByRole('button', { name: 'Show more products' }).click();
  await expect(page.locator('main a.family-card')).toHaveCount(Math.min(24, target.total));
  if (target.total <= 24) await expect(page.getByRole('button', { name: 'Show more products' })).toHaveCount(0);
});

test('the download view lists each family with its drawing, datasheet and a CAD form', async ({ page, request }) => {
  const l3 = (await (await request.post('/api/unpri/getProductMemuL3', { data: { id: 3 } })).json()).data as Array<{
    id: number;
  }>;
  await page.goto(`/productListLv3/${l3[0]!.id}`);
  await page.getByRole('link', { name: 'Show downloads' }).click();
  await expect(page).toHaveURL(new RegExp(`/productListLv3/${l3[0]!.id}/download$`));
  const datasheet = page.getByRole('link', { name: 'Datasheet' }).first();
  const href = await datasheet.getAttribute('href');
  const pdf = await request.get(href!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CAD model' }).first().click();
  expect((await download).suggestedFilename()).toMatch(/^LH-[A-Z0-9.-]+\.step$/);
});

test('category pages exist in Chinese with Chinese names', async ({ page, request }) => {
  const l3 = (await (await request.post('/api/unpri/getProductMemuL3', { data: { id: 2 } })).json()).data as Array<{
    id: number;
    nameZh: string;
  }>;
  await page.goto(`/zh-cn/productListLv3/${l3[0]!.id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { level: 1, name: l3[0]!.nameZh })).toBeVisible();
});

test('sitemap.xml indexes the sitemap files that list the pre-rendered pages in both languages, and robots.txt points at it', async ({
  request,
}) => {
  const sitemap = await sitemapText(request);
  expect(sitemap).toContain('/productListLv3/');
  expect(sitemap).toContain('/zh-cn/goodsInfo/');
  expect(sitemap.match(/<url>/g)!.length).toBeGreaterThan(500);
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: ');
});

test('a buyer browses from the mega-menu to a variant and its price break', async ({ page }) => {
  await page.goto('/');
  await islandsReady(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Products' }).hover();
  await nav.getByRole('button', { name: 'Design Elements' }).hover();
  await nav.getByRole('link', { name: 'Handles', exact: true }).click();
  await expect(page).toHaveURL(/\/productListLv3\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Handles' })).toBeVisible();

  // A sub-category, then its first product family.
  await page.locator('main .tiles a.tile').first().click();
  await expect(page).toHaveURL(/\/productListLv4\/\d+$/);
  await page.locator('main a.family-card').first().click();
  await expect(page).toHaveURL(/\/goodsInfo\/\d+\/[a-z0-9-]+$/);
  await visitorMoves(page);

  // Choose a variant and a quantity of 10: the 10+ price applies, and the next break is 50+.
  const firstRadio = page.getByRole('table').getByRole('radio').first();
  await expect(firstRadio).toBeEnabled();
  await firstRadio.check();
  const panel = page.getByRole('region', { name: 'Your choice' });
  await panel.getByRole('spinbutton', { name: 'Quantity' }).fill('10');
  await expect(page.locator('tr.chosen .tier-active')).toHaveCount(1);
  await expect(panel).toContainText('From 50:');
});
