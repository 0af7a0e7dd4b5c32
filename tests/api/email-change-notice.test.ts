import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginAnswer } from '#contract/calls/login.ts';
import type { UserInfo } from '#contract/calls/user-info.ts';
import { mailedToken } from './helpers/mailed-links.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api.close());

const PASSWORD = 'Moving-pass-31';
let lastAddress = 0;
const nextAddress = () => `10.42.${Math.floor(++lastAddress / 250)}.${lastAddress % 250}`;

async function register(email: string, language: 'en' | 'zh-cn'): Promise<LoginAnswer> {
  const { body } = await api.call<LoginAnswer>(
    'unpri/userRegister',
    { firstName: 'Lin', lastName: 'Wu', email, pwd: PASSWORD, language },
    { remoteAddress: nextAddress() },
  );
  expect(body.code).toBe(200);
  return body.data;
}
const logIn = async (email: string) =>
  (
    await api.call<LoginAnswer>(
      'unpri/userLogin',
      { email, pwd: PASSWORD, remember: true },
      { remoteAddress: nextAddress() },
    )
  ).body.data;
const whoAmI = (token: string) => api.call<UserInfo>('pri/userInfo', {}, { headers: { token } });
const notices = (email: string) =>
  api.db
    .selectFrom('mailOutbox')
    .select(['recipient', 'language', 'values'])
    .where('template', '=', 'emailChanged')
    .where('recipient', '=', email)
    .execute();

async function moveAddress(session: string, from: string, to: string, followWith?: string) {
  const asked = await api.call(
    'pri/profileUpdate',
    { firstName: 'Lin', lastName: 'Wu', phone: '', email: to, pwd: PASSWORD },
    { headers: { token: session } },
  );
  expect(asked.body.code).toBe(200);
  // Nothing is told to the old address before the new one is proved.
  expect(await notices(from)).toEqual([]);
  const followed = await api.call(
    'unpri/emailVerify',
    { token: await mailedToken(api, to, 'changeEmail') },
    followWith ? { headers: { token: followWith } } : {},
  );
  expect(followed.body.data).toEqual({ email: to, changed: true });
}

describe('a changed e-mail address', () => {
  it("tells the old address, in the account's language, what changed and what to do if it was not them", async () => {
    for (const [from, to, language] of [
      ['lin.old@example.com', 'lin.new@example.com', 'en'],
      ['wu.old@example.com', 'wu.new@example.com', 'zh-cn'],
    ] as const) {
      const first = await register(from, language);
      await moveAddress(first.token, from, to);
      const [notice, ...more] = await notices(from);
      expect(more).toEqual([]);
      expect(notice).toMatchObject({ recipient: from, language, values: { firstName: 'Lin', newEmail: to } });
      expect(await notices(to)).toEqual([]);
    }
  });

  it('ends every other session and remember token; the session that followed the link stays', async () => {
    const from = 'kept.old@example.com';
    const to = 'kept.new@example.com';
    const first = await register(from, 'en');
    const other = await logIn(from);
    const stolen = await logIn(from);
    await moveAddress(first.token, from, to, first.token);
    expect((await whoAmI(first.token)).body.data.email).toBe(to);
    for (const token of [other.token, stolen.token]) expect((await whoAmI(token)).body.code).toBe(701);
    for (const rememberToken of [other.rememberToken, stolen.rememberToken]) {
      expect((await api.call('unpri/userLoginRemembered', { email: to, rememberToken })).body.code).toBe(701);
    }
  });

  it('followed without a session of the account, ends all of them', async () => {
    const from = 'all.old@example.com';
    const to = 'all.new@example.com';
    const first = await register(from, 'en');
    const stranger = await register('stranger@example.com', 'en');
    await moveAddress(first.token, from, to, stranger.token);
    expect((await whoAmI(first.token)).body.code).toBe(701);
    expect((await whoAmI(stranger.token)).body.code).toBe(200);
  });
});
