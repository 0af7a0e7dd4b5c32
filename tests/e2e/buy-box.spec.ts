import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { ProductDetail, Variant } from '#contract/calls/catalogue.ts';
import { DEMO_PASSWORD, islandsReady, visitorMoves } from './header-support.ts';
import { liveStockOnPage } from './support/live-stock.ts';
import { registerBuyer } from './support/register-buyer.ts';

// The product page's buy box and configurator: above the fold on a desktop and on a phone held
// sideways or upright, the chosen part number in the address (reload, language switch, downloads), and
// "Add to basket" when logged out.

const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 844, height: 390 };
const PORTRAIT = { width: 390, height: 844 };

const BOX = { en: 'Your choice', 'zh-cn': '您的选择' } as const;
const ADD = { en: 'Add to basket', 'zh-cn': '加入购物篮' } as const;
const IN_STOCK = { en: (n: number) => `In stock: ${n} `, 'zh-cn': (n: number) => `现货：${n} 件` } as const;

async function family(request: APIRequestContext, id: number): Promise<ProductDetail> {
  return (await (await request.post('/api/unpri/productDetail', { data: { id } })).json()).data as ProductDetail;
}

const prefix = (locale: 'en' | 'zh-cn') => (locale === 'en' ? '' : '/zh-cn');
const pageOf = (product: ProductDetail, locale: 'en' | 'zh-cn', variant?: Variant) =>
  `${prefix(locale)}/goodsInfo/${product.id}/${product.slug}${variant ? `?partNo=${variant.partNo}` : ''}`;

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await islandsReady(page);
  await visitorMoves(page);
}

/** Each part of the first screen below the header: its top not under the header as drawn, its bottom on the screen. */
async function expectOnFirstScreen(page: Page, parts: Locator[]): Promise<void> {
  const header = (await page.getByRole('banner').boundingBox())!;
  const screenHeight = page.viewportSize()!.height;
  for (const part of parts) {
    const box = (await part.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    expect(box.y + box.height).toBeLessThanOrEqual(screenHeight);
  }
}

for (const [size, viewport] of [
  ['1366×800', DESKTOP],
  ['844×390', PHONE],
  ['390×844', PORTRAIT],
] as const) {
  for (const locale of ['en', 'zh-cn'] as const) {
    test(`at ${size} in ${locale}, the buy box of the chosen part is above the fold`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      const product = await family(request, 1);
      const variant = product.variants.find((v) => v.stock > 0)!;
      const stock = liveStockOnPage(page, product.id, variant.id);
      await open(page, pageOf(product, locale, variant));
      const box = page.getByRole('region', { name: BOX[locale] });
      await expect(box.getByTestId('chosen-part-no')).toHaveText(variant.partNo);
      await expect(box.getByRole('spinbutton')).toBeVisible();
      await expect(box.getByRole('button', { name: ADD[locale] })).toBeVisible();
      await expect(box.locator('.buy-prices dd').first()).toContainText('£');
      // The stock is live: the figure the page's own call answered.
      await expect(box.locator('.buy-availability')).toContainText(IN_STOCK[locale](await stock));
      await expect(box.getByRole('link', { name: /STEP/ })).toHaveAttribute(
        'href',
        `/api/unpri/downloadCad?variantId=${variant.id}&format=step`,
      );
      // The price, the quantity and "Add to basket" on the first screen, below the header as it is drawn
      // at this size (on a phone held sideways it takes at most a quarter of the height).
      const price = box.locator('.buy-prices dd').first();
      await expectOnFirstScreen(page, [
        price,
        box.getByRole('spinbutton'),
        box.getByRole('button', { name: ADD[locale] }),
      ]);
      if (viewport === PHONE)
        expect((await page.getByRole('banner').boundingBox())!.height).toBeLessThanOrEqual(viewport.height / 4);
      // The part number is never broken at a hyphen.
      const partNo = box.getByTestId('chosen-part-no');
      expect((await partNo.boundingBox())!.height).toBeLessThan(40);
    });
  }
}

test('in Chinese at 844 wide, the largest total stays inside the buy box, its ex VAT beside it or under it', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 844, height: 1000 });
  const product = await family(request, 1);
  const dearest = product.variants.reduce((a, b) =>
    b.priceBreaks[0]!.unitPricePence > a.priceBreaks[0]!.unitPricePence ? b : a,
  );
  await open(page, pageOf(product, 'zh-cn', dearest));
  const box = page.getByRole('region', { name: BOX['zh-cn'] });
  await box.getByRole('spinbutton').fill('9999');
  const [unit, total] = [box.locator('.buy-prices dd').first(), box.locator('.buy-prices dd').last()];
  await expect(total).toContainText(/£\d{3},\d{3}\.\d\d/);
  const edge = (await box.boundingBox())!;
  const unitBox = (await unit.boundingBox())!;
  const totalBox = (await total.boundingBox())!;
  expect(unitBox.x + unitBox.width).toBeLessThanOrEqual(totalBox.x);
  expect(totalBox.x + totalBox.width).toBeLessThanOrEqual(edge.x + edge.width);
  expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
});

