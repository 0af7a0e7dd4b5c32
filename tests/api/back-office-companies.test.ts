import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutstandingAnswer } from '#contract/calls/account-payments.ts';
import type { BuyerCredit } from '#contract/calls/company-credit.ts';
import type { Page } from '#contract/calls/paging.ts';
import type { StaffCompanyDetail, StaffCompanyRow } from '#contract/calls/staff-companies.ts';
import type { StaffOrderDetail } from '#contract/calls/staff-orders.ts';
import { dueDate } from '#contract/rules/due-date.ts';
import { ukDay } from '#contract/format/dates.ts';
import { auditRecords } from './helpers/editor.ts';
import { logInAs, partsWithBreaks, placeOrder, prepareCheckout, type Buyer } from './helpers/shop.ts';
import type { OrderDetail } from '#contract/calls/orders.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
let sales: Buyer;
let admin: Buyer;
let companyId: number;

beforeAll(async () => {
  api = await openTestApi();
  sales = await logInAs(api, 'sales@lihda.example');
  admin = await logInAs(api, 'admin@acme.example');
  companyId = (
    await api.db
      .selectFrom('users')
      .select('companyId')
      .where('email', '=', 'admin@acme.example')
      .executeTakeFirstOrThrow()
  ).companyId!;
  // These limits are set by one person: a second administrator's approval has its own tests (separation-of-duties.test.ts).
  const raised = await (
    await logInAs(api, 'admin@lihda.example')
  ).call('staff/creditThresholdSave', { secondAdminAbovePence: 100_000_000 });
  expect(raised.body.code).toBe(200);
});
afterAll(() => api.close());

