import { expect, test } from '@playwright/test';
import { islandsReady } from './header-support.ts';

// A phone held sideways (844x390) and the desktop mega-menu's use of the room it has.
test.describe('on a phone in landscape', () => {
  test.use({ viewport: { width: 844, height: 390 } });

  for (const [path, search, products, mainNav] of [
    ['/', 'Search products', 'Products', 'Main'],
    ['/zh-cn/', '搜索产品', '产品', '主导航'],
  ] as const) {
    test(`the header of ${path} takes at most a quarter of the height and keeps every control`, async ({ page }) => {
      await page.goto(path);
      await islandsReady(page);
      const banner = page.getByRole('banner');
      const box = (await banner.boundingBox())!;
      expect(box.height).toBeLessThanOrEqual(390 / 4);
      const searchbox = banner.getByRole('searchbox', { name: search });
      await expect(searchbox).toBeVisible();
      // The search box keeps clear of the window's top edge.
      expect((await searchbox.boundingBox())!.y).toBeGreaterThanOrEqual(4);
      await expect(banner.getByRole('button', { name: products, exact: true })).toBeVisible();
      await expect(banner.locator('a.logo')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(844);
      // The navigation bar spans the width, its three menus on one line each.
      const nav = (await page.getByRole('navigation', { name: mainNav }).boundingBox())!;
      expect([nav.x, nav.width]).toEqual([0, 844]);
      for (const button of await page.locator('.header-nav .menu-button').all())
        expect((await button.boundingBox())!.height).toBe(44);
    });
  }
});

test('the desktop mega-menu shows a whole group list without scrolling when the window has room', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/');
  await islandsReady(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Products' }).hover();
  await nav.getByRole('button', { name: 'Design Elements' }).hover();
  for (const name of ['Crank handles', 'Revolving and fixed handles'])
    await expect(nav.getByRole('link', { name, exact: true })).toBeInViewport({ ratio: 1 });
  const groups = page.locator('.mega-groups:not([hidden])');
  expect(await groups.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
});
