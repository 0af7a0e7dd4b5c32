import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_REGISTRATIONS_PER_ADDRESS } from '../../server/accounts/registration-throttle.ts';
import type { UserInfo } from '#contract/calls/user-info.ts';
import type { LoginAnswer } from '#contract/calls/login.ts';
import { followMailedLink } from './helpers/mailed-links.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api.close());

// Each call comes from its own address unless a test names one, so the per-address limit stays out of the way.
let lastAddress = 0;
const nextAddress = () => `10.1.${Math.floor(++lastAddress / 250)}.${lastAddress % 250}`;

const register = (body: object, options: { ip?: string; lang?: string } = {}) =>
  api.call<LoginAnswer>('unpri/userRegister', body, {
    remoteAddress: options.ip ?? nextAddress(),
    ...(options.lang ? { headers: { lang: options.lang } } : {}),
  });
const whoAmI = (token: string) => api.call<UserInfo>('pri/userInfo', {}, { headers: { token } });
const login = (email: string, pwd: string) =>
  api.call<LoginAnswer>('unpri/userLogin', { email, pwd }, { remoteAddress: nextAddress() });

let lastEmail = 0;
/** A valid request with a fresh email; `changes` override or (as undefined) leave out fields. */
function newBuyer(changes: Record<string, unknown> = {}): Record<string, unknown> {
  const body = {
    firstName: 'Jo',
    lastName: 'Bloggs',
    email: `jo${++lastEmail}@example.com`,
    pwd: 'secret-pass1',
    ...changes,
  };
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
}

describe('userRegister', () => {
  it('creates the buyer, logs them in, and the password logs in afterwards', async () => {
    const buyer = newBuyer({ firstName: '  Jo ', email: 'Jo.Bloggs@Example.COM', pwd: ' pass word 1 ' });
    const { status, body } = await register(buyer);
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.msg).toBe('Welcome to Lihda Group.');
    expect(body.data).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      firstName: 'Jo',
      id: expect.any(Number),
      blongCompany: false,
      rememberToken: null,
    });
    expect((await whoAmI(body.data.token)).body.data).toMatchObject({
      id: body.data.id,
      email: 'jo.bloggs@example.com',
      firstName: 'Jo',
      lastName: 'Bloggs',
      blongCompany: false,
      companyName: null,
      companyRole: null,
      role: 'buyer',
      language: 'en',
    });
    const again = await login('jo.bloggs@example.com', ' pass word 1 ');
    expect(again.body.code).toBe(200);
    expect(again.body.data.id).toBe(body.data.id);
    expect((await login('jo.bloggs@example.com', 'pass word 1')).body.code).toBe(400);
  });

  it('stores an argon2id hash of the password', async () => {
    const buyer = newBuyer();
    await register(buyer);
    const row = await api.db
      .selectFrom('users')
      .select('passwordHash')
      .where('email', '=', String(buyer.email))
      .executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('with a company name, founds the company with the buyer as its admin once the address is verified', async () => {
    const buyer = newBuyer({ companyName: ' Bloggs Fixings Ltd ', language: 'zh-cn' });
    const { body } = await register(buyer);
    expect(body.msg).toBe(
      'Welcome. Your company "Bloggs Fixings Ltd" will be set up when you confirm your e-mail address: follow the link we sent to it.',
    );
    expect(body.data.blongCompany).toBe(false);
    expect((await whoAmI(body.data.token)).body.data).toMatchObject({
      blongCompany: false,
      companyName: null,
      companyRole: null,
    });
    await followMailedLink(api, String(buyer.email));
    expect((await whoAmI(body.data.token)).body.data).toMatchObject({
      blongCompany: true,
      companyName: 'Bloggs Fixings Ltd',
      companyRole: 'admin',
      language: 'zh-cn',
    });
    expect((await register(newBuyer({ companyName: 'Chen Ltd' }), { lang: 'zh-cn' })).body.msg).toBe(
      '欢迎。确认电子邮箱地址后将为您设立公司“Chen Ltd”：请点击我们发送给您的链接。',
    );
  });

  it("takes the buyer's language from the lang header when the body names none, and answers in it", async () => {
    const { body } = await register(newBuyer(), { lang: 'zh-cn' });
    expect(body.msg).toBe('欢迎来到 Lihda Group。');
    expect((await whoAmI(body.data.token)).body.data.language).toBe('zh-cn');
  });
});

