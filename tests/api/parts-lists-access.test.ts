import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartsListDetail, PartsListListAnswer } from '#contract/calls/parts-lists.ts';
import { logInAs, partsWithBreaks, type Buyer, type PartWithBreaks } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';
import { rivalBuyer } from './helpers/trade-buyers.ts';

/**
 * Who may see and change a parts list (docs/account.md), every role against every call: the owner
 * always; a member of the owner's company a shared list, read and ordered from; the company's admin
 * a shared list, changed too; everyone else nothing (404), and nobody without a session (701).
 */

let api: TestApi;
let tom: Buyer;
let priya: Buyer;
let alex: Buyer;
let rival: Buyer;
let sales: Buyer;
let parts: PartWithBreaks[];

beforeAll(async () => {
  api = await openTestApi();
  [tom, priya, alex, sales] = (await Promise.all(
    ['member@acme.example', 'admin@acme.example', 'buyer@example.com', 'sales@lihda.example'].map((email) =>
      logInAs(api, email),
    ),
  )) as [Buyer, Buyer, Buyer, Buyer];
  rival = await rivalBuyer(api);
  parts = await partsWithBreaks(api, 2);
});
afterAll(() => api.close());

async function ok<T>(answer: Promise<{ body: { code: number; msg: string; data: T } }>): Promise<T> {
  const { body } = await answer;
  if (body.code !== 200) throw new Error(`${body.code} ${body.msg}`);
  return body.data;
}

/** A fresh list of two lines, owned by `owner`, shared or not. */
async function listOf(owner: Buyer, shared: boolean): Promise<PartsListDetail> {
  const lines = parts.map((p, i) => `${p.partNo} | ${i + 2} | row ${i + 1}`).join('\n');
  return ok(
    owner.call<PartsListDetail>('pri/partsListCreate', {
      name: `Line-side stock ${Math.random().toString(36).slice(2, 7)}`,
      shared,
      lines,
    }),
  );
}

type Access = 'see' | 'change';
interface CallCase {
  path: string;
  needs: Access;
  body: (list: PartsListDetail) => object;
}

const CALLS: CallCase[] = [
  { path: 'pri/partsListGet', needs: 'see', body: (l) => ({ id: l.id }) },
  { path: 'pri/partsListCopy', needs: 'see', body: (l) => ({ id: l.id, name: 'My copy' }) },
  { path: 'pri/partsListToBasket', needs: 'see', body: (l) => ({ id: l.id }) },
  { path: 'pri/partsListRename', needs: 'change', body: (l) => ({ id: l.id, name: 'Renamed' }) },
  { path: 'pri/partsListShare', needs: 'change', body: (l) => ({ id: l.id, shared: false }) },
  { path: 'pri/partsListAddLines', needs: 'change', body: (l) => ({ id: l.id, lines: `${parts[0]!.partNo} | 1` }) },
  {
    path: 'pri/partsListChangeLine',
    needs: 'change',
    body: (l) => ({ id: l.id, lineId: l.lines[0]!.id, quantity: 7 }),
  },
  { path: 'pri/partsListRemoveLines', needs: 'change', body: (l) => ({ id: l.id, lineIds: [l.lines[1]!.id] }) },
  { path: 'pri/partsListDelete', needs: 'change', body: (l) => ({ id: l.id }) },
];

const exportOf = (token: string | undefined, id: number, format = 'csv') =>
  api.app.inject({
    method: 'GET',
    url: `/api/pri/partsListExport?id=${id}&format=${format}`,
    headers: token ? { token } : {},
  });

/** What a call by `who` on the list answers: 200 when their access allows, else 403 (seen) or 404 (unseen). */
async function expectAnswers(who: Buyer, list: () => Promise<PartsListDetail>, access: Access | 'none') {
  for (const c of CALLS) {
    const target = await list();
    const before = await api.db
      .selectFrom('partsListLines')
      .select(['id', 'quantity', 'note'])
      .where('listId', '=', target.id)
      .orderBy('id')
      .execute();
    const expected =
      access === 'change' || (access === 'see' && c.needs === 'see') ? 200 : access === 'see' ? 403 : 404;
    const { body } = await who.call(c.path, c.body(target));
    expect({ path: c.path, code: body.code }).toEqual({ path: c.path, code: expected });
    if (expected !== 200) {
      const after = await api.db
        .selectFrom('partsListLines')
        .select(['id', 'quantity', 'note'])
        .where('listId', '=', target.id)
        .orderBy('id')
        .execute();
      expect(after).toEqual(before);
    }
  }
  const target = await list();
  expect((await exportOf(who.login.token, target.id)).statusCode).toBe(access === 'none' ? 404 : 200);
  const seen = (await ok(who.call<PartsListListAnswer>('pri/partsListList'))).lists.map((l) => l.id);
  expect(seen.includes(target.id)).toBe(access !== 'none');
}