test('the chosen part number is in the address: it survives a reload and the language switch, and the downloads use it', async ({
  page,
  request,
}) => {
  const product = await family(request, 1);
  const variant = product.variants.find((v) => v.dims.l1 === 160 && v.partNo.endsWith('B'))!;
  await open(page, pageOf(product, 'en'));
  await page.getByRole('table').getByRole('radio', { name: variant.partNo, exact: true }).check();
  await expect(page).toHaveURL(new RegExp(`\\?partNo=${variant.partNo}$`));

  await page.reload();
  await islandsReady(page);
  const box = page.getByRole('region', { name: 'Your choice' });
  await expect(box.getByTestId('chosen-part-no')).toHaveText(variant.partNo);
  await expect(page.getByRole('table').getByRole('radio', { name: variant.partNo, exact: true })).toBeChecked();

  await page
    .getByRole('banner')
    .getByRole('link', { name: /Switch to Chinese/ })
    .click();
  await expect(page).toHaveURL(
    new RegExp(`/zh-cn/goodsInfo/${product.id}/${product.slug}\\?partNo=${variant.partNo}$`),
  );
  await islandsReady(page);
  const zhBox = page.getByRole('region', { name: '您的选择' });
  await expect(zhBox.getByTestId('chosen-part-no')).toHaveText(variant.partNo);

  const datasheet = zhBox.getByRole('link', { name: `${variant.partNo} 的数据表（PDF）` });
  // The Chinese page asks for the Chinese datasheet.
  await expect(datasheet).toHaveAttribute(
    'href',
    `/api/unpri/downloadDatasheet?id=${product.id}&partNo=${variant.partNo}&lang=zh-cn`,
  );
  const pdf = await request.get((await datasheet.getAttribute('href'))!);
  expect(pdf.headers()['content-disposition']).toBe(`attachment; filename="${variant.partNo}-zh.pdf"`);
  const cad = await request.get(
    (await zhBox.getByRole('link', { name: `${variant.partNo} 的 CAD 模型，DXF` }).getAttribute('href'))!,
  );
  expect(cad.headers()['content-disposition']).toBe(`attachment; filename="${variant.partNo}.dxf"`);
});

test('on a phone in Chinese, the configurator disables what does not fit and chooses the last variant left', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  const product = await family(request, 1);
  await open(page, pageOf(product, 'zh-cn'));
  const configurator = page.getByRole('group', { name: '选型配置' });
  const thread = configurator.getByRole('group', { name: '螺纹' });
  const holes = configurator.getByRole('group', { name: '孔距 (mm)' });
  await thread.getByRole('radio', { name: 'M10', exact: true }).check();
  const m10 = product.variants.filter((v) => v.dims.thread === 'M10');
  await expect(page.getByText(`显示 ${m10.length} 种规格，共 ${product.variants.length} 种`)).toBeVisible();
  await expect(holes.getByRole('radio', { name: '100', exact: true })).toBeDisabled();
  const holeValue = String(m10[0]!.dims.l1);
  await holes.getByRole('radio', { name: holeValue, exact: true }).check();
  // Two finishes share these dimensions: the finish is a choice of its own, in Chinese.
  const twins = m10.filter((v) => String(v.dims.l1) === holeValue);
  expect(new Set(twins.map((v) => v.finish)).size).toBe(2);
  await configurator
    .getByRole('group', { name: '表面处理' })
    .getByRole('radio', { name: twins[1]!.finishZh, exact: true })
    .check();
  await expect(page).toHaveURL(new RegExp(`\\?partNo=${twins[1]!.partNo}$`));
  await expect(page.getByRole('table').getByRole('radio', { name: twins[1]!.partNo, exact: true })).toBeChecked();
  await expect(page.getByRole('region', { name: '您的选择' }).getByTestId('chosen-part-no')).toHaveText(
    twins[1]!.partNo,
  );
});

for (const { locale, viewport, login } of [
  {
    locale: 'en',
    viewport: DESKTOP,
    login: {
      dialog: 'Log in',
      email: 'Email',
      password: 'Password',
      submit: 'Log in',
      added: 'Added to the basket: 3 × ',
    },
  },
  {
    locale: 'zh-cn',
    viewport: PHONE,
    login: { dialog: '登录', email: '电子邮箱', password: '密码', submit: '登录', added: '已加入购物篮：3 × ' },
  },
] as const) {
  test(`logged out (${locale}), Add to basket opens the sign-in dialog; after logging in the buyer stays and the part is in the basket`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const email = `buy-box-${locale}-${Date.now()}@example.com`;
    const registered = await registerBuyer(request, { firstName: 'Kit', lastName: 'Buyer', email, pwd: DEMO_PASSWORD });
    expect(registered.code, registered.msg).toBe(200);
    const product = await family(request, 2);
    const variant = product.variants[0]!;
    const path = pageOf(product, locale, variant);
    await open(page, path);
    const box = page.getByRole('region', { name: BOX[locale] });
    await box.getByRole('spinbutton').fill('3');
    await box.getByRole('button', { name: ADD[locale] }).click();

    const dialog = page.getByRole('dialog', { name: login.dialog });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: login.email }).fill(email);
    await dialog.getByLabel(login.password).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: login.submit, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: `${login.added}${variant.partNo}` })).toBeVisible();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
    await expect(page.getByRole('banner').locator('.basket-badge')).toHaveText('3');
  });
}
