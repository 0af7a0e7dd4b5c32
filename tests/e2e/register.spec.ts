import { expect, test, type Page } from '@playwright/test';

// /register against the real API: a new buyer is logged in and lands on the account page.

async function fillForm(page: Page, values: { email: string; pwd?: string; confirm?: string }) {
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email address').fill(values.email);
  await page.getByLabel('Password', { exact: true }).fill(values.pwd ?? 'engine42');
  await page.getByLabel('Confirm password').fill(values.confirm ?? values.pwd ?? 'engine42');
}

test('a new buyer registers and lands on /acInformation#section1, logged in and welcomed', async ({ page }) => {
  await page.goto('/register');
  await fillForm(page, { email: `ada-${Date.now()}@example.com` });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/acInformation#section1$/);
  await expect(page.getByRole('status').filter({ hasText: 'Welcome to Lihda Group.' })).toBeVisible();
  const session = await page.evaluate(() => ({
    token: sessionStorage.getItem('token'),
    firstName: sessionStorage.getItem('firstName'),
    blongCompany: sessionStorage.getItem('blongCompany'),
  }));
  expect(session.token).toMatch(/\S{20,}/);
  expect(session).toMatchObject({ firstName: 'Ada', blongCompany: '0' });
});

test('a taken email address shows the server message as a toast and stays on the form', async ({ page }) => {
  await page.goto('/register');
  await fillForm(page, { email: 'buyer@example.com' });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByRole('alert').filter({
      hasText:
        'An account with this email address already exists. Please log in, or reset your password if you have forgotten it.',
    }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});

test('a confirmation that does not match is marked by the field, and nothing is sent', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/unpri/userRegister')) calls.push(request.url());
  });
  await page.goto('/register');
  await fillForm(page, { email: 'mismatch@example.com', confirm: 'engine43' });
  await page.getByRole('button', { name: 'Create account' }).click();
  const confirm = page.getByLabel('Confirm password');
  await expect(confirm).toHaveAttribute('aria-invalid', 'true');
  await expect(confirm).toHaveAccessibleDescription('The passwords do not match');
  await expect(confirm).toBeFocused();
  expect(calls).toEqual([]);
});

test('the Chinese form speaks Chinese', async ({ page }) => {
  await page.goto('/zh-cn/register');
  await expect(page.getByRole('heading', { level: 1, name: '注册新账户' })).toBeVisible();
  await page.getByRole('button', { name: '创建账户' }).click();
  await expect(page.getByLabel('名字')).toHaveAccessibleDescription('请输入您的名字');
});
