import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceMineAnswer } from '#contract/calls/buyer-prices.ts';
import type { PriceListDetail } from '#contract/calls/staff-price-lists.ts';
import { auditCount, auditRecords } from './helpers/editor.ts';
import { logInAs, partsWithBreaks, type Buyer, type PartWithBreaks } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
let sales: Buyer;
let editor: Buyer;
let acmeAdmin: Buyer;
let acmeMember: Buyer;
let jordan: Buyer;
let jordanId: number;
let acmeId: number;
let part: PartWithBreaks;

beforeAll(async () => {
  api = await openTestApi();
  sales = await logInAs(api, 'sales@lihda.example');
  editor = await logInAs(api, 'editor@lihda.example');
  acmeAdmin = await logInAs(api, 'admin@acme.example');
  acmeMember = await logInAs(api, 'member@acme.example');
  jordan = await logInAs(api, 'jordan@example.com');
  jordanId = jordan.login.id;
  acmeId = (
    await api.db
      .selectFrom('companies')
      .select('id')
      .where('name', '=', 'Acme Engineering Ltd')
      .executeTakeFirstOrThrow()
  ).id;
  [part] = (await partsWithBreaks(api, 1)) as [PartWithBreaks];
});
afterAll(() => api.close());

const save = async (body: object) => (await sales.call<PriceListDetail>('staff/priceListSave', body)).body;
const newList = async (name: string, days: object = {}) => {
  const made = await save({ name, ...days });
  expect(made.code).toBe(200);
  return made.data;
};
/** A refusal in both languages, and that nothing was written (no audit record either). */
async function refusedInBoth(path: string, body: object, code: number, en: unknown, zh: unknown): Promise<void> {
  const audits = await auditCount(api);
  const english = await sales.call(path, body);
  const chinese = await sales.call(path, body, { lang: 'zh-cn' });
  expect([english.body.code, english.body.msg]).toEqual([code, en]);
  expect([chinese.body.code, chinese.body.msg]).toEqual([code, zh]);
  expect(await auditCount(api)).toBe(audits);
}