describe('userRegister validation', () => {
  const refusal = async (changes: Record<string, unknown>) => {
    const { status, body } = await register(newBuyer(changes));
    expect(status).toBe(400);
    return body.msg;
  };

  it('requires the names, email and password', async () => {
    expect(await refusal({ firstName: undefined })).toBe('Please enter your first name');
    expect(await refusal({ lastName: '  ' })).toBe('Please enter your last name');
    expect(await refusal({ email: undefined })).toBe('Please enter your email address');
    expect(await refusal({ pwd: '' })).toBe('Please enter your password');
  });

  it('limits every field', async () => {
    expect(await refusal({ firstName: 'a'.repeat(51) })).toBe('First name cannot exceed 50 characters');
    expect(await refusal({ lastName: 'a'.repeat(51) })).toBe('Last name cannot exceed 50 characters');
    expect(await refusal({ email: `${'a'.repeat(189)}@example.com` })).toBe(
      'Email address cannot exceed 200 characters',
    );
    expect(await refusal({ pwd: 'abcdefgh1'.repeat(7) + 'xy' })).toBe('Password cannot exceed 64 characters');
    expect(await refusal({ companyName: 'a'.repeat(101) })).toBe('Company name cannot exceed 100 characters');
    expect(await refusal({ language: 'fr' })).toBe('Language must be one of: en, zh-cn');
    expect(await refusal({ firstName: 7 })).toBe('First name must be text');
    expect(await refusal({ phone: '01632 960101' })).toBe('Unknown field: phone');
  });

  it('takes a 30-character passphrase and logs in with it, and refuses common and leaked passwords in both languages', async () => {
    const passphrase = 'correct horse battery staple 9';
    const buyer = newBuyer({ pwd: passphrase });
    expect((await register(buyer)).body.code).toBe(200);
    expect((await login(buyer.email as string, passphrase)).body.code).toBe(200);
    for (const common of ['password1', 'Qwerty123', 'letmein1', 'abc12345']) {
      const { status, body } = await register(newBuyer({ pwd: common }));
      expect([status, body.msg, body.data], common).toEqual([
        400,
        'This password is on lists of common or leaked passwords. Please choose another: a few unrelated words make a strong one.',
        { field: 'pwd' },
      ]);
    }
    expect((await register(newBuyer({ pwd: 'password1' }), { lang: 'zh-cn' })).body.msg).toBe(
      '此密码在常见或已泄露密码列表中，请换一个：几个不相关的词组合起来就是强密码。',
    );
  });

  it('accepts the longest values', async () => {
    const longest = newBuyer({
      firstName: 'a'.repeat(50),
      lastName: 'b'.repeat(50),
      email: `${'c'.repeat(188)}@example.com`,
      pwd: 'abcdefgh12345678'.repeat(4),
      companyName: 'd'.repeat(100),
    });
    expect((await register(longest)).body.code).toBe(200);
  });

  it('refuses an email that does not look like one', async () => {
    for (const bad of [
      'plain',
      'a@b',
      'a b@example.com',
      'a@example',
      'a@@example.com',
      'a@example..com',
      'a@.example.com',
      '@example.com',
    ]) {
      expect(await refusal({ email: bad }), bad).toBe('Enter a valid email address');
    }
  });

  it('needs a password of 8 or more characters with a letter and a digit', async () => {
    expect(await refusal({ pwd: 'abc1234' })).toBe('Password must be at least 8 characters');
    expect(await refusal({ pwd: 'abcdefghij' })).toBe('The password needs at least one letter and one digit');
    expect(await refusal({ pwd: '1234567890' })).toBe('The password needs at least one letter and one digit');
  });

  it('answers in Chinese with lang: zh-cn', async () => {
    const { body } = await register(newBuyer({ pwd: 'abcdefghij' }), { lang: 'zh-cn' });
    expect(body).toEqual({ code: 400, msg: '密码需至少包含一个字母和一个数字', data: { field: 'pwd' } });
    expect((await register(newBuyer({ lastName: undefined }), { lang: 'zh-cn' })).body.msg).toBe('请输入您的姓氏');
  });
});

