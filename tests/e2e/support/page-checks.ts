import { expect, type Page } from '@playwright/test';
import { islandsReady } from '../header-support.ts';

/** Checks the account journeys share: no console errors, islands ready, no sideways scrolling. */

/** Collects every console error and uncaught exception (a hydration mismatch among them); the test expects none. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await islandsReady(page);
}

/** No sideways scrolling; on failure, the elements that reach past the window are named. */
export async function pageIsNotWider(page: Page, width: number): Promise<void> {
  const wide = await page.evaluate(
    (w) =>
      [...document.querySelectorAll('body *')]
        .filter((e) => e.getBoundingClientRect().right > w + 1)
        .slice(0, 8)
        .map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`),
    width,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth), wide.join('\n')).toBeLessThanOrEqual(width);
}
