import { expect, test, type Page } from '@playwright/test';
import type { Envelope } from '#contract/api/types.ts';
import type { OrderDetail, PayStartAnswer } from '#contract/calls/orders.ts';
import type { StaffOrderDetail } from '#contract/calls/staff-orders.ts';
import { ukDay } from '#contract/format/dates.ts';
import { localePath, type Locale } from '#contract/i18n/locales.ts';
import { islandsReady } from './header-support.ts';
import { call, placeOrder, signIn } from './support/pay-order.ts';
import { staffToken } from './support/staff-second-factor.ts';

// A return end to end: a buyer's order is paid by transfer, dispatched and delivered (through the
// API); the buyer asks on /acOrderdetails/{id} to return one of the two parts; sales approve it in the
// console's Returns section and mark it received, which credits it; the buyer sees the returns number
// and the credit note on the order page. In each language, on a desktop and a phone held sideways.

const RUNS: Array<{ locale: Locale; viewport: { width: number; height: number } }> = [
  { locale: 'en', viewport: { width: 1366, height: 800 } },
  { locale: 'zh-cn', viewport: { width: 1366, height: 800 } },
  { locale: 'en', viewport: { width: 844, height: 390 } },
  { locale: 'zh-cn', viewport: { width: 844, height: 390 } },
];

const WORDS = {
  en: {
    heading: 'Returns',
    ask: 'Return goods from this order',
    quantityOf: (partNo: string) => `Quantity of ${partNo} to return`,
    reason: 'Reason',
    faulty: 'Faulty',
    send: 'Send return request',
    requested: 'Requested',
    creditNotes: 'Credit notes',
    returned: 'Goods returned',
  },
  'zh-cn': {
    heading: '退货',
    ask: '退回此订单的货物',
    quantityOf: (partNo: string) => `${partNo} 的退货数量`,
    reason: '原因',
    faulty: '有缺陷',
    send: '提交退货申请',
    requested: '已申请',
    creditNotes: '贷项通知单',
    returned: '退货',
  },
} as const;

/** A staff call over the API, checked for code 200. */
async function staffCall<T>(page: Page, path: string, data: object): Promise<T> {
  const token = await staffToken(page.request, 'sales@lihda.example');
  const answer = (await (
    await page.request.post(`/api/staff/${path}`, { headers: { token }, data })
  ).json()) as Envelope<T>;
  expect(answer.code, `${path}: ${answer.msg}`).toBe(200);
  return answer.data;
}

/** An order of two parts, paid by transfer, dispatched and delivered. */
async function deliveredOrder(buyer: Page, token: string) {
  const placed = await placeOrder(buyer, token, 'bankTransfer');
  await call<PayStartAnswer>(buyer, token, 'payStart', { id: placed.id, method: 'bankTransfer' });
  const order = await call<OrderDetail>(buyer, token, 'orderDetail', { id: placed.id });
  let staff = await staffCall<StaffOrderDetail>(buyer, 'orderGet', { id: placed.id });
  staff = await staffCall<StaffOrderDetail>(buyer, 'orderTransferReceived', {
    id: placed.id,
    version: staff.version,
    amountPence: order.totals.totalPence,
    receivedOn: ukDay(),
    bankReference: 'E2E RETURN',
  });
  const tracking = { carrier: 'DPD', trackingNo: '15501234567890', trackingUrl: 'https://track.dpd.co.uk/p/1' };
  staff = await staffCall<StaffOrderDetail>(buyer, 'orderDispatch', {
    id: placed.id,
    version: staff.version,
    ...tracking,
  });
  await staffCall<StaffOrderDetail>(buyer, 'orderDelivered', { id: placed.id, version: staff.version });
  return order;
}

for (const { locale, viewport } of RUNS) {
  test(`a buyer returns a part and sees the credit note (${locale}, ${viewport.width}x${viewport.height})`, async ({
    browser,
  }) => {
    const words = WORDS[locale];
    const buyer = await (await browser.newContext({ viewport })).newPage();
    const token = await signIn(buyer, 'jordan@example.com');
    const order = await deliveredOrder(buyer, token);
    const line = order.lines[0]!;

    await buyer.goto(localePath(locale, `/acOrderdetails/${order.id}`));
    await islandsReady(buyer);
    const returns = buyer.getByRole('region', { name: words.heading, exact: true });
    await returns.getByRole('button', { name: words.ask }).click();
    await returns.getByRole('spinbutton', { name: words.quantityOf(line.partNo) }).fill('1');
    await returns.getByRole('combobox', { name: words.reason }).selectOption({ label: words.faulty });
    await returns.getByRole('button', { name: words.send }).click();
    await expect(returns.getByRole('article')).toContainText(words.requested);

    const staff = await (await browser.newContext({ viewport })).newPage();
    await signIn(staff, 'sales@lihda.example');
    await staff.goto('/editor#returns');
    await islandsReady(staff);
    await staff
      .getByRole('button', { name: /^Open return #\d+$/ })
      .first()
      .click();
    await expect(staff.getByRole('heading', { name: /^Return #\d+$/ })).toBeVisible();
    await expect(staff.getByText(order.orderNo)).toBeVisible();
    await staff.getByRole('button', { name: 'Approve and give a returns number' }).click();
    await expect(staff.getByRole('heading', { name: /^Return RMA-\d{4}-\d{6}$/ })).toBeVisible();
    const returnNo = (await staff.getByRole('heading', { name: /^Return RMA-/ }).textContent())!.replace('Return ', '');
    await staff.getByRole('button', { name: 'Mark received and credit' }).click();
    await expect(staff.getByText(/^Credit note CN-\d{4}-\d{6} for /)).toBeVisible();

    await buyer.reload();
    await islandsReady(buyer);
    await expect(buyer.getByRole('heading', { name: returnNo })).toBeVisible();
    const notes = buyer.getByRole('table', { name: words.creditNotes });
    await expect(notes).toContainText(/CN-\d{4}-\d{6}/);
    await expect(notes).toContainText(words.returned);
    // Nothing runs off the side of a phone's screen.
    const overflow = await buyer.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
