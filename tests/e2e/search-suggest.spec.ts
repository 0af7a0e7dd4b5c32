import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ProductDetail } from '#contract/calls/catalogue.ts';
import { islandsReady } from './header-support.ts';

// The header search suggests families and part numbers as the buyer types (a searchbox controlling a list
// popup), on the demo catalogue.

const box = (page: Page, name = 'Search products') => page.getByRole('banner').getByRole('searchbox', { name });
const list = (page: Page) => page.getByRole('banner').getByRole('listbox');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The texts the page asked suggestions for, in order. */
function suggestQueries(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/unpri/productSuggest')) asked.push((request.postDataJSON() as { q: string }).q);
  });
  return asked;
}

async function demoProduct(request: APIRequestContext): Promise<ProductDetail> {
  return (
    (await (await request.post('/api/unpri/productDetail', { data: { id: 1 } })).json()) as { data: ProductDetail }
  ).data;
}

test("typing 'knob' suggests families after a pause; ArrowDown and Enter open the first", async ({ page }) => {
  const asked = suggestQueries(page);
  await page.goto('/about');
  await islandsReady(page);
  const search = box(page);
  await expect(list(page)).toBeHidden();
  await search.pressSequentially('knob', { delay: 40 });

  const families = list(page).getByRole('group', { name: 'Products' });
  await expect(families.getByRole('option')).toHaveCount(6);
  await expect(list(page)).toBeVisible();
  for (const option of await families.getByRole('option').all()) await expect(option).toContainText(/knob/i);
  // One character is never asked; the keys typed within the pause cost no call of their own.
  expect(asked.at(-1)).toBe('knob');
  expect(asked.every((q) => q.length >= 2)).toBe(true);
  expect(asked.length).toBeLessThan(3);

  const first = families.getByRole('option').first();
  const name = (await first.locator('.suggest-text').innerText()).trim();
  const href = (await first.getAttribute('href'))!;
  await search.press('ArrowDown');
  await expect(search).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(href)}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('a part-number prefix suggests part numbers; a click opens the family page with ?partNo=', async ({
  page,
  request,
}) => {
  const product = await demoProduct(request);
  const partNo = product.variants[0]!.partNo;
  const prefix = partNo.slice(0, product.code.length + 2);
  await page.goto('/');
  await islandsReady(page);
  await box(page).fill(prefix.toLowerCase());

  const parts = list(page).getByRole('group', { name: 'Part numbers' }).getByRole('option');
  await expect(parts.first()).toBeVisible();
  for (const text of await parts.allInnerTexts()) expect(text.startsWith(prefix)).toBe(true);
  await expect(list(page).getByRole('group', { name: 'Products' }).getByRole('option').first()).toContainText(
    product.code,
  );

  await parts.filter({ hasText: new RegExp(`^${escapeRegExp(partNo)}$`) }).click();
  await expect(page).toHaveURL(
    new RegExp(`/goodsInfo/${product.id}/${product.slug}\\?partNo=${escapeRegExp(encodeURIComponent(partNo))}$`),
  );
});

test('Enter without a highlight still opens the one product an exact part number names', async ({ page, request }) => {
  const product = await demoProduct(request);
  await page.goto('/about');
  await islandsReady(page);
  const search = box(page);
  await search.fill(product.variants[0]!.partNo);
  await expect(list(page).getByRole('option').first()).toBeVisible();
  await search.press('Enter');
  await expect(page).toHaveURL(
    new RegExp(`/goodsInfo/${product.id}/${product.slug}\\?partNo=${product.variants[0]!.partNo}$`),
  );
});

test('Escape closes the list and a second Escape clears the box', async ({ page }) => {
  await page.goto('/about');
  await islandsReady(page);
  const search = box(page);
  await search.fill('knob');
  await expect(list(page)).toBeVisible();
  await search.press('ArrowDown');
  await search.press('Escape');
  await expect(list(page)).toBeHidden();
  await expect(list(page)).toBeHidden();
  await expect(search).toHaveValue('knob');
  await search.press('Escape');
  await expect(search).toHaveValue('');
  await expect(page).toHaveURL(/\/about$/);
});

test('Chinese pages suggest Chinese names and stay in /zh-cn', async ({ page }) => {
  await page.goto('/zh-cn/about');
  await islandsReady(page);
  const search = box(page, '搜索产品');
  await search.fill('旋钮');
  const families = list(page).getByRole('group', { name: '产品' }).getByRole('option');
  await expect(families.first()).toBeVisible();
  for (const text of await families.allInnerTexts()) expect(text).toContain('旋钮');
  const href = (await families.first().getAttribute('href'))!;
  expect(href).toMatch(/^\/zh-cn\/goodsInfo\/\d+\//);
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(href)}$`));
});
