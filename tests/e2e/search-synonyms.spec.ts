import { expect, test } from '@playwright/test';
import { islandsReady } from './header-support.ts';

// Chinese synonyms and near-words from the header search, at desktop and phone-landscape sizes.
for (const size of [
  { width: 1366, height: 800 },
  { width: 844, height: 390 },
]) {
  test(`把手 finds 拉手 and 手柄 from the Chinese header search at ${size.width}x${size.height}`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/zh-cn/');
    await islandsReady(page);
    const box = page.getByRole('banner').getByRole('searchbox', { name: '搜索产品' });
    await box.fill('把手');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/zh-cn\/productList\/%E6%8A%8A%E6%89%8B/);
    const titles = page.locator('.search-list .tile-title');
    await expect(titles.first()).toBeVisible();
    const names = await titles.allInnerTexts();
    expect(names.some((n) => n.includes('拉手'))).toBe(true);
    expect(names.some((n) => n.includes('手柄'))).toBe(true);
  });
}

test('a Chinese near-word finds the name (星旋钮 → 星形旋钮)', async ({ page }) => {
  await page.goto(`/zh-cn/productList/${encodeURIComponent('星旋钮')}`);
  const titles = page.locator('.search-list .tile-title');
  await expect(titles.first()).toContainText('星形旋钮');
});

test('the advanced search offers Chinese material names in a drop-down', async ({ page }) => {
  await page.goto('/zh-cn/search');
  await islandsReady(page);
  const material = page.getByRole('combobox', { name: '材料' });
  await expect(material.getByRole('option', { name: '铝合金 EN AW-6082', exact: true })).toHaveCount(1);
  await page.getByRole('combobox', { name: '类别' }).selectOption({ label: '拉手' });
  await material.selectOption({ label: '铝合金 EN AW-6082' });
  await page.getByRole('main').getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/material=Aluminium\+EN\+AW-6082/);
  await expect(page.locator('.search-list .tile-title').first()).toBeVisible();
});
