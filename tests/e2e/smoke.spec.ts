import { expect, test } from '@playwright/test';

// The built shop answers: the home page from the API's data, the API docs, and a real 404.
test('the home page shows the company and its product groups', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Lihda Group Ltd' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /^Work Holding$/ })).toBeVisible();
});

test('the API documentation answers', async ({ page }) => {
  const response = await page.goto('/api/docs');
  expect(response?.ok()).toBe(true);
  await expect(page).toHaveTitle(/swagger|api/i);
});

test('an unknown path answers HTTP 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
