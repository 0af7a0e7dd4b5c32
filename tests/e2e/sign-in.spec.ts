import { expect, test, type Browser } from '@playwright/test';
import { DEMO_PASSWORD, islandsReady, logIn, openSignIn, rememberedLogin, sessionValues } from './header-support.ts';

// The sign-in dialog, the session it starts, remember-me and logout.

test('the dialog shows the required messages by the fields', async ({ page }) => {
  await page.goto('/');
  const dialog = await openSignIn(page);
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAttribute('maxlength', '200');
  await expect(dialog.getByLabel('Password')).toHaveAttribute('type', 'password');
  await expect(dialog.getByLabel('Password')).toHaveAttribute('maxlength', '64');

  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
    'Please enter your email address',
  );
  await expect(dialog.getByLabel('Password')).toHaveAccessibleDescription('Please enter your password');

  await dialog.getByRole('textbox', { name: 'Email' }).fill('buyer@example.com');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByText('Please enter your email address')).toHaveCount(0);
  await expect(dialog.getByText('Please enter your password')).toBeVisible();
  await expect(dialog.getByLabel('Password')).toBeFocused();
});

test('the dialog closes with Close and Escape, and New account goes to /register', async ({ page }) => {
  await page.goto('/');
  let dialog = await openSignIn(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account', exact: true })).toBeFocused();

  dialog = await openSignIn(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  dialog = await openSignIn(page);
  await dialog.getByRole('link', { name: 'New account' }).click();
  await expect(page).toHaveURL(/\/register\/?$/);
});

test('a wrong password shows the server message once and keeps the dialog open', async ({ page }) => {
  await page.goto('/');
  const dialog = await openSignIn(page);
  await dialog.getByRole('textbox', { name: 'Email' }).fill('member@acme.example');
  await dialog.getByLabel('Password').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveCount(1);
  await expect(dialog).toBeVisible();
  expect((await sessionValues(page)).token).toBeUndefined();
});

test('logging in welcomes the buyer, lands on My account and keeps the session', async ({ page }) => {
  await page.goto('/about');
  await logIn(page, 'buyer@example.com');
  await expect(page.getByRole('status').filter({ hasText: 'Welcome to Lihda Group.' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const session = await sessionValues(page);
  expect(session.token).toMatch(/.{20,}/);
  expect(session).toMatchObject({ firstName: 'Alex', blongCompany: '0' });
  expect(Number(session.id)).toBeGreaterThan(0);

  const banner = page.getByRole('banner');
  await expect(banner.getByText('Alex', { exact: true })).toBeVisible();
  await banner.getByRole('button', { name: 'Account', exact: true }).click();
  await expect(banner.locator('#account-menu').getByRole('link', { name: 'My account' })).toHaveAttribute(
    'href',
    '/acInformation#section1',
  );
  await expect(banner.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Log in' })).toHaveCount(0);
});

test('a company member is stored with blongCompany 1', async ({ page }) => {
  await page.goto('/');
  await logIn(page, 'admin@acme.example');
  expect((await sessionValues(page)).blongCompany).toBe('1');
});

test('on a Chinese page the login lands on the Chinese account page', async ({ page }) => {
  await page.goto('/zh-cn/');
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: '账户' }).click();
  await banner.getByRole('button', { name: '登录' }).click();
  const dialog = page.getByRole('dialog', { name: '登录' });
  await dialog.getByRole('textbox', { name: '电子邮箱' }).fill('buyer@example.com');
  await dialog.getByLabel('密码').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/zh-cn\/acInformation\/?#section1$/);
  await expect(page.getByRole('status').filter({ hasText: '欢迎来到 Lihda Group。' })).toBeVisible();
});

test('without Remember me only check 0 is stored', async ({ page }) => {
  await page.goto('/');
  await logIn(page, 'buyer@example.com');
  expect(await rememberedLogin(page)).toMatchObject({ email: '', rememberToken: '', check: 0 });
});

/** A new browser session with the first one's localStorage (sessionStorage does not carry over). */
async function newSessionWith(
  browser: Browser,
  baseURL: string | undefined,
  storage: Awaited<ReturnType<import('@playwright/test').BrowserContext['storageState']>>,
) {
  const context = await browser.newContext({ baseURL, storageState: storage });
  const page = await context.newPage();
  const rememberedCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/unpri/userLoginRemembered')) rememberedCalls.push(request.url());
  });
  return { context, page, rememberedCalls };
}

test('Remember me keeps email and a remember token, never the password, and logs in on the next visit', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/');
  await logIn(page, 'buyer@example.com', { remember: true });
  const record = await rememberedLogin(page);
  expect(Object.keys(record ?? {}).sort()).toEqual(['check', 'email', 'rememberToken', 'time']);
  expect(record).toMatchObject({ email: 'buyer@example.com', check: 1 });
  expect(record?.rememberToken).toMatch(/.{20,}/);
  expect(Math.abs(Number(record?.time) - Date.now())).toBeLessThan(60_000);
  const everything = await page.evaluate(
    () => JSON.stringify(window.localStorage) + JSON.stringify(window.sessionStorage),
  );
  expect(everything).not.toContain(DEMO_PASSWORD);

  const next = await newSessionWith(browser, baseURL, await page.context().storageState());
  await next.page.goto('/about');
  await expect(next.page.getByRole('banner').getByText('Alex', { exact: true })).toBeVisible();
  expect((await sessionValues(next.page)).token).toMatch(/.{20,}/);
  expect(next.rememberedCalls).toHaveLength(1);
  // The token is spent on use: the record now holds the new one.
  expect((await rememberedLogin(next.page))?.rememberToken).not.toBe(record?.rememberToken);
  await next.context.close();
});

test('a remembered login 7 or more days old is cleared and does not log in', async ({ page, browser, baseURL }) => {
  await page.goto('/');
  await logIn(page, 'buyer@example.com', { remember: true });
  const storage = await page.context().storageState();
  for (const origin of storage.origins) {
    for (const item of origin.localStorage) {
      if (item.name === 'rememberedLogin') {
        const record = JSON.parse(item.value) as { time: number };
        item.value = JSON.stringify({ ...record, time: Date.now() - 7 * 24 * 60 * 60 * 1000 - 60_000 });
      }
    }
  }

  const next = await newSessionWith(browser, baseURL, storage);
  await next.page.goto('/');
  await islandsReady(next.page);
  // The Basket link replaces its placeholder once the session is known, the automatic login tried.
  // (The Account button says nothing of it: it is in the page from the start.)
  await expect(next.page.getByRole('banner').getByRole('link', { name: /^Basket/ })).toBeVisible();
  await expect(next.page.getByRole('banner').getByText('Alex', { exact: true })).toHaveCount(0);
  expect(await rememberedLogin(next.page)).toBeNull();
  expect((await sessionValues(next.page)).token).toBeUndefined();
  expect(next.rememberedCalls).toHaveLength(0);
  await next.context.close();
});

test('logging out clears the session, basket count and remembered login and replaces the page in history', async ({
  page,
}) => {
  await page.goto('/about');
  await logIn(page, 'buyer@example.com', { remember: true });
  await page.evaluate(() => window.sessionStorage.setItem('basketCount', '4'));
  await page.reload();
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: /^Basket/ })).toHaveAccessibleName('Basket 4');

  // The menu's code may still be on its way after the reload: open it until its Log out shows.
  const logOut = banner.getByRole('button', { name: 'Log out' });
  await expect(async () => {
    if (!(await logOut.isVisible())) await banner.getByRole('button', { name: 'Account', exact: true }).click();
    await expect(logOut).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await logOut.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: /^Basket/ })).toHaveAccessibleName('Basket');
  const session = await sessionValues(page);
  expect(session.token).toBeUndefined();
  expect(session.basketCount).toBeUndefined();
  expect(await rememberedLogin(page)).toBeNull();

  // The account page was replaced: Back returns to the page before it.
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
});
