import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '#contract/calls/orders.ts';
import type { StaffBankDetails } from '#contract/calls/staff-bank-details.ts';
import { readPdf } from '../support/pdf-text.ts';
import { auditRecords } from './helpers/editor.ts';
import { logInAs, partsWithBreaks, placeOrder, type Buyer } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
let admin: Buyer;
let secondAdmin: Buyer;
let editor: Buyer;
let sales: Buyer;
let buyer: Buyer;
let orderId: number;

const NEW_DETAILS = {
  bankAccountName: 'Lihda Group Ltd',
  bankName: 'Other Bank plc',
  bankSortCode: '99-99-99',
  bankAccountNo: '99999999',
  bankIban: 'GB00OTHR99999999999999',
  bankBic: 'OTHRGB2L',
};

beforeAll(async () => {
  api = await openTestApi();
  admin = await logInAs(api, 'admin@lihda.example');
  const added = await admin.call('staff/accountAdd', {
    firstName: 'Alex',
    lastName: 'Moss',
    email: 'second.admin@lihda.example',
    role: 'admin',
    password: 'Harbour-lamp-42',
  });
  expect(added.body.code).toBe(200);
  await api.db
    .updateTable('users')
    .set({ language: 'zh-cn' })
    .where('email', '=', 'second.admin@lihda.example')
    .execute();
  secondAdmin = await logInAs(api, 'second.admin@lihda.example', 'Harbour-lamp-42');
  editor = await logInAs(api, 'editor@lihda.example');
  sales = await logInAs(api, 'sales@lihda.example');
  buyer = await logInAs(api, 'buyer@example.com');
  const [part] = await partsWithBreaks(api, 1);
  orderId = (await placeOrder(buyer, [[part!.partNo, 1]])).id;
  await buyer.call('pri/payStart', { id: orderId, method: 'bankTransfer' });
});
afterAll(() => api.close());

const bankMails = () =>
  api.db
    .selectFrom('mailOutbox')
    .select(['recipient', 'language', 'values'])
    .where('template', '=', 'bankDetailsChange')
    .orderBy('id')
    .execute();
const orderBank = async () => (await buyer.call<OrderDetail>('pri/orderDetail', { id: orderId })).body.data.bankDetails;
const proForma = async () =>
  (
    await readPdf(
      (
        await api.app.inject({
          method: 'GET',
          url: `/api/pri/orderInvoice?id=${orderId}`,
          headers: { token: buyer.login.token },
        })
      ).rawPayload,
    )
  ).text;
const STAFF = ['admin@lihda.example', 'editor@lihda.example', 'sales@lihda.example', 'second.admin@lihda.example'];