describe('userRegister duplicates', () => {
  const taken = {
    code: 409,
    msg: 'An account with this email address already exists. Please log in, or reset your password if you have forgotten it.',
    data: { field: 'email' },
  };

  it('refuses an email that has an account, in any letter case', async () => {
    expect((await register(newBuyer({ email: 'Buyer@EXAMPLE.com' }))).body).toEqual(taken);
    const { status, body } = await register(newBuyer({ email: 'buyer@example.com' }), { lang: 'zh-cn' });
    expect(status).toBe(409);
    expect(body.msg).toBe('此电子邮箱地址已注册账户。请直接登录；如忘记密码，请重置密码。');
  });

  it('lets exactly one of two concurrent registrations of an email succeed, and keeps no company name of the other', async () => {
    const answers = await Promise.all([
      register(newBuyer({ email: 'race@example.com', companyName: 'Race Ltd' })),
      register(newBuyer({ email: 'RACE@example.com', companyName: 'Race Ltd' })),
    ]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body).toEqual(taken);
    const waiting = await api.db
      .selectFrom('users')
      .select('id')
      .where('pendingCompanyName', '=', 'Race Ltd')
      .execute();
    expect(waiting).toHaveLength(1);
    await followMailedLink(api, 'race@example.com');
    const companies = await api.db.selectFrom('companies').select('id').where('name', '=', 'Race Ltd').execute();
    expect(companies).toHaveLength(1);
  });
});

describe('userRegister rate limit', () => {
  it(`refuses an address after ${MAX_REGISTRATIONS_PER_ADDRESS} registrations in an hour`, async () => {
    for (let i = 0; i < MAX_REGISTRATIONS_PER_ADDRESS; i++) {
      expect((await register(newBuyer(), { ip: '192.0.2.50' })).body.code).toBe(200);
    }
    const blocked = await register(newBuyer(), { ip: '192.0.2.50' });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      code: 429,
      msg: 'Too many registration attempts from your network. Please try again in 60 minutes.',
      data: null,
    });
    expect((await register(newBuyer(), { ip: '192.0.2.50', lang: 'zh-cn' })).body.msg).toBe(
      '来自您网络的注册尝试次数过多，请在60分钟后重试。',
    );
    // Another address is not affected, and the window passes.
    expect((await register(newBuyer(), { ip: '192.0.2.51' })).body.code).toBe(200);
    await api.db
      .updateTable('registrationAttempts')
      .set({ at: new Date(Date.now() - 61 * 60_000) })
      .where('ip', '=', '192.0.2.50')
      .execute();
    expect((await register(newBuyer(), { ip: '192.0.2.50' })).body.code).toBe(200);
  });

  it('lets exactly the limit through when registrations from one address arrive all at once', async () => {
    const burst = await Promise.all(
      Array.from({ length: 2 * MAX_REGISTRATIONS_PER_ADDRESS }, () => register(newBuyer(), { ip: '192.0.2.70' })),
    );
    const codes = burst.map((answer) => answer.body.code);
    expect(codes.filter((code) => code === 200)).toHaveLength(MAX_REGISTRATIONS_PER_ADDRESS);
    expect(codes.filter((code) => code === 429)).toHaveLength(MAX_REGISTRATIONS_PER_ADDRESS);
    // A refused attempt leaves no row behind, so it does not prolong the wait.
    const rows = await api.db.selectFrom('registrationAttempts').select('id').where('ip', '=', '192.0.2.70').execute();
    expect(rows).toHaveLength(MAX_REGISTRATIONS_PER_ADDRESS);
  });

  it('counts attempts refused as duplicates too, which slows down probing for accounts', async () => {
    for (let i = 0; i < MAX_REGISTRATIONS_PER_ADDRESS; i++) {
      expect((await register(newBuyer({ email: 'buyer@example.com' }), { ip: '192.0.2.60' })).body.code).toBe(409);
    }
    expect((await register(newBuyer(), { ip: '192.0.2.60' })).body.code).toBe(429);
  });
});
