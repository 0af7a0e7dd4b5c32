import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '#contract/call.ts';
import type { LoginAnswer, SignInAnswer } from '#contract/calls/login.ts';
import { hashPassword } from '../../server/auth/passwords.ts';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts.ts';
import { listApiRoutes, type ApiRoute } from './helpers/api-routes.ts';
import { addAuthenticator } from './helpers/second-factor.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

/**
 * Staff can refund payments, change credit limits and publish the site: every staff call (from
 * Fastify's own list of routes, so a call added tomorrow is walked too) refuses a session whose
 * second factor is not proved, whatever its role.
 */

const STAFF_CALLERS: readonly Caller[] = ['editor', 'sales', 'admin', 'staff'];
const NEEDS_SECOND_FACTOR =
  'The console needs a second factor: sign in with your authenticator app or passkey, or set one up under Security in your account.';

let api: TestApi;
let staffRoutes: ApiRoute[];
const NEWCOMER = 'new.admin@lihda.example';

beforeAll(async () => {
  api = await openTestApi({ apiDocs: true });
  const operations = (await api.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths as Record<
    string,
    Record<string, { 'x-caller'?: Caller }>
  >;
  staffRoutes = (await listApiRoutes(api.app)).filter((route) =>
    STAFF_CALLERS.includes(operations[route.url]?.[route.method.toLowerCase()]?.['x-caller'] as Caller),
  );
  // An admin as `npm run staff:add` makes one: a password, no second factor yet.
  await api.db
    .insertInto('users')
    .values({
      email: NEWCOMER,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      firstName: 'Nia',
      lastName: 'Obi',
      phone: '',
      companyId: null,
      companyRole: null,
      spendingLimitPence: null,
      role: 'admin',
    })
    .execute();
});
afterAll(() => api.close());

/** A request whose body would be refused with 400 if it were read: the refusal must come first. */
const callAs = (route: ApiRoute, token: string) =>
  api.app.inject(
    route.method === 'POST'
      ? {
          method: 'POST',
          url: route.url,
          headers: { token, 'content-type': 'application/json' },
          payload: '{"not json',
        }
      : { method: 'GET', url: `${route.url}?id=not-a-number`, headers: { token } },
  );

describe('staff calls without a second factor', () => {
  let token: string;

  it('sign the new admin in with the password alone, into a session that may shop but not work', async () => {
    const login = await api.call<SignInAnswer>('unpri/userLogin', { email: NEWCOMER, pwd: DEMO_PASSWORD });
    expect('token' in login.body.data).toBe(true);
    token = (login.body.data as LoginAnswer).token;
    expect((await api.call('pri/userInfo', {}, { headers: { token } })).body.code).toBe(200);
  });

  it('are every one refused with 403 and the reason, in both languages', async () => {
    expect(staffRoutes.length).toBeGreaterThan(60);
    const answers = await Promise.all(
      staffRoutes.map(async (route) => {
        const response = await callAs(route, token);
        return {
          route: `${route.method} ${route.url}`,
          status: response.statusCode,
          body: response.json<{ code: number; msg: string; data: unknown }>(),
        };
      }),
    );
    expect(
      answers.filter((a) => a.status !== 403 || a.body.code !== 403 || a.body.msg !== NEEDS_SECOND_FACTOR),
    ).toEqual([]);
    expect(answers[0]!.body.data).toEqual({ secondFactor: 'required' });
    const zh = await api.app.inject({
      method: 'POST',
      url: staffRoutes[0]!.url,
      headers: { token, lang: 'zh-cn' },
      payload: {},
    });
    expect(zh.json().msg).toBe(
      '控制台需要第二重验证：请使用身份验证器应用或通行密钥登录，或在账户的“安全”中设置一项。',
    );
  });

  it('open once the admin sets up an authenticator in the session, and later sign-ins ask for its code', async () => {
    await addAuthenticator(api, NEWCOMER, token);
    const list = await api.call('staff/accountList', {}, { headers: { token } });
    expect(list.body.code).toBe(200);
    const again = await api.call<SignInAnswer>('unpri/userLogin', { email: NEWCOMER, pwd: DEMO_PASSWORD });
    expect(again.body.data).toMatchObject({ totp: true });
  });

  it('stay refused to a buyer with 403 for the role, whatever their second factor', async () => {
    const buyer = await api.call<LoginAnswer>('unpri/userLogin', { email: 'buyer@example.com', pwd: DEMO_PASSWORD });
    const answer = (
      await callAs(
        staffRoutes.find((r) => r.url === '/api/staff/accountList')!,
        buyer.body.data.token,
      )
    ).json();
    expect(answer).toMatchObject({ code: 403, msg: 'This is for administrators only.' });
  });
});
