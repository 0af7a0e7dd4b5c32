import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '#contract/calls/paging.ts';
import type { QuoteFloorRow } from '#contract/calls/staff-quotes.ts';
import { auditCount, auditRecords, unnamedDetailKeys } from './helpers/editor.ts';
import { logInQuotePeople } from './helpers/quote-people.ts';
import { logInAs, partsWithBreaks, type Buyer } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

/** The cost guard's floors in the console: staff/quoteFloorList, staff/quoteFloorSave, staff/quoteFloorRemove. */

let api: TestApi;
let member: Buyer;
let stranger: Buyer;
let editor: Buyer;
let sales: Buyer;
let admin: Buyer;
/** A demo family with priced parts, and one of its part numbers. */
let family: { id: number; code: string; nameEn: string; nameZh: string };
let partNo: string;

beforeAll(async () => {
  api = await openTestApi();
  [{ member, stranger, editor, sales }, admin] = await Promise.all([
    logInQuotePeople(api),
    logInAs(api, 'admin@lihda.example'),
  ]);
  const [part] = await partsWithBreaks(api, 1);
  partNo = part!.partNo;
  family = await api.db
    .selectFrom('variants as v')
    .innerJoin('productFamilies as pf', 'pf.id', 'v.familyId')
    .select(['pf.id', 'pf.code', 'pf.nameEn', 'pf.nameZh'])
    .where('v.id', '=', part!.variantId)
    .executeTakeFirstOrThrow();
});
afterAll(() => api.close());

async function ok<T>(answer: Promise<{ body: { code: number; msg: string; data: T } }>): Promise<T> {
  const { body } = await answer;
  if (body.code !== 200) throw new Error(`${body.code} ${body.msg}`);
  return body.data;
}

const save = (body: object, who = admin) => ok(who.call<QuoteFloorRow>('staff/quoteFloorSave', body));
const list = (body: object = {}, who = admin) => ok(who.call<Page<QuoteFloorRow>>('staff/quoteFloorList', body));
const floorsStored = async () =>
  (
    await api.db.selectFrom('quotePriceFloors').select(['familyId', 'minPercentOfList']).orderBy('familyId').execute()
  ).map((row) => [row.familyId, Number(row.minPercentOfList)]);

/** Refused with this code, field and words in English and Chinese; no floor and no audit record written. */
async function refused(path: string, body: object, code: number, field: string, en: RegExp, zh: RegExp) {
  const [floors, audits] = [await floorsStored(), await auditCount(api)];
  const english = (await admin.call(path, body)).body;
  const chinese = (await admin.call(path, body, { lang: 'zh-cn' })).body;
  expect(english).toMatchObject({ code, data: { field } });
  expect(chinese).toMatchObject({ code, data: { field } });
  expect(english.msg).toMatch(en);
  expect(chinese.msg).toMatch(zh);
  expect(await floorsStored()).toEqual(floors);
  expect(await auditCount(api)).toBe(audits);
}

describe('who may read and change the floors', () => {
  it('lets sales and admins read them, only admins change them; buyers and editors get 403, logged out 701', async () => {
    const calls: Array<[string, object, 'sales' | 'admin']> = [
      ['staff/quoteFloorList', {}, 'sales'],
      ['staff/quoteFloorSave', { family: family.code, minPercentOfList: 50 }, 'admin'],
      ['staff/quoteFloorRemove', { familyId: family.id }, 'admin'],
    ];
    for (const [path, body, caller] of calls) {
      expect((await api.call(path, body)).body.code, `${path} logged out`).toBe(701);
      for (const who of [member, stranger, editor]) expect((await who.call(path, body)).body.code, path).toBe(403);
      expect((await sales.call(path, body)).body.code, `${path} by sales`).toBe(caller === 'sales' ? 200 : 403);
      expect((await admin.call(path, body)).body.code, `${path} by an admin`).toBe(200);
    }
    expect(await floorsStored()).toEqual([]);
  });
});

