import { expect, test } from '@playwright/test';
import type { Envelope } from '#contract/api/types.ts';
import type { ProductDetail } from '#contract/calls/catalogue.ts';
import { DEMO_PASSWORD, islandsReady, visitorMoves } from './header-support.ts';
import { pageIsNotWider, watchConsole } from './support/page-checks.ts';

// A request for a quote from a product page (docs/quotes.md): "Request a quote" beside the buy box's
// buttons links to /acQuote with the part and quantity; logged out, the account gate signs the buyer
// in on that page, the form opens with the part, and the request lands in the buyer's quotes.

const VIEWS = [
  {
    locale: 'en',
    viewport: { width: 1366, height: 800 },
    words: {
      choice: 'Your choice',
      quantity: 'Quantity',
      request: 'Request a quote',
      dialog: 'Log in',
      email: 'Email',
      password: 'Password',
      logIn: 'Log in',
      form: 'Request a quote for parts',
      partNo: 'Part number, line 1',
      lineQuantity: 'Quantity, line 1',
      note: 'Note, line 1 (optional)',
      reference: 'Your reference',
      send: 'Send the request',
      requested: 'Requested',
    },
  },
  {
    locale: 'zh-cn',
    viewport: { width: 844, height: 390 },
    words: {
      choice: '您的选择',
      quantity: '数量',
      request: '询价',
      dialog: '登录',
      email: '电子邮箱',
      password: '密码',
      logIn: '登录',
      form: '按零件编号询价',
      partNo: '零件编号，第 1 行',
      lineQuantity: '数量，第 1 行',
      note: '备注，第 1 行（可选）',
      reference: '您的参考号',
      send: '发送询价',
      requested: '已询价',
    },
  },
] as const;

for (const { locale, viewport, words } of VIEWS) {
  test(`a buyer asks for a quote from a product page, signing in on the way (${locale}, ${viewport.width}×${viewport.height})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const errors = watchConsole(page);
    const product = (
      (await (await request.post('/api/unpri/productDetail', { data: { id: 1 } })).json()) as Envelope<ProductDetail>
    ).data;
    const variant = product.variants[1]!;
    const prefix = locale === 'en' ? '' : '/zh-cn';
    const reference = `E2E-PRODUCT-${locale}`;

    await page.goto(`${prefix}/goodsInfo/${product.id}/${product.slug}`);
    await islandsReady(page);
    await visitorMoves(page);
    // The variant table wakes as it comes into view (below the fold on a phone).
    const radio = page.getByRole('radio', { name: variant.partNo, exact: true });
    await radio.scrollIntoViewIfNeeded();
    await expect(radio).toBeEnabled();
    await radio.check();
    const box = page.getByRole('region', { name: words.choice });
    await expect(box.getByTestId('chosen-part-no')).toHaveText(variant.partNo);
    // Beyond the basket's 9,999: the buy box says so, the quote takes it.
    await box.getByRole('spinbutton', { name: words.quantity }).fill('25000');
    await pageIsNotWider(page, viewport.width);
    await page.screenshot({ path: test.info().outputPath(`product-${locale}.png`) });
    await box.getByRole('link', { name: words.request, exact: true }).click();

    await page.waitForURL(new RegExp(`${prefix}/acQuote\\?part=${variant.partNo}&quantity=25000$`));
    const dialog = page.getByRole('dialog', { name: words.dialog });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: words.email }).fill('buyer@example.com');
    await dialog.getByLabel(words.password).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: words.logIn, exact: true }).click();
    await expect(dialog).toBeHidden();

    const form = page.getByRole('form', { name: words.form });
    await expect(form.getByLabel(words.partNo)).toHaveValue(variant.partNo);
    await expect(form.getByLabel(words.lineQuantity)).toHaveValue('25000');
    await form.getByLabel(words.note).fill('Anodised black');
    await form.getByLabel(words.reference).fill(reference);
    await pageIsNotWider(page, viewport.width);
    await page.screenshot({ path: test.info().outputPath(`form-${locale}.png`), fullPage: true });
    await form.getByRole('button', { name: words.send }).click();

    await page.waitForURL(new RegExp(`${prefix}/acQuotedetails/\\d+$`));
    await islandsReady(page);
    await expect(page.locator('.order-details-head')).toContainText(words.requested);
    await page.goto(`${prefix}/acQuote`);
    await islandsReady(page);
    const row = page.getByRole('table').getByRole('row').filter({ hasText: reference });
    await expect(row).toContainText(words.requested);
    await pageIsNotWider(page, viewport.width);
    await page.screenshot({ path: test.info().outputPath(`quotes-${locale}.png`), fullPage: true });
    expect(errors).toEqual([]);
  });
}
