import { expect, test, type Page } from '@playwright/test';
import { islandsReady, visitorMoves } from './header-support.ts';

// The header search with an exact part number opens its family with that variant chosen, whatever
// the letter case and hyphens; so does a part number chosen among the suggestions.

const PART = 'LH-1202-63-M12-SS';
const PHONE = { width: 844, height: 390 };

const chosenPart = (page: Page, box: string) => page.getByRole('region', { name: box }).getByTestId('chosen-part-no');

for (const typed of ['lh-1202-63-m12-ss', 'LH1202 63 M12SS', 'lh120263m12ss']) {
  test(`Enter on "${typed}" opens the star knob with ${PART} chosen`, async ({ page }) => {
    await page.goto('/about');
    await islandsReady(page);
    const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search products' });
    await search.fill(typed);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/goodsInfo/\\d+/[a-z0-9-]+\\?partNo=${PART}$`));
    await islandsReady(page);
    await expect(chosenPart(page, 'Your choice')).toHaveText(PART);
    // The table wakes at the buyer's first move, with the linked part chosen.
    await visitorMoves(page);
    await expect(page.getByRole('table').getByRole('radio', { name: PART, exact: true })).toBeChecked();
  });
}

test('on a phone in Chinese, a part number among the suggestions opens its family with it chosen', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/zh-cn/about');
  await islandsReady(page);
  const search = page.getByRole('banner').getByRole('searchbox', { name: '搜索产品' });
  await search.pressSequentially('lh120263m12', { delay: 30 });
  const parts = page.getByRole('banner').getByRole('listbox').getByRole('group', { name: '零件编号' });
  await parts.getByRole('option', { name: PART }).click();
  await expect(page).toHaveURL(new RegExp(`/zh-cn/goodsInfo/\\d+/[a-z0-9-]+\\?partNo=${PART}$`));
  await islandsReady(page);
  await expect(chosenPart(page, '您的选择')).toHaveText(PART);
});

test('a result found by part number shows that part: its picture, number and price, and its page opens with it chosen', async ({
  page,
}) => {
  // A prefix several parts share names the first, at the family's "from" price.
  await page.goto('/productList?partNo=LH-1202-63-M12');
  const shared = page
    .locator('.search-list > li')
    .filter({ hasText: PART.slice(0, -3) })
    .first();
  await expect(shared.locator('.family-meta')).toHaveText(/^LH-1202-63-M12-[A-Z0-9]+ · one of \d+ variants$/);
  await expect(shared.locator('.family-price')).toHaveText(/^from £\d+\.\d\d ex VAT$/);

  await page.goto(`/productList?partNo=${PART}`);
  const card = page.locator('.search-list > li').filter({ hasText: PART }).first();
  await expect(card.locator('.family-meta')).toHaveText(new RegExp(`^${PART} · one of \\d+ variants$`));
  // That part's own single-unit price, not the family's "from" price.
  await expect(card.locator('.family-price')).toHaveText(/^This part: £\d+\.\d\d each ex VAT$/);
  const shown = (await card.locator('.family-meta').innerText()).split(' ')[0]!;
  await expect(card.locator('img')).toHaveAttribute('src', `/api/unpri/partPicture?partNo=${shown}`);
  expect(await card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
    true,
  );
  await card.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/goodsInfo/\\d+/[a-z0-9-]+\\?partNo=${shown}$`));
  await islandsReady(page);
  await expect(chosenPart(page, 'Your choice')).toHaveText(shown);
});
