import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginAnswer, SignInAnswer } from '#contract/calls/login.ts';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts.ts';
import { mailedToken } from './helpers/mailed-links.ts';
import { proveWithCode } from './helpers/second-factor.ts';
import { logInAs, type Buyer } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
let admin: Buyer;
let sales: Buyer;
beforeAll(async () => {
  api = await openTestApi();
  admin = await logInAs(api, 'admin@lihda.example');
  sales = await logInAs(api, 'sales@lihda.example');
});
afterAll(() => api.close());

let lastAddress = 0;
const nextAddress = () => `10.41.${Math.floor(++lastAddress / 250)}.${lastAddress % 250}`;

const idOf = async (email: string) =>
  (await api.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
/** Disables in the database alone, leaving sessions as they were: what a session made in the same instant would see. */
const markDisabled = async (email: string) => {
  await api.db.updateTable('users').set({ disabledAt: new Date() }).where('email', '=', email).execute();
};
const enable = async (email: string) => {
  await api.db.updateTable('users').set({ disabledAt: null }).where('email', '=', email).execute();
};
/** Disables through the console, as staff do: a buyer by sales, a staff account by an admin. */
async function disableInConsole(email: string): Promise<void> {
  const id = await idOf(email);
  const staff = await api.db.selectFrom('users').select('role').where('id', '=', id).executeTakeFirstOrThrow();
  const answer =
    staff.role === 'buyer'
      ? await sales.call('staff/customerSetDisabled', { id, disabled: true })
      : await admin.call('staff/accountSetDisabled', { id, disabled: true });
  expect(answer.body.code).toBe(200);
}
const resetMails = (email: string) =>
  api.db
    .selectFrom('mailOutbox')
    .select('id')
    .where('template', '=', 'passwordReset')
    .where('recipient', '=', email)
    .execute();
const askReset = (email: string) => api.call('unpri/passwordResetRequest', { email }, { remoteAddress: nextAddress() });

describe('a disabled account has no session', () => {
  it.each([
    ['buyer', 'jordan@example.com', 'pri/userInfo'],
    ['staff', 'editor@lihda.example', 'editor/serviceList'],
  ])('a %s session made before the account was disabled ends at its next request', async (_, email, path) => {
    const user = await logInAs(api, email);
    expect((await user.call(path)).body.code).toBe(200);
    await markDisabled(email);
    expect((await user.call(path)).body.code).toBe(701);
    expect((await user.call('pri/invitationAccept', { invitationId: 1, code: 'x'.repeat(12) })).body.code).toBe(701);
    await enable(email);
  });

  it.each([
    ['buyer', 'member@acme.example'],
    ['staff', 'sales@lihda.example'],
  ])('a %s remember token logs nobody in once the account is disabled', async (_, email) => {
    const signIn = await api.call<SignInAnswer>(
      'unpri/userLogin',
      { email, pwd: DEMO_PASSWORD, remember: true },
      { remoteAddress: nextAddress() },
    );
    // Staff prove their second factor too: the remember token comes with the whole sign-in.
    const remembered = (await proveWithCode(api, email, signIn.body)).data;
    await markDisabled(email);
    const again = await api.call<LoginAnswer>('unpri/userLoginRemembered', {
      email,
      rememberToken: remembered.rememberToken,
    });
    expect(again.body).toMatchObject({ code: 701, data: null });
    await enable(email);
  });

  it.each([
    ['buyer', 'buyer@example.com'],
    ['staff', 'editor@lihda.example'],
  ])('a disabled %s is mailed no reset link, and is answered as any address is', async (_, email) => {
    await disableInConsole(email);
    const disabled = await askReset(email);
    const nobody = await askReset('nobody.at.all@example.com');
    expect(disabled.status).toBe(200);
    expect(disabled.body).toEqual(nobody.body);
    expect(await resetMails(email)).toEqual([]);
    await enable(email);
  });

  it.each([
    ['buyer', 'reset.buyer@example.com', 'buyer'],
    ['staff', 'reset.sales@lihda.example', 'sales'],
  ] as const)(
    'a reset link mailed before a %s account was disabled sets no password and gives no session',
    async (_, email, role) => {
      const password = 'Old-pass-4471';
      if (role === 'buyer') {
        expect(
          (
            await api.call(
              'unpri/userRegister',
              { firstName: 'Rae', lastName: 'Lund', email, pwd: password, language: 'en' },
              { remoteAddress: nextAddress() },
            )
          ).body.code,
        ).toBe(200);
      } else {
        expect(
          (await admin.call('staff/accountAdd', { firstName: 'Rae', lastName: 'Lund', email, role, password })).body
            .code,
        ).toBe(200);
      }
      await askReset(email);
      const token = await mailedToken(api, email, 'passwordReset');
      await disableInConsole(email);
      const reset = await api.call<LoginAnswer>('unpri/passwordReset', { token, pwd: 'New-pass-9921' });
      expect(reset.body).toMatchObject({
        code: 403,
        msg: 'This account has been disabled. Please contact Lihda Group to have it enabled again.',
        data: null,
      });
      expect(
        await api.db
          .selectFrom('sessions')
          .select('id')
          .where('userId', '=', await idOf(email))
          .where('revokedAt', 'is', null)
          .execute(),
      ).toEqual([]);
      await enable(email);
      // The password was not changed: the old one still logs in once the account is enabled again.
      expect(
        (await api.call('unpri/userLogin', { email, pwd: password }, { remoteAddress: nextAddress() })).body.code,
      ).toBe(200);
    },
  );
});
