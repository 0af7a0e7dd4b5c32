import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginAnswer } from '#contract/calls/login.ts';
import type { UserInfo } from '#contract/calls/user-info.ts';
import type { AnswerClock } from '../../server/accounts/answer-floor.ts';
import { MAX_LINK_REQUESTS_PER_PAIR, MAX_RESET_MAILS_PER_ADDRESS } from '../../server/accounts/email-link-throttle.ts';
import { ANSWER_FLOOR_MS, requestPasswordReset } from '../../server/accounts/password-reset.ts';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts.ts';
import { mailedToken } from './helpers/mailed-links.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api.close());

let lastAddress = 0;
const nextAddress = () => `10.9.${Math.floor(++lastAddress / 250)}.${lastAddress % 250}`;

const ask = (email: unknown, options: { ip?: string; lang?: string } = {}) =>
  api.call(
    'unpri/passwordResetRequest',
    { email },
    { remoteAddress: options.ip ?? nextAddress(), ...(options.lang ? { headers: { lang: options.lang } } : {}) },
  );
const reset = (token: string, pwd: string) => api.call<LoginAnswer>('unpri/passwordReset', { token, pwd });
const login = (email: string, pwd: string) =>
  api.call<LoginAnswer>('unpri/userLogin', { email, pwd }, { remoteAddress: nextAddress() });

const resetToken = (email: string) => mailedToken(api, email, 'passwordReset');

/**
 * A clock for requestPasswordReset that the test holds: the work seems to take `workMs`, `padded`
 * says how long a pad was asked for (once the work is done), and the pad lasts until `release`.
 */
function heldClock(workMs: number) {
  const readings = [0, workMs];
  let release = () => {};
  let padded: (ms: number) => void = () => {};
  const clock: AnswerClock = {
    now: () => readings.shift() ?? workMs,
    sleep: (ms) => {
      padded(ms);
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    },
  };
  return {
    clock,
    padded: new Promise<number>((resolve) => {
      padded = resolve;
    }),
    release: () => release(),
  };
}

async function newBuyer(email: string, language = 'en'): Promise<LoginAnswer> {
  const { body } = await api.call<LoginAnswer>(
    'unpri/userRegister',
    { firstName: 'Sam', lastName: 'Reed', email, pwd: 'first-pass1', language },
    { remoteAddress: nextAddress() },
  );
  return body.data;
}

describe('passwordResetRequest', () => {
  it('answers the same, and no sooner than the floor, whether or not the address has an account; only an account gets a message', async () => {
    await newBuyer('sam.reed@example.com', 'zh-cn');
    const timed = async (email: string) => {
      const started = performance.now();
      const answer = await ask(email);
      return { answer, ms: performance.now() - started };
    };
    const known = await timed('Sam.Reed@Example.com');
    const unknown = await timed('nobody.here@example.com');
    expect(known.answer.status).toBe(200);
    expect(unknown.answer.status).toBe(200);
    expect(known.answer.body).toEqual(unknown.answer.body);
    // A lower bound only: a busy machine makes an answer slower, never quicker. That the two take the
    // same time is the next test's, on a clock it holds.
    expect(Math.min(known.ms, unknown.ms)).toBeGreaterThanOrEqual(ANSWER_FLOOR_MS - 10);
    const rows = await api.db
      .selectFrom('mailOutbox')
      .select(['recipient', 'language'])
      .where('template', '=', 'passwordReset')
      .execute();
    expect(rows).toEqual([{ recipient: 'sam.reed@example.com', language: 'zh-cn' }]);
  });

  it('pads the answer, once the work is done, to the same floor whether or not the address has an account', async () => {
    await newBuyer('pat.known@example.com');
    for (const [email, mails] of [
      ['pat.known@example.com', 1],
      ['pat.nobody@example.com', 0],
    ] as const) {
      const held = heldClock(120);
      const answer = requestPasswordReset(api.db, email, nextAddress(), held.clock);
      expect(await Promise.race([held.padded, answer.then(() => 'answered without the pad')]), email).toBe(
        ANSWER_FLOOR_MS - 120,
      );
      // The work is done before the pad: the account's message is already written.
      expect(
        await api.db
          .selectFrom('mailOutbox')
          .select('id')
          .where('template', '=', 'passwordReset')
          .where('recipient', '=', email)
          .execute(),
        email,
      ).toHaveLength(mails);
      let answered = false;
      void answer.then(() => {
        answered = true;
      });
      await new Promise((resolve) => setImmediate(resolve));
      expect(answered, email).toBe(false);
      held.release();
      await answer;
    }
  });

  it('refuses a malformed, missing or 300-character address with a clear message, and sends nothing', async () => {
    const before = await api.db.selectFrom('mailOutbox').select('id').execute();
    for (const [email, msg] of [
      ['not-an-address', 'Enter a valid email address'],
      ['', 'Please enter your email address'],
      [`${'a'.repeat(290)}@example.com`, 'Email address cannot exceed 200 characters'],
      ['eve@example.com\r\nBcc: victim@example.com', 'Enter a valid email address'],
    ] as const) {
      const { status, body } = await ask(email);
      expect(status, email).toBe(400);
      expect(body.msg, email).toBe(msg);
    }
    const chinese = await ask('not-an-address', { lang: 'zh-cn' });
    expect(chinese.body.msg).toBe('请输入有效的电子邮箱地址');
    expect(await api.db.selectFrom('mailOutbox').select('id').execute()).toEqual(before);
  });

  it('limits requests per address from one network, and per network, whether or not the address has an account', async () => {
    for (const email of ['flood@example.com', 'sam.reed@example.com']) {
      const ip = nextAddress();
      for (let i = 0; i < MAX_LINK_REQUESTS_PER_PAIR; i++) expect((await ask(email, { ip })).status).toBe(200);
      const refused = await ask(email, { ip });
      expect(refused.status).toBe(429);
      expect(refused.body.msg).toBe(
        'Too many requests for this e-mail address or from your network. Please try again in 60 minutes.',
      );
    }
    const ip = '10.77.0.1';
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => ask(`net${i}@example.com`, { ip })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(20);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(5);
  });

  it("cannot be used by others to block or void the owner's reset: other networks are not refused, mailing stops at a cap, sent links stay good", async () => {
    const email = 'victim@example.com';
    await newBuyer(email);
    await ask(email);
    const victims = await resetToken(email);
    for (let i = 0; i < 3 * MAX_RESET_MAILS_PER_ADDRESS; i++) expect((await ask(email)).status).toBe(200);
    const mailed = await api.db
      .selectFrom('mailOutbox')
      .select('id')
      .where('template', '=', 'passwordReset')
      .where('recipient', '=', email)
      .execute();
    expect(mailed).toHaveLength(MAX_RESET_MAILS_PER_ADDRESS);
    expect((await reset(victims, 'victim-new-pass7')).body.code).toBe(200);
  });
});

