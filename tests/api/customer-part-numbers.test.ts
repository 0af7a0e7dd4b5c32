import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CustomerPartNoImportAnswer,
  CustomerPartNoListAnswer,
  CustomerPartNoSuggestAnswer,
} from '#contract/calls/customer-part-numbers.ts';
import type { ProductSuggestAnswer } from '#contract/calls/suggest.ts';
import { auditCount, auditRecords, unnamedDetailKeys } from './helpers/editor.ts';
import { logInAs, type Buyer } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

/** Customer part numbers: the list on /acTeam, CSV import and export (admin and staff), and the header search by them. */

let api: TestApi;
let acmeAdmin: Buyer;
let acmeMember: Buyer;
/** The admin of another company (made by the test). */
let otherAdmin: Buyer;
/** A buyer outside any company. */
let individual: Buyer;
let sales: Buyer;
let editor: Buyer;
let acmeId: number;
/** Acme's demo numbers, by our part number: ACME-70001 … ACME-70007. */
let demo: Array<{ partNo: string; customerPartNo: string }>;
/** A part Acme has given no number. */
let unnumbered: string;

const HEADER = 'part_no,customer_part_no';
const csvOf = (...rows: string[]) => [HEADER, ...rows].join('\r\n');

async function acmeNumbers(): Promise<Array<{ partNo: string; customerPartNo: string }>> {
  return api.db
    .selectFrom('customerPartNumbers as cpn')
    .innerJoin('variants as v', 'v.id', 'cpn.variantId')
    .select(['v.partNo', 'cpn.customerPartNo'])
    .where('cpn.companyId', '=', acmeId)
    .orderBy('v.partNo')
    .execute();
}

const importAs = (who: Buyer, csv: string, dryRun: boolean, lang = 'en') =>
  who.call<CustomerPartNoImportAnswer>('pri/customerPartNoImport', { csv, fileName: 'ours.csv', dryRun }, { lang });

const exportAs = (token: string | undefined, url = '/api/pri/customerPartNoExport') =>
  api.app.inject({ method: 'GET', url, headers: token ? { token } : {} });

beforeAll(async () => {
  api = await openTestApi();
  [acmeAdmin, acmeMember, otherAdmin, individual, sales, editor] = (await Promise.all(
    [
      'admin@acme.example',
      'member@acme.example',
      'jordan@example.com',
      'buyer@example.com',
      'sales@lihda.example',
      'editor@lihda.example',
    ].map((e) => logInAs(api, e)),
  )) as [Buyer, Buyer, Buyer, Buyer, Buyer, Buyer];
  expect((await otherAdmin.call('pri/companyCreate', { name: 'Jordan Fixings Ltd' })).body.code).toBe(200);
  acmeId = (
    await api.db
      .selectFrom('companies')
      .select('id')
      .where('name', '=', 'Acme Engineering Ltd')
      .executeTakeFirstOrThrow()
  ).id;
  demo = await acmeNumbers();
  const other = await api.db
    .selectFrom('variants')
    .select('partNo')
    .where(
      'partNo',
      'not in',
      demo.map((d) => d.partNo),
    )
    .orderBy('id')
    .executeTakeFirstOrThrow();
  unnumbered = other.partNo;
});
afterAll(() => api.close());

