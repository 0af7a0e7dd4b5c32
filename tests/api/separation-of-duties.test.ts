import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginAnswer } from '#contract/calls/login.ts';
import type { StaffOrderDetail } from '#contract/calls/staff-orders.ts';
import { logInAs, partsWithBreaks, placeOrder, type Buyer } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

// Nobody moves their own business on: a member of staff does not found or join a customer company,
// and never gives credit to, takes money for, dispatches or cancels an order of their own company or
// of their own.

let api: TestApi;
let sales: Buyer;
let acmeAdmin: Buyer;
let acmeId: number;
let salesId: number;
const OWN = 'You bought this, or belong to the company that did: another member of staff must handle it.';

beforeAll(async () => {
  api = await openTestApi();
  sales = await logInAs(api, 'sales@lihda.example');
  acmeAdmin = await logInAs(api, 'admin@acme.example');
  acmeId = (await api.db.selectFrom('companies').select('id').where('name', '=', 'Acme Engineering Ltd').executeTakeFirstOrThrow()).id;
  salesId = sales.login.id;
});
afterAll(() => api.close());

const staffOrder = async (id: number) => (await sales.call<StaffOrderDetail>('staff/orderGet', { id })).body.data;

describe('staff and customer companies', () => {
  it('refuses staff accounts founding a company, in both languages', async () => {
    for (const email of ['sales@lihda.example', 'editor@lihda.example', 'admin@lihda.example']) {
      const staff = await logInAs(api, email);
      const refused = await staff.call('pri/companyCreate', { name: 'Side Business Ltd' });
      expect(refused.body).toMatchObject({ code: 403, msg: 'Staff accounts do not found or join customer companies. Use a buyer account of your own for that.' });
    }
    expect((await sales.call('pri/companyCreate', { name: 'Side Business Ltd' }, { lang: 'zh-cn' })).body.msg).toBe('员工账户不能创建或加入客户公司。如需采购，请使用您自己的买家账户。');
    expect(await api.db.selectFrom('companies').select('id').where('name', '=', 'Side Business Ltd').execute()).toEqual([]);
  });

  it('refuses a buyer founding a company before their address is confirmed', async () => {
    const email = `unconfirmed-${Date.now()}@example.com`;
    const { body } = await api.call<LoginAnswer>('unpri/userRegister', { firstName: 'Una', lastName: 'Confirmed', email, pwd: 'secret-pass1' }, { remoteAddress: '10.9.0.1' });
    const refused = await api.call('pri/companyCreate', { name: 'Unconfirmed Ltd' }, { headers: { token: body.data.token } });
    expect(refused.body).toMatchObject({ code: 403, msg: expect.stringMatching(/^Please confirm your e-mail address first/) });
  });
});

describe('a member of staff who belongs to a company (joined before the rule)', () => {
  beforeAll(async () => {
    await api.db.updateTable('users').set({ companyId: acmeId, companyRole: 'buyer' }).where('id', '=', salesId).execute();
  });
  afterAll(async () => {
    await api.db.updateTable('users').set({ companyId: null, companyRole: null }).where('id', '=', salesId).execute();
  });

  it('cannot give it credit', async () => {
    const refused = await sales.call('staff/companySetCredit', { id: acmeId, creditApproved: true, terms: 'eom30' });
    expect(refused.body).toMatchObject({ code: 403, msg: OWN });
  });

  it('cannot take money for, dispatch, cancel or refund its orders; another member of staff can', async () => {
    const [part] = await partsWithBreaks(api, 1);
    const order = await placeOrder(acmeAdmin, [[part!.partNo, 1]], { paymentMethod: 'bankTransfer' });
    const shown = await staffOrder(order.id);
    const received = await sales.call('staff/orderTransferReceived', { id: order.id, version: shown.version, amountPence: shown.totals.totalPence, receivedOn: new Date().toISOString().slice(0, 10) });
    expect(received.body).toMatchObject({ code: 403, msg: OWN });
    expect((await sales.call('staff/orderCancel', { id: order.id, version: shown.version, reason: 'Mine' })).body.code).toBe(403);
    expect((await staffOrder(order.id)).paymentState).not.toBe('paid');
    const admin = await logInAs(api, 'admin@lihda.example');
    const byOther = await admin.call<StaffOrderDetail>('staff/orderTransferReceived', { id: order.id, version: shown.version, amountPence: shown.totals.totalPence, receivedOn: new Date().toISOString().slice(0, 10) });
    expect(byOther.body.data.paymentState).toBe('paid');
  });
});

describe('an order a member of staff bought', () => {
  it('is never theirs to move on', async () => {
    const buyer = await logInAs(api, 'buyer@example.com');
    const [part] = await partsWithBreaks(api, 1);
    const order = await placeOrder(buyer, [[part!.partNo, 1]], { paymentMethod: 'bankTransfer' });
    // As if the member of staff had bought it under their own account.
    await api.db.updateTable('orders').set({ userId: salesId }).where('id', '=', order.id).execute();
    const shown = await staffOrder(order.id);
    expect((await sales.call('staff/orderCancel', { id: order.id, version: shown.version, reason: 'Mine' })).body).toMatchObject({ code: 403, msg: OWN });
  });
});
