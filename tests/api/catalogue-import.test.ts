import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueImportAnswer } from '#contract/calls/editor-import.ts';
import type { CategoryDetail, ProductDetail, VariantLive } from '#contract/calls/catalogue.ts';
import { COLUMNS, type ColumnName } from '../../server/editor/catalogue-csv/layout.ts';
import { parseCsv } from '../../server/editor/catalogue-csv/parse.ts';
import { writeCsv } from '../../server/editor/catalogue-csv/write.ts';
import { expectedSummaries, storedSummaries } from './helpers/family-summaries.ts';
import { logInAs, type Buyer } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
let editor: Buyer;
let buyer: Buyer;
/** The export of the seeded catalogue, as rows of cells by column name. */
let exported: Array<Record<ColumnName, string>>;
let exportedText: string;

async function exportCsv(who: Buyer): Promise<{ status: number; headers: Record<string, unknown>; text: string }> {
  const response = await api.app.inject({
    method: 'GET',
    url: '/api/editor/catalogueExport',
    headers: { token: who.login.token },
  });
  return { status: response.statusCode, headers: response.headers, text: response.body };
}

function rowsOf(text: string): Array<Record<ColumnName, string>> {
  const parsed = parseCsv(text);
  if ('problem' in parsed) throw new Error(parsed.problem);
  const [head, ...rows] = parsed.records;
  return rows.map(
    (r) => Object.fromEntries(head!.cells.map((name, i) => [name, r.cells[i]!])) as Record<ColumnName, string>,
  );
}

function csvOf(rows: Array<Partial<Record<ColumnName, string>>>, columns: readonly ColumnName[] = COLUMNS): string {
  return writeCsv([[...columns], ...rows.map((r) => columns.map((c) => r[c] ?? ''))]);
}

const importCsv = (csv: string, dryRun: boolean, who: Buyer = editor, headers: Record<string, string> = {}) =>
  who.call<CatalogueImportAnswer>('editor/catalogueImport', { csv, fileName: 'catalogue.csv', dryRun }, headers);

const auditCount = async () =>
  Number(
    (
      await api.db
        .selectFrom('editorChanges')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('area', '=', 'import')
        .executeTakeFirstOrThrow()
    ).n,
  );

const variantRow = async (partNo: string) =>
  api.db
    .selectFrom('variants')
    .select(['id', 'familyId', 'stock', 'leadTimeDays', 'weightGrams', 'dims'])
    .where('partNo', '=', partNo)
    .executeTakeFirst();

/** A level-3 category of the demo tree, and a family of the demo catalogue with at least two variants. */
let level3: number;
let familyCode: string;
let familyRows: Array<Record<ColumnName, string>>;
let otherFamilyPart: string;

beforeAll(async () => {
  api = await openTestApi();
  editor = await logInAs(api, 'editor@lihda.example');
  buyer = await logInAs(api, 'buyer@example.com');
  exportedText = (await exportCsv(editor)).text;
  exported = rowsOf(exportedText);
  level3 = (
    await api.db.selectFrom('categories').select('id').where('level', '=', 3).orderBy('id').executeTakeFirstOrThrow()
  ).id;
  familyCode = exported[0]!.family_code;
  familyRows = exported.filter((r) => r.family_code === familyCode);
  otherFamilyPart = exported.find((r) => r.family_code !== familyCode)!.part_no;
});
afterAll(() => api.close());

describe('permissions', () => {
  it('answers 701 without a session and 403 to a buyer, for import and export', async () => {
    const anonymous = await api.call('editor/catalogueImport', { csv: 'x', fileName: 'a.csv', dryRun: true });
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 701]);
    const refused = await importCsv(exportedText, true, buyer);
    expect([refused.status, refused.body.code, refused.body.msg]).toEqual([
      403,
      403,
      'This is for content editors only.',
    ]);
    const anonymousExport = await api.app.inject({ method: 'GET', url: '/api/editor/catalogueExport' });
    expect(anonymousExport.json()).toMatchObject({ code: 701 });
    const buyerExport = await exportCsv(buyer);
    expect(buyerExport.status).toBe(403);
  });
});

