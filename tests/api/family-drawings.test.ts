import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueImportAnswer } from '#contract/calls/editor-import.ts';
import type { EditorFamily, EditorVariant } from '#contract/calls/editor-families.ts';
import type { FamilyShapeAnswer } from '#contract/calls/family-shape.ts';
import type { ProductDetail } from '#contract/calls/catalogue.ts';
import { finishTone } from '#contract/shapes/finish-tone.ts';
import { writeCsv } from '../../server/editor/catalogue-csv/write.ts';
import { auditRecords, toBase64 } from './helpers/editor.ts';
import { logInAs, type Buyer } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
let editor: Buyer;
beforeAll(async () => {
  api = await openTestApi();
  editor = await logInAs(api, 'editor@lihda.example');
});
afterAll(() => api.close());

/** A family of knobs (d1 the diameter, h1 the height) and its first part, which its drawing shows. */
async function knobFamily(code: string) {
  const { id } = await api.db
    .selectFrom('productFamilies')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  const product = (await api.call<ProductDetail>('unpri/productDetail', { id })).body.data;
  return { id, product, first: product.variants[0]! };
}
const drawingOf = async (familyId: number) => {
  const url = (await api.call<ProductDetail>('unpri/productDetail', { id: familyId })).body.data.drawingUrl!;
  return { url, svg: (await api.app.inject({ method: 'GET', url })).body };
};
const variantSave = (
  variant: {
    id: number;
    stock: number;
    leadTimeDays: number;
    priceBreaks: Array<{ minQty: number; unitPricePence: number }>;
  },
  change: Record<string, string>,
  headers: Record<string, string> = {},
) =>
  editor.call<EditorVariant>(
    'editor/variantSave',
    {
      id: variant.id,
      stock: variant.stock,
      leadTimeDays: variant.leadTimeDays,
      priceBreaks: variant.priceBreaks.map((b) => `${b.minQty}:${b.unitPricePence}`).join(','),
      ...change,
    },
    headers,
  );
const dimsText = (dims: Record<string, number | string>, change: Record<string, number>) =>
  Object.entries({ ...dims, ...change })
    .map(([k, v]) => `${k}=${v}`)
    .join(';');
/** Width over height of the widest outline a drawing draws (the body): a drawing to scale has the part's proportions. */
function bodyProportion(svg: string): number {
  const boxes = [...svg.matchAll(/<path d="M([\d.]+) ([\d.]+)H([\d.]+)V([\d.]+)H[\d.]+Z"\/>/g)].map(
    ([, x0, y0, x1, y1]) => [Math.abs(Number(x1) - Number(x0)), Math.abs(Number(y0) - Number(y1))] as const,
  );
  const [width, height] = boxes.reduce((a, b) => (b[0] > a[0] ? b : a));
  return width / height;
}
const partDrawingOf = async (partNo: string) =>
  (await api.app.inject({ method: 'GET', url: `/api/unpri/partDrawing?partNo=${partNo}` })).body;

