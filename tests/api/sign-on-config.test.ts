import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanySignOn } from '#contract/calls/sign-on.ts';
import { unsealSecret } from '../../server/auth/sealed-secret.ts';
import { DEVELOPMENT_SECRETS_KEY } from '../../server/auth/secrets-key.ts';
import { auditRecords, unnamedDetailKeys } from './helpers/editor.ts';
import { logInAs, type Buyer } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

/** Administrators set a company's single sign-on in the console: checked, audited, the secret sealed and never answered. */

let api: TestApi;
let admin: Buyer;
let acmeId: number;
let otherId: number;

const PROVIDER = {
  issuer: 'https://login.acme.example',
  clientId: 'shop',
  clientSecret: 'first-secret',
  domains: 'Acme.example, acme.co.uk acme.example',
};

beforeAll(async () => {
  api = await openTestApi();
  admin = await logInAs(api, 'admin@lihda.example');
  acmeId = (
    await api.db
      .selectFrom('users')
      .select('companyId')
      .where('email', '=', 'admin@acme.example')
      .executeTakeFirstOrThrow()
  ).companyId!;
  otherId = (
    await api.db.insertInto('companies').values({ name: 'Other Ltd' }).returning('id').executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => api.close());

describe("a company's single sign-on in the console", () => {
  it('is for administrators only', async () => {
    for (const email of ['sales@lihda.example', 'editor@lihda.example']) {
      const who = await logInAs(api, email);
      expect((await who.call('staff/companySignOnSave', { id: acmeId, ...PROVIDER })).status).toBe(403);
      expect((await who.call('staff/companySignOnGet', { id: acmeId })).status).toBe(403);
    }
  });

  it('is saved with its domains listed once, lower-case; the secret is sealed, never answered, and audited as changed', async () => {
    const saved = await admin.call<CompanySignOn>('staff/companySignOnSave', { id: acmeId, ...PROVIDER });
    expect(saved.body.code).toBe(200);
    expect(saved.body.data).toEqual({
      companyId: acmeId,
      configured: true,
      issuer: PROVIDER.issuer,
      clientId: 'shop',
      hasSecret: true,
      domains: ['acme.co.uk', 'acme.example'],
    });
    expect(JSON.stringify(saved.body)).not.toContain('first-secret');
    const row = await api.db
      .selectFrom('companySignOn')
      .selectAll()
      .where('companyId', '=', acmeId)
      .executeTakeFirstOrThrow();
    expect(row.clientSecretSealed).not.toContain('first-secret');
    expect(unsealSecret(row.clientSecretSealed, DEVELOPMENT_SECRETS_KEY)).toBe('first-secret');
    const [record] = await auditRecords(api);
    expect(record).toMatchObject({
      area: 'company',
      action: 'signOn',
      recordId: String(acmeId),
      userEmail: 'admin@lihda.example',
    });
    expect(JSON.stringify(record)).not.toContain('first-secret');
    expect(unnamedDetailKeys([record!.detail])).toEqual([]);
  });

  it('keeps the secret when saved without one, and replaces it when given', async () => {
    const { clientSecret: _kept, ...withoutSecret } = PROVIDER;
    expect(
      (await admin.call('staff/companySignOnSave', { id: acmeId, ...withoutSecret, clientId: 'shop-2' })).body.code,
    ).toBe(200);
    const sealed = async () =>
      (
        await api.db
          .selectFrom('companySignOn')
          .select('clientSecretSealed')
          .where('companyId', '=', acmeId)
          .executeTakeFirstOrThrow()
      ).clientSecretSealed;
    expect(unsealSecret(await sealed(), DEVELOPMENT_SECRETS_KEY)).toBe('first-secret');
    expect(
      (await admin.call('staff/companySignOnSave', { id: acmeId, ...PROVIDER, clientSecret: 'second-secret' })).body
        .code,
    ).toBe(200);
    expect(unsealSecret(await sealed(), DEVELOPMENT_SECRETS_KEY)).toBe('second-secret');
  });

  it('refuses a domain another company owns, a first save without a secret, and bad fields, in both languages', async () => {
    const taken = await admin.call('staff/companySignOnSave', {
      id: otherId,
      ...PROVIDER,
      domains: 'other.example, acme.co.uk',
    });
    expect(taken.body).toMatchObject({
      code: 409,
      msg: 'The domain acme.co.uk already signs on through another company.',
    });
    const takenZh = await admin.call(
      'staff/companySignOnSave',
      { id: otherId, ...PROVIDER, domains: 'acme.co.uk' },
      { lang: 'zh-cn' },
    );
    expect(takenZh.body.msg).toBe('域名 acme.co.uk 已属于另一家公司的单点登录。');
    expect(
      (
        await admin.call('staff/companySignOnSave', {
          id: otherId,
          ...PROVIDER,
          domains: 'other.example',
          clientSecret: '',
        })
      ).body.msg,
    ).toBe('Please enter the client secret');
    const bad = [
      [{ issuer: 'http://login.other.example' }, /https address/],
      [{ domains: 'not a domain' }, /"not" is not a domain name/],
      [{ domains: 'a.example <b>' }, /separated by commas/],
      [{ clientId: 'x'.repeat(201) }, /cannot exceed 200/],
    ] as const;
    for (const [change, message] of bad) {
      const refused = await admin.call('staff/companySignOnSave', {
        id: otherId,
        ...PROVIDER,
        domains: 'other.example',
        ...change,
      });
      expect(refused.body.code).toBe(400);
      expect(refused.body.msg).toMatch(message);
    }
    expect(
      (await admin.call('staff/companySignOnSave', { id: 999_999, ...PROVIDER, domains: 'nowhere.example' })).body.code,
    ).toBe(404);
  });

  it('is removed, audited: the domains are free again and passwords sign in', async () => {
    expect((await api.call('unpri/userLogin', { email: 'someone@acme.example', pwd: 'whatever1' })).body.msg).toMatch(
      /company sign-on/,
    );
    expect((await admin.call('staff/companySignOnRemove', { id: acmeId })).body.code).toBe(200);
    expect((await admin.call<CompanySignOn>('staff/companySignOnGet', { id: acmeId })).body.data).toMatchObject({
      configured: false,
      domains: [],
    });
    expect((await auditRecords(api))[0]).toMatchObject({ area: 'company', action: 'signOnRemove' });
    expect((await logInAs(api, 'admin@acme.example')).login.firstName).toBe('Priya');
  });
});
