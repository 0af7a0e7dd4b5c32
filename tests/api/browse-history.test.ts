import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_HISTORY_PER_BUYER } from '../../server/accounts/browse-history.ts';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts.ts';
import type { BrowseHistoryItem } from '#contract/calls/browse-history.ts';
import type { LoginAnswer } from '#contract/calls/login.ts';
import type { Page } from '#contract/calls/paging.ts';
import type { FamilyCard, ProductDetail } from '#contract/calls/catalogue.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
let buyer: LoginAnswer;
let admin: LoginAnswer;
/** Ids of demo families, in id order. */
let families: number[];

async function logIn(email: string): Promise<LoginAnswer> {
  const { body } = await api.call<LoginAnswer>('unpri/userLogin', { email, pwd: DEMO_PASSWORD });
  return body.data;
}

beforeAll(async () => {
  api = await openTestApi();
  buyer = await logIn('buyer@example.com');
  admin = await logIn('admin@acme.example');
  families = (await api.db.selectFrom('productFamilies').select('id').orderBy('id').execute()).map((f) => f.id);
});
afterAll(() => api.close());
beforeEach(async () => {
  await api.db.deleteFrom('browseHistory').execute();
});

const as = (who: LoginAnswer) => ({ headers: { token: who.token } });
const record = (who: LoginAnswer, id: number) => api.call<{ recorded: true }>('pri/browseRecord', { id }, as(who));
const list = (who: LoginAnswer, body: object = {}) =>
  api.call<Page<BrowseHistoryItem>>('pri/browseHistoryList', body, as(who));
const remove = (who: LoginAnswer, id: number) =>
  api.call<{ removed: number }>('pri/browseHistoryRemove', { id }, as(who));
const clear = (who: LoginAnswer) => api.call<{ removed: number }>('pri/browseHistoryClear', {}, as(who));
const listedIds = async (who: LoginAnswer) => (await list(who)).body.data.list.map((item) => item.family.id);

describe('browseRecord and browseHistoryList', () => {
  it('records a view and lists it with the family card', async () => {
    const id = families[0]!;
    expect((await record(buyer, id)).body).toEqual({ code: 200, msg: 'OK', data: { recorded: true } });
    const { body } = await list(buyer);
    expect(body.data).toMatchObject({ total: 1, page: 1, pageSize: 24 });
    const [item] = body.data.list;
    expect(item!.viewCount).toBe(1);
    expect(Math.abs(Date.parse(item!.viewedAt) - Date.now())).toBeLessThan(60_000);
    // The card is the catalogue's card: the same fields productDetail starts with.
    const detail = (await api.call<ProductDetail>('unpri/productDetail', { id })).body.data;
    const card = Object.fromEntries(Object.keys(item!.family).map((key) => [key, detail[key as keyof FamilyCard]]));
    expect(item!.family).toEqual(card);
  });

  it('moves a family viewed again to the top and counts the views', async () => {
    const [a, b, c] = families as [number, number, number];
    for (const id of [a, b, c, a, a]) await record(buyer, id);
    const { body } = await list(buyer);
    expect(body.data.list.map((item) => [item.family.id, item.viewCount])).toEqual([
      [a, 3],
      [c, 1],
      [b, 1],
    ]);
    expect(body.data.total).toBe(3);
  });

  it('pages newest first without overlap', async () => {
    const viewed = families.slice(0, 5);
    for (const id of viewed) await record(buyer, id);
    const pages = await Promise.all([1, 2, 3].map((page) => list(buyer, { page, pageSize: 2 })));
    expect(pages.map((p) => p.body.data.total)).toEqual([5, 5, 5]);
    expect(pages.flatMap((p) => p.body.data.list.map((item) => item.family.id))).toEqual([...viewed].reverse());
    expect((await list(buyer, { page: 4, pageSize: 2 })).body.data.list).toEqual([]);
  });

  it("keeps the variant last chosen on the family's page, without counting the visit twice", async () => {
    const id = families[0]!;
    const [first, second] = (await api.call<ProductDetail>('unpri/productDetail', { id })).body.data.variants;
    await record(buyer, id);
    expect((await list(buyer)).body.data.list[0]).toMatchObject({ viewCount: 1, partNo: null });
    const choose = (partNo: string) => api.call('pri/browseRecord', { id, partNo }, as(buyer));
    expect((await choose(first!.partNo.toLowerCase())).body.code).toBe(200);
    expect((await choose(second!.partNo)).body.code).toBe(200);
    expect((await list(buyer)).body.data.list[0]).toMatchObject({ viewCount: 1, partNo: second!.partNo });
    // A later view without a choice keeps the part; deleting the variant forgets it, not the family.
    await record(buyer, id);
    expect((await list(buyer)).body.data.list[0]).toMatchObject({ viewCount: 2, partNo: second!.partNo });
    await api.db.deleteFrom('variants').where('id', '=', second!.id).execute();
    expect((await list(buyer)).body.data.list[0]).toMatchObject({ viewCount: 2, partNo: null });
  });

  it('answers 404 for a part number of another family, and 400 for one too long', async () => {
    const other = (await api.call<ProductDetail>('unpri/productDetail', { id: families[1]! })).body.data.variants[0]!
      .partNo;
    const { status, body } = await api.call('pri/browseRecord', { id: families[0], partNo: other }, as(buyer));
    expect(status).toBe(404);
    expect(body.msg).toBe('There is no such product variant.');
    expect((await list(buyer)).body.data.total).toBe(0);
    expect((await api.call('pri/browseRecord', { id: families[0], partNo: 'A'.repeat(41) }, as(buyer))).body.msg).toBe(
      'Part number cannot exceed 40 characters',
    );
  });

  it('answers 404 for an unknown family and records nothing', async () => {
    const { status, body } = await record(buyer, 2_000_000_000);
    expect(status).toBe(404);
    expect(body.msg).toBe('There is no such product.');
    expect((await list(buyer)).body.data.total).toBe(0);
  });

  it('validates its fields', async () => {
    expect((await api.call('pri/browseRecord', {}, as(buyer))).body.msg).toBe('Please enter your id');
    expect((await api.call('pri/browseRecord', { id: 'x' }, as(buyer))).body.msg).toBe('Id must be a whole number');
    expect((await list(buyer, { pageSize: 101 })).body.msg).toBe('Page size must be from 1 to 100');
    expect((await list(buyer, { page: 0 })).status).toBe(400);
    expect((await clear(buyer)).status).toBe(200);
    expect((await api.call('pri/browseHistoryClear', { id: 1 }, as(buyer))).status).toBe(400);
  });
});