describe('export', () => {
  it('answers the whole catalogue as a CSV attachment, one row per variant', async () => {
    const response = await exportCsv(editor);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="lihda-catalogue-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.text.startsWith(`\uFEFF${COLUMNS.join(',')}\r\n`)).toBe(true);
    const variants = Number(
      (
        await api.db
          .selectFrom('variants')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(exported).toHaveLength(variants);
    expect(exported[0]!.price_breaks).toMatch(/^1:\d+(;\d+:\d+)*$/);
  });

  it('imports back as "0 changes" (a body far over the usual 64 KiB)', async () => {
    expect(exportedText.length).toBeGreaterThan(64 * 1024);
    const dry = await importCsv(exportedText, true);
    expect(dry.body).toMatchObject({ code: 200, msg: 'The file matches the catalogue: 0 changes.' });
    expect(dry.body.data).toEqual({
      valid: true,
      errors: [],
      errorCount: 0,
      changes: { familiesCreated: 0, familiesUpdated: 0, variantsCreated: 0, variantsUpdated: 0, details: [] },
      applied: false,
    });
    const real = await importCsv(exportedText, false);
    expect(real.body.data).toMatchObject({ valid: true, applied: false });
    expect(await auditCount()).toBe(0);
  });
});

describe('import', () => {
  const [first, second] = [() => familyRows[0]!, () => familyRows[1]!];
  const newFamily = (over: Partial<Record<ColumnName, string>> = {}): Partial<Record<ColumnName, string>> => ({
    family_code: 'LH-9901',
    category_id: String(level3),
    family_name_en: 'Test knob, imported',
    family_name_zh: '导入测试旋钮',
    description_en: 'Made by the import test.\nSecond line, with "quotes".',
    description_zh: '导入测试。',
    material_en: 'Steel',
    material_zh: '钢',
    finish_en: 'Zinc plated',
    finish_zh: '镀锌',
    dimension_columns: 'd1=mm|Outer diameter|外径;thread=|Thread|螺纹',
    part_no: 'LH-9901-20-M6',
    dims: 'd1=20;thread=M6',
    weight_grams: '15',
    stock: '7',
    lead_time_days: '4',
    price_breaks: '1:250;10:225',
    ...over,
  });
  const changedFile = () =>
    csvOf([
      { ...first(), stock: String(Number(first().stock) + 5), price_breaks: '1:999;10:900;50:800' },
      { ...second(), lead_time_days: '21', family_name_en: first().family_name_en },
      { ...first(), part_no: `${familyCode}-999-NEW`, stock: '3', weight_grams: '40' },
      newFamily(),
      newFamily({ part_no: 'LH-9901-25-M8', dims: 'd1=25;thread=M8', stock: '0' }),
    ]);

  it('lists the changes of a dry run and writes nothing', async () => {
    const before = await variantRow(first().part_no);
    const { body } = await importCsv(changedFile(), true);
    expect(body.msg).toBe('Dry run: 6 changes would be made; nothing was written.');
    expect(body.data).toMatchObject({
      valid: true,
      applied: false,
      errorCount: 0,
      changes: { familiesCreated: 1, familiesUpdated: 0, variantsCreated: 3, variantsUpdated: 2 },
    });
    expect(body.data.changes.details).toEqual([
      `Line 2: ${first().part_no}: stock ${first().stock} → ${Number(first().stock) + 5}; price_breaks ${first().price_breaks} → 1:999;10:900;50:800`,
      `Line 3: ${second().part_no}: lead_time_days ${second().lead_time_days} → 21`,
      `Line 4: new variant ${familyCode}-999-NEW in family ${familyCode}`,
      `Line 5: new family LH-9901 in category ${level3} (2 variants)`,
      'Line 5: new variant LH-9901-20-M6 in family LH-9901',
      // Line 5's description takes two lines of the file.
      'Line 7: new variant LH-9901-25-M8 in family LH-9901',
    ]);
    expect(await variantRow(first().part_no)).toEqual(before);
    expect(await variantRow('LH-9901-20-M6')).toBeUndefined();
    expect(await auditCount()).toBe(0);
  });

  it('writes nothing when any row is invalid, and lists every error with its line', async () => {
    const csv = csvOf([
      { ...first(), stock: '12' },
      { ...second(), stock: '-3', price_breaks: '1:100;1:90' },
      { ...first(), part_no: otherFamilyPart },
      { ...first(), part_no: `${familyCode}-NEW-1`, dims: 'nope=1' },
      newFamily({ category_id: '1', description_en: 'One line.' }),
      newFamily({ family_code: 'LH-9902', part_no: 'LH-9999-1', category_id: '999999', description_en: 'One line.' }),
      { ...first(), part_no: `${familyCode}-NEW-2`, lead_time_days: '366' },
    ]);
    for (const dryRun of [true, false]) {
      const { body } = await importCsv(csv, dryRun);
      expect(body.code).toBe(200);
      expect(body.msg).toBe(`The file has ${body.data.errorCount} errors; nothing was written.`);
      expect(body.data.valid).toBe(false);
      expect(body.data.applied).toBe(false);
      expect(body.data.changes).toEqual({
        familiesCreated: 0,
        familiesUpdated: 0,
        variantsCreated: 0,
        variantsUpdated: 0,
        details: [],
      });
      expect(body.data.errors.map((e) => [e.line, e.column])).toEqual([
        [3, 'stock'],
        [3, 'price_breaks'],
        [4, 'part_no'],
        // One unknown key, then each of the family's keys missing.
        ...Array.from({ length: 1 + first().dimension_columns.split(';').length }, () => [5, 'dims']),
        [6, 'category_id'],
        [7, 'category_id'],
        [7, 'part_no'],
        [8, 'lead_time_days'],
      ]);
      const reasons = body.data.errors.map((e) => e.reason);
      expect(reasons[2]).toBe(
        `Part number ${otherFamilyPart} belongs to family ${exported.find((r) => r.part_no === otherFamilyPart)!.family_code}; an import does not move variants between families.`,
      );
      expect(reasons[3]).toMatch(new RegExp(`^Family ${familyCode} has no dimension nope; its dimensions are: `));
      expect(reasons.at(-4)).toBe('Category 1 is at level 1; product families belong to categories of levels 3 to 5.');
      expect(reasons.at(-3)).toBe('There is no category 999999.');
      expect(reasons.at(-2)).toBe('A new part number of family LH-9902 must start with LH-9902-.');
    }
    expect((await variantRow(first().part_no))!.stock).toBe(Number(first().stock));
    expect(await auditCount()).toBe(0);
  });

  it('gives the reasons in the language of the request', async () => {
    const { body } = await importCsv(csvOf([{ ...first(), stock: 'many' }]), true, editor, { lang: 'zh-cn' });
    expect(body.msg).toBe('文件有 1 处错误；未写入任何内容。');
    expect(body.data.errors).toEqual([{ line: 2, column: 'stock', reason: 'stock 必须是 0 到 1000000 之间的整数。' }]);
  });

  it('refuses a file with an unknown or missing column as a whole', async () => {
    const { body } = await importCsv('family_code,colour\nLH-1,red\n', true);
    expect(body.data.errors).toEqual([
      { line: 1, column: 'colour', reason: 'Unknown column colour.' },
      { line: 1, column: 'part_no', reason: 'The column part_no is missing.' },
    ]);
  });

  it('applies a valid file in one go: the public calls show the new values, a new family is in its category, the import is recorded', async () => {
    const { body } = await importCsv(changedFile(), false);
    expect(body.msg).toBe('Imported: 1 family created, 0 updated; 3 variants created, 2 updated.');
    expect(body.data).toMatchObject({
      valid: true,
      applied: true,
      changes: { familiesCreated: 1, variantsCreated: 3, variantsUpdated: 2 },
    });

    const familyId = (await variantRow(first().part_no))!.familyId;
    const detail = (await api.call<ProductDetail>('unpri/productDetail', { id: familyId })).body.data;
    const firstVariant = detail.variants.find((v) => v.partNo === first().part_no)!;
    expect(firstVariant.stock).toBe(Number(first().stock) + 5);
    expect(firstVariant.priceBreaks).toEqual([
      { minQty: 1, unitPricePence: 999 },
      { minQty: 10, unitPricePence: 900 },
      { minQty: 50, unitPricePence: 800 },
    ]);
    expect(detail.variants.at(-1)).toMatchObject({ partNo: `${familyCode}-999-NEW`, stock: 3, weightGrams: 40 });
    const live = (await api.call<VariantLive[]>('unpri/productLive', { id: familyId })).body.data;
    expect(live.find((v) => v.partNo === second().part_no)!.leadTimeDays).toBe(21);

    const created = await api.db
      .selectFrom('productFamilies')
      .selectAll()
      .where('code', '=', 'LH-9901')
      .executeTakeFirstOrThrow();
    expect(created).toMatchObject({
      categoryId: level3,
      slug: 'test-knob-imported',
      nameZh: '导入测试旋钮',
      descriptionEn: 'Made by the import test.\nSecond line, with "quotes".',
    });
    const newDetail = (await api.call<ProductDetail>('unpri/productDetail', { id: created.id })).body.data;
    expect(newDetail.dimensionColumns).toEqual([
      { key: 'd1', label: 'Outer diameter', labelZh: '外径', unit: 'mm' },
      { key: 'thread', label: 'Thread', labelZh: '螺纹', unit: null },
    ]);
    expect(newDetail.variants.map((v) => [v.partNo, v.dims, v.stock])).toEqual([
      ['LH-9901-20-M6', { d1: 20, thread: 'M6' }, 7],
      ['LH-9901-25-M8', { d1: 25, thread: 'M8' }, 0],
    ]);
    const category = (await api.call<CategoryDetail>('unpri/categoryDetail', { id: level3, pageSize: 100 })).body.data;
    expect(category.families.list.map((f) => f.code)).toContain('LH-9901');

    const audit = await api.db.selectFrom('editorChanges').selectAll().where('area', '=', 'import').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      userEmail: 'editor@lihda.example',
      action: 'import',
      recordId: 'catalogue.csv',
      summary: 'catalogue.csv: 1 family created, 0 updated; 3 variants created, 2 updated',
      detail: {
        fileName: 'catalogue.csv',
        rows: 5,
        familiesCreated: 1,
        familiesUpdated: 0,
        variantsCreated: 3,
        variantsUpdated: 2,
      },
    });

    // The new export holds the new family and variants, and imports back as no change.
    const again = (await exportCsv(editor)).text;
    expect(
      rowsOf(again)
        .filter((r) => r.family_code === 'LH-9901')
        .map((r) => r.part_no),
    ).toEqual(['LH-9901-20-M6', 'LH-9901-25-M8']);
    expect((await importCsv(again, true)).body.data.changes).toMatchObject({
      familiesCreated: 0,
      familiesUpdated: 0,
      variantsCreated: 0,
      variantsUpdated: 0,
    });
  });

  it('updates only the columns a file has: part_no, family_code and stock change stock alone', async () => {
    const csv = csvOf(
      [{ family_code: familyCode, part_no: second().part_no, stock: '4321' }],
      ['family_code', 'part_no', 'stock'],
    );
    const { body } = await importCsv(csv, false);
    expect(body.data.changes).toMatchObject({
      variantsUpdated: 1,
      familiesUpdated: 0,
      details: [`Line 2: ${second().part_no}: stock ${second().stock} → 4321`],
    });
    const row = (await variantRow(second().part_no))!;
    expect(row).toMatchObject({ stock: 4321, leadTimeDays: 21 });
  });

  it('updates family texts and dimension labels, and refuses removing a dimension column', async () => {
    const renamed = csvOf([
      {
        ...first(),
        family_name_en: 'Renamed family',
        stock: String(Number(first().stock) + 5),
        price_breaks: '1:999;10:900;50:800',
      },
    ]);
    const { body } = await importCsv(renamed, false);
    expect(body.data.changes.details).toEqual([
      `Line 2: family ${familyCode}: family_name_en “${first().family_name_en}” → “Renamed family”`,
    ]);
    const family = await api.db
      .selectFrom('productFamilies')
      .select(['nameEn', 'slug'])
      .where('code', '=', familyCode)
      .executeTakeFirstOrThrow();
    expect(family).toEqual({ nameEn: 'Renamed family', slug: 'renamed-family' });

    const [firstColumn, ...otherColumns] = first().dimension_columns.split(';');
    const [key, unitAndLabels] = firstColumn!.split('=');
    const relabelled = [`${key}=${unitAndLabels!.split('|')[0]}|Relabelled|新名称`, ...otherColumns].join(';');
    const labels = await importCsv(
      csvOf([
        {
          ...first(),
          family_name_en: 'Renamed family',
          stock: String(Number(first().stock) + 5),
          price_breaks: '1:999;10:900;50:800',
          dimension_columns: relabelled,
        },
      ]),
      false,
    );
    expect(labels.body.data.changes).toMatchObject({ familiesUpdated: 1, variantsUpdated: 0 });
    const familyId = (await variantRow(first().part_no))!.familyId;
    const detail = (await api.call<ProductDetail>('unpri/productDetail', { id: familyId })).body.data;
    expect(detail.dimensionColumns[0]).toMatchObject({ key, label: 'Relabelled', labelZh: '新名称' });

    const fewer = csvOf([{ ...first(), family_name_en: 'Renamed family', dimension_columns: firstColumn! }]);
    const refused = await importCsv(fewer, true);
    expect(refused.body.data.valid).toBe(false);
    expect(refused.body.data.errors[0]).toMatchObject({
      line: 2,
      column: 'dimension_columns',
      reason: expect.stringMatching(/^An import never removes a dimension column/),
    });
  });

  it("exports each family's kind of solid, refuses one that needs a dimension the family lacks, and stores one that fits", async () => {
    expect(first().shape).toMatch(/^[a-zA-Z]+;\w+=\w+/);
    const [kind] = first().shape.split(';');
    const lacking = await importCsv(
      csvOf([{ ...first(), shape: 'gasSpring;tubeDiameter=d1;rodDiameter=d1;extendedLength=zz;stroke=d1' }]),
      false,
    );
    expect(lacking.body.data.valid).toBe(false);
    expect(lacking.body.data.errors).toEqual([
      {
        line: 2,
        column: 'shape',
        reason: 'The extended length of shape kind "gasSpring" is dimension "zz", which the family does not have.',
      },
    ]);
    const familyId = (await variantRow(first().part_no))!.familyId;
    const stored = async () =>
      (await api.db.selectFrom('productFamilies').select('shape').where('id', '=', familyId).executeTakeFirstOrThrow())
        .shape;
    expect(await stored()).toMatchObject({ kind });

    const key = first().dimension_columns.split(';')[0]!.split('=')[0]!;
    const cylinder = await importCsv(
      csvOf([{ ...first(), shape: `cylinder;diameter=${key};height=${key}` }], ['family_code', 'shape', 'part_no']),
      false,
    );
    expect(cylinder.body.data.changes.details).toEqual([
      `Line 2: family ${familyCode}: shape ${first().shape} → cylinder;diameter=${key};height=${key}`,
    ]);
    expect(await stored()).toEqual({ kind: 'cylinder', params: { diameter: key, height: key } });
    const step = await api.app.inject({
      method: 'GET',
      url: `/api/unpri/downloadCad?variantId=${(await variantRow(first().part_no))!.id}&format=step`,
    });
    expect(step.body).toContain('CYLINDRICAL_SURFACE');
  });
});

