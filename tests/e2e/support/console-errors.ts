import type { Page } from '@playwright/test';

/** Collects the page's console errors and uncaught exceptions (a hydration mismatch among them), for a test to expect none. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