describe('the bank account buyers pay into', () => {
  it('is no longer part of the company details an editor saves', async () => {
    const info = (await editor.call<Record<string, unknown>>('editor/companyInfoGet')).body.data;
    expect(info).not.toHaveProperty('bankSortCode');
    const { updatedAt: _at, ...details } = info;
    const refused = await editor.call('editor/companyInfoSave', { ...details, bankSortCode: '99-99-99' });
    expect(refused.body.code).toBe(400);
    expect((await orderBank()).sortCode).toBe('12-34-56');
  });

  it('is read and proposed by administrators only', async () => {
    for (const who of [editor, sales]) {
      expect((await who.call('staff/bankDetailsGet')).status).toBe(403);
      expect((await who.call('staff/bankDetailsPropose', NEW_DETAILS)).status).toBe(403);
    }
    const tooLong = await admin.call('staff/bankDetailsPropose', { ...NEW_DETAILS, bankName: 'b'.repeat(61) });
    expect(tooLong.body).toMatchObject({
      code: 400,
      msg: 'Bank name cannot exceed 60 characters',
      data: { field: 'bankName' },
    });
  });

  it('changes only when a second administrator confirms the proposal; every member of staff is told, and documents keep the old account until then', async () => {
    const proposed = await admin.call<StaffBankDetails>('staff/bankDetailsPropose', NEW_DETAILS);
    expect(proposed.body.code).toBe(200);
    expect(proposed.body.data.current.bankSortCode).toBe('12-34-56');
    expect(proposed.body.data.pending).toMatchObject({ bankSortCode: '99-99-99', proposedBy: 'admin@lihda.example' });
    const proposalId = proposed.body.data.pending!.id;

    const told = await bankMails();
    expect(told.map((m) => m.recipient).sort()).toEqual(STAFF);
    expect(told.find((m) => m.recipient === 'second.admin@lihda.example')!.language).toBe('zh-cn');
    expect(told.find((m) => m.recipient === 'sales@lihda.example')!.language).toBe('en');

    expect((await orderBank()).sortCode).toBe('12-34-56');
    expect(await proForma()).toContain('12-34-56');
    expect(
      (await admin.call('staff/bankDetailsPropose', { ...NEW_DETAILS, bankAccountNo: '11111111' })).body.code,
    ).toBe(409);

    const own = await admin.call('staff/bankDetailsConfirm', { id: proposalId });
    expect(own.body).toMatchObject({
      code: 403,
      msg: 'Another administrator must confirm new bank details: you proposed them.',
    });
    expect((await admin.call('staff/bankDetailsConfirm', { id: proposalId }, { lang: 'zh-cn' })).body.msg).toBe(
      '新的银行账户信息须由另一位管理员确认：提议人是您本人。',
    );
    expect((await orderBank()).sortCode).toBe('12-34-56');

    const confirmed = await secondAdmin.call<StaffBankDetails>('staff/bankDetailsConfirm', { id: proposalId });
    expect(confirmed.body.code).toBe(200);
    expect(confirmed.body.data).toMatchObject({
      current: { bankSortCode: '99-99-99', bankAccountNo: '99999999' },
      pending: null,
    });
    expect(await orderBank()).toMatchObject({
      sortCode: '99-99-99',
      accountNumber: '99999999',
      iban: 'GB00OTHR99999999999999',
    });
    expect(await proForma()).toContain('99-99-99');

    const confirmations = (await bankMails()).slice(told.length);
    expect(confirmations.map((m) => m.recipient).sort()).toEqual(STAFF);

    const [confirmation, proposal] = await auditRecords(api);
    expect(proposal).toMatchObject({ area: 'bank', action: 'propose', userEmail: 'admin@lihda.example' });
    expect(confirmation).toMatchObject({ area: 'bank', action: 'confirm', userEmail: 'second.admin@lihda.example' });
    expect(confirmation!.detail).toMatchObject({
      proposedBy: 'admin@lihda.example',
      before: { bankSortCode: '12-34-56' },
      after: { bankSortCode: '99-99-99' },
    });
    expect((await secondAdmin.call('staff/bankDetailsConfirm', { id: proposalId })).body.code).toBe(409);
  });

  it('may be withdrawn by either administrator, and a withdrawn proposal cannot be confirmed', async () => {
    const proposed = await secondAdmin.call<StaffBankDetails>('staff/bankDetailsPropose', {
      ...NEW_DETAILS,
      bankAccountNo: '22222222',
    });
    const id = proposed.body.data.pending!.id;
    const withdrawn = await admin.call<StaffBankDetails>('staff/bankDetailsWithdraw', { id });
    expect(withdrawn.body.data).toMatchObject({ current: { bankAccountNo: '99999999' }, pending: null });
    expect((await admin.call('staff/bankDetailsConfirm', { id })).body.code).toBe(409);
    expect((await admin.call('staff/bankDetailsConfirm', { id: 999_999 })).body.code).toBe(404);
    expect((await orderBank()).accountNumber).toBe('99999999');
    const [record] = await auditRecords(api);
    expect(record).toMatchObject({ area: 'bank', action: 'withdraw', userEmail: 'admin@lihda.example' });
  });
});
