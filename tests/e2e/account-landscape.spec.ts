import { expect, test, type Page } from '@playwright/test';
import type { Envelope } from '#contract/api/types.ts';
import type { ProductDetail } from '#contract/calls/catalogue.ts';
import { islandsReady } from './header-support.ts';
import { call, signIn } from './support/pay-order.ts';

// Account pages and the basket on a phone in landscape (844x390): the page's content comes before
// the account menu, and tables fit or scroll inside their box, never widening the page.
test.use({ viewport: { width: 844, height: 390 } });

const pageIsNotWider = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(844);

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
  } finally {
    await call(page, token, 'basketClear');
  }
});
