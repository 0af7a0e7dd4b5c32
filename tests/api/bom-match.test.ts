import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BomMatchAnswer, BomMatchRequest } from '#contract/calls/bom.ts';
import type { PriceMineAnswer } from '#contract/calls/buyer-prices.ts';
import { breakFor } from '#contract/rules/price-breaks.ts';
import { csvBase64, xlsxBase64 } from '../../scripts/support/bom-files.ts';
import { logInAs, type Buyer } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

/** pri/bomMatch: a BOM file read and matched against the catalogue (docs/shop.md, "Upload a BOM"). */

let api: TestApi;
let acmeMember: Buyer;
let individual: Buyer;

const match = (who: Buyer, body: Partial<BomMatchRequest> & { dataBase64: string }, lang = 'en') =>
  who.call<BomMatchAnswer>('pri/bomMatch', { fileName: 'bom.csv', ...body }, { lang });

const matchCsv = async (who: Buyer, rows: ReadonlyArray<ReadonlyArray<string | number>>) => {
  const { body } = await match(who, { dataBase64: csvBase64(rows) });
  expect(body.code, body.msg).toBe(200);
  return body.data;
};

beforeAll(async () => {
  api = await openTestApi();
  [acmeMember, individual] = (await Promise.all(
    ['member@acme.example', 'buyer@example.com'].map((e) => logInAs(api, e)),
  )) as [Buyer, Buyer];
});
afterAll(() => api.close());

