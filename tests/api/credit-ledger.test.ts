import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutstandingAnswer } from '#contract/calls/account-payments.ts';
import type { BuyerCredit } from '#contract/calls/company-credit.ts';
import type { Statement } from '#contract/calls/company-statement.ts';
import type { StaffOrderDetail } from '#contract/calls/staff-orders.ts';
import { ukDay } from '#contract/format/dates.ts';
import { logInAs, partsWithBreaks, placeOrder, type Buyer, type PartWithBreaks } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
let sales: Buyer;
let admin: Buyer;
let member: Buyer;
let companyId: number;
let part: PartWithBreaks;

beforeAll(async () => {
  api = await openTestApi();
  sales = await logInAs(api, 'sales@lihda.example');
  admin = await logInAs(api, 'admin@acme.example');
  member = await logInAs(api, 'member@acme.example');
  companyId = (
    await api.db
      .selectFrom('users')
      .select('companyId')
      .where('email', '=', 'admin@acme.example')
      .executeTakeFirstOrThrow()
  ).companyId!;
  [part] = (await partsWithBreaks(api, 1)) as [PartWithBreaks];
});
afterAll(() => api.close());

const credit = async () => (await admin.call<BuyerCredit>('pri/companyCredit')).body.data;
const setLimit = (creditLimitPence: number) =>
  sales.call('staff/companySetCredit', { id: companyId, creditApproved: true, creditLimitPence });
const orderRow = (id: number) => api.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const setMemberLimit = (spendingLimitPence: number) =>
  admin.call('pri/teamMemberUpdate', {
    id: member.login.id,
    companyRole: 'buyer',
    canPayForTeam: false,
    spendingLimitPence,
  });

describe('an order placed as an individual', () => {
  it('never goes on the account of a company its buyer joins later, in either language', async () => {
    await setLimit(100_000_000);
    const newcomer = await logInAs(api, 'buyer@example.com');
    const before = await placeOrder(newcomer, [[part.partNo, 1]]);
    expect((await orderRow(before.id)).companyId).toBeNull();
    // The buyer joins Acme as a buyer with no spending limit (the invitation itself is tested in account-team.test.ts).
    await api.db
      .updateTable('users')
      .set({ companyId, companyRole: 'buyer', spendingLimitPence: null })
      .where('id', '=', newcomer.login.id)
      .execute();
    const used = (await credit()).usedPence;

    const refused = await newcomer.call('pri/payStart', { id: before.id, method: 'account' });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe(
      'Only orders placed for your company can go on its account, and this one was not. Pay it by card or bank transfer.',
    );
    const zh = await newcomer.call('pri/payStart', { id: before.id, method: 'account' }, { lang: 'zh-cn' });
    expect(zh.body.msg).toBe('只有为贵公司下的订单才能记入公司账户，此订单不是。请用银行卡或银行转账付款。');
    expect(await orderRow(before.id)).toMatchObject({ paymentState: 'unpaid', dueAt: null, companyId: null });
    expect((await credit()).usedPence).toBe(used);

    // Placed now, as the company's member, it may.
    const after = await placeOrder(newcomer, [[part.partNo, 1]]);
    expect((await newcomer.call('pri/payStart', { id: after.id, method: 'account' })).body.code).toBe(200);
    expect((await credit()).usedPence).toBe(used + (await orderRow(after.id)).totalPence);
  });
});

