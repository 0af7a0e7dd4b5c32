import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceListImportAnswer } from '#contract/calls/staff-price-list-csv.ts';
import type { PriceListDetail } from '#contract/calls/staff-price-lists.ts';
import { auditCount, auditRecords, unnamedDetailKeys } from './helpers/editor.ts';
import { logInAs, partsWithBreaks, type Buyer, type PartWithBreaks } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
let sales: Buyer;
let admin: Buyer;
let editor: Buyer;
let buyer: Buyer;
let parts: PartWithBreaks[];

beforeAll(async () => {
  api = await openTestApi();
  sales = await logInAs(api, 'sales@lihda.example');
  admin = await logInAs(api, 'admin@lihda.example');
  editor = await logInAs(api, 'editor@lihda.example');
  buyer = await logInAs(api, 'admin@acme.example');
  parts = await partsWithBreaks(api, 5);
});
afterAll(() => api.close());

const single = (part: PartWithBreaks) => part.breaks[0]!.unitPricePence;

async function newList(name: string): Promise<PriceListDetail> {
  const made = await sales.call<PriceListDetail>('staff/priceListSave', { name });
  expect(made.body.code).toBe(200);
  return made.body.data;
}

async function setNet(listId: number, part: PartWithBreaks, breaks: string): Promise<void> {
  expect(
    (await sales.call('staff/priceListRuleSave', { priceListId: listId, kind: 'net', partNo: part.partNo, breaks }))
      .body.code,
  ).toBe(200);
}

const importCsv = (who: Buyer, priceListId: number, csv: string, dryRun: boolean, lang?: string) =>
  who.call<PriceListImportAnswer>(
    'staff/priceListImport',
    { priceListId, csv, fileName: 'net.csv', dryRun },
    lang ? { lang } : {},
  );

async function exportCsv(who: Buyer | null, id: number) {
  const response = await api.app.inject({
    method: 'GET',
    url: `/api/staff/priceListExport?id=${id}`,
    headers: who ? { token: who.login.token } : {},
  });
  return { status: response.statusCode, headers: response.headers, text: response.body };
}

const getList = async (id: number) => (await sales.call<PriceListDetail>('staff/priceListGet', { id })).body.data;

