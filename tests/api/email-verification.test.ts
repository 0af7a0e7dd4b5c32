import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginAnswer } from '#contract/calls/login.ts';
import { MAX_LINK_REQUESTS_PER_PAIR } from '../../server/accounts/email-link-throttle.ts';
import { hasCredit } from '../../server/shop/payment-options.ts';
import { mailedToken } from './helpers/mailed-links.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api.close());

let n = 0;
async function register(body: Record<string, unknown> = {}): Promise<LoginAnswer & { email: string }> {
  const email = `verify${++n}@example.com`;
  const { body: answer } = await api.call<LoginAnswer>(
    'unpri/userRegister',
    { firstName: 'Vera', lastName: 'Fied', email, pwd: 'secret-pass1', ...body },
    { remoteAddress: `10.8.0.${n}` },
  );
  return { ...answer.data, email };
}
const verifiedAt = async (id: number) =>
  (await api.db.selectFrom('users').select('emailVerifiedAt').where('id', '=', id).executeTakeFirstOrThrow())
    .emailVerifiedAt;
const verify = (token: string) => api.call<{ email: string; changed: boolean }>('unpri/emailVerify', { token });

describe('verified addresses', () => {
  it('e-mails a new account a link in its language; following it verifies the address, once', async () => {
    const buyer = await register({ language: 'zh-cn' });
    expect(await verifiedAt(buyer.id)).toBeNull();
    const info = () => api.call<{ emailVerified: boolean }>('pri/userInfo', {}, { headers: { token: buyer.token } });
    expect((await info()).body.data.emailVerified).toBe(false);
    const mail = await api.db
      .selectFrom('mailOutbox')
      .select(['template', 'language'])
      .where('recipient', '=', buyer.email)
      .executeTakeFirstOrThrow();
    expect(mail).toEqual({ template: 'verifyEmail', language: 'zh-cn' });
    const token = await mailedToken(api, buyer.email, 'verifyEmail');
    const { body } = await verify(token);
    expect(body).toMatchObject({ code: 200, data: { email: buyer.email, changed: false } });
    expect(await verifiedAt(buyer.id)).toBeInstanceOf(Date);
    expect((await info()).body.data.emailVerified).toBe(true);
    const again = await verify(token);
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('This link has already been used. Please ask for a new one.');
    const chinese = await api.call('unpri/emailVerify', { token }, { headers: { lang: 'zh-cn' } });
    expect(chinese.body.msg).toBe('此链接已被使用，请重新申请。');
  });

  it('refuses an expired or made-up link, and a missing or overlong token with a clear message', async () => {
    const buyer = await register();
    const token = await mailedToken(api, buyer.email, 'verifyEmail');
    await api.db
      .updateTable('emailLinks')
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where('userId', '=', buyer.id)
      .execute();
    expect((await verify(token)).body.msg).toBe('This link has expired. Please ask for a new one.');
    expect((await verify('A'.repeat(43))).body).toMatchObject({
      code: 404,
      msg: 'This link is not valid. Please ask for a new one.',
    });
    expect((await verify('')).body.msg).toBe('Please enter your link');
    expect((await verify('A'.repeat(65))).body.msg).toBe('Link cannot exceed 64 characters');
    expect(await verifiedAt(buyer.id)).toBeNull();
  });

  it('sends the link again on request, within limits, and not once verified', async () => {
    const buyer = await register();
    const resend = () =>
      api.call<{ email: string }>(
        'pri/emailVerifyResend',
        {},
        { headers: { token: buyer.token }, remoteAddress: '10.8.9.9' },
      );
    const first = await mailedToken(api, buyer.email, 'verifyEmail');
    expect((await resend()).body.data).toEqual({ email: buyer.email });
    const second = await mailedToken(api, buyer.email, 'verifyEmail');
    expect(second).not.toBe(first);
    // Only the newest link works.
    expect((await verify(first)).body.code).toBe(409);
    for (let i = 1; i < MAX_LINK_REQUESTS_PER_PAIR; i++) expect((await resend()).body.code).toBe(200);
    expect((await resend()).body).toMatchObject({ code: 429 });
    expect((await verify(await mailedToken(api, buyer.email, 'verifyEmail'))).body.code).toBe(200);
    expect((await resend()).body).toMatchObject({ code: 409, msg: 'Your e-mail address is already confirmed.' });
    expect((await api.call('pri/emailVerifyResend', {})).body.code).toBe(701);
  });

  it("gives a credit-approved company's buyer the account payment only with a verified address", async () => {
    const admin = await register({ companyName: 'Credit Check Ltd' });
    await verify(await mailedToken(api, admin.email, 'verifyEmail'));
    const { companyId } = await api.db
      .selectFrom('users')
      .select('companyId')
      .where('id', '=', admin.id)
      .executeTakeFirstOrThrow();
    await api.db.updateTable('companies').set({ creditApproved: true }).where('id', '=', companyId!).execute();
    expect(await hasCredit(api.db, admin.id)).toBe(true);
    // An account from before companies waited for the proof: in a company, but unverified.
    await api.db.updateTable('users').set({ emailVerifiedAt: null }).where('id', '=', admin.id).execute();
    expect(await hasCredit(api.db, admin.id)).toBe(false);
  });
});
