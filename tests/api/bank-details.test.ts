import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '#contract/calls/orders.ts';
import type { BankDetailsAnswer } from '#contract/calls/staff-bank-details.ts';
import type { EditorCompanyInfo } from '#contract/calls/editor-company.ts';
import { logInAs, partsWithBreaks, placeOrder, type Buyer } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

// Where buyers send their money changes only with two admins, every member of staff is told, and
// documents keep the old account until the change is confirmed.

let api: TestApi;
let admin: Buyer;
let second: Buyer;
let editor: Buyer;
let buyer: Buyer;
let orderId: number;

const NEW_ACCOUNT = { bankAccountName: 'Lihda Group Ltd', bankName: 'Northern Bank', bankSortCode: '20-30-40', bankAccountNo: '55667788', bankIban: 'GB33NRTH20304055667788', bankBic: 'NRTHGB22' };

beforeAll(async () => {
  api = await openTestApi();
  admin = await logInAs(api, 'admin@lihda.example');
  const added = await admin.call('staff/accountAdd', { firstName: 'Sam', lastName: 'Second', email: 'second.admin@lihda.example', role: 'admin', password: 'Lihda-demo-1' });
  expect(added.body.code).toBe(200);
  second = await logInAs(api, 'second.admin@lihda.example');
  editor = await logInAs(api, 'editor@lihda.example');
  buyer = await logInAs(api, 'buyer@example.com');
  const [part] = await partsWithBreaks(api, 1);
  orderId = (await placeOrder(buyer, [[part!.partNo, 1]], { paymentMethod: 'bankTransfer' })).id;
});
afterAll(() => api.close());

const buyerSees = async () => (await buyer.call<OrderDetail>('pri/orderDetail', { id: orderId })).body.data.bankDetails;
const staffMails = () => api.db.selectFrom('mailOutbox').select(['recipient', 'values']).where('template', '=', 'bankDetailsChange').orderBy('id').execute();

describe('the bank account buyers pay into', () => {
  it('is no longer the editors’ to change, nor sales staff’s', async () => {
    const info = (await editor.call<EditorCompanyInfo>('editor/companyInfoGet')).body.data;
    const { updatedAt: _updatedAt, ...details } = info;
    const refused = await editor.call('editor/companyInfoSave', { ...details, bankSortCode: '99-99-99' });
    expect(refused.body.code).toBe(400);
    expect((await editor.call('staff/bankDetailsPropose', NEW_ACCOUNT)).body.code).toBe(403);
    expect((await (await logInAs(api, 'sales@lihda.example')).call('staff/bankDetailsPropose', NEW_ACCOUNT)).body.code).toBe(403);
    expect((await buyerSees()).sortCode).toBe(info.bankSortCode);
  });

  it('changes only when a second admin confirms what one proposed; every member of staff is told at each step', async () => {
    const before = await buyerSees();
    const proposed = await admin.call<BankDetailsAnswer>('staff/bankDetailsPropose', NEW_ACCOUNT);
    expect(proposed.body.data.waiting).toMatchObject({ ...NEW_ACCOUNT, proposedBy: 'admin@lihda.example', mine: true });
    expect(proposed.body.data.current.bankSortCode).toBe(before.sortCode);
    // Documents and the order page keep the old account while it waits.
    expect(await buyerSees()).toEqual(before);
    const invoice = await api.app.inject({ method: 'GET', url: `/api/pri/orderInvoice?id=${orderId}`, headers: { token: buyer.login.token } });
    expect(invoice.statusCode).toBe(200);

    const staff = await api.db.selectFrom('users').select('email').where('role', '!=', 'buyer').where('disabledAt', 'is', null).execute();
    expect((await staffMails()).map((m) => m.recipient).sort()).toEqual(staff.map((s) => s.email).sort());

    const own = await admin.call('staff/bankDetailsConfirm', { id: proposed.body.data.waiting!.id });
    expect(own.body).toMatchObject({ code: 403, msg: 'Another admin must confirm the bank details you proposed: two people change where buyers send their money.' });
    const ownZh = await admin.call('staff/bankDetailsConfirm', { id: proposed.body.data.waiting!.id }, { lang: 'zh-cn' });
    expect(ownZh.body.msg).toBe('您提议的银行信息须由另一位管理员确认：买家付款账户的变更需要两人共同完成。');
    expect((await admin.call('staff/bankDetailsPropose', NEW_ACCOUNT)).body.code).toBe(409);

    const confirmed = await second.call<BankDetailsAnswer>('staff/bankDetailsConfirm', { id: proposed.body.data.waiting!.id });
    expect(confirmed.body.data).toMatchObject({ current: NEW_ACCOUNT, waiting: null });
    expect(await buyerSees()).toMatchObject({ sortCode: '20-30-40', accountNumber: '55667788', iban: 'GB33NRTH20304055667788' });
    expect((await staffMails()).length).toBe(2 * staff.length);
    const trail = await api.db.selectFrom('editorChanges').select(['action', 'userEmail']).where('area', '=', 'bankDetails').orderBy('id').execute();
    expect(trail).toEqual([
      { action: 'propose', userEmail: 'admin@lihda.example' },
      { action: 'confirm', userEmail: 'second.admin@lihda.example' },
    ]);
    expect((await second.call('staff/bankDetailsConfirm', { id: proposed.body.data.waiting!.id })).body.code).toBe(404);
  });

  it('stays as it is when a proposal is withdrawn', async () => {
    const before = await buyerSees();
    const proposed = await second.call<BankDetailsAnswer>('staff/bankDetailsPropose', { ...NEW_ACCOUNT, bankSortCode: '11-22-33' });
    const withdrawn = await admin.call<BankDetailsAnswer>('staff/bankDetailsWithdraw', { id: proposed.body.data.waiting!.id });
    expect(withdrawn.body.data.waiting).toBeNull();
    expect(await buyerSees()).toEqual(before);
  });
});
