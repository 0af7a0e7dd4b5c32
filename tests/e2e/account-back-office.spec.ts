import { expect, test, type Browser, type Page } from '@playwright/test';
import type { OrderDetail, PayStartAnswer } from '#contract/calls/orders.ts';
import { islandsReady } from './header-support.ts';
import { call, placeOrder, signIn } from './support/pay-order.ts';
import { openStaffOrder } from './support/staff-order.ts';

// The seller's side end to end: a buyer pays by bank transfer; sales (in the staff console) record
// the transfer, dispatch half with a tracking number, then the rest, then mark it delivered; after
// each step the buyer's /acOrderdetails/{id} reads true. On a laptop and on a phone held sideways.

const SIZES = [
  { width: 1366, height: 800 },
  { width: 844, height: 390 },
];

async function pageAt(browser: Browser, size: { width: number; height: number }): Promise<Page> {
  return (await browser.newContext({ viewport: size })).newPage();
}

/** The buyer's page of the order, fresh, and its payment and delivery facts. */
async function buyerSees(page: Page, id: number) {
  await page.goto(`/acOrderdetails/${id}`);
  await islandsReady(page);
  return page.getByRole('region', { name: 'Payment and delivery' });
}

/** The staff console's dispatch form: this many of the order's one line, with a tracking number. */
async function dispatch(staff: Page, quantity: number, trackingNo: string): Promise<void> {
  const form = staff.getByRole('form', { name: 'Dispatch' });
  await form.getByRole('spinbutton').fill(String(quantity));
  await form.getByRole('textbox', { name: 'Carrier' }).fill('DPD');
  await form.getByRole('textbox', { name: 'Tracking number' }).fill(trackingNo);
  await form.getByRole('textbox', { name: 'Tracking link' }).fill(`https://track.dpd.co.uk/parcels/${trackingNo}`);
  await form.getByRole('button', { name: 'Dispatch' }).click();
  await expect(staff.getByRole('table', { name: 'Shipments' })).toContainText(trackingNo);
}

for (const size of SIZES) {
  test(`sales take a transfer order from placed to delivered and the buyer sees each stage (${size.width}×${size.height})`, async ({
    browser,
  }) => {
    const buyer = await pageAt(browser, size);
    const token = await signIn(buyer, 'jordan@example.com');
    const placed = await placeOrder(buyer, token, 'bankTransfer');
    await call<PayStartAnswer>(buyer, token, 'payStart', { id: placed.id, method: 'bankTransfer' });
    const order = await call<OrderDetail>(buyer, token, 'orderDetail', { id: placed.id });
    expect(order.lines).toHaveLength(1);
    expect(order.lines[0]!.quantity).toBe(2);
    await expect(await buyerSees(buyer, placed.id)).toContainText('Not started: waiting for payment');

    const staff = await pageAt(browser, size);
    await openStaffOrder(staff, placed.orderNo);

    const transfer = staff.getByRole('form', { name: 'Bank transfer received' });
    await transfer.getByRole('textbox', { name: 'Amount (£)' }).fill((order.totals.totalPence / 100).toFixed(2));
    await transfer.getByRole('textbox', { name: 'Bank reference' }).fill(`BACS ${placed.orderNo}`);
    await transfer.getByRole('button', { name: 'Record the transfer' }).click();
    await expect(staff.getByRole('form', { name: 'Dispatch' })).toBeVisible();
    let facts = await buyerSees(buyer, placed.id);
    await expect(facts).toContainText('Paid');
    await expect(facts).toContainText('Being prepared');

    const first = `1550${placed.id}01`;
    await dispatch(staff, 1, first);
    facts = await buyerSees(buyer, placed.id);
    await expect(facts).toContainText('Partly dispatched: the rest follows');
    const firstLink = buyer.getByRole('link', { name: `Track parcel ${first}` });
    await expect(firstLink).toHaveAttribute('href', `https://track.dpd.co.uk/parcels/${first}`);
    await firstLink.scrollIntoViewIfNeeded();
    await expect(firstLink).toBeInViewport();

    const second = `1550${placed.id}02`;
    await dispatch(staff, 1, second);
    await expect(await buyerSees(buyer, placed.id)).toContainText('Dispatched');
    await expect(buyer.getByRole('link', { name: `Track parcel ${second}` })).toBeVisible();

    await expect(staff.getByRole('form', { name: 'Dispatch' })).toHaveCount(0);
    await staff.getByRole('form', { name: 'Delivered' }).getByRole('button', { name: 'Mark delivered' }).click();
    await expect(staff.getByRole('form', { name: 'Delivered' })).toHaveCount(0);
    await expect(await buyerSees(buyer, placed.id)).toContainText('Delivered');
    await expect(buyer.getByRole('list', { name: 'Order progress' })).toContainText('Delivered');
  });
}
