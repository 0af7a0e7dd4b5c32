import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  MAX_FAILURES_PER_PAIR,
  MAX_PAIR_WAIT_MINUTES,
  MAX_FAILURES_PER_ADDRESS,
  pairWaitMinutes,
} from '../../server/auth/login-throttle.ts';
import { SESSION_MAX_MS } from '../../server/auth/sessions.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/seed/demo-accounts.ts';
import type { UserInfo } from '#contract/calls/user-info.ts';
import type { LoginAnswer } from '#contract/calls/login.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';
import { proveWithCode } from './helpers/second-factor.ts';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api.close());
beforeEach(async () => {
  await api.db.deleteFrom('loginFailures').execute();
});

const login = (body: object, ip = '127.0.0.1', lang?: string) =>
  api.call<LoginAnswer>('unpri/userLogin', body, { remoteAddress: ip, ...(lang ? { headers: { lang } } : {}) });
const whoAmI = (token: string) => api.call<UserInfo>('pri/userInfo', {}, { headers: { token } });
const logout = (token: string) => api.app.inject({ method: 'GET', url: '/api/unpri/userLogout', headers: { token } });

describe('userLogin', () => {
  it('logs in each demo account with token, firstName, id and blongCompany', async () => {
    const expected = {
      'buyer@example.com': false,
      'admin@acme.example': true,
      'member@acme.example': true,
      'jordan@example.com': false,
      'editor@lihda.example': false,
      'sales@lihda.example': false,
      'admin@lihda.example': false,
    } as Record<string, boolean>;
    for (const account of DEMO_ACCOUNTS) {
      const first = await login({ email: account.email, pwd: DEMO_PASSWORD });
      expect(first.status).toBe(200);
      // The demo staff have an authenticator (the console needs a second factor): the password alone makes no session.
      expect('secondFactorChallenge' in first.body.data).toBe(account.role !== undefined);
      const body = await proveWithCode(api, account.email, first.body);
      expect(body.msg).toBe('Welcome to Lihda Group.');
      expect(body.data).toMatchObject({
        firstName: account.firstName,
        blongCompany: expected[account.email],
        rememberToken: null,
      });
      expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect((await whoAmI(body.data.token)).body.data.email).toBe(account.email);
    }
  });

  it('stores only a hash of the token', async () => {
    const { body } = await login({ email: 'buyer@example.com', pwd: DEMO_PASSWORD });
    const stored = await api.db.selectFrom('sessions').select('tokenHash').execute();
    expect(stored.some((s) => s.tokenHash === body.data.token)).toBe(false);
    expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.tokenHash))).toBe(true);
  });

  it('ignores the letter case of the email', async () => {
    expect((await login({ email: 'Buyer@Example.COM', pwd: DEMO_PASSWORD })).body.code).toBe(200);
  });

  it('refuses a wrong password and an unknown email with the same message', async () => {
    const wrong = await login({ email: 'buyer@example.com', pwd: 'not-it' });
    const unknown = await login({ email: 'nobody@example.com', pwd: DEMO_PASSWORD });
    expect(wrong.body).toEqual({ code: 400, msg: 'The email address or password is incorrect.', data: null });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('validates with the messages and limits of docs/spec.md#validation', async () => {
    expect((await login({ pwd: 'x' })).body.msg).toBe('Please enter your email address');
    expect((await login({ email: 'buyer@example.com' })).body.msg).toBe('Please enter your password');
    expect((await login({ email: 'buyer@example.com', pwd: '' })).body.msg).toBe('Please enter your password');
    expect((await login({ email: `${'a'.repeat(190)}@example.com`, pwd: 'x' })).body.msg).toBe(
      'Email address cannot exceed 200 characters',
    );
    expect((await login({ email: 'buyer@example.com', pwd: 'x'.repeat(65) })).body.msg).toBe(
      'Password cannot exceed 64 characters',
    );
    expect((await login({ email: ['buyer@example.com'], pwd: 'x' })).body.msg).toBe('Email address must be text');
    expect((await login({ email: 'buyer@example.com', pwd: DEMO_PASSWORD, remember: 'yes' })).body.msg).toBe(
      'Remember me must be true or false',
    );
  });
});

