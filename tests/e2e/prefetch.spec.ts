import { expect, test, type Page, type Request } from '@playwright/test';
import { HASHED_ASSET_CACHE } from '#contract/site/cache-headers.ts';

// The next page is fetched before the click: while the pointer rests on its link, or as a finger
// touches it; scripts and styles with hashed names are cached for good.

/**
 * Resolves with the first GET of the path that is not a navigation (a prefetch). No time limit of its
 * own: on a busy machine the hover's short delay and the fetch may take seconds; no click follows.
 */
function prefetchOf(page: Page, path: string): Promise<Request> {
  return page.waitForRequest((request) => new URL(request.url()).pathname === path && !request.isNavigationRequest());
}

test('hovering a link fetches its page before the click', async ({ page }) => {
  await page.goto('/about');
  const link = page.locator('footer a[href="/Copyright"]').first();
  await expect(link).toBeVisible();
  const fetched = prefetchOf(page, '/Copyright');
  await link.hover();
  await fetched;
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

  test('touching a link fetches its page before the finger lifts', async ({ page }) => {
    await page.goto('/about');
    const link = page.locator('footer a[href="/Copyright"]').first();
    await link.scrollIntoViewIfNeeded();
    const fetched = prefetchOf(page, '/Copyright');
    await link.dispatchEvent('touchstart');
    await fetched;
    expect(page.url()).toMatch(/\/about$/);
  });
});

test('hashed scripts are cached for a year and never revalidated; pages are revalidated', async ({ request }) => {
  const home = await request.get('/');
  expect(home.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  const script = (await home.text()).match(/src="(\/_astro\/[^"]+\.js)"/)?.[1];
  expect(script).toBeTruthy();
  expect((await request.get(script!)).headers()['cache-control']).toBe(HASHED_ASSET_CACHE);
});
