import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { Envelope } from '#contract/api/types.ts';
import { islandsReady, openSignIn } from './header-support.ts';
import { mailedLink } from './support/mailbox.ts';
import { registerBuyer } from './support/register-buyer.ts';

// "Forgot your password?" end to end: the dialog's link, the request, the .eml file the shop writes
// without SMTP_URL, the link in it, the new password, and the same link refused the second time.

test('a buyer resets a forgotten password from the sign-in dialog through the e-mailed link, which works once', async ({
  page,
}) => {
  const email = `forgetful-${randomUUID().slice(0, 8)}@example.com`;
  const registered = await registerBuyer(page.request, {
    firstName: 'Frankie',
    lastName: 'Forgetful',
    email,
    pwd: 'Old-pass-123',
  });
  expect(registered.code, registered.msg).toBe(200);

  await page.goto('/');
  await islandsReady(page);
  const dialog = await openSignIn(page);
  await dialog.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.waitForURL(/\/resetPassword$/);
  await islandsReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('Please enter your email address')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status').filter({ hasText: `If an account uses ${email}` })).toBeVisible();

  const link = await mailedLink(email, '/resetPassword');
  await page.goto(link);
  await islandsReady(page);
  await page.getByLabel('New password', { exact: true }).fill('New-pass-456');
  await page.getByLabel('Confirm new password').fill('New-pass-456');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await page.waitForURL(/\/acInformation\/?#section1$/);
  await expect(page.getByText('Your password has been changed and you are logged in.').first()).toBeVisible();
  const login = (await (
    await page.request.post('/api/unpri/userLogin', { data: { email, pwd: 'New-pass-456' } })
  ).json()) as Envelope<unknown>;
  expect(login.code).toBe(200);

  // The same link again: refused plainly, with a way to ask for a new one.
  await page.goto(link);
  await islandsReady(page);
  await page.getByLabel('New password', { exact: true }).fill('Third-pass-789');
  await page.getByLabel('Confirm new password').fill('Third-pass-789');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This link has already been used. Please ask for a new one.' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await page.waitForURL(/\/resetPassword$/);
});