describe('a variant’s own finish', () => {
  it('exports each variant’s own finish, and an import sets it (the product page shows it) or clears it back to the family’s', async () => {
    const several = exported.find((r) => r.variant_finish_en !== '')!;
    expect(several.variant_finish_zh).not.toBe('');
    expect(several.finish_en.split(' / ')).toContain(several.variant_finish_en);
    const part = exported.find((r) => r.variant_finish_en === '' && r.family_code !== several.family_code)!;
    const columns = ['family_code', 'part_no', 'variant_finish_en', 'variant_finish_zh'] as const;
    const finishOf = async () => {
      const { familyId } = (await variantRow(part.part_no))!;
      return (await api.call<ProductDetail>('unpri/productDetail', { id: familyId })).body.data.variants.find(
        (v) => v.partNo === part.part_no,
      )!;
    };
    const set = await importCsv(
      csvOf([{ ...part, variant_finish_en: 'Anodised red', variant_finish_zh: '红色阳极氧化' }], columns),
      false,
    );
    expect(set.body.data.changes.variantsUpdated).toBe(1);
    expect(await finishOf()).toMatchObject({ finish: 'Anodised red', finishZh: '红色阳极氧化' });
    const cleared = await importCsv(csvOf([{ ...part, variant_finish_en: '', variant_finish_zh: '' }], columns), false);
    expect(cleared.body.data.changes.variantsUpdated).toBe(1);
    expect(await finishOf()).toMatchObject({ finish: part.finish_en, finishZh: part.finish_zh });
  });
});

