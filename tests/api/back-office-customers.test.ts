import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts.ts';
import type { StaffCustomerDetail, StaffCustomerRow } from '#contract/calls/staff-customers.ts';
import type { Page } from '#contract/calls/paging.ts';
import { auditRecords } from './helpers/editor.ts';
import { logInAs, partsWithBreaks, placeOrder, type Buyer } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
let sales: Buyer;

beforeAll(async () => {
  api = await openTestApi();
  sales = await logInAs(api, 'sales@lihda.example');
});
afterAll(() => api.close());

const idOf = async (email: string) =>
  (await api.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

describe('disabling a customer', () => {
  it('ends every session and remember token, refuses the right password with a clear message, and enabling lets them back', async () => {
    const buyer = await logInAs(api, 'jordan@example.com');
    const remembered = await api.call<{ rememberToken: string }>('unpri/userLogin', {
      email: 'jordan@example.com',
      pwd: DEMO_PASSWORD,
      remember: true,
    });
    const id = await idOf('jordan@example.com');

    const disabled = await sales.call('staff/customerSetDisabled', { id, disabled: true });
    expect(disabled.body).toMatchObject({ code: 200, data: { id, disabled: true } });
    expect((await buyer.call('pri/userInfo')).body.code).toBe(701);
    const again = await api.call('unpri/userLoginRemembered', {
      email: 'jordan@example.com',
      rememberToken: remembered.body.data.rememberToken,
    });
    expect(again.body.code).toBe(701);
    const refused = await api.call('unpri/userLogin', { email: 'jordan@example.com', pwd: DEMO_PASSWORD });
    expect(refused.body).toMatchObject({
      code: 403,
      msg: 'This account has been disabled. Please contact Lihda Group to have it enabled again.',
    });
    const wrong = await api.call('unpri/userLogin', { email: 'jordan@example.com', pwd: 'Not-the-password-1' });
    expect(wrong.body.code).toBe(400);

    expect((await sales.call('staff/customerSetDisabled', { id, disabled: false })).body.data).toEqual({
      id,
      disabled: false,
    });
    expect((await api.call('unpri/userLogin', { email: 'jordan@example.com', pwd: DEMO_PASSWORD })).body.code).toBe(
      200,
    );
    const actions = (await auditRecords(api))
      .filter((r) => r.area === 'customer' && r.recordId === String(id))
      .map((r) => [r.action, r.userEmail]);
    expect(actions).toEqual([
      ['enable', 'sales@lihda.example'],
      ['disable', 'sales@lihda.example'],
    ]);
  });

  it('is for sales and admins only, and never touches a staff account', async () => {
    const buyer = await logInAs(api, 'buyer@example.com');
    const editor = await logInAs(api, 'editor@lihda.example');
    const target = await idOf('member@acme.example');
    expect((await buyer.call('staff/customerSetDisabled', { id: target, disabled: true })).status).toBe(403);
    expect((await editor.call('staff/customerSetDisabled', { id: target, disabled: true })).status).toBe(403);
    expect((await api.call('staff/customerSetDisabled', { id: target, disabled: true })).body.code).toBe(701);
    const staff = await sales.call('staff/customerSetDisabled', {
      id: await idOf('admin@lihda.example'),
      disabled: true,
    });
    expect(staff.body).toMatchObject({ code: 409, msg: 'Staff accounts are not disabled here.' });
    expect((await sales.call('staff/customerSetDisabled', { id: 999_999, disabled: true })).body.code).toBe(404);
  });
});

describe("the customers list and a customer's page", () => {
  it('finds buyers by name, e-mail or company (never staff), pages them, and opens one with orders, addresses and sessions', async () => {
    const buyer = await logInAs(api, 'buyer@example.com');
    const [part] = await partsWithBreaks(api, 1);
    const placed = await placeOrder(buyer, [[part!.partNo, 1]]);

    const byEmail = (await sales.call<Page<StaffCustomerRow>>('staff/customerList', { search: 'BUYER@example' })).body
      .data;
    expect(byEmail.list.map((c) => c.email)).toEqual(['buyer@example.com']);
    expect(byEmail.list[0]).toMatchObject({ name: 'Alex Morgan', companyName: null, disabled: false });
    expect(byEmail.list[0]!.orderCount).toBeGreaterThan(0);
    const byCompany = (await sales.call<Page<StaffCustomerRow>>('staff/customerList', { search: 'acme' })).body.data;
    expect(byCompany.list.map((c) => c.email).sort()).toEqual(['admin@acme.example', 'member@acme.example']);
    expect(
      (await sales.call<Page<StaffCustomerRow>>('staff/customerList', { search: 'lihda.example' })).body.data.total,
    ).toBe(0);
    const paged = (await sales.call<Page<StaffCustomerRow>>('staff/customerList', { page: 2, pageSize: 1 })).body.data;
    expect(paged).toMatchObject({ page: 2, pageSize: 1 });
    expect(paged.list).toHaveLength(1);
    expect(paged.total).toBeGreaterThanOrEqual(4);

    const one = (await sales.call<StaffCustomerDetail>('staff/customerGet', { id: await idOf('buyer@example.com') }))
      .body.data;
    expect(one).toMatchObject({ email: 'buyer@example.com', name: 'Alex Morgan', disabled: false, company: null });
    expect(one.orders[0]).toMatchObject({ id: placed.id, orderNo: placed.orderNo });
    expect(one.orders.every((o) => o.buyerEmail === 'buyer@example.com')).toBe(true);
    expect(one.sessions.length).toBeGreaterThan(0);
    expect(one.addresses.length).toBeGreaterThan(0);
    expect((await sales.call('staff/customerGet', { id: await idOf('sales@lihda.example') })).body.code).toBe(404);
    const long = await sales.call('staff/customerList', { search: 'x'.repeat(61) });
    expect(long.body).toMatchObject({ code: 400, msg: 'Search cannot exceed 60 characters' });
    expect((await buyer.call('staff/customerList')).status).toBe(403);
  });
});
