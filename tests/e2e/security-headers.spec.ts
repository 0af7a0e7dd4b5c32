import { expect, test, type Page, type Response } from '@playwright/test';
import type { Envelope } from '#contract/api/types.ts';
import { pageSecurityHeaders } from '#contract/site/security-headers.ts';
import { islandsReady } from './header-support.ts';
import { placeOrder, signIn, stubStripeJs } from './support/pay-order.ts';

// Every kind of page carries the security headers, and its Content-Security-Policy (header and the
// page's own meta) lets the page work: the browser reports no violation while it loads and hydrates.

/** Collects the page's CSP violations: the DOM's securitypolicyviolation events and the console's reports. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) =>
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`),
    );
  });
  return violations;
}

function expectSecurityHeaders(response: Response | null): void {
  expect(response, 'a navigation answer').toBeTruthy();
  expect(response!.headers()).toMatchObject(pageSecurityHeaders());
}

/** Opens a path, checks its headers, and waits until its islands are running. */
async function open(page: Page, path: string, status = 200): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  expectSecurityHeaders(response);
  await islandsReady(page);
}

test('public pages of each kind carry the headers and run without a CSP violation', async ({ page, request }) => {
  const violations = await watchViolations(page);
  const categories = (
    (await (await request.post('/api/unpri/getProductMemuL3', { data: { id: 1 } })).json()) as Envelope<
      Array<{ id: number }>
    >
  ).data;
  const pages = [
    '/',
    '/zh-cn/',
    `/productListLv3/${categories[0]!.id}`,
    '/productList/knob',
    '/goodsInfo/1',
    '/search?q=knob',
    '/about',
    '/faq',
    '/basket',
    '/register',
  ];
  for (const path of pages) {
    await open(page, path);
    // Astro's meta policy pins the page's inline scripts by hash.
    await expect(page.locator('meta[http-equiv="content-security-policy"]'), path).toHaveCount(1);
    // Scroll so the client:visible islands (footer) hydrate too.
    await page.mouse.wheel(0, 20_000);
    await islandsReady(page);
  }
  // The product page shows its images, served by the API.
  await page.goto('/goodsInfo/1');
  const image = page.locator('main img[src*="/api/"]').first();
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(violations).toEqual([]);
});

test('the 404 page in both languages carries the headers', async ({ page }) => {
  const violations = await watchViolations(page);
  await open(page, '/no/such/page', 404);
  await open(page, '/zh-cn/no-such-page', 404);
  // A shell path with an id too many is not found either.
  await open(page, '/Pay/1/2/3', 404);
  expect(violations).toEqual([]);
});

test('an inline script that is not in the page policy is refused', async ({ page }) => {
  const violations = await watchViolations(page);
  await open(page, '/');
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedScriptRan = true;';
    document.head.append(script);
    return (window as unknown as { injectedScriptRan?: boolean }).injectedScriptRan === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.join('\n')).toContain('script-src-elem blocked inline');
});

test('an editor: account page, paying by card with Stripe.js, and the editor console with a preview', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  // The editor account has no basket journeys of its own elsewhere, so its order cannot race another test file's.
  const token = await signIn(page, 'editor@lihda.example');
  await open(page, '/acInformation');

  await stubStripeJs(page);
  const order = await placeOrder(page, token, 'card');
  await open(page, `/Pay/${order.id}`);
  // Stripe.js (stubbed at js.stripe.com) loaded and mounted its card field.
  await expect(page.locator('.card-field [data-fake-card]')).toBeVisible();

  await open(page, '/editor');
  const sections = page.getByRole('navigation', { name: 'Editor sections' });
  await sections.getByRole('link', { name: 'Services', exact: true }).click();
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  const preview = page.getByRole('button', { name: /^Preview of / }).first();
  await preview.click();
  await expect(page.getByRole('region', { name: (await preview.getAttribute('aria-label'))! })).toBeVisible();
  expect(violations).toEqual([]);
});