describe('pri/bomMatch matching', () => {
  it("matches our part number exactly, ignoring case, spaces and dashes (full-width too), at the buyer's price and with stock", async () => {
    const typed = ['LH-1101-100-AL', 'lh 1101 100 al', 'LH1101100AL', 'ＬＨ－１１０１－１００－ＡＬ', 'lh–1101—100-al'];
    const answer = await matchCsv(acmeMember, [['Part No', 'Qty'], ...typed.map((t) => [t, 150])]);
    expect(answer.columns).toEqual(['Part No', 'Qty']);
    expect([answer.partNoColumn, answer.quantityColumn]).toEqual([0, 1]);
    const part = await api.db
      .selectFrom('variants')
      .select(['id', 'stock'])
      .where('partNo', '=', 'LH-1101-100-AL')
      .executeTakeFirstOrThrow();
    const prices = (await acmeMember.call<PriceMineAnswer>('pri/priceMine', { variantIds: [part.id] })).body.data
      .prices[0]!;
    const buyerPrice = breakFor(150, prices.priceBreaks)!.unitPricePence;
    // Acme's net price from 100 off is below the list price.
    expect(buyerPrice).toBeLessThan(breakFor(150, prices.listPriceBreaks)!.unitPricePence);
    for (const [i, row] of answer.rows.entries()) {
      expect(row).toMatchObject({
        line: i + 2,
        partNoText: typed[i],
        quantity: 150,
        status: 'matched',
        matchedBy: 'partNo',
        suggestions: [],
      });
      expect(row.part).toMatchObject({
        partNo: 'LH-1101-100-AL',
        unitPricePence: buyerPrice,
        stock: part.stock,
        customerPartNo: 'ACME-70001',
      });
    }
  });

  it("matches the company's own part number for its members only; a number that is also ours stays ours", async () => {
    const acme = await matchCsv(acmeMember, [
      ['零件号', '数量'],
      ['acme 70003', 6],
    ]);
    expect(acme.rows[0]).toMatchObject({
      status: 'matched',
      matchedBy: 'customerPartNo',
      quantity: 6,
      part: { partNo: 'LH-1101-120-AL', customerPartNo: 'ACME-70003' },
    });
    const outsider = await matchCsv(individual, [
      ['零件号', '数量'],
      ['acme 70003', 6],
    ]);
    expect(outsider.rows[0]!.status).not.toBe('matched');
    const acmeId = (
      await api.db
        .selectFrom('companies')
        .select('id')
        .where('name', '=', 'Acme Engineering Ltd')
        .executeTakeFirstOrThrow()
    ).id;
    const other = await api.db
      .selectFrom('variants')
      .select(['id'])
      .where('partNo', '=', 'LH-1131-64-AL')
      .executeTakeFirstOrThrow();
    await api.db
      .insertInto('customerPartNumbers')
      .values({ companyId: acmeId, variantId: other.id, customerPartNo: 'LH-1101-160-AL' })
      .execute();
    const clash = await matchCsv(acmeMember, [['Part number'], ['LH-1101-160-AL']]);
    expect(clash.rows[0]).toMatchObject({
      status: 'matched',
      matchedBy: 'partNo',
      quantity: 1,
      part: { partNo: 'LH-1101-160-AL' },
    });
    await api.db.deleteFrom('customerPartNumbers').where('variantId', '=', other.id).execute();
  });

  it('suggests up to three parts for a typo, the closest part number first, then its family and dimensions', async () => {
    const answer = await matchCsv(acmeMember, [
      ['Part No', 'Qty'],
      ['LH-1102-16O-ALB', 4],
      ['LH-1121-250-S5', 3],
      ['LJ-1102-160-ALB', 1],
      ['LH-1102-160-ALBX', 1],
    ]);
    const [letterO, fiveForS, atTheStart, oneMore] = answer.rows;
    // A typo in either half of the number is found.
    expect(atTheStart!.suggestions[0]!.partNo).toBe('LH-1102-160-ALB');
    expect(oneMore!.suggestions[0]!.partNo).toBe('LH-1102-160-ALB');
    expect(letterO).toMatchObject({ status: 'suggested', matchedBy: null, part: null });
    expect(letterO!.suggestions.map((s) => s.partNo)).toEqual(['LH-1102-160-ALB', 'LH-1102-120-ALB', 'LH-1102-160-AL']);
    expect(fiveForS!.suggestions.map((s) => s.partNo)).toEqual(['LH-1121-250-SS', 'LH-1121-250-A4', 'LH-1121-200-A4']);
    const stock = await api.db
      .selectFrom('variants')
      .select('stock')
      .where('partNo', '=', 'LH-1102-160-ALB')
      .executeTakeFirstOrThrow();
    expect(letterO!.suggestions[0]).toMatchObject({
      stock: stock.stock,
      name: expect.any(String),
      nameZh: expect.any(String),
    });
    expect(letterO!.suggestions[0]!.unitPricePence).toBeGreaterThan(0);
  });

  it('finds nothing for a number like none of ours, and keeps every row, blank part numbers and bad quantities included', async () => {
    const answer = await matchCsv(acmeMember, [
      ['Part No', 'Qty', 'Note'],
      ['XYZ-9999', 1, ''],
      ['', 2, 'no number'],
      ['LH-1131-64-AL', 'ten', ''],
      ['LH-1131-64-AL', 10_000, ''],
    ]);
    expect(answer.rows.map((r) => [r.line, r.status, r.quantity, r.suggestions.length])).toEqual([
      [2, 'notFound', 1, 0],
      [3, 'notFound', 2, 0],
      [4, 'matched', null, 0],
      [5, 'matched', null, 0],
    ]);
  });

  it('reads the sample BOM of docs/examples: 6 exact, 2 typos, 1 unknown, 1 company number', async () => {
    const dataBase64 = (await fs.readFile('docs/examples/sample-bom.csv')).toString('base64');
    const { body } = await match(acmeMember, { fileName: 'sample-bom.csv', dataBase64 });
    expect(body.data.rows.map((r) => `${r.status}:${r.matchedBy ?? ''}`)).toEqual([
      ...Array(6).fill('matched:partNo'),
      'suggested:',
      'suggested:',
      'notFound:',
      'matched:customerPartNo',
    ]);
  });
});

