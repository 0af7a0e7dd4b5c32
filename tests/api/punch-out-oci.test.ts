import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PunchOutConnection } from '#contract/calls/staff-punch-out.ts';
import { auditRecords } from './helpers/editor.ts';
import { beginSession, transfer } from './helpers/punch-out.ts';
import { logInAs, partsWithBreaks, type Buyer } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
let admin: Buyer;
const HOOK_URL = 'https://srm.example/sap/bc/gui/sap/its/bbpsc02?~OkCode=ADDI';

beforeAll(async () => {
  api = await openTestApi();
  admin = await logInAs(api, 'admin@lihda.example');
});
afterAll(() => api.close());

const entry = (query: Record<string, string>) =>
  api.app.inject({ method: 'GET', url: `/punchout/oci?${new URLSearchParams(query)}` });
const startCode = (location: string | undefined) => /#punchout=([\w-]+)$/.exec(location ?? '')?.[1] ?? '';

describe('OCI punch-out', () => {
  it("opens a session from GET or POST and transfers the basket as OCI fields at the buyer's prices", async () => {
    const get = await entry({ USERNAME: 'acme-oci', PASSWORD: 'Lihda-demo-1', HOOK_URL, '~TARGET': '_top' });
    expect(get.statusCode).toBe(303);
    expect(get.headers.location).toMatch(/^\/basket#punchout=[\w-]+$/);
    const post = await api.app.inject({
      method: 'POST',
      url: '/punchout/oci',
      payload: new URLSearchParams({
        USERNAME: 'acme-oci',
        PASSWORD: 'Lihda-demo-1',
        HOOK_URL,
        language: 'ZH',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(post.statusCode).toBe(303);
    expect(post.headers.location).toMatch(/^\/zh-cn\/basket#punchout=[\w-]+$/);

    const { buyer, begun } = await beginSession(api, startCode(get.headers.location));
    expect(begun).toMatchObject({ protocol: 'oci5', systemName: 'SAP SRM' });
    const [part] = await partsWithBreaks(api, 1);
    await buyer.call('pri/basketAdd', { partNo: part!.partNo, quantity: 2 });
    const line = (
      await buyer.call<{ lines: Array<{ unitPricePence: number; name: string; leadTimeDays: number }> }>(
        'pri/basketList',
      )
    ).body.data.lines[0]!;
    const form = await transfer(api, buyer);
    expect(form.action).toBe(HOOK_URL);
    const fields = Object.fromEntries(form.fields.map((f) => [f.name, f.value]));
    expect(fields).toMatchObject({
      'NEW_ITEM-QUANTITY[1]': '2',
      'NEW_ITEM-UNIT[1]': 'PCE',
      'NEW_ITEM-PRICE[1]': (line.unitPricePence / 100).toFixed(2),
      'NEW_ITEM-CURRENCY[1]': 'GBP',
      'NEW_ITEM-VENDORMAT[1]': part!.partNo,
      'NEW_ITEM-EXT_PRODUCT_ID[1]': part!.partNo,
      'NEW_ITEM-LEADTIME[1]': String(line.leadTimeDays),
      'NEW_ITEM-DESCRIPTION[1]': line.name.slice(0, 40),
    });
    const kept = await api.db.selectFrom('punchoutTransfers').select('lines').execute();
    expect(kept.at(-1)!.lines).toMatchObject([
      { partNo: part!.partNo, quantity: 2, unitPricePence: line.unitPricePence },
    ]);
  });

  it.each([
    ['a wrong password', { USERNAME: 'acme-oci', PASSWORD: 'wrong', HOOK_URL }, 401],
    ['an unknown user', { USERNAME: 'nobody', PASSWORD: 'Lihda-demo-1', HOOK_URL }, 401],
    ['a cXML identity', { USERNAME: 'acme-ariba', PASSWORD: 'Lihda-demo-punchout', HOOK_URL }, 401],
    ['no credentials', { HOOK_URL }, 401],
    [
      'a javascript: HOOK_URL',
      { USERNAME: 'acme-oci', PASSWORD: 'Lihda-demo-1', HOOK_URL: 'javascript:alert(1)' },
      400,
    ],
    ['a file: HOOK_URL', { USERNAME: 'acme-oci', PASSWORD: 'Lihda-demo-1', HOOK_URL: 'file:///etc/passwd' }, 400],
    ['no HOOK_URL', { USERNAME: 'acme-oci', PASSWORD: 'Lihda-demo-1' }, 400],
  ])('refuses %s with a page in both languages, opening no session', async (_name, query, status) => {
    const before = await api.db
      .selectFrom('punchoutSessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const answer = await entry(query);
    expect(answer.statusCode).toBe(status);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.body).toContain('lang="zh-CN"');
    const after = await api.db
      .selectFrom('punchoutSessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('punch-out connections in the console', () => {
  const list = async () => (await admin.call<{ list: PunchOutConnection[] }>('staff/punchOutList')).body.data.list;

  it('lists the demo connections without their secrets', async () => {
    const connections = await list();
    expect(connections.map((c) => [c.companyName, c.protocol, c.systemName, c.identity, c.domain])).toEqual([
      ['Acme Engineering Ltd', 'cxml12', 'SAP Ariba', 'acme-ariba', 'NetworkID'],
      ['Acme Engineering Ltd', 'oci5', 'SAP SRM', 'acme-oci', ''],
    ]);
    expect(JSON.stringify(connections)).not.toMatch(/secret|hash|argon/i);
    const row = await api.db
      .selectFrom('punchoutConnections')
      .select('secretHash')
      .where('identity', '=', 'acme-oci')
      .executeTakeFirstOrThrow();
    expect(row.secretHash).toMatch(/^\$argon2id\$/);
  });

  it('adds a connection whose secret is shown once and works, refuses a taken identity, and removes it', async () => {
    const companyId = (await list())[0]!.companyId;
    const added = await admin.call<{ connection: PunchOutConnection; secret: string }>('staff/punchOutAdd', {
      companyId,
      protocol: 'oci4',
      systemName: 'SAP S/4HANA',
      identity: 'acme-s4',
    });
    expect(added.body.code).toBe(200);
    const { connection, secret } = added.body.data;
    expect(secret).toMatch(/^[\w-]{24}$/);
    expect((await list()).find((c) => c.id === connection.id)).not.toHaveProperty('secret');
    expect((await entry({ USERNAME: 'acme-s4', PASSWORD: secret, HOOK_URL })).statusCode).toBe(303);
    expect(
      (await admin.call('staff/punchOutAdd', { companyId, protocol: 'oci5', systemName: 'Again', identity: 'acme-s4' }))
        .body.code,
    ).toBe(409);
    expect((await auditRecords(api))[0]).toMatchObject({ area: 'punchOut', action: 'add' });
    const removed = await admin.call<{ list: PunchOutConnection[] }>('staff/punchOutRemove', { id: connection.id });
    expect(removed.body.data.list.map((c) => c.identity)).not.toContain('acme-s4');
    expect((await entry({ USERNAME: 'acme-s4', PASSWORD: secret, HOOK_URL })).statusCode).toBe(401);
  });

  it('checks every field and lets admins only', async () => {
    const companyId = (await list())[0]!.companyId;
    const good = { companyId, protocol: 'cxml12', systemName: 'Coupa', identity: 'acme-coupa', domain: 'NetworkID' };
    for (const bad of [
      { protocol: 'edi' },
      { identity: 'has spaces' },
      { identity: 'x'.repeat(101) },
      { systemName: '' },
      { systemName: 'x'.repeat(41) },
      { domain: 'a<b' },
      { paymentTerms: 'net90' },
      { companyId: 0 },
      { extra: 1 },
    ]) {
      expect((await admin.call('staff/punchOutAdd', { ...good, ...bad })).body.code).toBe(400);
    }
    expect((await admin.call('staff/punchOutAdd', { ...good, companyId: 999_999 })).body.code).toBe(404);
    const sales = await logInAs(api, 'sales@lihda.example');
    expect((await sales.call('staff/punchOutList')).status).toBe(403);
    const buyer = await logInAs(api, 'admin@acme.example');
    expect((await buyer.call('staff/punchOutAdd', good)).status).toBe(403);
  });
});
