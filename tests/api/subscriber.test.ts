import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api.close());

let addresses = 0;
/** A source address of its own per request, unless a test names one: the per-network limit is tested on its own. */
const nextAddress = () => `10.7.${Math.floor(++addresses / 250)}.${addresses % 250}`;
const subscribe = (email: unknown, options: { ip?: string; lang?: 'zh-cn' } = {}) =>
  api.call<null>(
    'unpri/subscriberAdd',
    { email },
    { remoteAddress: options.ip ?? nextAddress(), ...(options.lang ? { headers: { lang: options.lang } } : {}) },
  );
const confirm = (token: string) => api.call<null>('unpri/subscriberConfirm', { token });

const CHECK_INBOX =
  'Thank you. Please check your inbox: your address joins our newsletter when you follow the link in the e-mail we have just sent.';

const onList = async (email: string) =>
  (await api.db.selectFrom('subscribers').select('email').where('email', '=', email).execute()).length;
async function mailedConfirmation(email: string) {
  const row = await api.db
    .selectFrom('mailOutbox')
    .select(['values', 'language'])
    .where('recipient', '=', email)
    .where('template', '=', 'newsletterConfirm')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return { token: (row.values as { token: string }).token, language: row.language };
}

describe('subscriberAdd: double opt-in', () => {
  it('adds nobody until the e-mailed link is followed, then adds the address once', async () => {
    const first = await subscribe('Jo.Bloggs@example.co.uk', { lang: 'zh-cn' });
    expect(first.body).toEqual({ code: 200, msg: expect.stringMatching(/[\u4e00-\u9fff]/), data: null });
    expect(await onList('jo.bloggs@example.co.uk')).toBe(0);
    const mailed = await mailedConfirmation('jo.bloggs@example.co.uk');
    expect(mailed.language).toBe('zh-cn');

    expect((await confirm(mailed.token)).body).toEqual({
      code: 200,
      msg: 'Thank you: your address is on our newsletter now.',
      data: null,
    });
    expect(await onList('jo.bloggs@example.co.uk')).toBe(1);
    expect((await confirm(mailed.token)).body).toMatchObject({
      code: 409,
      msg: 'This link has already been used. Please ask for a new one.',
    });
    expect((await confirm('x'.repeat(43))).body).toMatchObject({
      code: 404,
      msg: 'This link is not valid. Please ask for a new one.',
    });
  });

  it('answers a subscribed address exactly as a new one, so nobody learns who subscribes', async () => {
    await subscribe('already@example.com');
    await confirm((await mailedConfirmation('already@example.com')).token);
    const again = await subscribe('ALREADY@example.com');
    const fresh = await subscribe('never.seen@example.com');
    expect(again).toEqual(fresh);
    expect(fresh.body).toEqual({ code: 200, msg: CHECK_INBOX, data: null });
    // Following the second link changes nothing: the address is on the list once.
    await confirm((await mailedConfirmation('already@example.com')).token);
    expect(await onList('already@example.com')).toBe(1);
  });

  it('limits requests per target address and per source address, with a message in both languages', async () => {
    // From one network: 3 for an address, then 429 in the asker's language.
    for (let i = 0; i < 3; i++) expect((await subscribe('target@example.com', { ip: '10.9.8.1' })).body.code).toBe(200);
    expect((await subscribe('target@example.com', { ip: '10.9.8.1' })).body).toMatchObject({
      code: 429,
      msg: 'Too many requests for this e-mail address or from your network. Please try again in 60 minutes.',
    });
    const zh = await subscribe('target@example.com', { ip: '10.9.8.1', lang: 'zh-cn' });
    expect(zh.body.code).toBe(429);
    expect(zh.body.msg).toMatch(/[\u4e00-\u9fff]/);
    // From many networks: the same answer, but the target gets no more than 5 confirmations an hour.
    for (let i = 0; i < 5; i++) expect((await subscribe('target@example.com')).body.code).toBe(200);
    expect(
      await api.db.selectFrom('mailOutbox').select('id').where('recipient', '=', 'target@example.com').execute(),
    ).toHaveLength(5);

    for (let i = 0; i < 20; i++)
      expect((await subscribe(`victim${i}@thirdparty.example.org`, { ip: '10.9.9.9' })).body.code).toBe(200);
    expect((await subscribe('victim20@thirdparty.example.org', { ip: '10.9.9.9' })).body.code).toBe(429);
  });
});

describe('subscriberAdd: the address', () => {
  it('applies the e-mail rule of docs/spec.md#validation', async () => {
    for (const bad of [
      'plain',
      'a@b',
      'a b@example.com',
      'a+b@example.com',
      'a@example.c',
      'a@example.abcdefg',
      'a@@example.com',
    ]) {
      expect((await subscribe(bad)).body, bad).toEqual({
        code: 400,
        msg: 'Enter a valid email address',
        data: { field: 'email' },
      });
    }
    for (const good of ['a@example.com', 'first.last_name-1@mail.example.org']) {
      expect((await subscribe(good)).body.code, good).toBe(200);
    }
  });

  it('limits the email to 60 characters and requires it', async () => {
    expect((await subscribe(`${'a'.repeat(49)}@example.com`)).body.msg).toBe(
      'Email address cannot exceed 60 characters',
    );
    expect((await subscribe(`${'a'.repeat(48)}@example.com`)).body.code).toBe(200);
    expect((await subscribe('')).body.msg).toBe('Please enter your email address');
    expect((await subscribe(7)).body.msg).toBe('Email address must be text');
  });
});
