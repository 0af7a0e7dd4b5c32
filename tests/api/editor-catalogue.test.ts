import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditorCategory } from '#contract/calls/editor-categories.ts';
import type { EditorFamily, EditorVariant, FamilyListAnswer } from '#contract/calls/editor-families.ts';
import type { FamilyShapeAnswer } from '#contract/calls/family-shape.ts';
import type { EditorList } from '#contract/calls/editor-fields.ts';
import type { ProductDetail, VariantLive } from '#contract/calls/catalogue.ts';
import type { CategoryNode } from '#contract/calls/menu.ts';
import { auditCount, auditRecords, PNG_BASE64, toBase64 } from './helpers/editor.ts';
import { logInAs, type Buyer } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
let editor: Buyer;

beforeAll(async () => {
  api = await openTestApi();
  editor = await logInAs(api, 'editor@lihda.example');
});
afterAll(() => api.close());

const categories = async () => (await editor.call<EditorList<EditorCategory>>('editor/categoryList')).body.data.list;
const family = async (id: number) => (await editor.call<EditorFamily>('editor/familyGet', { id })).body.data;
const firstFamilyId = async () =>
  (await api.db.selectFrom('productFamilies').select('id').orderBy('id').executeTakeFirstOrThrow()).id;

function findNode(nodes: CategoryNode[], id: number): CategoryNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inside = findNode(node.children, id);
    if (inside) return inside;
  }
  return undefined;
}

describe('categories', () => {
  it('lists the whole tree depth first: each parent before its children, levels one apart', async () => {
    const list = await categories();
    expect(list.length).toBe(
      await api.db
        .selectFrom('categories')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n)),
    );
    const seen = new Map<number, EditorCategory>();
    for (const category of list) {
      if (category.parentId === null) expect(category.level).toBe(1);
      else expect(seen.get(category.parentId)?.level, `${category.id}`).toBe(category.level - 1);
      seen.set(category.id, category);
    }
    expect(list[0]).toMatchObject({
      level: 1,
      imageUrl: expect.stringMatching(/^\/api\/unpri\/ImageDisplayByFID\?fid=\d+&v=[0-9a-f]{16}$/),
    });
  });

  it('renames a category and changes its place among its siblings: categoryTree shows both', async () => {
    const list = await categories();
    const [first, second] = list.filter((c) => c.parentId === list[0]!.id);
    const { body } = await editor.call<EditorCategory>('editor/categorySave', {
      id: second!.id,
      name: 'Knobs and wheels',
      nameZh: '旋钮和手轮',
      sortOrder: 1,
    });
    expect(body).toMatchObject({
      code: 200,
      data: { id: second!.id, name: 'Knobs and wheels', sortOrder: 1, parentId: list[0]!.id, level: second!.level },
    });
    // sortOrder 1 ties with the first sibling (if it has 1); ids break ties, so compare with the tree as it is.
    const tree = (await api.call<CategoryNode[]>('unpri/categoryTree')).body.data;
    const parent = findNode(tree, list[0]!.id)!;
    const renamed = parent.children.find((c) => c.id === second!.id)!;
    expect(renamed).toMatchObject({ name: 'Knobs and wheels', nameZh: '旋钮和手轮' });
    await editor.call('editor/categorySave', {
      id: first!.id,
      name: first!.name,
      nameZh: first!.nameZh,
      sortOrder: 500,
    });
    const after = findNode((await api.call<CategoryNode[]>('unpri/categoryTree')).body.data, list[0]!.id)!;
    expect(after.children[0]!.id).toBe(second!.id);
    expect(after.children.at(-1)!.id).toBe(first!.id);
    const records = (await auditRecords(api)).slice(0, 2);
    expect(records.map((r) => [r.area, r.recordId, r.action])).toEqual([
      ['category', String(first!.id), 'update'],
      ['category', String(second!.id), 'update'],
    ]);
    expect(records[0]!.detail).toEqual({ sortOrder: { from: first!.sortOrder, to: 500 } });
  });

  it('refuses a position out of range, long names and unknown categories, and records nothing', async () => {
    const before = await auditCount(api);
    const base = { id: 1, name: 'Design Elements', nameZh: '设计元件', sortOrder: 1 };
    expect((await editor.call('editor/categorySave', { ...base, sortOrder: 0 })).body).toMatchObject({
      code: 400,
      msg: 'Position must be from 1 to 9999',
      data: { field: 'sortOrder' },
    });
    expect((await editor.call('editor/categorySave', { ...base, sortOrder: 10_000 })).body.msg).toBe(
      'Position must be from 1 to 9999',
    );
    expect((await editor.call('editor/categorySave', { ...base, nameZh: '名'.repeat(101) })).body.msg).toBe(
      'Chinese name cannot exceed 100 characters',
    );
    expect((await editor.call('editor/categorySave', { ...base, id: 999_999 })).body).toMatchObject({
      code: 404,
      msg: 'There is no such category.',
    });
    expect(await auditCount(api)).toBe(before);
  });
});

