import { expect, test, type Page } from '@playwright/test';

// The shared footer: the newsletter box against the real API, the copyright year and the legal links.

/** An address no other run has used. */
const freshEmail = () => `news-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function subscribe(page: Page, email: string) {
  const box = page.getByRole('textbox', { name: 'Newsletter email' });
  // The newsletter island wakes up when it scrolls into view.
  await box.scrollIntoViewIfNeeded();
  await box.fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
}

test('the newsletter warns about an invalid address', async ({ page }) => {
  await page.goto('/');
  await subscribe(page, 'not-an-email');
  await expect(page.getByRole('alert').filter({ hasText: 'Enter a valid email address' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Newsletter email' })).toHaveValue('not-an-email');
});

test('the newsletter subscribes a valid address, and answers a second time as the first', async ({ page }) => {
  const email = freshEmail();
  await page.goto('/about');
  await subscribe(page, email);
  await expect(
    page.getByRole('status').filter({
      hasText:
        'Thank you. Please check your inbox: you join our newsletter when you follow the link in the e-mail we have just sent.',
    }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Newsletter email' })).toHaveValue('');
  await subscribe(page, email);
  await expect(
    page.getByRole('status').filter({
      hasText:
        'Thank you. Please check your inbox: you join our newsletter when you follow the link in the e-mail we have just sent.',
    }),
  ).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: 'Newsletter email' })).toHaveValue('');
});

test('the newsletter speaks Chinese on Chinese pages', async ({ page }) => {
  await page.goto('/zh-cn/');
  const box = page.getByRole('textbox', { name: '新闻通讯电子邮箱' });
  await box.scrollIntoViewIfNeeded();
  await box.fill('x@y');
  await page.getByRole('button', { name: '订阅' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '请输入有效的电子邮箱地址' })).toBeVisible();
});

test('the footer shows the copyright year 2025 and the company registration', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('© 2025 Lihda Group Ltd. All rights reserved.')).toBeVisible();
  await expect(footer.getByText(/VAT .+ · EORI .+ · XI EORI/)).toBeVisible();
  await expect(footer.getByRole('img', { name: 'Debit and credit cards' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Call us' })).toHaveAttribute('href', /^tel:\+?\d+$/);
});

const LEGAL = [
  ['Copyright', '/Copyright'],
  ['Terms and Conditions', '/TermsConditions'],
  ['Privacy Policy', '/PrivacyPolicy'],
  ['Cookie Policy', '/CookiePolicy'],
] as const;

for (const [name, path] of LEGAL) {
  test(`the footer link ${name} opens ${path}`, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('the legal links stay in Chinese on Chinese pages', async ({ page }) => {
  await page.goto('/zh-cn/about');
  const legal = page.getByRole('navigation', { name: '法律信息' }).getByRole('link');
  await expect(legal).toHaveCount(4);
  for (const [, path] of LEGAL) await expect(page.locator(`footer a[href="/zh-cn${path}"]`)).toHaveCount(1);
  await legal.first().click();
  await expect(page).toHaveURL(/\/zh-cn\/Copyright$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

test('the Our Services list links to each service page', async ({ page }) => {
  await page.goto('/');
  const services = page.getByRole('navigation', { name: 'Our Services' }).getByRole('link');
  expect(await services.count()).toBeGreaterThan(0);
  const first = services.first();
  const title = (await first.textContent())!.trim();
  await first.click();
  await expect(page).toHaveURL(/\/services\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