describe('setting, changing and removing a floor', () => {
  it('finds the family by code, part number or name in either language, and lists its floor', async () => {
    expect(await save({ family: family.code.toLowerCase(), minPercentOfList: 45.5 })).toEqual({
      familyId: family.id,
      code: family.code,
      nameEn: family.nameEn,
      nameZh: family.nameZh,
      minPercentOfList: 45.5,
    });
    expect((await save({ family: partNo.toLowerCase(), minPercentOfList: 50 })).familyId).toBe(family.id);
    expect((await save({ family: family.nameEn.toUpperCase(), minPercentOfList: 0 })).familyId).toBe(family.id);
    // Hundredths of a per cent are kept, no finer.
    expect((await save({ family: family.nameZh, minPercentOfList: 62.345 })).minPercentOfList).toBe(62.35);
    expect(await list({}, sales)).toEqual({
      total: 1,
      page: 1,
      pageSize: 24,
      list: [
        {
          familyId: family.id,
          code: family.code,
          nameEn: family.nameEn,
          nameZh: family.nameZh,
          minPercentOfList: 62.35,
        },
      ],
    });
  });

  it('filters by the start of the code or a part number, or any part of a name, and pages', async () => {
    const other = await api.db
      .selectFrom('productFamilies')
      .select(['id', 'code'])
      .where('id', '!=', family.id)
      .orderBy('sortOrder')
      .executeTakeFirstOrThrow();
    await save({ family: family.code, minPercentOfList: 70 });
    await save({ family: other.code, minPercentOfList: 100 });
    const ids = async (body: object) => (await list(body)).list.map((row) => row.familyId);
    expect(await ids({})).toHaveLength(2);
    expect(await ids({ q: family.code.slice(0, -1).toLowerCase() })).toContain(family.id);
    expect(await ids({ q: other.code })).toEqual([other.id]);
    expect(await ids({ q: partNo })).toEqual([family.id]);
    expect(await ids({ q: family.nameEn.slice(1, 6) })).toContain(family.id);
    expect(await ids({ q: family.nameZh })).toContain(family.id);
    expect(await ids({ q: 'NO-SUCH-FAMILY' })).toEqual([]);
    const first = await list({ pageSize: 1 });
    const second = await list({ pageSize: 1, page: 2 });
    expect([first.total, first.list.length, second.list.length]).toEqual([2, 1, 1]);
    expect(first.list[0]!.familyId).not.toBe(second.list[0]!.familyId);
    expect((await admin.call('staff/quoteFloorRemove', { familyId: other.id })).body.code).toBe(200);
  });

  it('audits every change with who made it, when, and the floor before and after', async () => {
    const started = Date.now() - 1000;
    await save({ family: family.code, minPercentOfList: 40 });
    await save({ family: family.code, minPercentOfList: 55 });
    const removed = await ok(admin.call('staff/quoteFloorRemove', { familyId: family.id }));
    expect(removed).toEqual({ familyId: family.id, minPercentOfList: 60 });
    expect((await list()).list).toEqual([]);
    const records = (await auditRecords(api)).filter((r) => r.recordId === `floor-${family.id}`).slice(0, 3);
    expect(
      records.map(({ area, action, userEmail, summary, detail }) => ({ area, action, userEmail, summary, detail })),
    ).toEqual([
      {
        area: 'quote',
        action: 'floorRemove',
        userEmail: 'admin@lihda.example',
        summary: `Quote floor of ${family.code} ${family.nameEn}: the default 60% of list price`,
        detail: { minPercentOfList: { from: 55, to: null } },
      },
      {
        area: 'quote',
        action: 'floor',
        userEmail: 'admin@lihda.example',
        summary: `Quote floor of ${family.code} ${family.nameEn}: 55% of list price`,
        detail: { minPercentOfList: { from: 40, to: 55 } },
      },
      expect.objectContaining({ action: 'floor', detail: { minPercentOfList: { from: 70, to: 40 } } }),
    ]);
    expect(records.every((r) => r.at.getTime() >= started)).toBe(true);
    expect(unnamedDetailKeys(records.map((r) => r.detail))).toEqual([]);
    // Sales read the quote audit in the change record, as they read the floors.
    const changes = await ok(sales.call<{ list: Array<{ recordId: string }> }>('editor/changeList', { area: 'quote' }));
    expect(changes.list.map((c) => c.recordId)).toContain(`floor-${family.id}`);
  });
});

describe('refusals', () => {
  it('refuses a family nobody has, or a name several families share, naming the family field', async () => {
    await refused(
      'staff/quoteFloorSave',
      { family: 'NO-SUCH-FAMILY', minPercentOfList: 50 },
      400,
      'family',
      /No product family has the code, part number or name "NO-SUCH-FAMILY"\./,
      /没有代码、零件编号或名称为“NO-SUCH-FAMILY”的产品系列。/,
    );
    // A second family of the same name: the name alone no longer says which.
    await sql`
      INSERT INTO product_families (id, category_id, code, slug, name_en, name_zh, description_en, description_zh,
        material_en, material_zh, finish_en, finish_zh, dimension_columns, sort_order)
      SELECT (SELECT max(id) + 1 FROM product_families), category_id, code || '-TWIN', slug || '-twin', name_en,
        name_zh, description_en, description_zh, material_en, material_zh, finish_en, finish_zh, dimension_columns,
        sort_order + 1
      FROM product_families WHERE id = ${family.id}`.execute(api.db);
    await refused(
      'staff/quoteFloorSave',
      { family: family.nameEn, minPercentOfList: 50 },
      400,
      'family',
      /Several product families are named ".+": give the family code or a part number\./,
      /有多个产品系列名为“.+”：请填写系列代码或零件编号。/,
    );
    // Its code still names it alone.
    expect((await save({ family: `${family.code}-TWIN`, minPercentOfList: 50 })).code).toBe(`${family.code}-TWIN`);
  });

  it('refuses a percentage outside 0 to 100, a blank or overlong family, in both languages', async () => {
    for (const minPercentOfList of [-0.01, 100.01, 'ten']) {
      await refused(
        'staff/quoteFloorSave',
        { family: family.code, minPercentOfList },
        400,
        'minPercentOfList',
        /^Floor \(% of list price\)/,
        /底价（标价的百分比）/,
      );
    }
    await refused(
      'staff/quoteFloorSave',
      { family: '', minPercentOfList: 50 },
      400,
      'family',
      /product family/,
      /产品系列/,
    );
    await refused('staff/quoteFloorSave', { family: 'X'.repeat(61), minPercentOfList: 50 }, 400, 'family', /60/, /60/);
    await refused('staff/quoteFloorList', { q: 'X'.repeat(61) }, 400, 'q', /60/, /60/);
  });

  it('refuses removing a floor a family does not have, or of a family that does not exist', async () => {
    await refused(
      'staff/quoteFloorRemove',
      { familyId: family.id },
      404,
      'familyId',
      new RegExp(`Product family ${family.id} has no floor of its own: the default applies to it\\.`),
      new RegExp(`产品系列 ${family.id} 没有单独设置的底价：适用默认底价。`),
    );
    await refused(
      'staff/quoteFloorRemove',
      { familyId: 999_999 },
      404,
      'familyId',
      /There is no product family 999999\./,
      /没有编号为 999999 的产品系列。/,
    );
  });
});
