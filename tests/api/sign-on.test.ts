import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LoginAnswer } from '#contract/calls/login.ts';
import type { TeamAnswer } from '#contract/calls/team.ts';
import type { UserInfo } from '#contract/calls/user-info.ts';
import { startTestProvider, type TestProvider } from '../support/oidc-provider.ts';
import { logInAs, type Buyer } from './helpers/shop.ts';
import {
  configureSignOn,
  landingOfStart,
  returnTo,
  signOnJourney,
  startAt,
  TEST_RETURN_URI,
  TEST_SITE,
} from './helpers/sign-on.ts';
import { MAX_STARTS_PER_PAIR } from '../../server/sign-on/sign-on-start.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

/**
 * Single sign-on's journey against a real OpenID provider (tests/support/oidc-provider.ts): start,
 * the provider, the return, the hand-off; and each way it must fail without signing anyone in.
 */

let api: TestApi;
let provider: TestProvider;
let companyAdmin: Buyer;
let acmeId: number;
const DOMAIN = 'acme-sso.example';

const finish = (code: string | null) => api.call<LoginAnswer>('unpri/signOnFinish', { code: code ?? 'none' });
const accountOf = (email: string) =>
  api.db
    .selectFrom('users')
    .select(['id', 'companyId', 'companyRole', 'firstName', 'lastName', 'emailVerifiedAt'])
    .where('email', '=', email)
    .executeTakeFirst();

beforeAll(async () => {
  provider = await startTestProvider([TEST_RETURN_URI]);
  api = await openTestApi({ siteUrl: TEST_SITE });
  companyAdmin = await logInAs(api, 'admin@acme.example');
  acmeId = (
    await api.db
      .selectFrom('users')
      .select('companyId')
      .where('email', '=', 'admin@acme.example')
      .executeTakeFirstOrThrow()
  ).companyId!;
  const admin = await logInAs(api, 'admin@lihda.example');
  expect((await configureSignOn(admin, acmeId, provider, DOMAIN)).body.code).toBe(200);
});
afterAll(async () => {
  await api?.close();
  await provider?.close();
});
beforeEach(() => {
  provider.misbehave = null;
  provider.confirmAs = null;
});

describe('a buyer of a company that signs on through its provider', () => {
  it('is told by the domain alone that the address signs on elsewhere', async () => {
    expect((await api.call('unpri/signOnCheck', { email: `nobody.yet@${DOMAIN.toUpperCase()}` })).body.data).toEqual({
      signOn: true,
    });
    expect((await api.call('unpri/signOnCheck', { email: 'buyer@example.com' })).body.data).toEqual({ signOn: false });
    expect((await api.call('unpri/signOnCheck', { email: 'x'.repeat(201) })).body.code).toBe(400);
  });

  it('comes back signed in as a new member of the company, on the page they came from', async () => {
    provider.names.set(`ann@${DOMAIN}`, { given_name: 'Ann', family_name: 'Lee' });
    const { landing } = await signOnJourney(api, `Ann@${DOMAIN}`, { returnTo: '/zh-cn/basket' });
    expect(landing.error).toBeNull();
    expect(`${landing.url.origin}${landing.url.pathname}`).toBe(`${TEST_SITE}/zh-cn/basket`);
    const { body } = await finish(landing.code);
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ firstName: 'Ann', blongCompany: true, rememberToken: null });
    const info = await api.call<UserInfo>('pri/userInfo', {}, { headers: { token: body.data.token } });
    expect(info.body.data).toMatchObject({ email: `ann@${DOMAIN}`, companyRole: 'buyer', language: 'zh-cn' });
    expect(await accountOf(`ann@${DOMAIN}`)).toMatchObject({
      companyId: acmeId,
      companyRole: 'buyer',
      lastName: 'Lee',
      emailVerifiedAt: expect.any(Date),
    });
    const team = await companyAdmin.call<TeamAnswer>('pri/teamInfo');
    expect(team.body.data.members.map((m) => m.email)).toContain(`ann@${DOMAIN}`);
  });

  it('signs the same account in again, and a remember token comes back when asked', async () => {
    const before = await accountOf(`ann@${DOMAIN}`);
    const { landing } = await signOnJourney(api, `ann@${DOMAIN}`, { remember: true });
    const { body } = await finish(landing.code);
    expect(body.data.id).toBe(before!.id);
    expect(body.data.rememberToken).toEqual(expect.any(String));
    const again = await api.call<LoginAnswer>('unpri/userLoginRemembered', {
      email: `ann@${DOMAIN}`,
      rememberToken: body.data.rememberToken,
    });
    expect(again.body.code).toBe(200);
  });

  it('takes the session once: the hand-off code cannot be used again', async () => {
    const { landing } = await signOnJourney(api, `ann@${DOMAIN}`);
    expect((await finish(landing.code)).body.code).toBe(200);
    const second = await finish(landing.code);
    expect(second.body.code).toBe(400);
    expect(second.body.msg).toMatch(/expired or was already used/);
  });

  it('takes an account without a company into the company as a member', async () => {
    await api.db
      .insertInto('users')
      .values({
        email: `solo@${DOMAIN}`,
        passwordHash: 'x',
        firstName: 'Sol',
        lastName: 'Oh',
        phone: '',
        companyId: null,
        companyRole: null,
        spendingLimitPence: null,
      })
      .execute();
    const { landing } = await signOnJourney(api, `solo@${DOMAIN}`);
    expect((await finish(landing.code)).body.data).toMatchObject({ firstName: 'Sol', blongCompany: true });
    expect(await accountOf(`solo@${DOMAIN}`)).toMatchObject({
      companyId: acmeId,
      companyRole: 'buyer',
      emailVerifiedAt: expect.any(Date),
    });
  });

  it('lands only on a path of this site: another site or a scheme lands on the account page', async () => {
    for (const elsewhere of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      const { landing } = await signOnJourney(api, `paths@${DOMAIN}`, { returnTo: elsewhere });
      expect(`${landing.url.origin}${landing.url.pathname}`).toBe(`${TEST_SITE}/acInformation`);
    }
  });

  it('cannot sign in with a password: the refusal points to the company sign-on, in both languages', async () => {
    const en = await api.call('unpri/userLogin', { email: `ann@${DOMAIN}`, pwd: 'whatever1' });
    expect(en.body.code).toBe(400);
    expect(en.body.msg).toMatch(/Continue with company sign-on/);
    const zh = await api.call(
      'unpri/userLogin',
      { email: `ann@${DOMAIN}`, pwd: 'whatever1' },
      { headers: { lang: 'zh-cn' } },
    );
    expect(zh.body.msg).toMatch(/通过公司单点登录继续/);
  });
});

