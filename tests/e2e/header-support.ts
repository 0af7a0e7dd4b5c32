import { expect, type Page } from '@playwright/test';
import { isDemoStaff, proveInDialog } from './support/staff-second-factor.ts';

/** Helpers for the header and sign-in specs. Demo accounts share this password (server/seed). */
export const DEMO_PASSWORD = 'Lihda-demo-1';

/**
 * Waits until the page's islands have hydrated (client:visible ones may wait for a scroll;
 * client:interaction ones, the header's menus, search and Contact panel among them, for the visitor,
 * unless they also wake at idle, as the header's session island does).
 */
export async function islandsReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelectorAll(
        'astro-island[ssr]:not([client="visible"]):not([client="interaction"]), astro-island[ssr][client="interaction"][opts*=\'"idle":true\']',
      ).length === 0,
  );
}

/**
 * The visitor shows they are there: the pointer comes over the page's heading (no island wakes under
 * it). Islands that wait for a person (`client:interaction={{ nearView: true }}`, the product page's
 * variant table) wake after this, as they do when a buyer moves the mouse.
 */
export async function visitorMoves(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().hover();
}

export async function openSignIn(page: Page) {
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Account', exact: true }).click();
  await banner.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Logs in through the header's dialog and waits for the account page it lands on. */
export async function logIn(page: Page, email: string, { remember = false } = {}): Promise<void> {
  const dialog = await openSignIn(page);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  if (remember) await dialog.getByRole('checkbox', { name: 'Remember me' }).check();
  await dialog.getByRole('button', { name: 'Log in' }).click();
  // The demo staff have an authenticator: the dialog asks for its code next.
  if (isDemoStaff(email)) await proveInDialog(page, dialog);
  await page.waitForURL(/\/acInformation\/?#section1$/);
}

export function sessionValues(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => Object.fromEntries(Object.entries(window.sessionStorage)));
}

export function rememberedLogin(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem('rememberedLogin') ?? 'null'));
}
