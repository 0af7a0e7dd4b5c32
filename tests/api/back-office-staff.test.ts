import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffAccount } from '#contract/calls/staff-accounts.ts';
import { auditRecords } from './helpers/editor.ts';
import { logInAs, type Buyer } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
let admin: Buyer;

beforeAll(async () => {
  api = await openTestApi();
  admin = await logInAs(api, 'admin@lihda.example');
});
afterAll(() => api.close());

const newcomer = {
  firstName: 'Morgan',
  lastName: 'Reed',
  email: 'morgan.reed@lihda.example',
  role: 'sales',
  password: 'Harbour-lamp-42',
};
const accounts = async () => (await admin.call<{ list: StaffAccount[] }>('staff/accountList')).body.data.list;

describe('staff accounts', () => {
  it('lists staff only, and adds an account by the rules of npm run staff:add, who can then log in', async () => {
    const before = await accounts();
    expect(before.map((a) => a.email)).toEqual(['admin@lihda.example', 'sales@lihda.example', 'editor@lihda.example']);
    const added = await admin.call<StaffAccount>('staff/accountAdd', newcomer);
    expect(added.body.data).toMatchObject({
      email: newcomer.email,
      role: 'sales',
      name: 'Morgan Reed',
      disabled: false,
    });
    const session = await api.call('unpri/userLogin', { email: newcomer.email, pwd: newcomer.password });
    expect(session.body.code).toBe(200);
    expect((await admin.call('staff/accountAdd', newcomer)).body).toMatchObject({
      code: 409,
      msg: 'This address already has an account: staff accounts are made for new addresses only.',
    });
    expect((await admin.call('staff/accountAdd', { ...newcomer, email: 'buyer@example.com' })).body.code).toBe(409);
    expect(
      (await admin.call('staff/accountAdd', { ...newcomer, email: 'x@lihda.example', password: 'password1' })).body
        .code,
    ).toBe(400);
    expect(
      (await admin.call('staff/accountAdd', { ...newcomer, email: 'x@lihda.example', password: 'short1' })).body.code,
    ).toBe(400);
    expect(
      (await admin.call('staff/accountAdd', { ...newcomer, email: 'x@lihda.example', role: 'buyer' })).body.code,
    ).toBe(400);
    const [audit] = await auditRecords(api);
    expect(audit).toMatchObject({ area: 'staff', action: 'add', userEmail: 'admin@lihda.example' });
  });

  it('changes a role and disables an account, ending its sessions', async () => {
    const id = (await accounts()).find((a) => a.email === 'editor@lihda.example')!.id;
    const editor = await logInAs(api, 'editor@lihda.example');
    expect((await admin.call<StaffAccount>('staff/accountSetRole', { id, role: 'sales' })).body.data).toMatchObject({
      id,
      role: 'sales',
    });
    expect((await editor.call('editor/serviceList')).status).toBe(403);
    expect(
      (await admin.call<StaffAccount>('staff/accountSetDisabled', { id, disabled: true })).body.data,
    ).toMatchObject({ disabled: true });
    expect((await editor.call('staff/orderList')).body.code).toBe(701);
    await admin.call('staff/accountSetDisabled', { id, disabled: false });
    await admin.call('staff/accountSetRole', { id, role: 'editor' });
    expect((await logInAs(api, 'editor@lihda.example')).login.token).toBeTruthy();
  });

  it('never leaves the shop without an enabled admin', async () => {
    const me = (await accounts()).find((a) => a.email === 'admin@lihda.example')!.id;
    const demote = await admin.call('staff/accountSetRole', { id: me, role: 'sales' });
    expect(demote.body).toMatchObject({
      code: 409,
      msg: 'This is the last administrator: make another account an administrator first.',
    });
    expect((await admin.call('staff/accountSetDisabled', { id: me, disabled: true })).body.code).toBe(409);
    const other = (await accounts()).find((a) => a.email === newcomer.email)!.id;
    await admin.call('staff/accountSetRole', { id: other, role: 'admin' });
    // Two admins demoting each other at once: one wins; the other is told it would leave no admin
    // (409), or, when the winner's change came first, that it is no longer an admin (403).
    const login = await api.call<{ token: string }>('unpri/userLogin', {
      email: newcomer.email,
      pwd: newcomer.password,
    });
    const second = {
      call: (path: string, body: unknown) => api.call(path, body, { headers: { token: login.body.data.token } }),
    };
    const both = await Promise.all([
      admin.call('staff/accountSetRole', { id: other, role: 'sales' }),
      second.call('staff/accountSetRole', { id: me, role: 'sales' }),
    ]);
    const [won, told] = both.map((r) => r.body.code).sort();
    expect(won).toBe(200);
    expect([403, 409]).toContain(told);
    const admins = (await api.db.selectFrom('users').select('id').where('role', '=', 'admin').execute()).length;
    expect(admins).toBe(1);
    // Either may have won (on PostgreSQL both run at once): the tests after this one act as the demo's admin.
    await api.db.updateTable('users').set({ role: 'admin' }).where('email', '=', 'admin@lihda.example').execute();
    await api.db.updateTable('users').set({ role: 'sales' }).where('email', '=', newcomer.email).execute();
  });

  it('is for admins only', async () => {
    const sales = await logInAs(api, 'sales@lihda.example');
    expect((await sales.call('staff/accountList')).body).toMatchObject({
      code: 403,
      msg: 'This is for administrators only.',
    });
    expect((await sales.call('staff/accountAdd', newcomer)).status).toBe(403);
    expect((await api.call('staff/accountList')).body.code).toBe(701);
    expect((await admin.call('staff/accountSetRole', { id: 999_999, role: 'sales' })).body.code).toBe(404);
  });
});