describe('a family’s drawing follows its dimensions', () => {
  it('is redrawn, at a new URL, when the console changes a dimension of its first part', async () => {
    const { id, first } = await knobFamily('LH-1201');
    const before = await drawingOf(id);
    expect(before.svg).not.toContain('>Ø77.5</text>');

    const saved = await variantSave(first, { dims: dimsText(first.dims, { d1: 77.5 }) });
    expect(saved.body.code).toBe(200);
    expect(saved.body.data.dims.d1).toBe(77.5);
    expect(saved.body.data.dimsText).toContain('d1=77.5');
    const after = await drawingOf(id);
    expect(after.url).not.toBe(before.url);
    // To scale with the new figure, its sizes named by the table's columns; the part's own drawing gives the mm.
    expect(bodyProportion(after.svg)).toBeCloseTo(77.5 / Number(first.dims.h1), 2);
    expect(after.svg).toContain('>d1</text>');
    expect(after.svg).toContain(`>LH-1201 · ${first.partNo}</text>`);
    expect(await partDrawingOf(first.partNo)).toContain('>Ø77.5</text>');
    const [record] = await auditRecords(api);
    expect(record).toMatchObject({ area: 'variant', action: 'update', recordId: String(first.id) });
    expect(record!.summary).toContain('Dimensions');
  });

  it('is redrawn when the console gives the family another kind of solid', async () => {
    const { id } = await knobFamily('LH-1201');
    const before = await drawingOf(id);
    const { body } = await editor.call<{ drawingUrl: string }>('editor/familyShapeSave', {
      id,
      shape: 'box;length=d1;width=d1;height=h1',
    });
    expect(body.code).toBe(200);
    expect(body.data.drawingUrl).not.toBe(before.url);
    expect((await drawingOf(id)).url).toBe(body.data.drawingUrl);
    // A block is dimensioned length × width, not as a diameter.
    expect((await drawingOf(id)).svg).toContain('>d1 × d1</text>');
  });

  it('is redrawn with the new figure when a CSV import changes a dimension, and not when it changes only stock', async () => {
    const { id, first } = await knobFamily('LH-1202');
    const before = await drawingOf(id);
    const importing = (cells: Record<string, string>) =>
      editor.call<CatalogueImportAnswer>('editor/catalogueImport', {
        csv: writeCsv([
          ['family_code', 'part_no', ...Object.keys(cells)],
          ['LH-1202', first.partNo, ...Object.values(cells)],
        ]),
        fileName: 'dims.csv',
        dryRun: false,
      });
    expect((await importing({ stock: String(first.stock + 1) })).body.data.applied).toBe(true);
    expect((await drawingOf(id)).url).toBe(before.url);

    const applied = await importing({ dims: dimsText(first.dims, { d1: 91.25 }) });
    expect(applied.body.data.applied).toBe(true);
    const after = await drawingOf(id);
    expect(after.url).not.toBe(before.url);
    expect(bodyProportion(after.svg)).toBeCloseTo(91.25 / Number(first.dims.h1), 2);
    expect(after.svg).toContain('>d1</text>');
  });

  it('keeps an uploaded drawing when dimensions change, and draws one again when asked', async () => {
    const { id, first } = await knobFamily('LH-1203');
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><text x="10" y="20">Our own drawing</text></svg>';
    const uploaded = await editor.call<EditorFamily>('editor/familyDrawing', {
      id,
      contentType: 'image/svg+xml',
      dataBase64: toBase64(svg),
    });
    expect(uploaded.body.code).toBe(200);
    expect(uploaded.body.data.drawingUploaded).toBe(true);
    const kept = await drawingOf(id);
    expect(kept.svg).toContain('Our own drawing');

    expect((await variantSave(first, { dims: dimsText(first.dims, { d1: 66 }) })).body.code).toBe(200);
    expect(await drawingOf(id)).toEqual(kept);

    const drawn = await editor.call<EditorFamily>('editor/familyDrawingRedraw', { id });
    expect(drawn.body.data.drawingUploaded).toBe(false);
    const after = await drawingOf(id);
    expect(after.url).toBe(drawn.body.data.drawingUrl);
    expect(bodyProportion(after.svg)).toBeCloseTo(66 / Number(first.dims.h1), 2);
    const [record] = await auditRecords(api);
    expect(record).toMatchObject({ area: 'family', action: 'drawing', recordId: String(id) });
  });

  it('draws a family that an import creates', async () => {
    const csv = writeCsv([
      [
        'family_code',
        'category_id',
        'family_name_en',
        'family_name_zh',
        'dimension_columns',
        'shape',
        'part_no',
        'dims',
        'weight_grams',
        'stock',
        'lead_time_days',
        'price_breaks',
      ],
      [
        'LH-9901',
        String(await level3Category()),
        'Test roller',
        '测试滚轮',
        'd1=mm|Diameter|直径;h1=mm|Height|高度',
        'cylinder;diameter=d1;height=h1',
        'LH-9901-12',
        'd1=12;h1=30',
        '20',
        '5',
        '3',
        '1:100',
      ],
    ]);
    const { body } = await editor.call<CatalogueImportAnswer>('editor/catalogueImport', {
      csv,
      fileName: 'new.csv',
      dryRun: false,
    });
    expect(body.data.applied).toBe(true);
    const { id } = await api.db
      .selectFrom('productFamilies')
      .select('id')
      .where('code', '=', 'LH-9901')
      .executeTakeFirstOrThrow();
    const drawing = await drawingOf(id);
    expect(drawing.svg).toContain('>d1</text>');
    expect(drawing.svg).toContain('>h1</text>');
    expect(bodyProportion(drawing.svg)).toBeCloseTo(12 / 30, 2);
  });
});