describe('images', () => {
  const leaf = async () => (await categories()).at(-1)!;

  it('stores a PNG for a category, serves it by fid, and stores identical bytes once', async () => {
    const category = await leaf();
    const { body } = await editor.call<EditorCategory>('editor/categoryImage', {
      id: category.id,
      contentType: 'image/png',
      dataBase64: PNG_BASE64,
    });
    expect(body.code).toBe(200);
    expect(body.data.imageUrl).not.toBe(category.imageUrl);
    const image = await api.app.inject({ method: 'GET', url: body.data.imageUrl! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(Buffer.from(PNG_BASE64, 'base64'))).toBe(true);
    const [record] = await auditRecords(api);
    expect(record).toMatchObject({
      area: 'category',
      recordId: String(category.id),
      action: 'image',
      userEmail: 'editor@lihda.example',
    });
    expect(record!.detail).toMatchObject({ contentType: 'image/png', bytes: 70 });

    const files = await api.db
      .selectFrom('files')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const before = await auditCount(api);
    const again = await editor.call<EditorCategory>('editor/categoryImage', {
      id: category.id,
      contentType: 'image/png',
      dataBase64: PNG_BASE64,
    });
    expect(again.body.data.imageUrl).toBe(body.data.imageUrl);
    const other = (await categories()).at(-2)!;
    const shared = await editor.call<EditorCategory>('editor/categoryImage', {
      id: other.id,
      contentType: 'image/png',
      dataBase64: PNG_BASE64,
    });
    expect(shared.body.data.imageUrl).toBe(body.data.imageUrl);
    expect(
      (
        await api.db
          .selectFrom('files')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ).toEqual(files.n);
    expect(await auditCount(api)).toBe(before + 1);
    const tree = (await api.call<CategoryNode[]>('unpri/categoryTree')).body.data;
    expect(findNode(tree, category.id)!.imageUrl).toBe(body.data.imageUrl);
  });

  it('gives a family a clean SVG and a WebP; productDetail shows the new picture', async () => {
    const id = await firstFamilyId();
    const svg =
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="none" stroke="#333"/></svg>';
    const { body } = await editor.call<EditorFamily>('editor/familyImage', {
      id,
      contentType: 'image/svg+xml',
      dataBase64: toBase64(svg),
    });
    expect(body.code).toBe(200);
    expect((await api.call<ProductDetail>('unpri/productDetail', { id })).body.data.imageUrl).toBe(body.data.imageUrl);
    const served = await api.app.inject({ method: 'GET', url: body.data.imageUrl! });
    // Stored as the sanitiser rewrites it: the drawing alone, without the XML declaration.
    expect([served.headers['content-type'], served.payload]).toEqual([
      'image/svg+xml',
      svg.replace('<?xml version="1.0"?>\n', ''),
    ]);

    const webp = new Uint8Array([
      ...Buffer.from('RIFF'),
      26,
      0,
      0,
      0,
      ...Buffer.from('WEBPVP8L'),
      13,
      0,
      0,
      0,
      0x2f,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
    ]);
    const second = await editor.call<EditorFamily>('editor/familyImage', {
      id,
      contentType: 'image/webp',
      dataBase64: toBase64(webp),
    });
    expect(second.body.code).toBe(200);
    const fid = Number(new URL(second.body.data.imageUrl!, 'http://x').searchParams.get('fid'));
    expect(
      await api.db
        .selectFrom('files')
        .select(['contentType', 'fileName'])
        .where('id', '=', fid)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      contentType: 'image/webp',
      fileName: `${body.data.code}.webp`,
    });
  });

  it('stores an SVG that slips past the pattern check without what it smuggles in', async () => {
    const id = await firstFamilyId();
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><rect width="5" height="5"/><image href="http://evil.example/track.png"/>' +
      '<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"/></foreignObject><style>@import url(http://evil.example/x.css);</style></svg>';
    const { body } = await editor.call<EditorFamily>('editor/familyImage', {
      id,
      contentType: 'image/svg+xml',
      dataBase64: toBase64(svg),
    });
    expect(body.code).toBe(200);
    const served = (await api.app.inject({ method: 'GET', url: body.data.imageUrl! })).payload;
    expect(served).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><rect width="5" height="5"/><image/></svg>',
    );
  });

  it('refuses scripts in SVGs, bytes of another type, empty, too large and non-Base64 images, and records nothing', async () => {
    const category = await leaf();
    const before = await auditCount(api);
    const upload = (contentType: string, dataBase64: string) =>
      editor.call('editor/categoryImage', { id: category.id, contentType, dataBase64 });
    const cases: Array<[string, string, string]> = [
      [
        'image/svg+xml',
        toBase64('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'The SVG contains a <script>. Images may not contain scripts.',
      ],
      [
        'image/svg+xml',
        toBase64('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        'The SVG contains an event attribute (such as onload=). Images may not contain scripts.',
      ],
      [
        'image/svg+xml',
        toBase64('<svg><a href="javascript:alert(1)">x</a></svg>'),
        'The SVG contains a javascript: link. Images may not contain scripts.',
      ],
      ['image/svg+xml', toBase64('<html><svg/></html>'), 'The SVG must start with <svg or <?xml.'],
      ['image/png', toBase64('<svg/>'), 'The file is not a PNG image: its content does not match the type chosen.'],
      ['image/jpeg', PNG_BASE64, 'The file is not a JPEG image: its content does not match the type chosen.'],
      ['image/webp', PNG_BASE64, 'The file is not a WebP image: its content does not match the type chosen.'],
      [
        'image/png',
        toBase64(new Uint8Array(512 * 1024 + 1)),
        'The image is larger than 512 KB. Please send a smaller one.',
      ],
      ['image/png', 'not base64!', 'The image must be sent as Base64 text.'],
      ['image/gif', PNG_BASE64, 'Image type must be one of: image/svg+xml, image/png, image/jpeg, image/webp'],
    ];
    for (const [contentType, data, msg] of cases) {
      const { status, body } = await upload(contentType, data);
      expect([status, body.msg], msg).toEqual([400, msg]);
      expect(body.data, msg).toMatchObject({ field: expect.stringMatching(/^(dataBase64|contentType)$/) });
    }
    expect(await auditCount(api)).toBe(before);
    expect((await categories()).at(-1)!.imageUrl).toBe(category.imageUrl);
  });

  it('takes a body up to 1 MiB on the image calls only', async () => {
    const big = toBase64(new Uint8Array(900 * 1024));
    expect(
      (await editor.call('editor/categoryImage', { id: 1, contentType: 'image/png', dataBase64: big })).body.msg,
    ).toBe('The request body is too large.');
    const padding = 'x'.repeat(70 * 1024);
    expect((await editor.call('editor/markdownPreview', { markdown: padding })).body.msg).toBe(
      'The request body is too large.',
    );
  });
});

describe('product families', () => {
  it('finds families by code, part number and name, and within a category', async () => {
    const f = await api.db
      .selectFrom('productFamilies')
      .select(['id', 'code', 'nameEn', 'nameZh', 'categoryId'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const partNo = (
      await api.db.selectFrom('variants').select('partNo').where('familyId', '=', f.id).executeTakeFirstOrThrow()
    ).partNo;
    for (const q of [f.code.toLowerCase(), partNo, f.nameEn.slice(2, 10), f.nameZh.slice(0, 2)]) {
      const { body } = await editor.call<FamilyListAnswer>('editor/familyList', { q, pageSize: 100 });
      expect(
        body.data.list.map((x) => x.id),
        q,
      ).toContain(f.id);
    }
    const inCategory = (
      await editor.call<FamilyListAnswer>('editor/familyList', { categoryId: f.categoryId, pageSize: 100 })
    ).body.data;
    expect(inCategory.total).toBeGreaterThan(0);
    expect(inCategory.list.every((x) => x.categoryId === f.categoryId)).toBe(true);
    const level1 = Number(
      (
        await api.db
          .selectFrom('categories')
          .select('typePath')
          .where('id', '=', f.categoryId)
          .executeTakeFirstOrThrow()
      ).typePath.split('/')[0],
    );
    const all = (await editor.call<FamilyListAnswer>('editor/familyList', { categoryId: level1, pageSize: 2 })).body
      .data;
    expect(all).toMatchObject({ page: 1, pageSize: 2 });
    expect(all.total).toBeGreaterThan(inCategory.total);
    expect((await editor.call<FamilyListAnswer>('editor/familyList', { q: '%' })).body.data.total).toBe(0);
    expect((await editor.call('editor/familyList', { categoryId: 999_999 })).body.code).toBe(404);
    expect((await editor.call('editor/familyList', { q: 'q'.repeat(61) })).body.msg).toBe(
      'Search cannot exceed 60 characters',
    );
  });

  it('gives a family with its variants and their price breaks as text', async () => {
    const data = await family(await firstFamilyId());
    expect(data.variants.length).toBeGreaterThan(0);
    for (const v of data.variants) {
      expect(v.priceBreaksText).toBe(v.priceBreaks.map((b) => `${b.minQty}:${b.unitPricePence}`).join(','));
    }
    expect(data.breadcrumb.at(-1)!.id).toBe(data.categoryId);
    expect((await editor.call('editor/familyGet', { id: 999_999 })).body).toMatchObject({
      code: 404,
      msg: 'There is no such product.',
    });
  });

  it('saves names and texts; the slug follows the English name; productDetail and search answer the new texts', async () => {
    const id = await firstFamilyId();
    const old = await family(id);
    const change = {
      id,
      name: 'Star knob, DIN 6336, stainless',
      nameZh: '星形旋钮（不锈钢）',
      description: 'A new description.',
      descriptionZh: '新的描述。',
      material: 'Stainless steel 1.4305',
      materialZh: '不锈钢 1.4305',
      finish: old.finish,
      finishZh: old.finishZh,
    };
    const { body } = await editor.call<EditorFamily>('editor/familySave', change);
    expect(body.data).toMatchObject({ ...change, slug: 'star-knob-din-6336-stainless', code: old.code });
    const detail = (await api.call<ProductDetail>('unpri/productDetail', { id })).body.data;
    expect(detail).toMatchObject({
      name: change.name,
      nameZh: change.nameZh,
      slug: 'star-knob-din-6336-stainless',
      description: 'A new description.',
      material: 'Stainless steel 1.4305',
    });
    const [record] = await auditRecords(api);
    expect(record).toMatchObject({ area: 'family', recordId: String(id), action: 'update' });
    expect(record!.detail).toMatchObject({
      slug: { from: old.slug, to: 'star-knob-din-6336-stainless' },
      nameEn: { from: old.name, to: change.name },
    });
    expect(record!.detail).not.toHaveProperty('finishEn');
  });

  it('refuses long texts and unknown families, and records nothing', async () => {
    const id = await firstFamilyId();
    const {
      breadcrumb: _b,
      variants: _v,
      imageUrl: _i,
      drawingUrl: _d,
      drawingUploaded: _du,
      dimensionColumns: _c,
      shape: _shape,
      slug: _s,
      code: _code,
      categoryId: _cat,
      ...fields
    } = await family(id);
    const before = await auditCount(api);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ description: 'd'.repeat(4001) }, 'English description cannot exceed 4000 characters'],
      [{ nameZh: '名'.repeat(121) }, 'Chinese name cannot exceed 120 characters'],
      [{ material: 'm'.repeat(101) }, 'English material cannot exceed 100 characters'],
      [{ finishZh: '' }, 'Please enter your Chinese finish'],
      [{ code: 'LH-1' }, 'Unknown field: code'],
      [{ id: 999_999 }, 'There is no such product.'],
    ];
    for (const [change, msg] of cases)
      expect((await editor.call('editor/familySave', { ...fields, ...change })).body.msg).toBe(msg);
    expect(await auditCount(api)).toBe(before);
  });
});

describe('familyShapeSave', () => {
  it("shows a family's kind of solid, refuses one that needs a dimension the family lacks, and sets or clears it with an audit record", async () => {
    const id = await firstFamilyId();
    const before = await family(id);
    expect(before.shape).toEqual({ kind: 'box', params: { length: 'l2', width: 'd1', height: 'h1' } });

    const lacking = await editor.call('editor/familyShapeSave', { id, shape: 'cylinder;diameter=d1;height=h9' });
    expect(lacking.status).toBe(400);
    expect(lacking.body.msg).toBe(
      'The height of shape kind "cylinder" is dimension "h9", which the family does not have.',
    );
    const zh = await editor.call('editor/familyShapeSave', { id, shape: 'sphere;d=d1' }, { lang: 'zh-cn' });
    expect(zh.body.msg).toMatch(/^形状类型“sphere”无法识别/);
    expect((await family(id)).shape).toEqual(before.shape);

    const audits = await auditCount(api);
    const set = await editor.call<FamilyShapeAnswer>('editor/familyShapeSave', {
      id,
      shape: 'cylinder;diameter=d1;height=h1',
    });
    expect(set.body).toMatchObject({
      code: 200,
      data: { shape: { kind: 'cylinder', params: { diameter: 'd1', height: 'h1' } } },
    });
    expect((await auditRecords(api))[0]).toMatchObject({ area: 'family', action: 'shape' });
    expect(await auditCount(api)).toBe(audits + 1);
    const cleared = await editor.call<FamilyShapeAnswer>('editor/familyShapeSave', { id, shape: '' });
    // Without a kind the family is drawn as a plain box (server/downloads/family-drawing.ts).
    const fileUrl = expect.stringMatching(/^\/api\/unpri\/ImageDisplayByFID\?fid=\d+&v=/);
    expect(cleared.body.data).toEqual({ shape: null, drawingUrl: fileUrl, imageUrl: fileUrl });
    // The console shows the picture and drawing as the change left them (tests/api/family-drawings.test.ts redraws them).
    const now = await family(id);
    expect([cleared.body.data.drawingUrl, cleared.body.data.imageUrl]).toEqual([now.drawingUrl, now.imageUrl]);
    expect((await family(id)).shape).toBeNull();

    const buyer = await logInAs(api, 'buyer@example.com');
    expect((await buyer.call('editor/familyShapeSave', { id, shape: '' })).body.code).toBe(403);
  });
});

describe('variantSave', () => {
  it('sets stock and lead time and replaces the price breaks; productLive answers them', async () => {
    const id = await firstFamilyId();
    const variant = (await family(id)).variants[0]!;
    // The console sends the variant's own finish with every save (blank: the family's).
    const finish = { finish: variant.finish ?? '', finishZh: variant.finishZh ?? '' };
    const { body } = await editor.call<EditorVariant>('editor/variantSave', {
      id: variant.id,
      stock: 7,
      leadTimeDays: 21,
      priceBreaks: ' 1:999, 5:950 ,25:900,',
      ...finish,
    });
    expect(body.data).toMatchObject({
      id: variant.id,
      partNo: variant.partNo,
      stock: 7,
      leadTimeDays: 21,
      priceBreaksText: '1:999,5:950,25:900',
    });
    const live = (await api.call<VariantLive[]>('unpri/productLive', { id })).body.data.find(
      (v) => v.id === variant.id,
    )!;
    expect(live).toEqual({
      id: variant.id,
      partNo: variant.partNo,
      stock: 7,
      leadTimeDays: 21,
      priceBreaks: [
        { minQty: 1, unitPricePence: 999 },
        { minQty: 5, unitPricePence: 950 },
        { minQty: 25, unitPricePence: 900 },
      ],
    });
    const [record] = await auditRecords(api);
    expect(record).toMatchObject({
      area: 'variant',
      recordId: String(variant.id),
      action: 'update',
      summary: `Variant ${variant.partNo}: Stock, Lead time (days), Price breaks (quantity:pence)`,
    });
    expect(record!.detail).toMatchObject({
      partNo: variant.partNo,
      priceBreaks: { from: variant.priceBreaksText, to: '1:999,5:950,25:900' },
      stock: { from: variant.stock, to: 7 },
    });
  });

  it('refuses price breaks that do not parse and numbers out of range, naming the field; nothing changes or is recorded', async () => {
    const id = await firstFamilyId();
    const variant = (await family(id)).variants[1]!;
    const before = await auditCount(api);
    const save = (change: Record<string, unknown>) =>
      editor.call('editor/variantSave', { id: variant.id, stock: 1, leadTimeDays: 1, priceBreaks: '1:100', ...change });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ priceBreaks: '10:100,20:90' }, 'The first price break must be for a quantity of 1', 'priceBreaks'],
      [
        { priceBreaks: '1:100,20:90,10:80' },
        'Price break quantities must rise: break 3 is not above the one before it',
        'priceBreaks',
      ],
      [
        { priceBreaks: '1:100,10=90' },
        'Price break 2 ("10=90") is not in the form quantity:pence, such as 10:153',
        'priceBreaks',
      ],
      [{ priceBreaks: '1:10000001' }, 'Price break 1: the price must be from 0 to 10000000 pence', 'priceBreaks'],
      [{ priceBreaks: '1:9,2:8,3:7,4:6,5:5,6:4,7:3,8:2,9:1' }, 'A variant has at most 8 price breaks', 'priceBreaks'],
      [{ priceBreaks: ' ' }, 'Please enter your price breaks', 'priceBreaks'],
      [{ stock: 1_000_001 }, 'Stock must be from 0 to 1000000', 'stock'],
      [{ stock: -1 }, 'Stock must be from 0 to 1000000', 'stock'],
      [{ leadTimeDays: 366 }, 'Lead time (days) must be from 0 to 365', 'leadTimeDays'],
      [{ stock: 1.5 }, 'Stock must be a whole number', 'stock'],
    ];
    for (const [change, msg, field] of cases) {
      const { body } = await save(change);
      expect(body, msg).toMatchObject({ code: 400, msg, data: { field } });
    }
    expect((await save({ id: 999_999_999 })).body).toMatchObject({
      code: 404,
      msg: 'There is no such product variant.',
    });
    expect(await auditCount(api)).toBe(before);
    const live = (await api.call<VariantLive[]>('unpri/productLive', { id })).body.data.find(
      (v) => v.id === variant.id,
    )!;
    expect([live.stock, live.leadTimeDays, live.priceBreaks]).toEqual([
      variant.stock,
      variant.leadTimeDays,
      variant.priceBreaks,
    ]);
  });

  it('answers price-break messages in Chinese too', async () => {
    const variant = (await family(await firstFamilyId())).variants[1]!;
    const { body } = await editor.call(
      'editor/variantSave',
      { id: variant.id, stock: 1, leadTimeDays: 1, priceBreaks: '5:100' },
      { lang: 'zh-cn' },
    );
    expect(body.msg).toBe('第一个价格档的数量必须是 1');
  });
});
