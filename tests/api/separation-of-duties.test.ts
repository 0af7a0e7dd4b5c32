import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffCompanyDetail } from '#contract/calls/staff-companies.ts';
import type { StaffOrderDetail } from '#contract/calls/staff-orders.ts';
import { auditRecords } from './helpers/editor.ts';
import { logInAs, partsWithBreaks, placeOrder, type Buyer } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
let sales: Buyer;
let admin: Buyer;
let secondAdmin: Buyer;
let acmeId: number;
let sideCompanyId: number;
let partNo: string;

const OWN_ORDER = 'You cannot act on an order you or your company placed: ask another member of staff.';
const OWN_COMPANY = 'You cannot act on a company you belong to: ask another member of staff.';

beforeAll(async () => {
  api = await openTestApi();
  sales = await logInAs(api, 'sales@lihda.example');
  admin = await logInAs(api, 'admin@lihda.example');
  await admin.call('staff/accountAdd', {
    firstName: 'Alex',
    lastName: 'Moss',
    email: 'second.admin@lihda.example',
    role: 'admin',
    password: 'Harbour-lamp-42',
  });
  secondAdmin = await logInAs(api, 'second.admin@lihda.example', 'Harbour-lamp-42');
  acmeId = (
    await api.db
      .selectFrom('users')
      .select('companyId')
      .where('email', '=', 'admin@acme.example')
      .executeTakeFirstOrThrow()
  ).companyId!;
  partNo = (await partsWithBreaks(api, 1))[0]!.partNo;
  // A member of staff who joined a company before staff were kept out of companies.
  sideCompanyId = (
    await api.db
      .insertInto('companies')
      .values({ name: 'Dana Side Business Ltd' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await api.db
    .updateTable('users')
    .set({ companyId: sideCompanyId, companyRole: 'admin' })
    .where('email', '=', 'sales@lihda.example')
    .execute();
});
afterAll(() => api.close());

const staffOrder = async (id: number) => (await admin.call<StaffOrderDetail>('staff/orderGet', { id })).body.data;
const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/London' });
const tracking = { carrier: 'DPD', trackingNo: 'T1', trackingUrl: 'https://track.example/T1' };

describe('staff and the buyer side', () => {
  it('refuses a company to a member of staff', async () => {
    for (const email of ['editor@lihda.example', 'admin@lihda.example']) {
      const refused = await (await logInAs(api, email)).call('pri/companyCreate', { name: 'Side Line Ltd' });
      expect(refused.body).toMatchObject({ code: 403, msg: 'Staff accounts cannot found or join a customer company.' });
    }
    expect(await api.db.selectFrom('companies').select('id').where('name', '=', 'Side Line Ltd').execute()).toEqual([]);
  });

  it('refuses a member of staff the invitation to join a company', async () => {
    const companyAdmin = await logInAs(api, 'admin@acme.example');
    expect(
      (await companyAdmin.call('pri/teamInvite', { email: 'editor@lihda.example', companyRole: 'buyer' })).body.code,
    ).toBe(200);
    const editor = await logInAs(api, 'editor@lihda.example');
    const message = await api.db
      .selectFrom('inboxMessages')
      .select('bodyEn')
      .where('userId', '=', editor.login.id)
      .where('invitationId', 'is not', null)
      .executeTakeFirstOrThrow();
    const [, messageId, code] = /\/acMsg\/(\d+)\/([A-Za-z0-9_-]+)/.exec(message.bodyEn)!;
    const refused = await editor.call('pri/invitationAccept', { messageId: Number(messageId), code });
    expect(refused.body).toMatchObject({ code: 403, msg: 'Staff accounts cannot found or join a customer company.' });
    expect(
      (
        await api.db
          .selectFrom('users')
          .select('companyId')
          .where('email', '=', 'editor@lihda.example')
          .executeTakeFirstOrThrow()
      ).companyId,
    ).toBeNull();
  });
});

describe('a member of staff and their own orders and company', () => {
  it('cannot receive money for, dispatch, deliver, cancel, refund or annotate an order they placed; another member of staff can', async () => {
    const placed = await placeOrder(sales, [[partNo, 1]]);
    await sales.call('pri/payStart', { id: placed.id, method: 'bankTransfer' });
    const order = await staffOrder(placed.id);
    const action = { id: order.id, version: order.version };
    const refusals = [
      await sales.call('staff/orderTransferReceived', {
        ...action,
        amountPence: order.totals.totalPence,
        receivedOn: today(),
      }),
      await sales.call('staff/orderDispatch', { ...action, ...tracking }),
      await sales.call('staff/orderDelivered', action),
      await sales.call('staff/orderCancel', { ...action, reason: 'mine' }),
      await sales.call('staff/orderNote', { ...action, body: 'mine' }),
      await sales.call('staff/orderRefund', { ...action, bankReference: 'mine' }),
    ];
    for (const refused of refusals) expect(refused.body).toMatchObject({ code: 403, msg: OWN_ORDER });
    expect((await sales.call('staff/orderCancel', { ...action, reason: 'mine' }, { lang: 'zh-cn' })).body.msg).toBe(
      '您不能处理您本人或您所在公司下的订单：请交由其他员工处理。',
    );
    expect((await staffOrder(placed.id)).version).toBe(order.version);

    const received = await admin.call<StaffOrderDetail>('staff/orderTransferReceived', {
      ...action,
      amountPence: order.totals.totalPence,
      receivedOn: today(),
    });
    expect(received.body.code).toBe(200);
  });

  it('cannot act on the orders of their company placed by someone else, nor on its credit or members', async () => {
    const colleague = await api.db
      .insertInto('users')
      .values({
        email: 'colleague@side.example',
        firstName: 'Kim',
        lastName: 'Side',
        passwordHash: 'x',
        phone: '',
        spendingLimitPence: null,
        companyId: sideCompanyId,
        companyRole: 'buyer',
        emailVerifiedAt: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const order = await api.db
      .selectFrom('orders')
      .select('id')
      .where(
        'userId',
        '=',
        (
          await api.db
            .selectFrom('users')
            .select('id')
            .where('email', '=', 'sales@lihda.example')
            .executeTakeFirstOrThrow()
        ).id,
      )
      .executeTakeFirstOrThrow();
    await api.db
      .updateTable('orders')
      .set({ userId: colleague.id, companyId: sideCompanyId })
      .where('id', '=', order.id)
      .execute();
    const current = await staffOrder(order.id);
    expect(
      (await sales.call('staff/orderNote', { id: current.id, version: current.version, body: 'theirs' })).body,
    ).toMatchObject({ code: 403, msg: OWN_ORDER });
    expect(
      (await sales.call('staff/companySetCredit', { id: sideCompanyId, creditApproved: true, creditLimitPence: 1000 }))
        .body,
    ).toMatchObject({ code: 403, msg: OWN_COMPANY });
    expect((await sales.call('staff/customerSetDisabled', { id: colleague.id, disabled: true })).body).toMatchObject({
      code: 403,
      msg: OWN_COMPANY,
    });
    expect(
      (await admin.call('staff/companySetCredit', { id: sideCompanyId, creditApproved: true, creditLimitPence: 1000 }))
        .body.code,
    ).toBe(200);
  });
});

describe('credit above the threshold', () => {
  const detail = async () => (await sales.call<StaffCompanyDetail>('staff/companyGet', { id: acmeId })).body.data;

  it('is kept in the database, read by sales and changed by administrators only', async () => {
    expect((await sales.call('staff/creditThresholdGet')).body.data).toEqual({ secondAdminAbovePence: 500_000 });
    expect((await sales.call('staff/creditThresholdSave', { secondAdminAbovePence: 900_000_000 })).status).toBe(403);
  });

  it('is only proposed by one member of staff and applied when another administrator approves; both names are recorded', async () => {
    const below = await sales.call<{ creditLimitPence: number; awaitingApproval: boolean }>('staff/companySetCredit', {
      id: acmeId,
      creditApproved: true,
      creditLimitPence: 400_000,
    });
    expect(below.body.data).toMatchObject({ creditLimitPence: 400_000, awaitingApproval: false });

    const above = await sales.call('staff/companySetCredit', {
      id: acmeId,
      creditApproved: true,
      creditLimitPence: 600_000,
    });
    expect(above.body).toMatchObject({
      code: 200,
      msg: 'Sent to another administrator for approval: the limit stays as it is until then.',
      data: { creditLimitPence: 400_000, awaitingApproval: true },
    });
    const proposal = (await detail()).creditProposal!;
    expect(proposal).toMatchObject({
      creditApproved: true,
      creditLimitPence: 600_000,
      proposedBy: 'sales@lihda.example',
    });
    expect((await detail()).credit.limitPence).toBe(400_000);

    expect((await sales.call('staff/companyCreditApprove', { id: proposal.id })).status).toBe(403);
    const approved = await admin.call<StaffCompanyDetail>('staff/companyCreditApprove', { id: proposal.id });
    expect(approved.body.code).toBe(200);
    expect(approved.body.data).toMatchObject({ credit: { limitPence: 600_000 }, creditProposal: null });
    const [record] = await auditRecords(api);
    expect(record).toMatchObject({ area: 'company', action: 'credit', userEmail: 'admin@lihda.example' });
    expect(record!.detail).toMatchObject({ proposedBy: 'sales@lihda.example', after: { creditLimitPence: 600_000 } });
    expect((await admin.call('staff/companyCreditApprove', { id: proposal.id })).body.code).toBe(409);
  });

  it('always needs a second administrator for credit without a limit, even when an administrator asks', async () => {
    const asked = await admin.call('staff/companySetCredit', { id: acmeId, creditApproved: true });
    expect(asked.body.data).toMatchObject({ awaitingApproval: true, creditLimitPence: 600_000 });
    const id = (await detail()).creditProposal!.id;
    expect((await admin.call('staff/companyCreditApprove', { id })).body).toMatchObject({
      code: 403,
      msg: 'Another administrator must approve this credit: you proposed it.',
    });
    expect(
      (await secondAdmin.call<StaffCompanyDetail>('staff/companyCreditApprove', { id })).body.data.credit.limitPence,
    ).toBeNull();
  });

  it('may be withdrawn by its proposer, and an administrator may raise the threshold', async () => {
    await sales.call('staff/companySetCredit', { id: acmeId, creditApproved: true, creditLimitPence: 700_000 });
    const id = (await detail()).creditProposal!.id;
    expect(
      (await sales.call<StaffCompanyDetail>('staff/companyCreditWithdraw', { id })).body.data.creditProposal,
    ).toBeNull();
    expect((await admin.call('staff/companyCreditApprove', { id })).body.code).toBe(409);

    expect((await admin.call('staff/creditThresholdSave', { secondAdminAbovePence: 1_000_000 })).body.data).toEqual({
      secondAdminAbovePence: 1_000_000,
    });
    const direct = await sales.call('staff/companySetCredit', {
      id: acmeId,
      creditApproved: true,
      creditLimitPence: 900_000,
    });
    expect(direct.body.data).toMatchObject({ creditLimitPence: 900_000, awaitingApproval: false });
    const [record] = await auditRecords(api);
    expect(record).toMatchObject({ area: 'company', action: 'credit', userEmail: 'sales@lihda.example' });
  });
});