describe('pri/customerPartNoList', () => {
  it("shows every member the company's numbers by our part number, in pages; only the admin may change them", async () => {
    expect(demo.map((d) => d.customerPartNo).sort()).toEqual([
      'ACME-70001',
      'ACME-70002',
      'ACME-70003',
      'ACME-70004',
      'ACME-70005',
      'ACME-70006',
      'ACME-70007',
    ]);
    const admin = (await acmeAdmin.call<CustomerPartNoListAnswer>('pri/customerPartNoList', { page: 1, pageSize: 5 }))
      .body.data;
    expect(admin).toMatchObject({ total: 7, page: 1, pageSize: 5, canChange: true });
    expect(admin.list.map((r) => r.partNo)).toEqual(demo.slice(0, 5).map((d) => d.partNo));
    expect(admin.list[0]).toEqual({
      partNo: demo[0]!.partNo,
      customerPartNo: demo[0]!.customerPartNo,
      familyId: expect.any(Number),
      slug: expect.any(String),
      name: expect.any(String),
      nameZh: expect.any(String),
    });
    const member = (await acmeMember.call<CustomerPartNoListAnswer>('pri/customerPartNoList', { page: 2, pageSize: 5 }))
      .body.data;
    expect(member).toMatchObject({ total: 7, page: 2, canChange: false });
    expect(member.list.map((r) => r.customerPartNo)).toEqual(demo.slice(5).map((d) => d.customerPartNo));
  });

  it("never shows Acme's numbers to another company, an individual buyer or a visitor", async () => {
    expect((await otherAdmin.call<CustomerPartNoListAnswer>('pri/customerPartNoList', {})).body.data).toMatchObject({
      total: 0,
      list: [],
      canChange: true,
    });
    const alone = (await individual.call('pri/customerPartNoList', {}, { lang: 'zh-cn' })).body;
    expect([alone.code, alone.msg]).toEqual([404, '您不属于任何公司账户。']);
    expect((await api.call('pri/customerPartNoList', {})).body.code).toBe(701);
  });
});

describe('CSV export', () => {
  it("gives members their company's numbers in the import's layout, and staff any company's; nobody else", async () => {
    const member = await exportAs(acmeMember.login.token);
    expect(member.statusCode).toBe(200);
    expect(member.headers['content-disposition']).toMatch(
      new RegExp(`attachment; filename="customer-part-numbers-${acmeId}-\\d{4}-\\d{2}-\\d{2}\\.csv"`),
    );
    expect(member.headers['cache-control']).toBe('private, no-store');
    expect(member.body).toBe(`\uFEFF${HEADER}\r\n${demo.map((d) => `${d.partNo},${d.customerPartNo}\r\n`).join('')}`);
    expect((await exportAs(sales.login.token, `/api/staff/customerPartNoExport?companyId=${acmeId}`)).body).toBe(
      member.body,
    );
    expect((await exportAs(otherAdmin.login.token)).body).toBe(`\uFEFF${HEADER}\r\n`);
    expect((await exportAs(individual.login.token)).json()).toMatchObject({ code: 404 });
    expect((await exportAs(undefined)).json()).toMatchObject({ code: 701 });
    expect(
      (await exportAs(acmeAdmin.login.token, `/api/staff/customerPartNoExport?companyId=${acmeId}`)).json(),
    ).toMatchObject({ code: 403 });
    expect(
      (await exportAs(editor.login.token, `/api/staff/customerPartNoExport?companyId=${acmeId}`)).json(),
    ).toMatchObject({ code: 403 });
    expect(
      (await exportAs(sales.login.token, '/api/staff/customerPartNoExport?companyId=999999')).json(),
    ).toMatchObject({ code: 404 });
  });

  it('imports its own export unchanged: 0 changes', async () => {
    const file = (await exportAs(acmeAdmin.login.token)).body;
    expect((await importAs(acmeAdmin, file, false)).body).toMatchObject({
      code: 200,
      msg: 'The file matches your part numbers: 0 changes.',
      data: { valid: true, applied: false, added: 0, changed: 0, removed: 0 },
    });
  });
});

