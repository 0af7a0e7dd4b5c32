import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, islandsReady } from './header-support.ts';

const PAGES = [
  '/acInformation',
  '/acAddress',
  '/acOrder',
  '/acQuote',
  '/acList',
  '/acPay',
  '/payAssociated',
  '/acTeam',
  '/acMsg',
  '/browseHistory',
];
const PROMPT = 'Please log in to see this page. You will come back here after logging in.';

test('every account page asks a logged-out visitor to log in, with the side menu of all sections', async ({ page }) => {
  for (const path of PAGES) {
    await page.goto(path);
    await islandsReady(page);
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await expect(page.getByText(PROMPT)).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Account sections' });
    await expect(menu.getByRole('link')).toHaveCount(PAGES.length);
    await expect(
      menu.getByRole('link', { name: await page.getByRole('heading', { level: 1 }).innerText(), exact: true }),
    ).toHaveAttribute('aria-current', 'page');
  }
});

test('before any of its code has run, an account page shows a visitor with no session the prompt, and a tab with a session the loading line', async ({
  page,
}) => {
  const policyErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) policyErrors.push(message.text());
  });
  // The page as first painted: its files are refused, its inline scripts (the session hint) still run.
  await page.route(/\/_astro\/.*\.js$/, (route) => route.abort());
  const gate = page.locator('.account-gate');
  await page.goto('/acOrder');
  await expect(gate.getByText(PROMPT)).toBeVisible();
  await expect(gate.getByText('Loading…')).toBeHidden();

  await page.evaluate(() => window.sessionStorage.setItem('token', 'f'.repeat(64)));
  await page.reload();
  await expect(gate.getByText('Loading…')).toBeVisible();
  await expect(gate.getByText(PROMPT)).toBeHidden();
  expect(policyErrors).toEqual([]);
});

test('after logging in from an account page the buyer is back on that page, logged in', async ({ page }) => {
  await page.goto('/acOrder');
  await islandsReady(page);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill('buyer@example.com');
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Welcome to Lihda Group.')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/acOrder');
  await expect(page.getByText(PROMPT)).toBeHidden();
});

test('a session that has expired (701) clears the token and asks to log in again on the same page', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() => {
    window.sessionStorage.setItem('token', 'f'.repeat(64));
    window.sessionStorage.setItem('firstName', 'Alex');
    window.sessionStorage.setItem('id', '1');
  });
  await page.goto('/zh-cn/acOrder');
  await islandsReady(page);
  await expect(page.getByRole('dialog', { name: '登录' })).toBeVisible();
  expect(await page.evaluate(() => window.sessionStorage.getItem('token'))).toBeNull();
  expect(new URL(page.url()).pathname).toBe('/zh-cn/acOrder');
});