async function level3Category(): Promise<number> {
  return (
    await api.db.selectFrom('categories').select('id').where('level', '=', 3).orderBy('id').executeTakeFirstOrThrow()
  ).id;
}

describe('the console’s variant edit: dimensions and finish', () => {
  it('refuses dimensions the family does not have, or text where a number belongs, in both languages, and changes nothing', async () => {
    const { first } = await knobFamily('LH-1101');
    const unknown = await variantSave(first, { dims: `${dimsText(first.dims, {})};zz=4` });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toContain('has no dimension zz');
    const notNumber = await variantSave(
      first,
      { dims: dimsText(first.dims, {}).replace(/d1=[^;]+/, 'd1=wide') },
      { lang: 'zh-cn' },
    );
    expect(notNumber.status).toBe(400);
    expect(notNumber.body.msg).toContain('尺寸 d1 是数值');
    const stored = await api.db
      .selectFrom('variants')
      .select('dims')
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(stored.dims).toEqual(first.dims);
  });

  it('stores a variant’s own finish in both languages, refuses one language alone, and goes back to the family’s', async () => {
    const { id, first } = await knobFamily('LH-1101');
    const half = await variantSave(first, { finish: 'Anodised black', finishZh: '' });
    expect(half.status).toBe(400);
    expect(half.body.msg).toContain('both English and Chinese');
    const set = await variantSave(first, { finish: 'Anodised black', finishZh: '黑色阳极氧化' });
    expect(set.body.data).toMatchObject({ finish: 'Anodised black', finishZh: '黑色阳极氧化' });
    const shown = (await api.call<ProductDetail>('unpri/productDetail', { id })).body.data.variants[0]!;
    expect(shown).toMatchObject({ finish: 'Anodised black', finishZh: '黑色阳极氧化' });
    const cleared = await variantSave(first, { finish: '', finishZh: '' });
    expect(cleared.body.data).toMatchObject({ finish: null, finishZh: null });
  });

  it('keeps a variant’s own finish when a save leaves it out, and each language left out as stored', async () => {
    const { first } = await knobFamily('LH-1102');
    expect((await variantSave(first, { finish: 'Black oxide', finishZh: '发黑' })).body.code).toBe(200);
    const stockOnly = await variantSave(first, { dims: dimsText(first.dims, {}) });
    expect(stockOnly.body.data).toMatchObject({ finish: 'Black oxide', finishZh: '发黑' });
    const englishOnly = await variantSave(first, { finish: 'Black oxidised' });
    expect(englishOnly.body.data).toMatchObject({ finish: 'Black oxidised', finishZh: '发黑' });
    const stored = await api.db
      .selectFrom('variants')
      .select(['finishEn', 'finishZh'])
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ finishEn: 'Black oxidised', finishZh: '发黑' });
    // One language blanked while the other is kept is refused, in Chinese too.
    const half = await variantSave(first, { finishZh: ' ' }, { lang: 'zh-cn' });
    expect(half.body).toMatchObject({ code: 400, data: { field: 'finishZh' } });
    expect(half.body.msg).toContain('请同时填写此型号的英文和中文表面处理');
  });
});

