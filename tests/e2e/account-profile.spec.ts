import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import type { Envelope } from '#contract/api/types.ts';
import type { LoginAnswer } from '#contract/calls/login.ts';
import type { ProductDetail } from '#contract/calls/catalogue.ts';
import { DEMO_PASSWORD, islandsReady } from './header-support.ts';
import { signIn } from './support/pay-order.ts';
import { registerBuyer } from './support/register-buyer.ts';

// The profile pages: /acInformation, /acAddress and /browseHistory. The demo buyer's data is shared with
// other specs, so checks are about what this spec makes; destructive journeys use a fresh registration.

/** Registers a fresh buyer through the API and starts the tab's session with it, as the sign-in dialog does. */
async function freshBuyer(page: Page): Promise<{ email: string; login: LoginAnswer }> {
  const email = `profile-${randomUUID().slice(0, 8)}@example.com`;
  const answer = await registerBuyer(page.request, {
    firstName: 'Robin',
    lastName: 'Fresh',
    email,
    pwd: DEMO_PASSWORD,
  });
  expect(answer.code, answer.msg).toBe(200);
  await page.addInitScript((s) => {
    sessionStorage.setItem('token', s.token);
    sessionStorage.setItem('firstName', s.firstName);
    sessionStorage.setItem('id', String(s.id));
    sessionStorage.setItem('blongCompany', '0');
  }, answer.data);
  return { email, login: answer.data };
}

