import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginAnswer, SignInAnswer } from '#contract/calls/login.ts';
import type { TeamAnswer } from '#contract/calls/team.ts';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts.ts';
import { auditRecords } from './helpers/editor.ts';
import { addAuthenticator } from './helpers/second-factor.ts';
import { logInAs, type Buyer } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
let staffAdmin: Buyer;
let companyAdmin: Buyer;
beforeAll(async () => {
  api = await openTestApi();
  staffAdmin = await logInAs(api, 'admin@lihda.example');
  companyAdmin = await logInAs(api, 'admin@acme.example');
});
afterAll(() => api.close());

const idOf = async (email: string) =>
  (await api.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const passwordOnly = (email: string) => api.call<SignInAnswer>('unpri/userLogin', { email, pwd: DEMO_PASSWORD });
const mailsTo = (email: string) =>
  api.db
    .selectFrom('mailOutbox')
    .select(['template', 'language'])
    .where('recipient', '=', email)
    .where('template', '=', 'secondFactorReset')
    .execute();

describe('a lost second factor', () => {
  it('is reset by a staff admin: recorded, e-mailed, and the staff member sets up a new one before the console opens', async () => {
    const id = await idOf('sales@lihda.example');
    expect('secondFactorChallenge' in (await passwordOnly('sales@lihda.example')).body.data).toBe(true);
    const reset = await staffAdmin.call('staff/accountSecondFactorReset', { id });
    expect(reset.body).toMatchObject({
      code: 200,
      msg: 'Their second factors have been removed and they have been e-mailed.',
    });
    expect(await mailsTo('sales@lihda.example')).toEqual([{ template: 'secondFactorReset', language: 'en' }]);
    const [record] = await auditRecords(api);
    expect(record).toMatchObject({
      area: 'staff',
      action: 'secondFactorReset',
      recordId: String(id),
      userEmail: 'admin@lihda.example',
    });
    // The password alone signs in now, but the console stays shut until a new factor is set up.
    const login = (await passwordOnly('sales@lihda.example')).body.data as LoginAnswer;
    expect((await api.call('staff/orderList', {}, { headers: { token: login.token } })).body.code).toBe(403);
    await addAuthenticator(api, 'sales@lihda.example', login.token);
    expect((await api.call('staff/orderList', {}, { headers: { token: login.token } })).body.code).toBe(200);
  });

  it('is reset only by an admin', async () => {
    const sales = await logInAs(api, 'sales@lihda.example');
    expect(
      (await sales.call('staff/accountSecondFactorReset', { id: await idOf('editor@lihda.example') })).body.code,
    ).toBe(403);
    expect((await staffAdmin.call('staff/accountSecondFactorReset', { id: 999_999 })).body).toMatchObject({
      code: 404,
      msg: 'There is no such account.',
    });
  });

  it("is reset for a member by the company's admin, and for nobody outside the company", async () => {
    const member = await logInAs(api, 'member@acme.example');
    await addAuthenticator(api, 'member@acme.example', member.login.token);
    expect('secondFactorChallenge' in (await passwordOnly('member@acme.example')).body.data).toBe(true);
    expect((await member.call('pri/teamSecondFactorReset', { id: await idOf('admin@acme.example') })).body.code).toBe(
      403,
    );
    expect(
      (await companyAdmin.call('pri/teamSecondFactorReset', { id: await idOf('jordan@example.com') })).body.code,
    ).toBe(404);
    const reset = await companyAdmin.call(
      'pri/teamSecondFactorReset',
      { id: await idOf('member@acme.example') },
      { lang: 'zh-cn' },
    );
    expect(reset.body).toMatchObject({ code: 200, msg: '其第二重验证已移除，并已发送邮件通知。' });
    expect('token' in (await passwordOnly('member@acme.example')).body.data).toBe(true);
    expect(await mailsTo('member@acme.example')).toHaveLength(1);
    expect((await auditRecords(api))[0]).toMatchObject({
      area: 'customer',
      action: 'secondFactorReset',
      userEmail: 'admin@acme.example',
    });
  });
});

describe("a company's rule that members have a second factor", () => {
  it('is set by its admin; a member without one may then only set one up', async () => {
    const member = await logInAs(api, 'member@acme.example');
    expect((await member.call('pri/teamSecondFactorRule', { required: true })).body.code).toBe(403);
    expect((await companyAdmin.call('pri/teamSecondFactorRule', { required: true })).body).toMatchObject({
      code: 409,
      msg: 'Set up a second factor of your own first (under Security in your account), and sign in with it.',
    });
    await addAuthenticator(api, 'admin@acme.example', companyAdmin.login.token);
    expect((await companyAdmin.call('pri/teamSecondFactorRule', { required: true })).body.code).toBe(200);
    // The team page shows the rule as kept (its switch, src/islands/account/team/SecondFactorRule.tsx).
    const team = await companyAdmin.call<TeamAnswer>('pri/teamInfo');
    expect(team.body.data.company?.requireSecondFactor).toBe(true);
    const refused = await member.call('pri/basketList');
    expect(refused.body).toMatchObject({
      code: 403,
      msg: 'Your company requires a second factor: set up an authenticator app or a passkey under Security in your account.',
      data: { secondFactor: 'required' },
    });
    expect((await member.call('pri/userInfo')).body.code).toBe(200);
    expect((await member.call<{ required: boolean }>('pri/secondFactorInfo')).body.data.required).toBe(true);
    await addAuthenticator(api, 'member@acme.example', member.login.token);
    expect((await member.call('pri/basketList')).body.code).toBe(200);
    expect((await companyAdmin.call('pri/teamSecondFactorRule', { required: false })).body.code).toBe(200);
    expect((await companyAdmin.call<TeamAnswer>('pri/teamInfo')).body.data.company?.requireSecondFactor).toBe(false);
  });
});
