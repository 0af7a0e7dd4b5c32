import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginAnswer } from '#contract/calls/login.ts';
import { logInAs, type Buyer } from './helpers/shop.ts';
import { mailedToken } from './helpers/mailed-links.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

// Disabling an account is the kill switch for a leaver or a fraudulent customer: no path gives a
// disabled account a session, and a session it had ends with the next request.

let api: TestApi;
let admin: Buyer;
let sales: Buyer;
let staffCount = 0;

beforeAll(async () => {
  api = await openTestApi();
  admin = await logInAs(api, 'admin@lihda.example');
  sales = await logInAs(api, 'sales@lihda.example');
});
afterAll(() => api.close());

/** A new staff account, logged in (with a remember token), and the id to disable it by. */
async function newStaff() {
  const email = `leaver.${++staffCount}@lihda.example`;
  const added = await admin.call<{ id: number }>('staff/accountAdd', { firstName: 'Lee', lastName: 'Leaver', email, role: 'sales', password: 'Harbour-lamp-42' });
  const login = (await api.call<LoginAnswer>('unpri/userLogin', { email, pwd: 'Harbour-lamp-42', remember: true })).body.data;
  return { email, id: added.body.data.id, login };
}

const withToken = (token: string, path: string, body: object = {}) => api.call(path, body, { headers: { token } });
const resetMails = (email: string) => api.db.selectFrom('mailOutbox').select('id').where('recipient', '=', email).where('template', '=', 'passwordReset').execute();

describe('a disabled staff account', () => {
  it('loses the session it had at its next request, the staff console included', async () => {
    const leaver = await newStaff();
    expect((await withToken(leaver.login.token, 'staff/orderList', {})).body.code).toBe(200);
    await admin.call('staff/accountSetDisabled', { id: leaver.id, disabled: true });
    expect((await withToken(leaver.login.token, 'staff/orderList', {})).body.code).toBe(701);
    expect((await withToken(leaver.login.token, 'pri/userInfo')).body.code).toBe(701);
  });

  it('gets no reset link, with the same answer as any address', async () => {
    const leaver = await newStaff();
    await admin.call('staff/accountSetDisabled', { id: leaver.id, disabled: true });
    const asked = await api.call('unpri/passwordResetRequest', { email: leaver.email }, { remoteAddress: '10.11.0.1' });
    const unknown = await api.call('unpri/passwordResetRequest', { email: 'nobody.here@lihda.example' }, { remoteAddress: '10.11.0.2' });
    expect(asked.body).toEqual(unknown.body);
    expect(await resetMails(leaver.email)).toEqual([]);
  });

  it('cannot use a reset link sent before it was disabled: no session, the link kept unspent', async () => {
    const leaver = await newStaff();
    await api.call('unpri/passwordResetRequest', { email: leaver.email }, { remoteAddress: '10.11.0.3' });
    const token = await mailedToken(api, leaver.email, 'passwordReset');
    await admin.call('staff/accountSetDisabled', { id: leaver.id, disabled: true });
    const reset = await api.call<LoginAnswer>('unpri/passwordReset', { token, pwd: 'Vq7-staff-new-pass' });
    expect(reset.body).toMatchObject({ code: 403, msg: expect.stringMatching(/disabled/) });
    expect(reset.body.data).toBeNull();
    expect((await api.call('unpri/userLogin', { email: leaver.email, pwd: 'Vq7-staff-new-pass' }, { remoteAddress: '10.11.0.4' })).body.code).toBe(400);
  });

  it('cannot come back through its remember token', async () => {
    const leaver = await newStaff();
    await admin.call('staff/accountSetDisabled', { id: leaver.id, disabled: true });
    const again = await api.call('unpri/userLoginRemembered', { email: leaver.email, rememberToken: leaver.login.rememberToken });
    expect(again.body.code).toBe(701);
  });
});

describe('a disabled buyer', () => {
  it('loses its session and cannot come back through a remember token or a reset', async () => {
    const login = (await api.call<LoginAnswer>('unpri/userLogin', { email: 'jordan@example.com', pwd: 'Lihda-demo-1', remember: true }, { remoteAddress: '10.11.1.1' })).body.data;
    await api.call('unpri/passwordResetRequest', { email: 'jordan@example.com' }, { remoteAddress: '10.11.1.2' });
    const token = await mailedToken(api, 'jordan@example.com', 'passwordReset');
    expect((await sales.call('staff/customerSetDisabled', { id: login.id, disabled: true })).body.code).toBe(200);
    expect((await withToken(login.token, 'pri/basketList')).body.code).toBe(701);
    expect((await api.call('unpri/userLoginRemembered', { email: 'jordan@example.com', rememberToken: login.rememberToken })).body.code).toBe(701);
    expect((await api.call('unpri/passwordReset', { token, pwd: 'Vq7-buyer-new-pass' })).body.code).toBe(403);
    await sales.call('staff/customerSetDisabled', { id: login.id, disabled: false });
  });
});

describe('a new password set through a reset link', () => {
  it('is held to the registration’s rules: a common password is refused', async () => {
    await api.call('unpri/passwordResetRequest', { email: 'buyer@example.com' }, { remoteAddress: '10.11.2.1' });
    const token = await mailedToken(api, 'buyer@example.com', 'passwordReset');
    const refused = await api.call('unpri/passwordReset', { token, pwd: 'password123' });
    expect(refused.body).toMatchObject({ code: 400, data: { field: 'pwd' } });
    // The link is not spent by a refused password.
    expect((await api.call('unpri/passwordReset', { token, pwd: 'Quiet-harbour-lamp-9' })).body.code).toBe(200);
  });
});
