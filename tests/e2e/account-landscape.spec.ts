import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Envelope } from '#contract/api/types.ts';
import type { ProductDetail } from '#contract/calls/catalogue.ts';
import { islandsReady } from './header-support.ts';
import { call, signIn } from './support/pay-order.ts';

// Account pages and the basket on a phone in landscape (844x390): the page's content comes before
// the account menu, and tables fit or scroll inside their box, never widening the page.
test.use({ viewport: { width: 844, height: 390 } });

const pageIsNotWider = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(844);

/**
 * A table wider than the screen scrolls inside its region, which the keyboard reaches and scrolls; the
 * button at its far end comes into view when it takes the focus, uncut.
 */
async function scrollsByKeyboard(region: Locator, farButton: Locator) {
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await region.focus();
  await expect(region).toBeFocused();
  await region.press('ArrowRight');
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await farButton.focus();
  await expect(farButton).toBeInViewport({ ratio: 1 });
}

test('the team page shows its content before the account menu, whole e-mail addresses, and no Remove on the admin herself', async ({
  page,
}) => {
  await signIn(page, 'admin@acme.example');
  await page.goto('/acTeam');
  await islandsReady(page);
  const members = page.getByRole('region', { name: 'Members' });
  await expect(members.getByRole('table')).toBeVisible();
  const heading = (await page.getByRole('heading', { level: 1, name: 'Team' }).boundingBox())!;
  const menu = (await page.getByRole('navigation', { name: 'Account sections' }).boundingBox())!;
  expect(heading.y).toBeLessThan(menu.y);

  const self = members.getByRole('row', { name: /Priya Shah \(you\)/ });
  await expect(self.getByRole('button', { name: 'Edit Priya Shah' })).toBeVisible();
  await expect(self.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await expect(
    members.getByRole('row', { name: /Tom Baker/ }).getByRole('button', { name: 'Remove Tom Baker' }),
  ).toBeVisible();
  // One line box per address: never broken mid-word.
  const lines = await members.locator('td.team-email').evaluateAll((cells) =>
    cells.map((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    }),
  );
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.every((n) => n === 1)).toBe(true);
  await pageIsNotWider(page);
});

test('the basket table scrolls inside its box instead of widening the page', async ({ page }) => {
  const token = await signIn(page, 'jordan@example.com');
  const family = (
    (await (await page.request.post('/api/unpri/productDetail', { data: { id: 1 } })).json()) as Envelope<ProductDetail>
  ).data;
  await call(page, token, 'basketAdd', { partNo: family.variants[0]!.partNo, quantity: 1 });
  try {
    await page.goto('/basket');
    await islandsReady(page);
    await expect(page.getByRole('table', { name: 'Basket lines' })).toBeVisible();
    const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(heading.x).toBeGreaterThanOrEqual(0);
    await pageIsNotWider(page);
    const region = page.getByRole('region', { name: 'Basket lines' });
    await scrollsByKeyboard(
      region,
      region.getByRole('button', { name: `Remove ${family.variants[0]!.partNo}`, exact: true }),
    );
  } finally {
    await call(page, token, 'basketClear');
  }
});

test('in Chinese, a parts list keeps its product names readable and its Remove buttons within reach of its scrolling region', async ({
  page,
}) => {
  const token = await signIn(page, 'jordan@example.com');
  const family = (
    (await (await page.request.post('/api/unpri/productDetail', { data: { id: 1 } })).json()) as Envelope<ProductDetail>
  ).data;
  const lines = family.variants
    .slice(0, 2)
    .map((v) => `${v.partNo} | 4 | for the left jig`)
    .join('\n');
  const list = await call<{ id: number }>(page, token, 'partsListCreate', {
    name: 'Landscape jig',
    shared: false,
    lines,
    keepUnmatched: false,
  });
  try {
    await page.goto(`/zh-cn/acListdetails/${list.id}`);
    await islandsReady(page);
    const region = page.getByRole('region', { name: 'Landscape jig 的明细' });
    await expect(region.getByRole('table')).toBeVisible();
    // A name that breaks between any two characters still gets a column wider than a few of them.
    for (const width of await region
      .locator('td.list-line-product')
      .evaluateAll((cells) => cells.map((c) => c.getBoundingClientRect().width)))
      expect(width).toBeGreaterThanOrEqual(150);
    await pageIsNotWider(page);
    await scrollsByKeyboard(
      region,
      region.getByRole('button', { name: `移除 ${family.variants[0]!.partNo}`, exact: true }),
    );
  } finally {
    await call(page, token, 'partsListDelete', { id: list.id });
  }
});

test('the team page leaves room above each part of its part numbers, and the account page lays the company VAT and EORI numbers out in rows', async ({
  page,
}) => {
  await signIn(page, 'admin@acme.example');
  await page.goto('/acTeam');
  await islandsReady(page);
  const table = page.getByRole('table', { name: 'Your part numbers, by our part number' });
  await expect(table).toBeVisible();
  const below = (await table.boundingBox())!;
  const form = (await page.getByRole('heading', { name: 'Give one of our parts your number' }).boundingBox())!;
  expect(form.y - (below.y + below.height)).toBeGreaterThanOrEqual(16);
  const download = (await page.getByRole('button', { name: 'Download part numbers' }).boundingBox())!;
  const importing = (await page.getByRole('heading', { name: 'Import from CSV' }).boundingBox())!;
  expect(importing.y - (download.y + download.height)).toBeGreaterThanOrEqual(16);

  await page.goto('/acInformation#section5');
  await islandsReady(page);
  const numbers = page.locator('#section5 dl');
  for (const term of ['VAT number', 'EORI number']) {
    const label = (await numbers.getByText(term, { exact: true }).boundingBox())!;
    const value = (await numbers.locator('dt', { hasText: term }).locator('+ dd').boundingBox())!;
    expect(Math.abs(value.y - label.y)).toBeLessThan(4);
    expect(value.x).toBeGreaterThan(label.x + label.width);
  }
});