describe('a sign-in that must fail signs nobody in', () => {
  const newUsers = async () =>
    Number(
      (
        await api.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  for (const [misbehaviour, what] of [
    ['audience', 'for another client'],
    ['nonce', 'with another nonce'],
    ['issuer', 'from another issuer'],
    ['expired', 'that has expired'],
    ['signature', 'signed by a key the provider does not publish'],
  ] as const) {
    it(`refuses an ID token ${what}`, async () => {
      provider.misbehave = misbehaviour;
      const users = await newUsers();
      const { landing } = await signOnJourney(api, `${misbehaviour}@${DOMAIN}`);
      expect(landing).toMatchObject({ code: null, error: 'refused' });
      expect(await newUsers()).toBe(users);
    });
  }

  it('refuses a replayed return: the state is spent by the first', async () => {
    const { landing, returnUrl } = await signOnJourney(api, `ann@${DOMAIN}`);
    expect(landing.code).not.toBeNull();
    expect(await returnTo(api, returnUrl)).toMatchObject({ code: null, error: 'used' });
  });

  it('refuses a return with a state it never made', async () => {
    const forged = new URL(`${TEST_RETURN_URI}?code=abc&state=never-made&iss=${encodeURIComponent(provider.issuer)}`);
    expect(await returnTo(api, forged)).toMatchObject({ code: null, error: 'expired' });
  });

  it("refuses an identity outside the company's domains", async () => {
    provider.confirmAs = 'someone@elsewhere.example';
    const { landing } = await signOnJourney(api, `outside@${DOMAIN}`);
    expect(landing).toMatchObject({ code: null, error: 'notMember' });
    expect(await accountOf('someone@elsewhere.example')).toBeUndefined();
  });

  it("refuses an account of another company, or of staff, the domain's provider vouches for", async () => {
    const other = await api.db
      .insertInto('companies')
      .values({ name: 'Other Ltd' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await api.db
      .updateTable('users')
      .set({ companyId: other.id, companyRole: 'admin' })
      .where('email', '=', 'buyer@example.com')
      .execute();
    provider.confirmAs = 'buyer@example.com';
    await api.db.insertInto('signOnDomains').values({ domain: 'example.com', companyId: acmeId }).execute();
    try {
      expect((await signOnJourney(api, 'buyer@example.com')).landing).toMatchObject({ code: null, error: 'notMember' });
      expect((await accountOf('buyer@example.com'))!.companyId).toBe(other.id);
    } finally {
      await api.db.deleteFrom('signOnDomains').where('domain', '=', 'example.com').execute();
    }
  });

  it('says the provider is down when it cannot be reached, before the buyer leaves the shop', async () => {
    const down = await startTestProvider([TEST_RETURN_URI]);
    await down.close();
    const admin = await logInAs(api, 'admin@lihda.example');
    const company = await api.db
      .insertInto('companies')
      .values({ name: 'Down Ltd' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await configureSignOn(admin, company.id, down, 'down.example')).body.code).toBe(200);
    const { landing } = await signOnJourney(api, 'x@down.example', { returnTo: '/zh-cn/' });
    expect(landing).toMatchObject({ code: null, error: 'unavailable' });
    expect(landing.url.pathname).toBe('/zh-cn/');
  });

  it('limits starts per address from one network: the eleventh in 15 minutes lands with the reason', async () => {
    const email = `starts@${DOMAIN}`;
    for (let i = 0; i < MAX_STARTS_PER_PAIR; i++) expect((await startAt(api, { email })).origin).toBe(provider.issuer);
    expect(landingOfStart(await startAt(api, { email }))).toMatchObject({ code: null, error: 'tooMany' });
  });

  it('limits tries as for passwords: after five failed returns the address waits', async () => {
    provider.misbehave = 'nonce';
    for (let i = 0; i < 5; i++) expect((await signOnJourney(api, `tries@${DOMAIN}`)).landing.error).toBe('refused');
    provider.misbehave = null;
    expect((await signOnJourney(api, `tries@${DOMAIN}`)).landing).toMatchObject({ code: null, error: 'tooMany' });
    expect(await accountOf(`tries@${DOMAIN}`)).toBeUndefined();
  });
});