describe('CSV import', () => {
  it('lists every bad row in either language and writes nothing', async () => {
    const audits = await auditCount(api);
    const [first, second, third] = demo as [(typeof demo)[0], (typeof demo)[0], (typeof demo)[0]];
    const file = csvOf(
      `${unnumbered},NEW-1`, // fine on its own
      'LH-0000-NOPE,X-1', // unknown part
      `${second.partNo},${first.customerPartNo}`, // the number ${first.partNo} keeps
      `${third.partNo},BAD PART`, // a space
      `${unnumbered},NEW-2`, // the same part again
      `${'x'.repeat(41)},`, // an unknown part, but too long is about their number only
      `${demo[3]!.partNo},${'Y'.repeat(41)}`,
      `${demo[4]!.partNo},NEW-1`, // the number line 2 gives
      `${demo[5]!.partNo},A,extra`,
    );
    const english = (await importAs(acmeAdmin, file, false)).body;
    expect(english.msg).toBe('The file has 8 errors; nothing was written.');
    expect(english.data).toMatchObject({
      valid: false,
      applied: false,
      errorCount: 8,
      added: 0,
      changed: 0,
      removed: 0,
      details: [],
    });
    expect(english.data.errors).toEqual([
      { line: 3, reason: 'There is no product with part number LH-0000-NOPE.' },
      { line: 4, reason: `Your company already uses ${first.customerPartNo} for ${first.partNo}.` },
      { line: 5, reason: 'BAD PART: use letters, digits, dots, slashes and single dashes only.' },
      { line: 6, reason: `Part number ${unnumbered} is already on line 2.` },
      { line: 7, reason: `There is no product with part number ${'X'.repeat(41)}.` },
      { line: 8, reason: 'Your part number has 41 characters; at most 40.' },
      { line: 9, reason: `NEW-1 is already given to ${unnumbered} on line 2.` },
      { line: 10, reason: 'A row has two fields: our part number and yours.' },
    ]);
    const chinese = (await importAs(acmeAdmin, file, false, 'zh-cn')).body;
    expect(chinese.msg).toBe('文件有 8 处错误；未写入任何内容。');
    expect(chinese.data.errors[2]).toEqual({ line: 5, reason: 'BAD PART：只能使用字母、数字、点、斜杠和单个连字符。' });
    expect(await acmeNumbers()).toEqual(demo);
    expect(await auditCount(api)).toBe(audits);
  });

  it('refuses a file without the header, an empty file and a broken quote', async () => {
    expect((await importAs(acmeAdmin, `${demo[0]!.partNo},X\r\n`, true)).body.data.errors).toEqual([
      { line: 1, reason: 'The first line must be the header part_no,customer_part_no.' },
    ]);
    expect((await importAs(acmeAdmin, ' , \r\n', true)).body.data.errors).toEqual([
      { line: 0, reason: 'The file is empty.' },
    ]);
    expect((await importAs(acmeAdmin, csvOf(`"${demo[0]!.partNo},X`), true)).body.data.errors).toEqual([
      { line: 2, reason: 'A quoted field that starts on this line is never closed with a double quote.' },
    ]);
  });

  it('lists the changes on a dry run, then writes them all with one audit record: a number may move between parts of the file', async () => {
    const [first, second, third] = demo as [(typeof demo)[0], (typeof demo)[0], (typeof demo)[0]];
    const file = csvOf(
      `${first.partNo},${second.customerPartNo.toLowerCase()}`, // swapped with the next row
      `${second.partNo},${first.customerPartNo}`,
      `${third.partNo},`, // removed
      `${unnumbered.toLowerCase()},ACME-NEW/1`, // added
    );
    const audits = await auditCount(api);
    const dry = (await importAs(acmeAdmin, file, true)).body;
    expect(dry.msg).toBe('Dry run: 1 added, 2 changed, 1 removed; nothing was written.');
    expect(dry.data).toMatchObject({ valid: true, applied: false, added: 1, changed: 2, removed: 1 });
    expect(dry.data.details).toEqual([
      `Line 2: ${first.partNo}: ${first.customerPartNo} → ${second.customerPartNo}`,
      `Line 3: ${second.partNo}: ${second.customerPartNo} → ${first.customerPartNo}`,
      `Line 4: ${third.partNo}: ${third.customerPartNo} → —`,
      `Line 5: ${unnumbered}: — → ACME-NEW/1`,
    ]);
    expect(await acmeNumbers()).toEqual(demo);
    expect(await auditCount(api)).toBe(audits);

    const applied = (await importAs(acmeAdmin, file, false, 'zh-cn')).body;
    expect(applied.msg).toBe('已导入：新增 1 个，修改 2 个，删除 1 个。');
    const now = new Map((await acmeNumbers()).map((r) => [r.partNo, r.customerPartNo]));
    expect([now.get(first.partNo), now.get(second.partNo), now.has(third.partNo), now.get(unnumbered)]).toEqual([
      second.customerPartNo,
      first.customerPartNo,
      false,
      'ACME-NEW/1',
    ]);
    const [audit] = await auditRecords(api);
    expect(audit).toMatchObject({
      area: 'company',
      recordId: String(acmeId),
      action: 'customerPartNoImport',
      userEmail: 'admin@acme.example',
    });
    expect(audit!.detail).toMatchObject({
      fileName: 'ours.csv',
      rows: 4,
      partNumbers: expect.arrayContaining([{ partNo: third.partNo, before: third.customerPartNo, after: null }]),
    });
    expect(unnamedDetailKeys([audit!.detail])).toEqual([]);
  });

  it('lets sales staff import for a company, audited under their name; refuses everyone else', async () => {
    const file = csvOf(`${unnumbered},`);
    const bySales = (
      await sales.call<CustomerPartNoImportAnswer>('staff/customerPartNoImport', {
        companyId: acmeId,
        csv: file,
        fileName: 'staff.csv',
        dryRun: false,
      })
    ).body;
    expect(bySales.data).toMatchObject({ valid: true, applied: true, removed: 1 });
    expect((await auditRecords(api))[0]).toMatchObject({
      area: 'company',
      action: 'customerPartNoImport',
      userEmail: 'sales@lihda.example',
    });
    const audits = await auditCount(api);
    const before = await acmeNumbers();
    const attempt = csvOf(`${unnumbered},STOLEN-1`);
    expect((await importAs(acmeMember, attempt, false)).body.code).toBe(403);
    expect((await importAs(individual, attempt, false)).body.code).toBe(404);
    expect(
      (await api.call('pri/customerPartNoImport', { csv: attempt, fileName: 'x.csv', dryRun: false })).body.code,
    ).toBe(701);
    for (const who of [acmeAdmin, editor]) {
      expect(
        (
          await who.call('staff/customerPartNoImport', {
            companyId: acmeId,
            csv: attempt,
            fileName: 'x.csv',
            dryRun: false,
          })
        ).body.code,
      ).toBe(403);
    }
    expect(
      (
        await sales.call('staff/customerPartNoImport', {
          companyId: 999_999,
          csv: attempt,
          fileName: 'x.csv',
          dryRun: false,
        })
      ).body.code,
    ).toBe(404);
    // Another company's admin writes only their own company's numbers.
    expect((await importAs(otherAdmin, attempt, false)).body.data).toMatchObject({ applied: true, added: 1 });
    expect(await acmeNumbers()).toEqual(before);
    expect(await auditCount(api)).toBe(audits + 1);
  });
});

