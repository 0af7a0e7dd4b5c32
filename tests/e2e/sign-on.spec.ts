import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Envelope } from '#contract/api/types.ts';
import { startTestProvider, type TestProvider } from '../support/oidc-provider.ts';
import { islandsReady } from './header-support.ts';
import { signIn } from './support/pay-order.ts';
import { staffToken } from './support/staff-second-factor.ts';

// Single sign-on from the sign-in dialog through a real OpenID provider (oidc-provider on loopback)
// and back signed in, on a laptop and on a phone held sideways, in both languages; and a provider
// whose ID token must be refused, which brings the buyer back to the dialog with the reason.

const DOMAIN = 'sso-journey.example';
const port = Number(process.env.E2E_PORT || 4399);

const WORDS = {
  en: {
    prefix: '',
    account: 'Account',
    logIn: 'Log in',
    email: 'Email',
    go: 'Continue with company sign-on',
    welcome: 'Welcome to Lihda Group.',
    refused: "Your company's sign-on did not confirm who you are, so you were not signed in. Please try again.",
  },
  'zh-cn': {
    prefix: '/zh-cn',
    account: '账户',
    logIn: '登录',
    email: '电子邮箱',
    go: '通过公司单点登录继续',
    welcome: '欢迎来到 Lihda Group。',
    refused: '贵公司的单点登录未能确认您的身份，因此您未能登录。请重试。',
  },
} as const;
const SIZES = [
  { width: 1366, height: 800 },
  { width: 844, height: 390 },
];

let provider: TestProvider;

async function api<T>(request: APIRequestContext, path: string, data: object, token?: string): Promise<T> {
  const answer = (await (
    await request.post(`/api/${path}`, { data, headers: token ? { token } : {} })
  ).json()) as Envelope<T>;
  expect(answer.code, `${path}: ${answer.msg}`).toBe(200);
  return answer.data;
}

test.beforeAll(async ({ request }) => {
  provider = await startTestProvider([`http://127.0.0.1:${port}/api/unpri/signOnReturn`]);
  const token = await staffToken(request, 'admin@lihda.example');
  const companies = await api<{ list: Array<{ id: number; name: string }> }>(
    request,
    'staff/companyList',
    { search: 'Acme' },
    token,
  );
  await api(
    request,
    'staff/companySignOnSave',
    {
      id: companies.list[0]!.id,
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      domains: DOMAIN,
    },
    token,
  );
});
test.afterAll(() => provider?.close());
test.afterEach(() => {
  provider.misbehave = null;
});

/** The sign-in dialog with an address of the company's domain typed, and the way to its sign-on offered. */
async function offerFor(page: Page, words: (typeof WORDS)[keyof typeof WORDS], email: string) {
  await page.goto(`${words.prefix}/`);
  await islandsReady(page);
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: words.account, exact: true }).click();
  await banner.getByRole('button', { name: words.logIn }).click();
  const dialog = page.getByRole('dialog', { name: words.logIn });
  await dialog.getByRole('textbox', { name: words.email }).fill(email);
  const go = dialog.getByRole('link', { name: words.go });
  await expect(go).toBeVisible();
  return { dialog, go };
}

for (const [locale, words] of Object.entries(WORDS)) {
  for (const size of SIZES) {
    test(`a company buyer signs in through the company's provider and lands on the account page (${locale}, ${size.width}×${size.height})`, async ({
      browser,
    }) => {
      const page = await (await browser.newContext({ viewport: size })).newPage();
      const email = `ann.${locale}.${size.width}@${DOMAIN}`;
      provider.names.set(email, { given_name: 'Ann', family_name: 'Lee' });
      const { go } = await offerFor(page, words, email);
      await go.click();
      await page.waitForURL(new RegExp(`${words.prefix}/acInformation$`));
      await expect(page.getByText(words.welcome)).toBeVisible();
      await expect(page.getByRole('banner').getByText('Ann', { exact: true })).toBeVisible();
      expect(await page.evaluate(() => window.sessionStorage.getItem('token'))).toBeTruthy();
      // The one-use code is gone from the address bar and from the language link that copies it.
      expect(page.url()).not.toContain('#');
      await expect(page.locator('a[hreflang]')).not.toHaveAttribute('href', /signOnCode/);
    });
  }

  test(`an ID token the shop must refuse brings the buyer back to the dialog with the reason (${locale})`, async ({
    page,
  }) => {
    provider.misbehave = 'nonce';
    const { go } = await offerFor(page, words, `refused.${locale}@${DOMAIN}`);
    await go.click();
    const dialog = page.getByRole('dialog', { name: words.logIn });
    await expect(dialog.getByRole('alert')).toHaveText(words.refused);
    expect(await page.evaluate(() => window.sessionStorage.getItem('token'))).toBeNull();
    expect(page.url()).not.toContain('signOnError');
  });
}

test("an administrator sees and changes a company's single sign-on in the console, the secret never shown", async ({
  page,
}) => {
  await signIn(page, 'admin@lihda.example');
  await page.goto('/editor#companies');
  await islandsReady(page);
  const search = page.getByRole('search', { name: 'Companies, A to Z' });
  await search.getByRole('searchbox', { name: 'Search' }).fill('Acme');
  await search.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('button', { name: 'Open Acme Engineering Ltd' }).click();
  const form = page.getByRole('form', { name: 'Single sign-on' });
  await expect(form.getByRole('textbox', { name: 'Issuer (https address)' })).toHaveValue(provider.issuer);
  await expect(form.getByLabel('Client secret')).toHaveValue('');
  await expect(form.getByLabel('Client secret')).toHaveAccessibleDescription(
    'A secret is kept and never shown. Leave blank to keep it.',
  );
  await expect(form).toContainText(`http://127.0.0.1:${port}/api/unpri/signOnReturn`);
  const domains = form.getByRole('textbox', { name: 'E-mail domains' });
  await expect(domains).toHaveValue(DOMAIN);
  await domains.fill(`${DOMAIN}, second-sso.example`);
  await form.getByRole('button', { name: 'Save single sign-on' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved.');
  const check = (await (
    await page.request.post('/api/unpri/signOnCheck', { data: { email: 'x@second-sso.example' } })
  ).json()) as Envelope<{ signOn: boolean }>;
  expect(check.data.signOn).toBe(true);
});