describe('a shared list of a company member', () => {
  const shared = () => listOf(tom, true);
  it('is the owner’s to read, order from and change', () => expectAnswers(tom, shared, 'change'));
  it('is the company admin’s to read, order from and change', () => expectAnswers(priya, shared, 'change'));
  it('is another member’s to read, copy and order from, not to change', () =>
    expectAnswers(tom, () => listOf(priya, true), 'see'));
  it('is nobody else’s: an individual buyer, another company’s admin and staff see nothing', async () => {
    for (const who of [alex, rival, sales]) await expectAnswers(who, shared, 'none');
  });
  it('needs a session for every call and the export', async () => {
    const list = await shared();
    for (const c of CALLS) expect((await api.call(c.path, c.body(list))).body.code).toBe(701);
    expect((await api.call('pri/partsListList')).body.code).toBe(701);
    expect((await api.call('pri/partsListCreate', { name: 'x' })).body.code).toBe(701);
    expect((await api.call('pri/partsListFromOrder', { orderId: 1, name: 'x' })).body.code).toBe(701);
    expect((await exportOf(undefined, list.id)).json()).toMatchObject({ code: 701 });
  });
});

describe('a private list', () => {
  it('is its owner’s alone: the company admin and another member see nothing', async () => {
    await expectAnswers(tom, () => listOf(tom, false), 'change');
    await expectAnswers(priya, () => listOf(tom, false), 'none');
    await expectAnswers(tom, () => listOf(priya, false), 'none');
  });
  it('stops being seen by the company once made private again, and while its owner is out of the company', async () => {
    const list = await listOf(tom, true);
    await ok(priya.call('pri/partsListShare', { id: list.id, shared: false }));
    expect((await priya.call('pri/partsListGet', { id: list.id })).body.code).toBe(404);
    await ok(tom.call('pri/partsListShare', { id: list.id, shared: true }));
    expect((await priya.call('pri/partsListGet', { id: list.id })).body.code).toBe(200);
    const tomId = tom.login.id;
    const company = await api.db
      .selectFrom('users')
      .select('companyId')
      .where('id', '=', tomId)
      .executeTakeFirstOrThrow();
    await api.db.updateTable('users').set({ companyId: null, companyRole: null }).where('id', '=', tomId).execute();
    expect((await priya.call('pri/partsListGet', { id: list.id })).body.code).toBe(404);
    await api.db
      .updateTable('users')
      .set({ companyId: company.companyId, companyRole: 'buyer' })
      .where('id', '=', tomId)
      .execute();
  });
});

describe('an individual buyer', () => {
  it('keeps private lists only: sharing is refused in both languages and nothing changes', async () => {
    const en = (await alex.call('pri/partsListCreate', { name: 'Mine', shared: true })).body;
    const zh = (await alex.call('pri/partsListCreate', { name: 'Mine', shared: true }, { lang: 'zh-cn' })).body;
    expect([en.code, en.msg]).toEqual([
      409,
      'Only a company member can share a list: an individual account keeps its lists private.',
    ]);
    expect([zh.code, zh.msg]).toEqual([409, '只有公司成员才能共享清单：个人账户的清单仅自己可见。']);
    const list = await listOf(alex, false);
    expect((await alex.call('pri/partsListShare', { id: list.id, shared: true })).body.code).toBe(409);
    expect((await ok(alex.call<PartsListDetail>('pri/partsListGet', { id: list.id }))).shared).toBe(false);
    expect((await ok(alex.call<PartsListListAnswer>('pri/partsListList'))).canShare).toBe(false);
  });
});
