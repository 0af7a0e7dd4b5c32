import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LoginAnswer, SignInAnswer } from '#contract/calls/login.ts';
import type { SecondFactorInfo } from '#contract/calls/second-factor.ts';
import { totpCode, TOTP_PERIOD_SECONDS } from '../../server/auth/second-factor/totp.ts';
import { DEMO_PASSWORD, DEMO_STAFF_TOTP_SECRET } from '../../server/seed/demo-accounts.ts';
import { addAuthenticator, forgetUsedSteps, freshCode } from './helpers/second-factor.ts';
import { mailedToken } from './helpers/mailed-links.ts';
import { logInAs } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api.close());
beforeEach(async () => {
  await api.db.deleteFrom('loginFailures').execute();
});

const signIn = (email: string, remember = false, lang?: string) =>
  api.call<SignInAnswer>('unpri/userLogin', { email, pwd: DEMO_PASSWORD, remember }, lang ? { headers: { lang } } : {});
const second = (challenge: string, code: string, lang?: string) =>
  api.call<LoginAnswer>('unpri/userLoginSecondFactor', { challenge, code }, lang ? { headers: { lang } } : {});
const challengeOf = (answer: SignInAnswer) => {
  if (!('secondFactorChallenge' in answer)) throw new Error('no second factor was asked');
  return answer.secondFactorChallenge;
};
/**
 * A code the server takes now: the test forgets the steps used before (in its own database), so it
 * can sign in many times without waiting for the clock; the replay test below uses a code twice.
 */
async function jordanCode(): Promise<string> {
  await api.db
    .updateTable('totpSecrets')
    .set({ lastStep: null })
    .where('userId', '=', (eb) => eb.selectFrom('users').select('id').where('email', '=', 'jordan@example.com'))
    .execute();
  forgetUsedSteps(api, 'jordan@example.com');
  return freshCode(api, 'jordan@example.com');
}
const info = (token: string) => api.call<SecondFactorInfo>('pri/secondFactorInfo', {}, { headers: { token } });