/** The n-th family of knobs (LH-12xx: d1 the diameter, h1 the height) as the console shows it; 4 on: untouched above. */
async function nthKnobFamily(n: number) {
  const { id } = await api.db
    .selectFrom('productFamilies')
    .select('id')
    .where('code', 'like', 'LH-12%')
    .orderBy('id')
    .offset(n)
    .limit(1)
    .executeTakeFirstOrThrow();
  return (await editor.call<EditorFamily>('editor/familyGet', { id })).body.data;
}
const familyPictureOf = async (familyId: number) => {
  const url = (await editor.call<EditorFamily>('editor/familyGet', { id: familyId })).body.data.imageUrl!;
  return { url, svg: (await api.app.inject({ method: 'GET', url })).body };
};
describe('a family’s drawn picture follows its part', () => {
  it('is redrawn, at a new URL, when the console changes its first part’s dimensions or finish, or the family’s kind', async () => {
    const family = await nthKnobFamily(4);
    const first = family.variants[0]!;
    const before = await familyPictureOf(family.id);

    expect((await variantSave(first, { dims: dimsText(first.dims, { d1: 88 }) })).body.code).toBe(200);
    const bigger = await familyPictureOf(family.id);
    expect(bigger.url).not.toBe(before.url);
    expect(bigger.svg).not.toBe(before.svg);

    // A finish of another colour than the family's.
    const [finish, finishZh] =
      finishTone(family.finish) === finishTone('Red RAL 3000')
        ? ['Black oxide', '发黑']
        : ['Red RAL 3000', '红色 RAL 3000'];
    expect((await variantSave(first, { finish, finishZh })).body.code).toBe(200);
    const recoloured = await familyPictureOf(family.id);
    expect(recoloured.url).not.toBe(bigger.url);
    expect(recoloured.svg).toMatch(/^<svg/);
    expect(recoloured.svg).not.toBe(bigger.svg);

    const shaped = await editor.call<FamilyShapeAnswer>('editor/familyShapeSave', {
      id: family.id,
      shape: 'box;length=d1;width=d1;height=h1',
    });
    expect(shaped.body.code).toBe(200);
    const reshaped = await familyPictureOf(family.id);
    expect(reshaped.url).not.toBe(recoloured.url);
    // The answer names the new picture, so the console shows it at once.
    expect(shaped.body.data.imageUrl).toBe(reshaped.url);
  });

  it('leaves the picture as it is when only stock or prices change', async () => {
    const family = await nthKnobFamily(5);
    const before = await familyPictureOf(family.id);
    expect((await variantSave(family.variants[0]!, { priceBreaks: '1:4242' })).body.code).toBe(200);
    expect(await familyPictureOf(family.id)).toEqual(before);
  });

  it('is redrawn when a CSV import changes its first part’s dimensions', async () => {
    const family = await nthKnobFamily(6);
    const first = family.variants[0]!;
    const before = await familyPictureOf(family.id);
    const csv = writeCsv([
      ['family_code', 'part_no', 'dims'],
      [family.code, first.partNo, dimsText(first.dims, { d1: 93 })],
    ]);
    const { body } = await editor.call<CatalogueImportAnswer>('editor/catalogueImport', {
      csv,
      fileName: 'dims.csv',
      dryRun: false,
    });
    expect(body.data.applied).toBe(true);
    const after = await familyPictureOf(family.id);
    expect(after.url).not.toBe(before.url);
    expect(after.svg).not.toBe(before.svg);
  });

  it('never replaces a picture an editor uploaded', async () => {
    const family = await nthKnobFamily(7);
    const first = family.variants[0]!;
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="180"><text x="10" y="20">Our own photo</text></svg>';
    const uploaded = await editor.call<EditorFamily>('editor/familyImage', {
      id: family.id,
      contentType: 'image/svg+xml',
      dataBase64: toBase64(svg),
    });
    expect(uploaded.body.code).toBe(200);
    const kept = await familyPictureOf(family.id);
    expect(kept.svg).toContain('Our own photo');

    expect(
      (await variantSave(first, { dims: dimsText(first.dims, { d1: 71 }), finish: 'Black oxide', finishZh: '发黑' }))
        .body.code,
    ).toBe(200);
    expect(
      (await editor.call('editor/familyShapeSave', { id: family.id, shape: 'box;length=d1;width=d1;height=h1' })).body
        .code,
    ).toBe(200);
    const csv = writeCsv([
      ['family_code', 'part_no', 'dims'],
      [family.code, first.partNo, dimsText(first.dims, { d1: 72 })],
    ]);
    expect(
      (await editor.call<CatalogueImportAnswer>('editor/catalogueImport', { csv, fileName: 'dims.csv', dryRun: false }))
        .body.data.applied,
    ).toBe(true);
    expect(await familyPictureOf(family.id)).toEqual(kept);
  });
});
