import { expect, test } from '@playwright/test';

// The built shop answers: the home page with the catalogue from the API, the API docs, and a real 404.
test('the home page shows the site and the product groups from the API', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Lihda Group/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lihda Group home' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Work Holding', { exact: true })).toBeVisible();
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