describe('an authenticator app', () => {
  let recoveryCodes: string[];
  beforeAll(async () => {
    const jordan = await logInAs(api, 'jordan@example.com');
    ({ recoveryCodes } = await addAuthenticator(api, 'jordan@example.com', jordan.login.token));
  });

  it('is set up with a QR code shown once, and never shows its secret again', async () => {
    const jordan = (await signIn('jordan@example.com')).body.data;
    const setupAgain = await api.call('pri/totpSetup', {}, { headers: { token: 'x' } });
    expect(setupAgain.body.code).toBe(701);
    expect('secondFactorChallenge' in jordan).toBe(true);
    expect(recoveryCodes).toHaveLength(10);
    const stored = await api.db
      .selectFrom('recoveryCodes')
      .select('codeHash')
      .innerJoin('users', 'users.id', 'recoveryCodes.userId')
      .where('users.email', '=', 'jordan@example.com')
      .execute();
    expect(stored).toHaveLength(10);
    expect(stored.some((row) => recoveryCodes.includes(row.codeHash))).toBe(false);
  });

  it('asks for a code after the password, and signs in with a right one', async () => {
    const first = await signIn('jordan@example.com');
    expect(first.body.data).toMatchObject({ totp: true, passkey: false });
    expect('token' in first.body.data).toBe(false);
    const done = await second(challengeOf(first.body.data), await jordanCode());
    expect(done.body).toMatchObject({ code: 200, msg: 'Welcome to Lihda Group.' });
    expect((await info(done.body.data.token)).body.data).toMatchObject({
      totp: true,
      sessionProved: true,
      recoveryCodesLeft: 10,
      required: false,
    });
    const setup = await api.call('pri/totpSetup', {}, { headers: { token: done.body.data.token } });
    expect(setup.body).toMatchObject({
      code: 409,
      msg: 'An authenticator app is already set up: remove it first to set up another.',
    });
  });

  it('refuses a wrong code, a code used once already, and a code of another account, in both languages', async () => {
    const code = await jordanCode();
    expect((await second(challengeOf((await signIn('jordan@example.com')).body.data), code)).body.code).toBe(200);
    const replay = await second(challengeOf((await signIn('jordan@example.com')).body.data), code);
    expect(replay.body).toMatchObject({ code: 400, data: null });
    expect(replay.body.msg).toMatch(/^That code is not right, or it has been used already/);
    const staffCode = totpCode(DEMO_STAFF_TOTP_SECRET, new Date());
    const otherAccount = await second(challengeOf((await signIn('jordan@example.com')).body.data), staffCode, 'zh-cn');
    expect(otherAccount.body.msg).toBe('验证码不正确或已被使用。请输入身份验证器应用中的最新验证码，或一个恢复码。');
    const wrong = await second(challengeOf((await signIn('jordan@example.com')).body.data), '000000');
    expect(wrong.body.code).toBe(400);
  });

  it('takes each recovery code once', async () => {
    const code = recoveryCodes[0]!;
    const done = await second(challengeOf((await signIn('jordan@example.com')).body.data), code.toUpperCase());
    expect(done.body.code).toBe(200);
    expect((await info(done.body.data.token)).body.data.recoveryCodesLeft).toBe(9);
    expect((await second(challengeOf((await signIn('jordan@example.com')).body.data), code)).body.code).toBe(400);
  });

  it('limits wrong codes as it limits wrong passwords', async () => {
    const challenge = challengeOf((await signIn('jordan@example.com')).body.data);
    for (let i = 0; i < 5; i++) expect((await second(challenge, '111111')).body.code).toBe(400);
    // A right password does not free more guesses at the code.
    const again = challengeOf((await signIn('jordan@example.com')).body.data);
    const held = await second(again, await jordanCode());
    expect(held.body).toMatchObject({ code: 429 });
  });

  it('refuses a sign-in that is unknown or finished', async () => {
    expect((await second('made-up', '123456')).body).toMatchObject({
      code: 400,
      msg: 'This sign-in has timed out. Please enter your email and password again.',
    });
    const challenge = challengeOf((await signIn('jordan@example.com')).body.data);
    expect((await second(challenge, await jordanCode())).body.code).toBe(200);
    expect((await second(challenge, await jordanCode())).body.code).toBe(400);
  });

  it('keeps remember-me working: the remembered sign-in keeps the second factor, and the browser holds neither', async () => {
    const first = await signIn('jordan@example.com', true);
    const done = await second(challengeOf(first.body.data), await jordanCode());
    expect(done.body.data.rememberToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await api.call<LoginAnswer>('unpri/userLoginRemembered', {
      email: 'jordan@example.com',
      rememberToken: done.body.data.rememberToken,
    });
    expect(again.body.code).toBe(200);
    expect((await info(again.body.data.token)).body.data.sessionProved).toBe(true);
  });

  it('is removed with a code from it, and then the password alone signs in', async () => {
    const challenge = challengeOf((await signIn('jordan@example.com')).body.data);
    const jordan = (await second(challenge, await jordanCode())).body.data;
    const remove = (code: string) => api.call('pri/totpRemove', { code }, { headers: { token: jordan.token } });
    expect((await remove('000000')).body.code).toBe(400);
    const removed = await remove(await jordanCode());
    expect(removed.body).toMatchObject({ code: 200, msg: 'The authenticator app has been removed.' });
    const first = await signIn('jordan@example.com');
    expect('token' in first.body.data).toBe(true);
    expect(
      await api.db
        .selectFrom('recoveryCodes')
        .selectAll()
        .innerJoin('users', 'users.id', 'recoveryCodes.userId')
        .where('users.email', '=', 'jordan@example.com')
        .execute(),
    ).toEqual([]);
  });
});

describe('setting up an authenticator', () => {
  it('is confirmed only with a code of the new secret', async () => {
    const buyer = await logInAs(api, 'buyer@example.com');
    const setup = await buyer.call<{ secret: string; qrSvg: string; uri: string }>('pri/totpSetup');
    expect(setup.body.data.qrSvg).toMatch(/^<svg /);
    expect(setup.body.data.uri).toContain(`secret=${setup.body.data.secret}`);
    const wrong = await buyer.call('pri/totpConfirm', { code: totpCode(DEMO_STAFF_TOTP_SECRET, new Date()) });
    expect(wrong.body.code).toBe(400);
    // Not confirmed, the secret is no second factor: the password alone still signs in.
    expect('token' in (await signIn('buyer@example.com')).body.data).toBe(true);
    const right = await buyer.call<{ recoveryCodes: string[] }>('pri/totpConfirm', {
      code: totpCode(setup.body.data.secret, new Date(Date.now() + TOTP_PERIOD_SECONDS * 1000)),
    });
    expect(right.body.data.recoveryCodes).toHaveLength(10);
    expect((await info(buyer.login.token)).body.data.sessionProved).toBe(true);
  });
});

describe('a password reset of an account with a second factor', () => {
  it('signs nobody in by the e-mailed link alone: the second factor is asked for', async () => {
    expect((await api.call('unpri/passwordResetRequest', { email: 'buyer@example.com' })).body.code).toBe(200);
    const token = await mailedToken(api, 'buyer@example.com', 'passwordReset');
    const reset = await api.call<SignInAnswer>('unpri/passwordReset', { token, pwd: 'Harbour-lamp-77' });
    expect(reset.body.code).toBe(200);
    expect('token' in reset.body.data).toBe(false);
    expect(reset.body.data).toMatchObject({ totp: true, passkey: false });
  });
});
