import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, islandsReady, logIn, openSignIn } from './header-support.ts';
import { registerBuyer } from './support/register-buyer.ts';

// Passkeys with Chromium's virtual authenticator (WebAuthn through the DevTools protocol): a buyer
// adds one in the account's Security section, then signs in with it alone from the sign-in dialog,
// and after the password a passkey answers the second step too.

// WebAuthn takes a domain, never an IP address, for the relying party: this spec visits the shop as localhost.
test.use({ baseURL: `http://localhost:${Number(process.env.E2E_PORT || 4399)}` });

async function virtualAuthenticator(page: Page): Promise<void> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('WebAuthn.enable');
  await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

async function logOut(page: Page): Promise<void> {
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Account', exact: true }).click();
  await banner.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('a buyer adds a passkey in Security, signs in with it alone, and with it after the password', async ({
  page,
  request,
}) => {
  const email = `passkey-${randomUUID().slice(0, 8)}@example.com`;
  const registered = await registerBuyer(request, { firstName: 'Kai', lastName: 'Reed', email, pwd: DEMO_PASSWORD });
  expect(registered.code, registered.msg).toBe(200);
  await virtualAuthenticator(page);
  await page.goto('/');
  await islandsReady(page);
  await logIn(page, email);

  const security = page.getByRole('region', { name: 'Security' });
  await expect(security.getByText('You have no passkeys.')).toBeVisible();
  await security.getByRole('textbox', { name: 'Name of the new passkey (optional)' }).fill('Test laptop');
  await security.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(security.getByRole('button', { name: 'Remove passkey Test laptop' })).toBeVisible();
  await expect(page.getByText('Your passkey has been added.')).toBeVisible();

  await logOut(page);
  await islandsReady(page);
  const dialog = await openSignIn(page);
  await dialog.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await page.waitForURL(/\/acInformation\/?#section1$/);
  await expect(page.getByText('Welcome to Lihda Group.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Security' }).getByText(/last used/)).toBeVisible();

  // The account has a second factor now: the password alone asks for it, and the passkey gives it.
  await logOut(page);
  await islandsReady(page);
  const again = await openSignIn(page);
  await again.getByRole('textbox', { name: 'Email' }).fill(email);
  await again.getByLabel('Password').fill(DEMO_PASSWORD);
  await again.getByRole('button', { name: 'Log in' }).click();
  await expect(again.getByRole('heading', { name: 'Second factor' })).toBeVisible();
  await expect(again.getByRole('textbox', { name: 'Code' })).toBeFocused();
  await again.getByRole('button', { name: 'Use a passkey instead' }).click();
  await page.waitForURL(/\/acInformation\/?#section1$/);
});
