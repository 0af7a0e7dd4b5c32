import { expect, test, type Page } from '@playwright/test';
import { islandsReady } from './header-support.ts';

// The header search with an exact part number opens its family with that variant chosen, whatever
// the letter case and hyphens; so does a part number chosen among the suggestions (issue 18).

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
