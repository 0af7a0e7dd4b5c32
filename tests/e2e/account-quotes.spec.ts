import { expect, test } from '@playwright/test';
import type { Address } from '#contract/calls/addresses.ts';
import type { Envelope } from '#contract/api/types.ts';
import type { ProductDetail } from '#contract/calls/catalogue.ts';
import type { OrderDetail } from '#contract/calls/orders.ts';
import { islandsReady } from './header-support.ts';
import { call, signIn } from './support/pay-order.ts';
import { open, pageIsNotWider, watchConsole } from './support/page-checks.ts';

// A buyer's quotes (docs/quotes.md): the demo's quoted ACME-RFQ-101 accepted into an order that names
// it, and a request made from the basket. Each run starts on a fresh demo database (serve-for-tests.ts).

const DESKTOP = { width: 1366, height: 800 };
const PHONE_LANDSCAPE = { width: 844, height: 390 };

test('a company admin accepts the quoted demo quote by bank transfer, and the order names the quote', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const errors = watchConsole(page);
  const token = await signIn(page, 'admin@acme.example');
  // A delivery address in the quote's country (GB), so the choice is a list as for a returning buyer.
  const address = await call<Address>(page, token, 'addressAdd', {
    kind: 'delivery',
    contactName: 'Priya Shah',
    companyName: 'Acme Engineering Ltd',
    line1: '2 Quote Lane',
    line2: '',
    town: 'Leeds',
    county: '',
    postcode: 'LS1 1AA',
    country: 'GB',
    phone: '0113 496 0000',
  });

  await open(page, '/acQuote');
  await expect(
    page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'Quotes' }),
  ).toHaveAttribute('aria-current', 'page');
  const table = page.getByRole('table', { name: 'Your quotes, newest first' });
  const row = table.getByRole('row').filter({ hasText: 'ACME-RFQ-101' });
  await expect(row).toContainText('Quoted');
  const quoteNo = (await row.getByRole('rowheader').textContent())!.trim();
  await row.getByRole('link', { name: quoteNo }).click();

  await page.waitForURL(/\/acQuotedetails\/\d+$/);
  await islandsReady(page);
  const quoteUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: `Quote ${quoteNo}` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Quoted lines of version 1' })).toBeVisible();
  const actions = page.getByRole('group', { name: 'Quote actions' });
  await actions.getByRole('button', { name: 'Accept' }).click();

  const form = page.getByRole('form', { name: 'Accept and order' });
  await form.getByRole('combobox', { name: 'Delivery address' }).selectOption(String(address.id));
  await form.getByRole('radio', { name: 'Bank transfer' }).check();
  await form.getByRole('button', { name: 'Place the order' }).click();

  await page.waitForURL(/\/acOrderdetails\/\d+$/);
  await islandsReady(page);
  const orderId = Number(new URL(page.url()).pathname.split('/').at(-1));
  const order = await call<OrderDetail>(page, token, 'orderDetail', { id: orderId });
  expect(order.paymentMethod).toBe('bankTransfer');
  expect(order.quote?.quoteNo).toBe(quoteNo);
  await expect(page.getByRole('heading', { name: `Order ${order.orderNo}` })).toBeVisible();
  await page.getByRole('link', { name: quoteNo }).click();

  await page.waitForURL(`**${quoteUrl}`);
  await islandsReady(page);
  await expect(page.locator('.order-details-head')).toContainText('Ordered');
  await expect(page.getByRole('link', { name: order.orderNo })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Quote actions' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

for (const { locale, viewport, button, title, send, requested, heading } of [
  {
    locale: 'en',
    viewport: DESKTOP,
    button: 'Request a quote',
    title: 'Request a quote for these lines',
    send: 'Send the request',
    requested: 'Requested',
    heading: 'Quote',
  },
  {
    locale: 'zh-cn',
    viewport: PHONE_LANDSCAPE,
    button: '询价',
    title: '为这些商品询价',
    send: '发送询价',
    requested: '已询价',
    heading: '报价',
  },
] as const) {
  test(`a buyer asks for a quote from the basket (${locale}, ${viewport.width}×${viewport.height})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const errors = watchConsole(page);
    const token = await signIn(page, 'buyer@example.com');
    const family = (
      (await (
        await page.request.post('/api/unpri/productDetail', { data: { id: 1 } })
      ).json()) as Envelope<ProductDetail>
    ).data;
    const partNo = family.variants[0]!.partNo;
    await call(page, token, 'basketClear');
    await call(page, token, 'basketAdd', { partNo, quantity: 5 });
    const prefix = locale === 'en' ? '' : '/zh-cn';
    const reference = `E2E-RFQ-${locale}`;
    try {
      await open(page, `${prefix}/basket`);
      await page.getByRole('button', { name: button, exact: true }).click();
      const form = page.getByRole('form', { name: title });
      await expect(page.getByRole('heading', { name: title })).toBeFocused();
      await form.getByLabel(locale === 'en' ? 'Your reference' : '您的参考号').fill(reference);
      await form.getByLabel(locale === 'en' ? `Note for ${partNo}` : `${partNo} 的备注`).fill('M10 instead of M8');
      await pageIsNotWider(page, viewport.width);
      await form.getByRole('button', { name: send }).click();

      await page.waitForURL(new RegExp(`${prefix}/acQuotedetails/\\d+$`));
      await islandsReady(page);
      await expect(page.getByRole('heading', { name: new RegExp(`^${heading} Q-\\d+$`) })).toBeVisible();
      await expect(page.locator('.order-details-head')).toContainText(requested);
      await expect(
        page.getByRole('table', { name: locale === 'en' ? 'What you asked for' : '您询价的内容' }),
      ).toContainText('M10 instead of M8');
      await pageIsNotWider(page, viewport.width);

      await open(page, `${prefix}/acQuote`);
      const row = page.getByRole('table').getByRole('row').filter({ hasText: reference });
      await expect(row).toContainText(requested);
      await pageIsNotWider(page, viewport.width);
      expect(errors).toEqual([]);
    } finally {
      await call(page, token, 'basketClear');
    }
  });
}