async function viewProduct(page: Page, id: number): Promise<ProductDetail> {
  const product = (
    (await (await page.request.post('/api/unpri/productDetail', { data: { id } })).json()) as Envelope<ProductDetail>
  ).data;
  const recorded = page.waitForResponse((r) => r.url().endsWith('/api/pri/browseRecord'));
  await page.goto(`/goodsInfo/${product.id}/${product.slug}`);
  await recorded;
  return product;
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await islandsReady(page);
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('the buyer lands on their details after login, edits the phone and sees it saved after a reload', async ({
  page,
}) => {
  await signIn(page, 'buyer@example.com');
  const details = page.getByRole('region', { name: 'Your details' });
  await expect(details).toBeInViewport();
  await expect(details).toBeFocused();
  await expect(details.getByRole('textbox', { name: 'Email address' })).toHaveValue('buyer@example.com');

  const phone = `0113 496 ${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
  await details.getByRole('textbox', { name: 'Phone (optional)' }).fill(phone);
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(toast(page, 'Your details have been saved.')).toBeVisible();

  await page.reload();
  await islandsReady(page);
  await expect(
    page.getByRole('region', { name: 'Your details' }).getByRole('textbox', { name: 'Phone (optional)' }),
  ).toHaveValue(phone);
});

test('the buyer adds delivery addresses, makes one the default and deletes them', async ({ page }) => {
  await signIn(page, 'buyer@example.com');
  await open(page, '/acAddress');
  const delivery = page.getByRole('region', { name: 'Delivery addresses' });
  const contact = `E2E Profile ${randomUUID().slice(0, 6)}`;

  /** Adds an address through the form and answers its card (focused once saved). */
  async function add(line1: string) {
    await delivery.getByRole('button', { name: 'Add a delivery address' }).click();
    const form = delivery.getByRole('group', { name: 'New delivery address' });
    await form.getByLabel('Contact name').fill(contact);
    await form.getByLabel('Address line 1').fill(line1);
    await form.getByLabel('Town or city').fill('Leeds');
    await form.getByLabel('Postcode').fill('ls11aa');
    await form.getByLabel('Phone').fill('0113 496 0101');
    await form.getByRole('button', { name: 'Save address' }).click();
    const name = `${contact}, ${line1}, LS1 1AA`;
    const card = delivery.getByRole('article', { name });
    await expect(card).toBeFocused();
    return { name, card };
  }

  const first = await add('7 Canal Wharf');
  await expect(toast(page, 'Address saved.')).toBeVisible();
  // The second is never the default when added: the first (or an older one) is.
  const second = await add('8 Canal Wharf');
  await expect(second.card.getByText('Default', { exact: true })).toHaveCount(0);
  await second.card.getByRole('button', { name: `Make default: ${second.name}` }).click();
  await expect(toast(page, 'Default address changed.')).toBeVisible();
  await expect(second.card.getByText('Default', { exact: true })).toBeVisible();
  await expect(first.card.getByText('Default', { exact: true })).toHaveCount(0);
  await page.reload();
  await islandsReady(page);
  await expect(second.card.getByText('Default', { exact: true })).toBeVisible();

  // Edited in place: the form comes with the address's values.
  await first.card.getByRole('button', { name: `Edit address: ${first.name}` }).click();
  const edit = delivery.getByRole('group', { name: `Edit address: ${contact}` });
  await expect(edit.getByLabel('Address line 1')).toHaveValue('7 Canal Wharf');
  await edit.getByLabel('Address line 1').fill('9 Canal Wharf');
  await edit.getByRole('button', { name: 'Save address' }).click();
  const edited = {
    name: `${contact}, 9 Canal Wharf, LS1 1AA`,
    card: delivery.getByRole('article', { name: `${contact}, 9 Canal Wharf, LS1 1AA` }),
  };
  await expect(edited.card).toBeFocused();

  for (const { name, card } of [second, edited]) {
    await card.getByRole('button', { name: `Delete address: ${name}` }).click();
    await card.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(delivery.getByRole('article', { name })).toHaveCount(0);
  }
  await expect(toast(page, 'Address deleted.').first()).toBeVisible();
  await page.reload();
  await islandsReady(page);
  await expect(page.getByRole('heading', { name: 'Delivery addresses' })).toBeVisible();
  await expect(page.getByRole('article', { name: new RegExp(contact) })).toHaveCount(0);
});

for (const { locale, viewport, text } of [
  {
    locale: 'en',
    viewport: { width: 1366, height: 800 },
    text: { region: 'Company addresses', note: 'Delivery address, kept by Priya Shah', edit: 'Edit', del: 'Delete' },
  },
  {
    locale: 'zh-cn',
    viewport: { width: 844, height: 390 },
    text: { region: '公司地址', note: '收货地址，由Priya Shah维护', edit: '编辑', del: '删除' },
  },
] as const) {
  test(`a company member's address book (${locale}) lists the admin's addresses to read, not to change`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const line1 = `${randomUUID().slice(0, 4)} Site Road`;
    const admin = (await (
      await page.request.post('/api/unpri/userLogin', { data: { email: 'admin@acme.example', pwd: DEMO_PASSWORD } })
    ).json()) as Envelope<LoginAnswer>;
    const headers = { token: admin.data.token };
    const kept = (await (
      await page.request.post('/api/pri/addressAdd', {
        headers,
        data: {
          kind: 'delivery',
          contactName: 'Acme Goods In',
          line1,
          town: 'Derby',
          postcode: 'DE1 1AA',
          country: 'GB',
          phone: '01332 496000',
        },
      })
    ).json()) as Envelope<{ id: number }>;
    expect(kept.code, kept.msg).toBe(200);
    try {
      await signIn(page, 'member@acme.example');
      await open(page, `${locale === 'en' ? '' : '/zh-cn'}/acAddress`);
      const shared = page.getByRole('region', { name: text.region });
      const card = shared.getByRole('article', { name: `Acme Goods In, ${line1}, DE1 1AA` });
      await expect(card).toBeVisible();
      await expect(card.getByText(text.note)).toBeVisible();
      await expect(card.getByRole('button')).toHaveCount(0);
      // Tom's own addresses keep their buttons; the company's are not among them.
      await expect(page.getByRole('article', { name: new RegExp(line1) })).toHaveCount(1);
      await expect(shared.getByRole('button', { name: new RegExp(`^(${text.edit}|${text.del})`) })).toHaveCount(0);
    } finally {
      await page.request.post('/api/pri/addressDelete', { headers, data: { id: kept.data.id } });
    }
  });
}

test('the browse history shows a product just viewed, opens it again and removes it', async ({ page }) => {
  await signIn(page, 'buyer@example.com');
  const product = await viewProduct(page, 5);
  await open(page, '/browseHistory');
  const item = page.getByRole('article', { name: product.name });
  await expect(item).toBeVisible();
  await expect(item.getByRole('link', { name: `Open again: ${product.name}` })).toHaveAttribute(
    'href',
    `/goodsInfo/${product.id}/${product.slug}`,
  );

  await item.getByRole('button', { name: `Remove from history: ${product.name}` }).click();
  await expect(toast(page, 'Removed from your history.')).toBeVisible();
  await expect(page.getByRole('article', { name: product.name })).toHaveCount(0);
});

test('a fresh buyer clears the whole browse history after confirming', async ({ page }) => {
  await freshBuyer(page);
  const first = await viewProduct(page, 2);
  const second = await viewProduct(page, 3);
  await open(page, '/browseHistory');
  const list = page.getByRole('list', { name: 'Recently viewed products' });
  await expect(list.getByRole('article')).toHaveCount(2);
  // Newest first.
  await expect(list.getByRole('article').first()).toHaveAccessibleName(second.name);
  await expect(list.getByRole('article').last()).toHaveAccessibleName(first.name);

  await page.getByRole('button', { name: 'Clear history' }).click();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.getByRole('button', { name: 'Yes, clear all' }).click();
  await expect(toast(page, 'Your browse history has been cleared.')).toBeVisible();
  await expect(page.getByText('You have not viewed any products yet.')).toBeVisible();
});

test('a fresh buyer changes the password: other sessions end, this one stays, the new password logs in', async ({
  page,
}) => {
  const { email } = await freshBuyer(page);
  const other = (
    (await (
      await page.request.post('/api/unpri/userLogin', { data: { email, pwd: DEMO_PASSWORD } })
    ).json()) as Envelope<LoginAnswer>
  ).data;

  await open(page, '/acInformation#section2');
  const section = page.getByRole('region', { name: 'Change password' });
  await expect(section).toBeInViewport();
  await expect(section).toBeFocused();
  await section.getByLabel('Current password').fill(DEMO_PASSWORD);
  await section.getByLabel('New password', { exact: true }).fill('short1');
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(section.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(section.getByLabel('New password', { exact: true })).toBeFocused();

  await section.getByLabel('New password', { exact: true }).fill('Fresh-pass-22');
  await section.getByLabel('Confirm new password').fill('Fresh-pass-22');
  await section.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, 'Your password has been changed. You have been logged out everywhere else.')).toBeVisible();
  await expect(section.getByLabel('Current password')).toHaveValue('');

  const otherAnswer = (await (
    await page.request.post('/api/pri/userInfo', { data: {}, headers: { token: other.token } })
  ).json()) as Envelope<unknown>;
  expect(otherAnswer.code).toBe(701);
  await page.reload();
  await islandsReady(page);
  await expect(
    page.getByRole('region', { name: 'Your details' }).getByRole('textbox', { name: 'Email address' }),
  ).toHaveValue(email);
  const again = (await (
    await page.request.post('/api/unpri/userLogin', { data: { email, pwd: 'Fresh-pass-22' } })
  ).json()) as Envelope<LoginAnswer>;
  expect(again.code).toBe(200);
});
