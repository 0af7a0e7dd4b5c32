import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRecords } from './helpers/editor.ts';
import { logInAs, partsWithBreaks, prepareCheckout, type Buyer } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
let sales: Buyer;
let admin: Buyer;
let companyId: number;

beforeAll(async () => {
  api = await openTestApi();
  sales = await logInAs(api, 'sales@lihda.example');
  admin = await logInAs(api, 'admin@acme.example');
  companyId = (await api.db.selectFrom('users').select('companyId').where('email', '=', 'admin@acme.example').executeTakeFirstOrThrow()).companyId!;
});
afterAll(() => api.close());

const orderCount = async () => Number((await api.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('companyId', '=', companyId).executeTakeFirstOrThrow()).n);

describe('a company credit limit', () => {
  it('refuses at checkout, before the order is placed, an order on account that would go over it, and says what is left', async () => {
    const [part] = await partsWithBreaks(api, 1);
    const set = await sales.call('staff/companySetCredit', { id: companyId, creditApproved: true, creditLimitPence: 1000 });
    expect(set.body).toMatchObject({ code: 200, data: { id: companyId, creditApproved: true, creditLimitPence: 1000 } });
    const checkout = await prepareCheckout(admin, [[part!.partNo, 5]], { paymentMethod: 'account' });
    const before = await orderCount();
    const refused = await admin.call('pri/orderCreate', checkout);
    expect(refused.body.code).toBe(409);
    expect(refused.body.msg).toMatch(/^This order would take Acme Engineering Ltd over its credit limit of £10\.00: £[\d,.]+ is already on account and £[\d,.]+ is left\./);
    expect(await orderCount()).toBe(before);

    await sales.call('staff/companySetCredit', { id: companyId, creditApproved: true, creditLimitPence: 100_000_000 });
    expect((await admin.call('pri/orderCreate', checkout)).body.code).toBe(200);
    const [audit] = await auditRecords(api);
    expect(audit).toMatchObject({ area: 'company', action: 'credit', userEmail: 'sales@lihda.example' });
  });

  it('is for sales and admins only', async () => {
    expect((await admin.call('staff/companySetCredit', { id: companyId, creditApproved: false })).status).toBe(403);
    expect((await sales.call('staff/companySetCredit', { id: 999_999, creditApproved: false })).body.code).toBe(404);
  });
});