describe('searching by the customer part number', () => {
  it("finds our part by the company's own number for its members only, exact first", async () => {
    const numbers = await acmeNumbers();
    const target = numbers.find((n) => n.customerPartNo.startsWith('ACME-7'))!;
    for (const member of [acmeAdmin, acmeMember]) {
      const found = (
        await member.call<CustomerPartNoSuggestAnswer>('pri/customerPartNoSuggest', {
          q: ` ${target.customerPartNo.toLowerCase()} `,
        })
      ).body.data.partNumbers;
      expect(found[0]).toEqual({
        partNo: target.partNo,
        customerPartNo: target.customerPartNo,
        familyId: expect.any(Number),
        slug: expect.any(String),
      });
    }
    const prefix = (await acmeMember.call<CustomerPartNoSuggestAnswer>('pri/customerPartNoSuggest', { q: 'acme 7' }))
      .body.data.partNumbers;
    expect(prefix.map((p) => p.customerPartNo)).toEqual(
      numbers
        .map((n) => n.customerPartNo)
        .filter((n) => n.startsWith('ACME-7'))
        .sort()
        .slice(0, 6),
    );
    expect(
      (await otherAdmin.call<CustomerPartNoSuggestAnswer>('pri/customerPartNoSuggest', { q: target.customerPartNo }))
        .body.data.partNumbers,
    ).toEqual([]);
    expect(
      (await individual.call<CustomerPartNoSuggestAnswer>('pri/customerPartNoSuggest', { q: target.customerPartNo }))
        .body.data.partNumbers,
    ).toEqual([]);
    expect((await api.call('pri/customerPartNoSuggest', { q: target.customerPartNo })).body.code).toBe(701);
    // The public suggestions never carry a company's numbers.
    const open = (await api.call<ProductSuggestAnswer>('unpri/productSuggest', { q: target.customerPartNo })).body.data;
    expect(open.partNumbers).toEqual([]);
  });
});