describe('price list CSV: the preview and the import', () => {
  it('previews exactly what a file changes (added, changed, removed, the largest cut), writes nothing on the dry run, then writes it all, audited', async () => {
    const [a, b, c, d, e] = parts as [PartWithBreaks, PartWithBreaks, PartWithBreaks, PartWithBreaks, PartWithBreaks];
    const list = await newList('CSV preview');
    await setNet(list.id, a, `1:${single(a) - 1}`);
    await setNet(list.id, b, `1:${single(b) - 1}`);
    await setNet(list.id, c, `1:${single(c) - 1}`);
    const before = await getList(list.id);
    const audits = await auditCount(api);

    // a changes (10 % below from 1 off, 20 % from 100 off), b stays, c is left out, d and e are new.
    const aNet = [Math.round(single(a) * 0.9), Math.round(single(a) * 0.8)];
    const dNet = Math.ceil(single(d) * 0.55);
    const csv = [
      'part_no,price_breaks',
      `${a.partNo},1:${aNet[0]};100:${aNet[1]}`,
      `${b.partNo.toLowerCase()},1:${single(b) - 1}`,
      `${d.partNo},1:${dNet}`,
      `"${e.partNo}", 1 : ${single(e)} `,
    ].join('\r\n');
    const dry = await importCsv(sales, list.id, csv, true);
    const deepest = [
      { partNo: a.partNo, cut: (single(a) - aNet[1]!) / single(a) },
      { partNo: d.partNo, cut: (single(d) - dNet) / single(d) },
    ].sort((x, y) => y.cut - x.cut)[0]!;
    expect(dry.body.data).toEqual({
      valid: true,
      errors: [],
      errorCount: 0,
      changes: {
        added: 2,
        changed: 1,
        removed: 1,
        unchanged: 1,
        largestCut: { partNo: deepest.partNo, percent: Math.round(deepest.cut * 100) },
        details: [
          `${a.partNo}: 1:${single(a) - 1} → 1:${aNet[0]};100:${aNet[1]}`,
          `${d.partNo}: — → 1:${dNet}`,
          `${e.partNo}: — → 1:${single(e)}`,
          `${c.partNo}: 1:${single(c) - 1} → —`,
        ],
      },
      applied: false,
    });
    expect(await getList(list.id)).toEqual(before);
    expect(await auditCount(api)).toBe(audits);

    const done = await importCsv(admin, list.id, csv, false);
    expect(done.body.data).toMatchObject({ valid: true, applied: true, changes: { added: 2, changed: 1, removed: 1 } });
    const after = await getList(list.id);
    const nets = Object.fromEntries(
      after.rules.map((r) => [r.partNo, r.breaks.map((x) => `${x.minQty}:${x.unitPricePence}`).join(';')]),
    );
    expect(nets).toEqual({
      [a.partNo]: `1:${aNet[0]};100:${aNet[1]}`,
      [b.partNo]: `1:${single(b) - 1}`,
      [d.partNo]: `1:${dNet}`,
      [e.partNo]: `1:${single(e)}`,
    });
    const [record] = await auditRecords(api);
    expect(record).toMatchObject({
      area: 'priceList',
      recordId: String(list.id),
      action: 'import',
      userEmail: 'admin@lihda.example',
    });
    expect(record!.detail).toMatchObject({
      fileName: 'net.csv',
      rows: 4,
      netPricesAdded: 2,
      netPricesChanged: 1,
      netPricesRemoved: 1,
    });
    expect((record!.detail as { netPrices: unknown[] }).netPrices).toContainEqual({
      partNo: c.partNo,
      before: `1:${single(c) - 1}`,
      after: null,
    });
    expect(unnamedDetailKeys([record!.detail])).toEqual([]);
    expect(await auditCount(api)).toBe(audits + 1);

    // The same file again changes nothing and records nothing.
    const again = await importCsv(sales, list.id, csv, false);
    expect(again.body.data).toMatchObject({
      valid: true,
      applied: false,
      changes: { added: 0, changed: 0, removed: 0, unchanged: 4, largestCut: null },
    });
    expect(await auditCount(api)).toBe(audits + 1);
  });

  it('lists every bad row (unknown part, zero or negative price, bad breaks, duplicates) in the caller language and writes nothing', async () => {
    const [a, b] = parts as [PartWithBreaks, PartWithBreaks];
    const list = await newList('CSV bad rows');
    await setNet(list.id, a, '1:500');
    const before = await getList(list.id);
    const audits = await auditCount(api);
    const csv = [
      'price_breaks,part_no',
      `1:400,${b.partNo}`,
      '1:100,LH-0000-NOPE',
      `1:0,${a.partNo}`,
      `1:-5,${b.partNo}`,
      '10:100,LH-0000-NOPE2',
      '1:100;1:90,LH-0000-NOPE3',
      '1:100,=SUM(A1)',
      '1:100',
    ].join('\n');
    for (const dryRun of [true, false]) {
      const answer = (await importCsv(sales, list.id, csv, dryRun)).body.data;
      expect(answer).toMatchObject({
        valid: false,
        applied: false,
        errorCount: 8,
        changes: { added: 0, changed: 0, removed: 0, largestCut: null },
      });
      expect(answer.errors.map((x) => [x.line, x.column ?? null])).toEqual([
        [3, 'part_no'],
        [4, 'price_breaks'],
        [5, 'part_no'],
        [5, 'price_breaks'],
        [6, 'price_breaks'],
        [7, 'price_breaks'],
        [8, 'part_no'],
        [9, null],
      ]);
      expect(answer.errors[0]!.reason).toBe('There is no product with part number LH-0000-NOPE.');
      expect(answer.errors[2]!.reason).toBe(`Part number ${b.partNo} is already on line 2.`);
    }
    const chinese = (await importCsv(sales, list.id, csv, true, 'zh-cn')).body.data;
    expect(chinese.errors[0]!.reason).toBe('没有零件编号为 LH-0000-NOPE 的产品。');
    expect(await getList(list.id)).toEqual(before);
    expect(await auditCount(api)).toBe(audits);
  });

  it('refuses a file with a wrong header or no rows as a whole, and a list that does not exist', async () => {
    const list = await newList('CSV header');
    expect(
      (await importCsv(sales, list.id, 'part_no,price,notes\r\nX,1', true)).body.data.errors.map((x) => x.column),
    ).toEqual(['price', 'notes', 'price_breaks']);
    expect((await importCsv(sales, list.id, 'part_no,price_breaks\r\n', true)).body.data.errors).toEqual([
      { line: 0, reason: 'The file has a header but no rows.' },
    ]);
    expect((await importCsv(sales, 999_999, 'part_no,price_breaks\r\n', true)).body).toMatchObject({
      code: 404,
      msg: 'There is no such price list.',
    });
  });
});

describe('price list CSV: the export', () => {
  it("exports a list's net prices by part number in the import's layout, which imports back unchanged", async () => {
    const [a, b] = parts as [PartWithBreaks, PartWithBreaks];
    const list = await newList('CSV export');
    await setNet(list.id, b, '1:300;50:250');
    await setNet(list.id, a, '1:200');
    await sales.call('staff/priceListRuleSave', { priceListId: list.id, kind: 'catalogue', percentOff: 5 });
    const file = await exportCsv(sales, list.id);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toMatch(
      new RegExp(`attachment; filename="lihda-price-list-${list.id}-\\d{4}-\\d{2}-\\d{2}\\.csv"`),
    );
    const rows = [
      [a.partNo, '1:200'],
      [b.partNo, '1:300;50:250'],
    ].sort(([x], [y]) => (x! < y! ? -1 : 1));
    expect(file.text).toBe(`\uFEFFpart_no,price_breaks\r\n${rows.map((r) => `${r.join(',')}\r\n`).join('')}`);
    const back = (await importCsv(sales, list.id, file.text, true)).body.data;
    expect(back).toMatchObject({ valid: true, changes: { added: 0, changed: 0, removed: 0, unchanged: 2 } });
  });
});

describe('price list CSV: who may', () => {
  it('is for sales and admins only: editors and buyers are refused, logged out is 701', async () => {
    const list = await newList('CSV roles');
    const csv = `part_no,price_breaks\r\n${parts[0]!.partNo},1:100`;
    for (const who of [editor, buyer]) {
      expect((await importCsv(who, list.id, csv, true)).body.code).toBe(403);
      expect((await exportCsv(who, list.id)).status).toBe(403);
    }
    expect((await exportCsv(null, list.id)).status).toBe(401);
    expect((await getList(list.id)).rules).toEqual([]);
  });
});