describe('passwordReset', () => {
  it('sets the new password, ends every session and remember token, logs the buyer in and tells the old address', async () => {
    const email = 'reset.me@example.com';
    const first = await newBuyer(email);
    const remembered = (
      await api.call<LoginAnswer>(
        'unpri/userLogin',
        { email, pwd: 'first-pass1', remember: true },
        { remoteAddress: nextAddress() },
      )
    ).body.data;
    await ask(email);
    const { status, body } = await reset(await resetToken(email), 'second-pass2');
    expect(status).toBe(200);
    expect(
      (await api.call<UserInfo>('pri/userInfo', {}, { headers: { token: body.data.token } })).body.data.email,
    ).toBe(email);
    for (const token of [first.token, remembered.token])
      expect((await api.call('pri/userInfo', {}, { headers: { token } })).body.code).toBe(701);
    expect(
      (await api.call('unpri/userLoginRemembered', { email, rememberToken: remembered.rememberToken })).body.code,
    ).toBe(701);
    expect((await login(email, 'first-pass1')).body.code).toBe(400);
    expect((await login(email, 'second-pass2')).body.code).toBe(200);
    const notice = await api.db
      .selectFrom('mailOutbox')
      .select(['recipient', 'values'])
      .where('template', '=', 'passwordChanged')
      .where('recipient', '=', email)
      .executeTakeFirstOrThrow();
    expect(notice.values).toMatchObject({ firstName: 'Sam' });
  });

  it('says plainly when the link is used, expired, voided by another one used, or wrong', async () => {
    const email = 'links@example.com';
    await newBuyer(email);
    await ask(email);
    const older = await resetToken(email);
    await ask(email);
    const newer = await resetToken(email);
    // A newer e-mail does not void an older one; using either voids the rest.
    expect((await reset(newer, 'another-pass3')).body.code).toBe(200);
    expect((await reset(older, 'another-pass3')).body.msg).toBe(
      'This link has already been used. Please ask for a new one.',
    );
    const reused = await reset(newer, 'another-pass4');
    expect(reused.status).toBe(409);
    expect(reused.body.msg).toBe('This link has already been used. Please ask for a new one.');
    await ask(email);
    const late = await resetToken(email);
    await api.db
      .updateTable('emailLinks')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('usedAt', 'is', null)
      .execute();
    expect((await reset(late, 'another-pass5')).body.msg).toBe('This link has expired. Please ask for a new one.');
    const wrong = await reset('x'.repeat(43), 'another-pass5');
    expect(wrong.status).toBe(404);
    expect(wrong.body.msg).toBe('This link is not valid. Please ask for a new one.');
    expect((await reset('short', 'another-pass5')).status).toBe(404);
    expect((await login(email, 'another-pass3')).body.code).toBe(200);
  });

  it("holds the new password to the registration's rules", async () => {
    const email = 'rules@example.com';
    await newBuyer(email);
    await ask(email);
    const token = await resetToken(email);
    expect((await reset(token, 'short1')).body.msg).toBe('Password must be at least 8 characters');
    expect((await reset(token, 'lettersonly')).body.msg).toBe('The password needs at least one letter and one digit');
    const common = await reset(token, 'password123');
    expect(common.body).toMatchObject({ code: 400, data: { field: 'pwd' } });
    expect(common.body.msg).toMatch(/common or leaked passwords/);
    // A refused password leaves the link usable.
    expect((await reset(token, 'good-pass9')).body.code).toBe(200);
  });

  it('a demo account keeps its password until the link is followed', async () => {
    await ask('buyer@example.com');
    expect((await login('buyer@example.com', DEMO_PASSWORD)).body.code).toBe(200);
  });
});