const orderCount = async () =>
  Number(
    (
      await api.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('companyId', '=', companyId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a company credit limit', () => {
  it('refuses at checkout, before the order is placed, an order on account that would go over it, and says what is left', async () => {
    const [part] = await partsWithBreaks(api, 1);
    const set = await sales.call('staff/companySetCredit', {
      id: companyId,
      creditApproved: true,
      creditLimitPence: 1000,
    });
    expect(set.body).toMatchObject({
      code: 200,
      data: { id: companyId, creditApproved: true, creditLimitPence: 1000 },
    });
    const checkout = await prepareCheckout(admin, [[part!.partNo, 5]], { paymentMethod: 'account' });
    const before = await orderCount();
    const refused = await admin.call('pri/orderCreate', checkout);
    expect(refused.body.code).toBe(409);
    expect(refused.body.msg).toMatch(
      /^This order would take Acme Engineering Ltd over its credit limit of £10\.00: £[\d,.]+ is already on account and £[\d,.]+ is left\./,
    );
    expect(await orderCount()).toBe(before);

    await sales.call('staff/companySetCredit', { id: companyId, creditApproved: true, creditLimitPence: 100_000_000 });
    expect((await admin.call('pri/orderCreate', checkout)).body.code).toBe(200);
    const [audit] = await auditRecords(api);
    expect(audit).toMatchObject({ area: 'company', action: 'credit', userEmail: 'sales@lihda.example' });
  });

  it('is for sales and admins only', async () => {
    expect((await admin.call('staff/companySetCredit', { id: companyId, creditApproved: false })).status).toBe(403);
    expect((await sales.call('staff/companySetCredit', { id: 999_999, creditApproved: false })).body.code).toBe(404);
    expect(
      (await sales.call('staff/companySetCredit', { id: companyId, creditApproved: true, terms: 'days60' })).body.code,
    ).toBe(400);
  });
});

describe('payment terms and the credit figures', () => {
  it("dates an invoice by the company's terms, and shows the buyer and staff the same limit, used, left and overdue", async () => {
    const [part] = await partsWithBreaks(api, 1);
    await sales.call('staff/companySetCredit', {
      id: companyId,
      creditApproved: true,
      creditLimitPence: 100_000_000,
      terms: 'days30',
    });
    const days30 = await placeOrder(admin, [[part!.partNo, 1]], { paymentMethod: 'account' });
    await admin.call('pri/payStart', { id: days30.id, method: 'account' });
    const detail30 = (await admin.call<OrderDetail>('pri/orderDetail', { id: days30.id })).body.data;
    expect(ukDay(new Date(detail30.dueAt!))).toBe(ukDay(dueDate(new Date(detail30.createdAt), 'days30')));

    const set = await sales.call('staff/companySetCredit', {
      id: companyId,
      creditApproved: true,
      creditLimitPence: 100_000_000,
      terms: 'eom30',
    });
    expect(set.body.data).toMatchObject({ terms: 'eom30' });
    const eom = await placeOrder(admin, [[part!.partNo, 1]], { paymentMethod: 'account' });
    await admin.call('pri/payStart', { id: eom.id, method: 'account' });
    const detailEom = (await admin.call<OrderDetail>('pri/orderDetail', { id: eom.id })).body.data;
    expect(ukDay(new Date(detailEom.dueAt!))).toBe(ukDay(dueDate(new Date(detailEom.createdAt), 'eom30')));

    // One invoice falls overdue: due yesterday.
    await api.db
      .updateTable('orders')
      .set({ dueAt: new Date(Date.now() - 2 * 86_400_000) })
      .where('id', '=', days30.id)
      .execute();
    const credit = (await admin.call<BuyerCredit>('pri/companyCredit')).body.data;
    expect(credit).toMatchObject({
      companyName: 'Acme Engineering Ltd',
      approved: true,
      terms: 'eom30',
      limitPence: 100_000_000,
      overdueCount: 1,
      overduePence: detail30.totals.totalPence,
    });
    expect(credit.leftPence).toBe(100_000_000 - credit.usedPence);
    expect(credit.usedPence).toBeGreaterThanOrEqual(detail30.totals.totalPence + detailEom.totals.totalPence);

    const staffView = (await sales.call<StaffCompanyDetail>('staff/companyGet', { id: companyId })).body.data;
    // The company's administrator may also fetch its monthly statements; staff see the same figures.
    expect(credit.statements).toBe(true);
    expect({ ...staffView.credit, statements: true }).toEqual(credit);
    expect(staffView.members.map((m) => [m.email, m.companyRole])).toEqual([
      ['admin@acme.example', 'admin'],
      ['member@acme.example', 'buyer'],
    ]);
    expect(staffView.orders.map((o) => o.id)).toContain(eom.id);
    expect(staffView.orderCount).toBeGreaterThanOrEqual(2);

    // Checkout refuses with the same figures: the limit set to what is used leaves nothing.
    await sales.call('staff/companySetCredit', {
      id: companyId,
      creditApproved: true,
      creditLimitPence: credit.usedPence,
    });
    const refused = await admin.call(
      'pri/orderCreate',
      await prepareCheckout(admin, [[part!.partNo, 1]], { paymentMethod: 'account' }),
    );
    expect(refused.body.msg).toContain('£0.00 is left');
    // A member who does not pay for the team sees no credit figures.
    const member = await logInAs(api, 'member@acme.example');
    expect((await member.call('pri/companyCredit')).body).toMatchObject({ code: 200, data: null });
  });
});

describe('the companies list', () => {
  it("finds companies by name or a member's e-mail, with members and credit, for sales only", async () => {
    const byName = (await sales.call<Page<StaffCompanyRow>>('staff/companyList', { search: 'acme' })).body.data;
    expect(byName.list).toEqual([
      expect.objectContaining({ id: companyId, name: 'Acme Engineering Ltd', memberCount: 2, creditApproved: true }),
    ]);
    const byMember = (await sales.call<Page<StaffCompanyRow>>('staff/companyList', { search: 'member@acme' })).body
      .data;
    expect(byMember.list.map((c) => c.id)).toEqual([companyId]);
    expect(
      (await sales.call<Page<StaffCompanyRow>>('staff/companyList', { search: 'no such company at all' })).body.data,
    ).toMatchObject({ total: 0, list: [] });
    expect((await admin.call('staff/companyList')).status).toBe(403);
    expect((await sales.call('staff/companyGet', { id: 999_999 })).body.code).toBe(404);
  });
});

describe("/acPay's outstanding orders beside its credit figures", () => {
  it('count what is left of an invoice after part of a transfer, as the credit used does, and flag the same overdue', async () => {
    const [part] = await partsWithBreaks(api, 1);
    await sales.call('staff/companySetCredit', { id: companyId, creditApproved: true, creditLimitPence: 100_000_000 });
    const order = await placeOrder(admin, [[part!.partNo, 3]], { paymentMethod: 'account' });
    await admin.call('pri/payStart', { id: order.id, method: 'account' });
    const { version, totals } = (await sales.call<StaffOrderDetail>('staff/orderGet', { id: order.id })).body.data;
    const received = await sales.call('staff/orderTransferReceived', {
      id: order.id,
      version,
      amountPence: 700,
      receivedOn: ukDay(new Date()),
      bankReference: 'BACS PART',
    });
    expect(received.body.code).toBe(200);

    const [outstanding, credit] = await Promise.all([
      admin.call<OutstandingAnswer>('pri/outstandingList').then((r) => r.body.data),
      admin.call<BuyerCredit>('pri/companyCredit').then((r) => r.body.data),
    ]);
    expect(outstanding.list.find((o) => o.id === order.id)).toMatchObject({
      totalPence: totals.totalPence,
      leftPence: totals.totalPence - 700,
    });
    expect(outstanding.totalPence).toBe(outstanding.list.reduce((sum, o) => sum + o.leftPence, 0));
    const onAccount = outstanding.list.filter((o) => o.paymentState === 'onAccount');
    expect(onAccount.reduce((sum, o) => sum + o.leftPence, 0)).toBe(credit.usedPence);
    expect(outstanding.overdueCount).toBe(credit.overdueCount);
    expect(onAccount.filter((o) => o.overdue).reduce((sum, o) => sum + o.leftPence, 0)).toBe(credit.overduePence);
  });
});