describe('sessions', () => {
  it('answers 701 with no token, a made-up token, and after logout', async () => {
    expect((await api.call('pri/userInfo')).body.code).toBe(701);
    const madeUp = await whoAmI('x'.repeat(43));
    expect(madeUp.status).toBe(401);
    expect(madeUp.body.code).toBe(701);
    const { body } = await login({ email: 'buyer@example.com', pwd: DEMO_PASSWORD });
    const out = await logout(body.data.token);
    expect(out.json()).toMatchObject({ code: 200, data: null });
    expect((await whoAmI(body.data.token)).body.code).toBe(701);
    expect((await logout(body.data.token)).json().code).toBe(701);
  });

  it('ends a session left idle past its expiry, and slides the expiry on use', async () => {
    const { body } = await login({ email: 'buyer@example.com', pwd: DEMO_PASSWORD });
    const row = () =>
      api.db.selectFrom('sessions').select(['id', 'expiresAt']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const created = await row();
    // Pretend the last use was two minutes ago: the next use pushes the expiry forward.
    await api.db
      .updateTable('sessions')
      .set({ lastUsedAt: new Date(Date.now() - 120_000), expiresAt: new Date(Date.now() + 60_000) })
      .where('id', '=', created.id)
      .execute();
    expect((await whoAmI(body.data.token)).body.code).toBe(200);
    expect(new Date((await row()).expiresAt).getTime()).toBeGreaterThan(Date.now() + 11 * 3600_000);
    await api.db
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('id', '=', created.id)
      .execute();
    expect((await whoAmI(body.data.token)).body.code).toBe(701);
  });

  it('ends a session 30 days after login however often it is used', async () => {
    const { body } = await login({ email: 'buyer@example.com', pwd: DEMO_PASSWORD });
    const id = (await api.db.selectFrom('sessions').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
    // Used a moment ago, so the idle expiry is hours away, but made just over the cap ago.
    await api.db
      .updateTable('sessions')
      .set({
        createdAt: new Date(Date.now() - SESSION_MAX_MS - 1000),
        lastUsedAt: new Date(),
        expiresAt: new Date(Date.now() + 3600_000),
      })
      .where('id', '=', id)
      .execute();
    expect((await whoAmI(body.data.token)).body.code).toBe(701);
  });
});

describe('remember me', () => {
  it('issues a remember token that logs in once and is replaced', async () => {
    const first = await login({ email: 'admin@acme.example', pwd: DEMO_PASSWORD, remember: true });
    const rememberToken = first.body.data.rememberToken!;
    expect(rememberToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await api.call<LoginAnswer>('unpri/userLoginRemembered', {
      email: 'admin@acme.example',
      rememberToken,
    });
    expect(again.body.code).toBe(200);
    expect(again.body.data.firstName).toBe('Priya');
    expect(again.body.data.rememberToken).not.toBe(rememberToken);
    const replay = await api.call('unpri/userLoginRemembered', { email: 'admin@acme.example', rememberToken });
    expect(replay.body.code).toBe(701);
  });

  it("refuses another user's email, and a token revoked by logout", async () => {
    const { body } = await login({ email: 'member@acme.example', pwd: DEMO_PASSWORD, remember: true });
    const rememberToken = body.data.rememberToken!;
    expect((await api.call('unpri/userLoginRemembered', { email: 'buyer@example.com', rememberToken })).body.code).toBe(
      701,
    );
    await logout(body.data.token);
    expect(
      (await api.call('unpri/userLoginRemembered', { email: 'member@acme.example', rememberToken })).body.code,
    ).toBe(701);
  });

  it('expires after 7 days', async () => {
    const { body } = await login({ email: 'member@acme.example', pwd: DEMO_PASSWORD, remember: true });
    await api.db
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where('kind', '=', 'remember')
      .execute();
    expect(
      (
        await api.call('unpri/userLoginRemembered', {
          email: 'member@acme.example',
          rememberToken: body.data.rememberToken,
        })
      ).body.code,
    ).toBe(701);
  });
});

describe('login rate limits', () => {
  const wrongFrom = (ip: string, email = 'buyer@example.com', pwd = 'wrong') => login({ email, pwd }, ip);

  it('never refuses the right password from an address that has not failed', async () => {
    for (let i = 0; i < 4 * MAX_FAILURES_PER_PAIR; i++)
      expect((await wrongFrom(`10.0.${i % 4}.1`)).body.code).toBe(400);
    expect((await login({ email: 'buyer@example.com', pwd: DEMO_PASSWORD }, '10.9.9.9')).body.code).toBe(200);
  });

  it(`makes a pair wait after ${MAX_FAILURES_PER_PAIR} failures, longer after each further one`, async () => {
    for (let i = 0; i < MAX_FAILURES_PER_PAIR; i++) expect((await wrongFrom('10.0.0.5')).body.code).toBe(400);
    const blocked = await login({ email: 'buyer@example.com', pwd: DEMO_PASSWORD }, '10.0.0.5');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      code: 429,
      msg: 'Too many failed log-in attempts. Please try again in a minute.',
      data: null,
    });
    expect((await login({ email: 'buyer@example.com', pwd: DEMO_PASSWORD }, '10.0.0.5', 'zh-cn')).body.msg).toBe(
      '登录失败次数过多，请在一分钟后重试。',
    );
    // After the wait the pair may try again; the next failure doubles the wait, and so on up to the cap.
    const passWait = (minutes: number) =>
      api.db
        .updateTable('loginFailures')
        .set((eb) => ({ at: sql<Date>`${eb.ref('at')} - make_interval(mins => ${minutes})` }))
        .execute();
    await passWait(1);
    expect((await wrongFrom('10.0.0.5')).body.code).toBe(400);
    expect((await wrongFrom('10.0.0.5')).body.msg).toBe(
      'Too many failed log-in attempts. Please try again in 2 minutes.',
    );
    expect(pairWaitMinutes(MAX_FAILURES_PER_PAIR + 20)).toBe(MAX_PAIR_WAIT_MINUTES);
  });

  it('lets no more than the limit through when wrong guesses arrive all at once', async () => {
    const burst = await Promise.all(
      Array.from({ length: 3 * MAX_FAILURES_PER_PAIR }, (_, i) =>
        wrongFrom('10.2.0.1', 'buyer@example.com', `wrong-${i}`),
      ),
    );
    const codes = burst.map((answer) => answer.body.code);
    // Claims of one address are counted one after the other: exactly the limit gets its password checked.
    expect(codes.filter((code) => code === 400)).toHaveLength(MAX_FAILURES_PER_PAIR);
    expect(codes.filter((code) => code !== 400).every((code) => code === 429)).toBe(true);
    expect((await login({ email: 'buyer@example.com', pwd: DEMO_PASSWORD }, '10.2.0.1')).body.code).toBe(429);
  });

  it('does not lock out an office behind one address when its people mistype', async () => {
    const colleagues = ['buyer@example.com', 'admin@acme.example', 'member@acme.example', 'jordan@example.com'];
    for (const email of colleagues)
      for (let i = 0; i < MAX_FAILURES_PER_PAIR - 1; i++) await wrongFrom('192.0.2.50', email);
    for (const email of colleagues)
      expect((await login({ email, pwd: DEMO_PASSWORD }, '192.0.2.50')).body.code, email).toBe(200);
  });

  it(`refuses an address after ${MAX_FAILURES_PER_ADDRESS} failures on emails nobody has`, async () => {
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) await wrongFrom('192.0.2.7', `guess${i}@example.com`);
    const refused = await login({ email: 'buyer@example.com', pwd: DEMO_PASSWORD }, '192.0.2.7');
    expect(refused.body).toEqual({
      code: 429,
      msg: 'Too many failed log-in attempts. Please try again in 15 minutes.',
      data: null,
    });
    expect((await login({ email: 'buyer@example.com', pwd: DEMO_PASSWORD }, '192.0.2.8')).body.code).toBe(200);
  });

  it(`refuses an address spraying a few passwords over existing accounts after ${MAX_FAILURES_PER_ADDRESS} failures, right passwords included`, async () => {
    const accounts = DEMO_ACCOUNTS.map((a) => a.email);
    const answers: number[] = [];
    for (const pwd of ['Summer2026!x', 'Winter2026!x', 'Welcome2026!'])
      for (const email of accounts) answers.push((await wrongFrom('198.51.100.9', email, pwd)).body.code);
    expect(answers.slice(0, MAX_FAILURES_PER_ADDRESS).every((code) => code === 400)).toBe(true);
    expect(answers.slice(MAX_FAILURES_PER_ADDRESS)).toEqual(answers.slice(MAX_FAILURES_PER_ADDRESS).map(() => 429));
    // A right password from there learns nothing either; from elsewhere it logs in.
    expect((await login({ email: 'jordan@example.com', pwd: DEMO_PASSWORD }, '198.51.100.9')).body.code).toBe(429);
    expect((await login({ email: 'jordan@example.com', pwd: DEMO_PASSWORD }, '198.51.100.10')).body.code).toBe(200);
  });

  it('forgets old failures once the wait has passed, and a login forgets its own', async () => {
    for (let i = 0; i < MAX_FAILURES_PER_PAIR; i++) await wrongFrom('10.3.0.1');
    await api.db
      .updateTable('loginFailures')
      .set({ at: new Date(Date.now() - 2 * 60_000) })
      .execute();
    expect((await login({ email: 'buyer@example.com', pwd: DEMO_PASSWORD }, '10.3.0.1')).body.code).toBe(200);
    expect(await api.db.selectFrom('loginFailures').selectAll().where('ip', '=', '10.3.0.1').execute()).toEqual([]);
  });
});