describe('browseHistoryRemove and browseHistoryClear', () => {
  it('removes one family, then all of them', async () => {
    const [a, b, c] = families as [number, number, number];
    for (const id of [a, b, c]) await record(buyer, id);
    expect((await remove(buyer, b)).body.data).toEqual({ removed: 1 });
    expect((await remove(buyer, b)).body.data).toEqual({ removed: 0 });
    expect(await listedIds(buyer)).toEqual([c, a]);
    expect((await clear(buyer)).body.data).toEqual({ removed: 2 });
    expect((await list(buyer)).body.data).toEqual({ total: 0, page: 1, pageSize: 24, list: [] });
  });
});

describe('privacy', () => {
  it('answers 701 to every call without a live session', async () => {
    for (const [path, body] of [
      ['pri/browseRecord', { id: families[0] }],
      ['pri/browseHistoryList', {}],
      ['pri/browseHistoryRemove', { id: families[0] }],
      ['pri/browseHistoryClear', {}],
    ] as const) {
      const anonymous = await api.call(path, body);
      expect([anonymous.status, anonymous.body.code], path).toEqual([401, 701]);
      expect((await api.call(path, body, { headers: { token: 'x'.repeat(43) } })).body.code, path).toBe(701);
    }
    expect(await api.db.selectFrom('browseHistory').select('userId').execute()).toEqual([]);
  });

  it("never shows or changes another buyer's history", async () => {
    const [a, b] = families as [number, number];
    await record(buyer, a);
    await record(admin, b);
    expect(await listedIds(buyer)).toEqual([a]);
    expect(await listedIds(admin)).toEqual([b]);
    expect((await remove(admin, a)).body.data).toEqual({ removed: 0 });
    expect((await clear(admin)).body.data).toEqual({ removed: 1 });
    expect(await listedIds(buyer)).toEqual([a]);
  });
});

describe('the cap', () => {
  it(`keeps the ${MAX_HISTORY_PER_BUYER} most recent families per buyer`, async () => {
    // The demo has fewer families than the cap: copies of some (without variants) make up the rest.
    const extra = MAX_HISTORY_PER_BUYER + 5 - families.length;
    const copies = await api.db.selectFrom('productFamilies').selectAll().orderBy('id').limit(extra).execute();
    const offset = Math.max(...families) + 1;
    await api.db
      .insertInto('productFamilies')
      .values(
        copies.map((f, i) => ({
          ...f,
          id: offset + i,
          code: `${f.code}-COPY`,
          dimensionColumns: JSON.stringify(f.dimensionColumns),
          shape: JSON.stringify(f.shape),
        })),
      )
      .execute();
    const all = [...families, ...copies.map((_, i) => offset + i)];
    const [newest, ...older] = all;
    // The older views, a minute apart: older[0] is the latest of them, the last five are the oldest.
    const start = Date.now() - 60_000;
    await api.db
      .insertInto('browseHistory')
      .values(older.map((familyId, i) => ({ userId: buyer.id, familyId, viewedAt: new Date(start - i * 60_000) })))
      .execute();
    await record(admin, newest!);

    await record(buyer, newest!);
    const kept = await api.db
      .selectFrom('browseHistory')
      .select('familyId')
      .where('userId', '=', buyer.id)
      .orderBy('viewedAt', 'desc')
      .execute();
    expect(kept.map((row) => row.familyId)).toEqual([newest, ...older.slice(0, MAX_HISTORY_PER_BUYER - 1)]);
    // Another buyer's history is not trimmed with it.
    expect(await listedIds(admin)).toEqual([newest]);
  });
});