describe('a whole catalogue', () => {
  it('updates every variant in one import, and what search reads of every family follows', async () => {
    const dearer = (breaks: string) => breaks.replace(/:(\d+)/g, (_, pence: string) => `:${Number(pence) + 1}`);
    const all = rowsOf((await exportCsv(editor)).text).map((r) => ({
      ...r,
      stock: String(Number(r.stock) + 1),
      price_breaks: dearer(r.price_breaks),
    }));
    const { body } = await importCsv(csvOf(all), false);
    expect(body.data.changes.variantsUpdated).toBe(all.length);
    expect(body.data.changes.details).toHaveLength(200);
    expect(await storedSummaries(api.db)).toEqual(await expectedSummaries(api.db));
  });
});

describe('formula injection', () => {
  it('exports cells a spreadsheet would run as text (a leading apostrophe) and imports them back unchanged', async () => {
    const formulas = {
      nameEn: '=HYPERLINK("https://evil.example","Clamp")',
      nameZh: '+SUM(1,1)',
      descriptionEn: "-2+3+cmd|' /C calc'!A0",
      descriptionZh: '@SUM(1,1)',
      materialEn: '-M12 steel',
    };
    const family = await api.db
      .selectFrom('productFamilies')
      .select(['id', 'code'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await api.db.updateTable('productFamilies').set(formulas).where('id', '=', family.id).execute();

    const text = (await exportCsv(editor)).text;
    const row = rowsOf(text).find((r) => r.family_code === family.code)!;
    expect([row.family_name_en, row.family_name_zh, row.description_en, row.description_zh, row.material_en]).toEqual(
      [formulas.nameEn, formulas.nameZh, formulas.descriptionEn, formulas.descriptionZh, formulas.materialEn].map(
        (cell) => `'${cell}`,
      ),
    );
    for (const cells of rowsOf(text)) {
      for (const cell of Object.values(cells)) expect(cell, cell).not.toMatch(/^[=+\-@\t\r]/);
    }

    const dry = await importCsv(text, true);
    expect(dry.body.msg).toBe('The file matches the catalogue: 0 changes.');
    // An apostrophe the editor typed before other text is theirs to keep.
    const quoted = rowsOf(text)
      .filter((r) => r.family_code === family.code)
      .map((r) => ({ ...r, finish_en: "'Bright' zinc" }));
    const applied = await importCsv(csvOf(quoted), false);
    expect(applied.body.data.applied).toBe(true);
    const stored = await api.db
      .selectFrom('productFamilies')
      .select(['nameEn', 'finishEn'])
      .where('id', '=', family.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ nameEn: formulas.nameEn, finishEn: "'Bright' zinc" });
  });
});