describe('pri/bomMatch files and columns', () => {
  it("reads a workbook's first sheet, or the one chosen, and takes the buyer's columns over the guess", async () => {
    const dataBase64 = await xlsxBase64([
      {
        name: 'Cover',
        rows: [
          ['Qty', 'Part No'],
          [5, 'LH-1131-64-AL'],
        ],
      },
      {
        name: '物料',
        rows: [
          ['名称', '零件编号', '用量'],
          ['把手', 'LH-1131-64-ALB', 3],
        ],
      },
    ]);
    const first = (await match(acmeMember, { fileName: 'bom.XLSX', dataBase64 })).body.data;
    expect(first).toMatchObject({ sheets: ['Cover', '物料'], sheet: 'Cover', partNoColumn: 1, quantityColumn: 0 });
    expect(first.rows[0]).toMatchObject({ quantity: 5, part: { partNo: 'LH-1131-64-AL' } });
    const chosen = (await match(acmeMember, { fileName: 'bom.xlsx', dataBase64, sheet: '物料' })).body.data;
    expect(chosen).toMatchObject({
      sheet: '物料',
      columns: ['名称', '零件编号', '用量'],
      partNoColumn: 1,
      quantityColumn: 2,
    });
    expect(chosen.rows[0]).toMatchObject({ quantity: 3, status: 'matched', part: { partNo: 'LH-1131-64-ALB' } });
    const noQuantity = (await match(acmeMember, { fileName: 'bom.xlsx', dataBase64, sheet: '物料', partNoColumn: 1 }))
      .body.data;
    expect(noQuantity).toMatchObject({ partNoColumn: 1, quantityColumn: null });
    expect(noQuantity.rows[0]).toMatchObject({ quantity: 1, quantityText: '' });
  });

  const refused = async (
    body: Partial<BomMatchRequest> & { dataBase64: string },
    field: string,
    en: string,
    zh: string,
  ) => {
    const [english, chinese] = await Promise.all([match(acmeMember, body), match(acmeMember, body, 'zh-cn')]);
    expect(english.status).toBe(400);
    expect(english.body).toMatchObject({ code: 400, msg: en, data: { field } });
    expect(chinese.body.msg).toBe(zh);
  };

  it('refuses a file over 500 rows or 2 MB, of another type, or with no part number column, in both languages', async () => {
    const rows = [['Part No', 'Qty'], ...Array.from({ length: 501 }, (_, i) => [`LH-${i}`, 1])];
    await refused(
      { dataBase64: csvBase64(rows) },
      'dataBase64',
      'The file has 501 rows below its header; a BOM may have at most 500.',
      '文件标题行下有 501 行；物料清单最多 500 行。',
    );
    expect((await matchCsv(acmeMember, rows.slice(0, 501))).rows).toHaveLength(500);
    const large = Buffer.from(`Part No,Note\r\nLH-1131-64-AL,${'x'.repeat(2 * 1024 * 1024)}`).toString('base64');
    await refused(
      { dataBase64: large },
      'dataBase64',
      'The file is 2.0 MB; a BOM may be at most 2 MB.',
      '文件大小为 2.0 MB；物料清单最大为 2 MB。',
    );
    await refused(
      { fileName: 'bom.xls', dataBase64: csvBase64(rows.slice(0, 3)) },
      'fileName',
      'Upload a .csv or .xlsx file.',
      '请上传 .csv 或 .xlsx 文件。',
    );
    await refused(
      {
        dataBase64: csvBase64([
          ['Item', 'Description', 'Amount'],
          [1, 'handle', 2],
        ]),
      },
      'dataBase64',
      'No column of the header row holds part numbers: name it "Part No" or "Part number" (or 零件号) and upload again.',
      '标题行中没有零件号列：请将该列命名为“零件号”或“Part No”后重新上传。',
    );
    await refused(
      {
        dataBase64: csvBase64([
          ['Part No', 'Qty'],
          ['LH-1131-64-AL', 1],
        ]),
        partNoColumn: 2,
      },
      'partNoColumn',
      'The file has no column C.',
      '文件中没有第 C 列。',
    );
    await refused(
      {
        dataBase64: csvBase64([
          ['Part No', 'Qty'],
          ['LH-1131-64-AL', 1],
        ]),
        partNoColumn: 0,
        quantityColumn: 0,
      },
      'quantityColumn',
      'The part number and the quantity must be in different columns.',
      '零件号和数量必须位于不同的列。',
    );
  });

  it('refuses formulas, merged header cells and a password-protected workbook', async () => {
    const formula = await xlsxBase64([
      {
        name: 'BOM',
        rows: [
          ['Part No', 'Qty'],
          ['LH-1131-64-AL', 2],
          ['LH-1131-64-ALB', 0],
        ],
        formulas: { B3: 'B2*2' },
      },
    ]);
    await refused(
      { fileName: 'bom.xlsx', dataBase64: formula },
      'dataBase64',
      'Cell B3 holds a formula: paste values only and upload again.',
      '单元格 B3 包含公式：请仅粘贴数值后重新上传。',
    );
    await refused(
      {
        dataBase64: csvBase64([
          ['Part No', 'Qty'],
          ['LH-1131-64-AL', '=1+1'],
        ]),
      },
      'dataBase64',
      'Cell B2 holds a formula: paste values only and upload again.',
      '单元格 B2 包含公式：请仅粘贴数值后重新上传。',
    );
    const merged = await xlsxBase64([
      {
        name: 'BOM',
        rows: [
          ['Part No', '', 'Qty'],
          ['LH-1131-64-AL', '', 2],
        ],
        merges: ['A1:B1'],
      },
    ]);
    await refused(
      { fileName: 'bom.xlsx', dataBase64: merged },
      'dataBase64',
      'The header row has merged cells (at A1): unmerge them and upload again.',
      '标题行含有合并单元格（位于 A1）：请取消合并后重新上传。',
    );
    // A password-protected .xlsx is an OLE compound file (what Excel writes), not a ZIP archive.
    const encrypted = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(504),
    ]).toString('base64');
    await refused(
      { fileName: 'bom.xlsx', dataBase64: encrypted },
      'dataBase64',
      'The workbook is protected by a password: save a copy without one.',
      '该工作簿受密码保护：请另存一份不带密码的副本。',
    );
    await refused(
      { fileName: 'bom.xlsx', dataBase64: csvBase64([['Part No'], ['x']]) },
      'dataBase64',
      'The workbook cannot be read: save it again as .xlsx.',
      '无法读取该工作簿：请重新另存为 .xlsx。',
    );
    await refused(
      { fileName: 'bom.xlsx', dataBase64: formula, sheet: 'Sheet9' },
      'sheet',
      'The workbook has no sheet named Sheet9.',
      '工作簿中没有名为 Sheet9 的工作表。',
    );
  });

  it('reads a CSV saved as GB18030 by Excel on a Chinese system, and asks a logged-out caller to log in', async () => {
    const gb = Buffer.from([
      0xc1,
      0xe3,
      0xbc,
      0xfe,
      0xba,
      0xc5,
      0x2c,
      0xca,
      0xfd,
      0xc1,
      0xbf,
      0x0d,
      0x0a,
      ...Buffer.from('LH-1131-64-AL,7'),
    ]).toString('base64');
    const answer = (await match(acmeMember, { dataBase64: gb })).body.data;
    expect(answer.columns).toEqual(['零件号', '数量']);
    expect(answer.rows[0]).toMatchObject({ quantity: 7, status: 'matched' });
    const loggedOut = await api.call('pri/bomMatch', { fileName: 'bom.csv', dataBase64: gb });
    expect(loggedOut.body.code).toBe(701);
  });
});