describe('an order invoiced on account', () => {
  it('stays in the credit used, with its first due date, when switched to a transfer, to a team transfer or back to account, until its money is received', async () => {
    await setLimit(100_000_000);
    const first = await placeOrder(admin, [[part.partNo, 2]]);
    const second = await placeOrder(admin, [[part.partNo, 3]]);
    const used = (await credit()).usedPence;
    for (const { id } of [first, second])
      expect((await admin.call('pri/payStart', { id, method: 'account' })).body.code).toBe(200);
    const [one, two] = [await orderRow(first.id), await orderRow(second.id)];
    const invoiced = used + one.totalPence + two.totalPence;
    expect((await credit()).usedPence).toBe(invoiced);
    // The first invoice fell due yesterday.
    const yesterday = new Date(Date.now() - 86_400_000);
    await api.db.updateTable('orders').set({ dueAt: yesterday }).where('id', '=', first.id).execute();

    expect((await admin.call('pri/payStart', { id: first.id, method: 'bankTransfer' })).body.code).toBe(200);
    expect((await admin.call('pri/teamPayStart', { orderIds: [second.id], method: 'bankTransfer' })).body.code).toBe(
      200,
    );
    expect(await credit()).toMatchObject({ usedPence: invoiced, overdueCount: 1, overduePence: one.totalPence });
    const outstanding = (await admin.call<OutstandingAnswer>('pri/outstandingList')).body.data.list;
    expect(outstanding.find((o) => o.id === first.id)).toMatchObject({
      paymentState: 'awaitingTransfer',
      overdue: true,
    });
    // The company's statement still shows both invoices.
    const statement = (await admin.call<Statement>('pri/companyStatement', { month: ukDay(new Date()).slice(0, 7) }))
      .body.data;
    const invoices = statement.entries.filter((e) => e.kind === 'invoice').map((e) => e.orderNo);
    expect(invoices).toEqual(expect.arrayContaining([first.orderNo, second.orderNo]));

    expect((await admin.call('pri/payStart', { id: first.id, method: 'account' })).body.code).toBe(200);
    expect(await orderRow(first.id)).toMatchObject({ paymentState: 'onAccount', dueAt: yesterday });
    expect((await credit()).usedPence).toBe(invoiced);

    // The money received, and only then, frees the credit.
    const { version } = (await sales.call<StaffOrderDetail>('staff/orderGet', { id: second.id })).body.data;
    const received = await sales.call('staff/orderTransferReceived', {
      id: second.id,
      version,
      amountPence: two.totalPence,
      receivedOn: ukDay(new Date()),
      bankReference: 'BACS',
    });
    expect(received.body.code).toBe(200);
    expect((await credit()).usedPence).toBe(invoiced - two.totalPence);
  });
});

describe('paying on account', () => {
  it("asks for approval when the order is now above its buyer's spending limit, and lets it through once approved", async () => {
    await setLimit(100_000_000);
    await setMemberLimit(100_000_000);
    const order = await placeOrder(member, [[part.partNo, 1]]);
    expect((await orderRow(order.id)).approvalState).toBe('notNeeded');
    await setMemberLimit(1);

    const held = await member.call('pri/payStart', { id: order.id, method: 'account' });
    expect(held.body.code).toBe(409);
    expect(held.body.msg).toBe(
      'This order is above your spending limit, so it now waits for your company administrator’s approval; they have been asked. You can pay it once it is approved.',
    );
    expect((await member.call('pri/payStart', { id: order.id, method: 'account' }, { lang: 'zh-cn' })).body.msg).toBe(
      '此订单正在等待贵公司管理员审批，暂时无法付款。',
    );
    expect(await orderRow(order.id)).toMatchObject({ approvalState: 'pending', paymentState: 'unpaid', dueAt: null });
    const asked = await api.db
      .selectFrom('inboxMessages')
      .select('orderId')
      .where('userId', '=', admin.login.id)
      .where('kind', '=', 'approval')
      .where('orderId', '=', order.id)
      .execute();
    expect(asked).toHaveLength(1);

    expect((await admin.call('pri/orderApprove', { id: order.id })).body.code).toBe(200);
    expect((await member.call('pri/payStart', { id: order.id, method: 'account' })).body.code).toBe(200);
    await setMemberLimit(50_000);
  });

  it('lets through at once only what fits in the credit left', async () => {
    await setLimit(100_000_000);
    const orders = [];
    for (let n = 0; n < 5; n++) orders.push(await placeOrder(admin, [[part.partNo, 1]]));
    const total = (await orderRow(orders[0]!.id)).totalPence;
    const used = (await credit()).usedPence;
    const limit = used + 2 * total + Math.floor(total / 2);
    await setLimit(limit);

    const answers = await Promise.all(orders.map(({ id }) => admin.call('pri/payStart', { id, method: 'account' })));
    expect(answers.map((a) => a.body.code).sort()).toEqual([200, 200, 409, 409, 409]);
    const after = await credit();
    expect(after.usedPence).toBe(used + 2 * total);
    expect(after.usedPence).toBeLessThanOrEqual(limit);
  });
});