describe('staff price lists', () => {
  it('creates a list, sets a net price and a catalogue percentage, gives it to an account who then sees it; every change audited', async () => {
    const list = await newList('Jordan special', { validFrom: '2026-01-01' });
    expect(list).toMatchObject({
      name: 'Jordan special',
      currency: 'GBP',
      validFrom: '2026-01-01',
      validUntil: null,
      rules: [],
      companies: [],
      accounts: [],
    });
    const net = await sales.call<PriceListDetail>('staff/priceListRuleSave', {
      priceListId: list.id,
      kind: 'net',
      partNo: part.partNo.toLowerCase(),
      breaks: '1:100; 50:90',
    });
    expect(net.body.data.rules).toEqual([
      {
        id: expect.any(Number),
        kind: 'net',
        partNo: part.partNo,
        familyId: null,
        categoryId: null,
        percentOff: null,
        breaks: [
          { minQty: 1, unitPricePence: 100 },
          { minQty: 50, unitPricePence: 90 },
        ],
      },
    ]);
    const again = await sales.call<PriceListDetail>('staff/priceListRuleSave', {
      priceListId: list.id,
      kind: 'net',
      partNo: part.partNo,
      breaks: '1:95',
    });
    expect(again.body.data.rules.map((r) => r.breaks)).toEqual([[{ minQty: 1, unitPricePence: 95 }]]);
    await sales.call('staff/priceListRuleSave', { priceListId: list.id, kind: 'catalogue', percentOff: 12.5 });
    const given = await sales.call<PriceListDetail>('staff/priceListAssign', {
      priceListId: list.id,
      userId: jordanId,
      assigned: true,
    });
    expect(given.body.data).toMatchObject({ ruleCount: 2, accounts: [{ id: jordanId, email: 'jordan@example.com' }] });

    const mine = (await jordan.call<PriceMineAnswer>('pri/priceMine', { variantIds: [part.variantId] })).body.data
      .prices[0]!;
    expect(mine.priceBreaks[0]).toEqual({
      minQty: 1,
      unitPricePence: Math.min(95, part.breaks[0]!.unitPricePence),
      priceListId: list.id,
      rule: expect.any(String),
    });

    const audit = (await auditRecords(api)).filter((r) => r.area === 'priceList' && r.recordId === String(list.id));
    expect(audit.map((r) => r.action)).toEqual(['assign', 'rule', 'rule', 'rule', 'create']);
    expect(audit.every((r) => r.userEmail === 'sales@lihda.example')).toBe(true);
    expect(audit[2]!.detail).toMatchObject({ before: { priceBreaks: '1:100;50:90' }, after: { priceBreaks: '1:95' } });
    expect(audit[0]!.detail).toEqual({
      before: null,
      after: { holder: 'jordan@example.com', companyId: null, userId: jordanId },
    });

    const listed = (await sales.call<{ list: PriceListDetail[] }>('staff/priceListList')).body.data.list;
    expect(listed.map((l) => l.name)).toContain('Jordan special');
    await sales.call('staff/priceListAssign', { priceListId: list.id, userId: jordanId, assigned: false });
    const back = (await jordan.call<PriceMineAnswer>('pri/priceMine', { variantIds: [part.variantId] })).body.data
      .prices[0]!;
    expect(back.priceBreaks[0]!.rule).toBe('list');
  });

  it('refuses a zero or negative net price, and a percentage outside 0 to 100, in both languages, writing nothing', async () => {
    const list = await newList('Bad input');
    const before = await sales.call<PriceListDetail>('staff/priceListGet', { id: list.id });
    const net = { priceListId: list.id, kind: 'net', partNo: part.partNo };
    await refusedInBoth(
      'staff/priceListRuleSave',
      { ...net, breaks: '1:0' },
      400,
      'A price must be whole pence from 1 to 10000000.',
      '价格必须是 1 到 10000000 之间的整数（便士）。',
    );
    await refusedInBoth(
      'staff/priceListRuleSave',
      { ...net, breaks: '1:-5' },
      400,
      expect.stringMatching(/^Write price breaks as quantity:pence pairs/),
      expect.stringMatching(/\S/),
    );
    for (const percentOff of [101, -1]) {
      await refusedInBoth(
        'staff/priceListRuleSave',
        { priceListId: list.id, kind: 'catalogue', percentOff },
        400,
        'Percentage off must be from 0 to 100',
        '折扣百分比必须在0到100之间',
      );
    }
    expect((await sales.call<PriceListDetail>('staff/priceListGet', { id: list.id })).body.data).toEqual(
      before.body.data,
    );
  });

  it('refuses an unknown part number, family and category by name', async () => {
    const list = await newList('Unknown targets');
    await refusedInBoth(
      'staff/priceListRuleSave',
      { priceListId: list.id, kind: 'net', partNo: 'LH-0000-NOPE', breaks: '1:100' },
      400,
      'There is no product with part number LH-0000-NOPE.',
      '没有零件编号为 LH-0000-NOPE 的产品。',
    );
    await refusedInBoth(
      'staff/priceListRuleSave',
      { priceListId: list.id, kind: 'family', familyId: 999_999, percentOff: 5 },
      400,
      'There is no product family 999999.',
      '没有编号为 999999 的产品系列。',
    );
    await refusedInBoth(
      'staff/priceListRuleSave',
      { priceListId: list.id, kind: 'category', categoryId: 999_999, percentOff: 5 },
      400,
      'There is no category 999999.',
      '没有编号为 999999 的类别。',
    );
  });

  it("refuses two lists of one company on overlapping days (on assigning and on changing the days), but allows an account's own beside its company's", async () => {
    const first = await newList('Acme spring', { validFrom: '2027-03-01', validUntil: '2027-05-31' });
    const second = await newList('Acme summer', { validFrom: '2027-05-01', validUntil: '2027-08-31' });
    expect(
      (await sales.call('staff/priceListAssign', { priceListId: first.id, companyId: acmeId, assigned: true })).body
        .code,
    ).toBe(409);
    // The demo's Acme list is open-ended: it overlaps every list of Acme's.
    const demo = (
      await api.db
        .selectFrom('priceLists')
        .select('id')
        .where('name', '=', 'Acme Engineering Ltd trade prices')
        .executeTakeFirstOrThrow()
    ).id;
    await api.db.updateTable('priceLists').set({ validUntil: '2027-02-28' }).where('id', '=', demo).execute();
    try {
      expect(
        (await sales.call('staff/priceListAssign', { priceListId: first.id, companyId: acmeId, assigned: true })).body
          .code,
      ).toBe(200);
      await refusedInBoth(
        'staff/priceListAssign',
        { priceListId: second.id, companyId: acmeId, assigned: true },
        409,
        'The price list "Acme spring" of Acme Engineering Ltd is valid on some of the same days: end one before the other begins.',
        'Acme Engineering Ltd 的价格表“Acme spring”在部分相同日期内有效：请让其中一个在另一个开始前结束。',
      );
      await refusedInBoth(
        'staff/priceListSave',
        { id: first.id, name: 'Acme spring', validFrom: '2027-01-01' },
        409,
        expect.stringContaining('Acme Engineering Ltd trade prices'),
        expect.any(String),
      );
      const member = (
        await api.db
          .selectFrom('users')
          .select('id')
          .where('email', '=', 'member@acme.example')
          .executeTakeFirstOrThrow()
      ).id;
      expect(
        (await sales.call('staff/priceListAssign', { priceListId: second.id, userId: member, assigned: true })).body
          .code,
      ).toBe(200);
    } finally {
      await api.db.deleteFrom('priceListAssignments').where('priceListId', 'in', [first.id, second.id]).execute();
      await api.db.updateTable('priceLists').set({ validUntil: null }).where('id', '=', demo).execute();
    }
  });

  it('refuses a list given to a company that no longer exists, and a last day before the first', async () => {
    const list = await newList('Orphan');
    const gone = await api.db
      .insertInto('companies')
      .values({ name: 'Gone Ltd' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await api.db.deleteFrom('companies').where('id', '=', gone.id).execute();
    await refusedInBoth(
      'staff/priceListAssign',
      { priceListId: list.id, companyId: gone.id, assigned: true },
      404,
      'There is no such company.',
      '没有此公司。',
    );
    await refusedInBoth(
      'staff/priceListSave',
      { id: list.id, name: 'Orphan', validFrom: '2027-02-01', validUntil: '2027-01-31' },
      400,
      'The last day comes before the first day.',
      '截止日期早于生效日期。',
    );
  });

  it('is for sales and admins only', async () => {
    expect((await editor.call('staff/priceListList')).body.code).toBe(403);
    expect((await acmeAdmin.call('staff/priceListList')).body.code).toBe(403);
  });
});

describe('customer part numbers', () => {
  it("lets staff and the company's admin set one (upper case), refuses a number taken by another part, and a buyer who is not the admin", async () => {
    const set = await sales.call('staff/customerPartNoSave', {
      companyId: acmeId,
      partNo: part.partNo,
      customerPartNo: 'acme-x1',
    });
    expect(set.body).toMatchObject({
      code: 200,
      data: { companyId: acmeId, partNo: part.partNo, customerPartNo: 'ACME-X1' },
    });
    expect((await auditRecords(api))[0]).toMatchObject({
      area: 'company',
      action: 'customerPartNo',
      detail: { after: { partNo: part.partNo, customerPartNo: 'ACME-X1' } },
    });
    const [, other] = await partsWithBreaks(api, 2);
    const taken = await acmeAdmin.call(
      'pri/customerPartNoSave',
      { partNo: other!.partNo, customerPartNo: 'ACME-X1' },
      { lang: 'zh-cn' },
    );
    expect(taken.body).toMatchObject({ code: 409, msg: `贵公司已将 ACME-X1 用于 ${part.partNo}。` });
    expect(
      (await acmeMember.call('pri/customerPartNoSave', { partNo: other!.partNo, customerPartNo: 'ACME-X2' })).body.code,
    ).toBe(403);
    expect(
      (await acmeAdmin.call('pri/customerPartNoSave', { partNo: part.partNo, customerPartNo: '' })).body.data,
    ).toMatchObject({ customerPartNo: null });
    expect(
      (await acmeAdmin.call('pri/customerPartNoSave', { partNo: part.partNo, customerPartNo: 'BAD PART' })).body.code,
    ).toBe(400);
    expect(
      (await acmeAdmin.call('pri/customerPartNoSave', { partNo: 'LH-0000-NOPE', customerPartNo: 'X' })).body.msg,
    ).toBe('There is no product with part number LH-0000-NOPE.');
  });
});
