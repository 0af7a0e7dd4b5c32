import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { OrderDetail } from '#contract/calls/orders.ts';
import type { LoginAnswer } from '#contract/calls/login.ts';
import type { ProductDetail } from '#contract/calls/catalogue.ts';
import { DEMO_PASSWORD, islandsReady, logIn, sessionValues, visitorMoves } from './header-support.ts';
import { checkoutToNewAddress } from './support/checkout-address.ts';

// The basket (/basket): add from a product page, quick order by part number, quantities and
// references, then checkout with a new address and a PO reference, on to /Pay/{id}.

async function family(request: APIRequestContext, id: number): Promise<ProductDetail> {
  return (await (await request.post('/api/unpri/productDetail', { data: { id } })).json()).data as ProductDetail;
}

/** Starts each test from an empty basket (saved lines too), whatever other tests left in it. */
async function emptyBasketOf(request: APIRequestContext, email: string): Promise<void> {
  const login = (await (await request.post('/api/unpri/userLogin', { data: { email, pwd: DEMO_PASSWORD } })).json())
    .data as LoginAnswer;
  const headers = { token: login.token };
  await request.post('/api/pri/basketClear', { data: {}, headers });
  const basket = (await (await request.post('/api/pri/basketList', { data: {}, headers })).json()).data as {
    saved: Array<{ partNo: string }>;
  };
  for (const { partNo } of basket.saved) await request.post('/api/pri/basketRemove', { data: { partNo }, headers });
}

const badge = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('link', { name: /^Basket/ })
    .locator('.basket-badge');
const lines = (page: Page) => page.getByRole('table', { name: 'Basket lines' });

async function openBasket(page: Page): Promise<void> {
  await page.goto('/basket');
  await islandsReady(page);
}

test('logged out, the basket asks the buyer to log in, and shows the basket after logging in there', async ({
  page,
  request,
}) => {
  await emptyBasketOf(request, 'buyer@example.com');
  await openBasket(page);
  await expect(page.getByText('Please log in to see your basket, order by part number and check out.')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill('buyer@example.com');
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Your basket is empty.')).toBeVisible();
  await expect(page).toHaveURL(/\/basket\/?$/);
  await expect(page.getByRole('form', { name: 'Quick order' })).toBeVisible();
});

test('add from a product page, quick order, change a quantity, check out with a new address and land on /Pay/{id}', async ({
  page,
  request,
}) => {
  await emptyBasketOf(request, 'buyer@example.com');
  const handles = await family(request, 1);
  const fromPage = handles.variants.find((v) => v.stock > 10)!;
  const other = await family(request, 2);
  const byPartNo = other.variants[0]!;

  await page.goto('/');
  await islandsReady(page);
  await logIn(page, 'buyer@example.com');

  // From the product page: 2 of one variant.
  await page.goto(`/goodsInfo/${handles.id}/${handles.slug}`);
  await islandsReady(page);
  await visitorMoves(page);
  await page.getByRole('radio', { name: fromPage.partNo, exact: true }).check();
  await page.getByRole('region', { name: 'Your choice' }).getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(badge(page)).toHaveText('2');

  // Quick order: one known part number and one unknown.
  await openBasket(page);
  await expect(lines(page).getByRole('rowheader', { name: new RegExp(fromPage.partNo) })).toBeVisible();
  const quick = page.getByRole('form', { name: 'Quick order' });
  await quick
    .getByRole('textbox', { name: 'Part numbers and quantities' })
    .fill(`${byPartNo.partNo} 3\nLH-NOPE-99999 1`);
  await quick.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByText('Added 1 line to the basket.')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'These lines were not added:' })).toContainText(
    'LH-NOPE-99999',
  );
  await expect(quick.getByRole('textbox', { name: 'Part numbers and quantities' })).toHaveValue('LH-NOPE-99999 1');
  await expect(lines(page).getByRole('rowheader', { name: new RegExp(byPartNo.partNo) })).toBeVisible();
  await expect(badge(page)).toHaveText('5');

  // Quantity by the stepper and by typing; a reference for a line.
  await page.getByRole('button', { name: `Increase quantity of ${fromPage.partNo}` }).click();
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${fromPage.partNo}` })).toHaveValue('3');
  await expect(badge(page)).toHaveText('6');
  const typed = page.getByRole('spinbutton', { name: `Quantity of ${byPartNo.partNo}` });
  await typed.fill('4');
  await typed.press('Enter');
  await expect(badge(page)).toHaveText('7');
  const reference = page.getByRole('textbox', { name: `Your reference for ${fromPage.partNo}` });
  await reference.fill('Bench 4');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/pri/basketUpdate'));
  await reference.press('Enter');
  expect((await (await saved).json()).code).toBe(200);

  // Checkout with a new delivery address, invoiced to the same.
  const checkout = await checkoutToNewAddress(page, {
    contactName: 'Alex Morgan',
    line1: '12 Test Street',
    town: 'Leeds',
    postcode: 'ls1 1aa',
    phone: '0113 496 0000',
    listed: '12 Test Street, Leeds, LS1 1AA',
  });
  await checkout.getByLabel('Purchase order reference (optional)').fill('PO-E2E-1');
  await checkout.getByRole('radio', { name: 'Bank transfer' }).check();
  await expect(checkout.getByRole('region', { name: 'Totals for delivery to United Kingdom' })).toBeVisible();
  await expect(
    checkout
      .getByRole('group', { name: 'Payment method' })
      .getByRole('radio', { name: 'On account (invoice, 30 days)' }),
  ).toHaveCount(0);

  await checkout.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/Pay\/\d+$/);
  await expect(badge(page)).toHaveCount(0);

  // The order holds what the basket showed.
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const { token } = await sessionValues(page);
  const order = (
    await (await request.post('/api/pri/orderDetail', { data: { id }, headers: { token: token! } })).json()
  ).data as OrderDetail;
  expect(order.poReference).toBe('PO-E2E-1');
  expect(order.paymentMethod).toBe('bankTransfer');
  expect(order.deliveryAddress).toMatchObject({ line1: '12 Test Street', postcode: 'LS1 1AA', country: 'GB' });
  expect(order.lines.map((l) => [l.partNo, l.quantity, l.reference]).sort()).toEqual(
    [
      [fromPage.partNo, 3, 'Bench 4'],
      [byPartNo.partNo, 4, ''],
    ].sort(),
  );
});

test('a company approved for credit may pay on account', async ({ page, request }) => {
  await emptyBasketOf(request, 'admin@acme.example');
  const product = await family(request, 3);
  await page.goto('/');
  await islandsReady(page);
  await logIn(page, 'admin@acme.example');
  await openBasket(page);
  const quick = page.getByRole('form', { name: 'Quick order' });
  await quick.getByRole('textbox', { name: 'Part numbers and quantities' }).fill(`${product.variants[0]!.partNo} 1`);
  await quick.getByRole('button', { name: 'Add to basket' }).click();
  await page.getByRole('button', { name: 'Go to checkout' }).click();
  const methods = page.getByRole('form', { name: 'Checkout' }).getByRole('group', { name: 'Payment method' });
  await expect(methods.getByRole('radio', { name: 'On account (invoice, 30 days)' })).toBeEnabled();
  await expect(methods.getByRole('radio', { name: 'Bank transfer' })).toBeEnabled();
});
