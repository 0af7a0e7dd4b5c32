import { expect, test } from '@playwright/test';

// Unknown paths end on /404, /test, scrolling and the page-wide notices; every route's page and heading is
// checked over HTTP in tests/system/start.test.ts.

test('/404 answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/404');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('an unknown path answers 404 and the address bar ends on /404', async ({ page }) => {
  const response = await page.goto('/no/such/page?x=1');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveURL(/\/404$/);
});

test('an unknown Chinese path ends on /zh-cn/404 in Chinese', async ({ page }) => {
  const response = await page.goto('/zh-cn/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '页面未找到' })).toBeVisible();
  await expect(page).toHaveURL(/\/zh-cn\/404$/);
});

test('/test shows the build and that the API answers', async ({ page }) => {
  await page.goto('/test');
  await expect(page.getByText(/^\d+\.\d+\.\d+$/)).toBeVisible();
  await expect(page.getByText(/\/api\/$/)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^The API answers \(\d+ ms\)\.$/ })).toBeVisible();
});

test('a new page starts at the top; back returns to the saved position', async ({ page }) => {
  await page.goto('/about');
  await page.evaluate(() => window.scrollTo(0, 600));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/PrivacyPolicy$/);
  expect(await page.evaluate(() => [window.scrollX, window.scrollY])).toEqual([0, 0]);
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('an #anchor that an island renders late is still scrolled to', async ({ page }) => {
  await page.goto('/acInformation#late-target');
  await page.evaluate(() => {
    const spacer = document.createElement('div');
    spacer.style.height = '3000px';
    const target = document.createElement('section');
    target.id = 'late-target';
    target.textContent = 'Late target';
    document.querySelector('main')!.append(spacer, target);
  });
  await expect
    .poll(() => page.locator('#late-target').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
    .toBeLessThan(50);
});

test('a part of the page that fails to load shows the reload hint, unless something handles it', async ({ page }) => {
  await page.goto('/about');
  const hint = page.getByRole('alert').filter({ hasText: 'A part of this page could not be loaded.' });
  await page.evaluate(() => {
    const handled = new Event('vite:preloadError', { cancelable: true });
    window.addEventListener('vite:preloadError', (event) => event.preventDefault(), { once: true });
    window.dispatchEvent(handled);
  });
  await expect(hint).toBeHidden();
  await page.evaluate(() => window.dispatchEvent(new Event('vite:preloadError', { cancelable: true })));
  await expect(hint).toBeVisible();
  await expect(hint.getByRole('button', { name: 'Reload' })).toBeVisible();
});

test.describe('on a phone held upright', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a persistent bar asks for landscape', async ({ page }) => {
    await page.goto('/');
    const warning = page.getByText('Please use the landscape screen for a better experience.');
    await expect(warning).toBeVisible();
    await page.waitForTimeout(3500);
    await expect(warning).toBeVisible();
  });

  test('the bar is gone in landscape', async ({ page }) => {
    await page.setViewportSize({ width: 844, height: 390 });
    await page.goto('/');
    await expect(page.getByText('Please use the landscape screen for a better experience.')).toBeHidden();
  });
});

test('desktop shows no landscape warning', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Please use the landscape screen for a better experience.')).toBeHidden();
});
