import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail } from '#contract/calls/catalogue.ts';
import { readPdf } from '../support/pdf-text.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
let product: ProductDetail;
beforeAll(async () => {
  api = await openTestApi();
  product = (await api.call<ProductDetail>('unpri/productDetail', { id: 1 })).body.data;
});
afterAll(() => api.close());

const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url, headers });
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The headers every download has; answers its ETag. */
function expectDownload(response: Awaited<ReturnType<typeof get>>, contentType: string, fileName: string): string {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe(contentType);
  expect(response.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
  expect(response.headers['cache-control']).toBe('public, max-age=86400');
  expect(response.headers.etag).toBe(`"${sha256(response.rawPayload)}"`);
  expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  return response.headers.etag as string;
}

async function expectNotModified(url: string, etag: string): Promise<void> {
  for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
    const again = await get(url, { 'if-none-match': ifNoneMatch });
    expect(again.statusCode, ifNoneMatch).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
  }
  expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
}

describe('downloadCad', () => {
  it('serves a STEP model of the variant as an attachment with an ETag, and 304 when the client has it', async () => {
    const variant = product.variants[0]!;
    const url = `/api/unpri/downloadCad?variantId=${variant.id}&format=step`;
    const response = await get(url);
    const etag = expectDownload(response, 'model/step', `${variant.partNo}.step`);
    expect(response.body.startsWith('ISO-10303-21;\nHEADER;\n')).toBe(true);
    expect(response.body).toContain(`FILE_NAME('${variant.partNo}.step'`);
    expect(response.body).toContain("FILE_SCHEMA(('AUTOMOTIVE_DESIGN { 1 0 10303 214 1 1 1 1 }'));");
    expect(response.body).toContain('MANIFOLD_SOLID_BREP(');
    await expectNotModified(url, etag);
  });

  it('serves a DXF drawing of the variant', async () => {
    const variant = product.variants[1]!;
    const url = `/api/unpri/downloadCad?variantId=${variant.id}&format=dxf`;
    const response = await get(url);
    const etag = expectDownload(response, 'image/vnd.dxf', `${variant.partNo}.dxf`);
    expect(response.body).toContain(`\n  1\n${variant.partNo}\n`);
    expect(response.body).toContain(`d1 = ${variant.dims.d1} mm`);
    expect(response.body.endsWith('  0\nEOF\n')).toBe(true);
    await expectNotModified(url, etag);
  });

  it('makes the model from the current data, so an edit changes the file and its ETag', async () => {
    const variant = product.variants[2]!;
    const url = `/api/unpri/downloadCad?variantId=${variant.id}&format=step`;
    const before = await get(url);
    await api.db
      .updateTable('variants')
      .set({ dims: JSON.stringify({ ...variant.dims, h1: Number(variant.dims.h1) + 5 }) })
      .where('id', '=', variant.id)
      .execute();
    const after = await get(url);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await get(url, { 'if-none-match': before.headers.etag as string })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown variant, in the asked language', async () => {
    const response = await get('/api/unpri/downloadCad?variantId=99999999&format=step');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404, msg: 'There is no such product variant.' });
    const zh = await get('/api/unpri/downloadCad?variantId=99999999&format=dxf', { lang: 'zh-cn' });
    expect(zh.json()).toMatchObject({ code: 404, msg: '没有此产品型号。' });
  });

  it('answers 400 for a bad or missing variant id or format', async () => {
    const id = product.variants[0]!.id;
    const cases: Array<[string, string]> = [
      [`variantId=${id}&format=iges`, 'Format must be one of: step, dxf'],
      [`variantId=${id}&format=STEP`, 'Format must be one of: step, dxf'],
      ['variantId=abc&format=step', 'Variant id must be a whole number'],
      ['variantId=0&format=step', 'Variant id must be from 1 to 2147483647'],
      ['format=step', 'Please enter your variant id'],
      [`variantId=${id}`, 'Please enter your format'],
      ['', 'Please enter your variant id'],
    ];
    for (const [query, msg] of cases) {
      const response = await get(`/api/unpri/downloadCad?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ code: 400, msg });
    }
  });
});

describe('downloadDatasheet', () => {
  it('serves the family datasheet as a PDF listing every variant', async () => {
    const url = `/api/unpri/downloadDatasheet?id=${product.id}`;
    const response = await get(url);
    const etag = expectDownload(response, 'application/pdf', `${product.code}.pdf`);
    const pdf = (await readPdf(response.rawPayload)).text;
    for (const v of product.variants) expect(pdf).toContain(v.partNo);
    expect(pdf).toContain('Lihda Group Ltd');
    expect(pdf).toContain('Product datasheet');
    await expectNotModified(url, etag);
  });

  it('serves the datasheet of one variant (any letter case): named by its part number, its summary first', async () => {
    const variant = product.variants[1]!;
    const url = `/api/unpri/downloadDatasheet?id=${product.id}&partNo=${variant.partNo.toLowerCase()}`;
    const response = await get(url);
    expectDownload(response, 'application/pdf', `${variant.partNo}.pdf`);
    const pdf = (await readPdf(response.rawPayload)).text;
    expect(pdf).toContain('Variant datasheet');
    expect(pdf).toContain(`${variant.partNo}: `);
    // The family's datasheet has neither.
    const family = (await readPdf((await get(`/api/unpri/downloadDatasheet?id=${product.id}`)).rawPayload)).text;
    expect(family).not.toContain('Variant datasheet');
    expect(family).not.toContain(`${variant.partNo}: `);
  });

  it('serves the Chinese datasheet with lang=zh-cn (a link carries no lang header), named -zh', async () => {
    const response = await get(`/api/unpri/downloadDatasheet?id=${product.id}&lang=zh-cn`);
    expectDownload(response, 'application/pdf', `${product.code}-zh.pdf`);
    const pdf = (await readPdf(response.rawPayload)).text.replace(/\s+/g, '');
    expect(pdf).toContain('产品数据表');
    expect(pdf).toContain(product.nameZh.replace(/\s+/g, ''));
    expect((await get(`/api/unpri/downloadDatasheet?id=${product.id}&lang=fr`)).json()).toMatchObject({ code: 400 });
  });

  it('answers 404 for a part number of another family, and 400 for one too long', async () => {
    const other = (await api.call<ProductDetail>('unpri/productDetail', { id: 2 })).body.data.variants[0]!.partNo;
    const response = await get(`/api/unpri/downloadDatasheet?id=${product.id}&partNo=${other}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404, msg: 'There is no such product variant.' });
    const long = await get(`/api/unpri/downloadDatasheet?id=${product.id}&partNo=${'A'.repeat(41)}`);
    expect(long.json()).toMatchObject({ code: 400, msg: 'Part number cannot exceed 40 characters' });
  });

  it('answers 404 for an unknown family and 400 for a bad id', async () => {
    const unknown = await get('/api/unpri/downloadDatasheet?id=99999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 404, msg: 'There is no such product.' });
    expect((await get('/api/unpri/downloadDatasheet?id=abc')).json()).toMatchObject({
      code: 400,
      msg: 'Product id must be a whole number',
    });
    expect((await get('/api/unpri/downloadDatasheet')).json()).toMatchObject({
      code: 400,
      msg: 'Please enter your product id',
    });
  });
});

describe('downloadDrawing', () => {
  it('serves the stored drawing as an attachment named after the family, with the file’s ETag', async () => {
    const url = `/api/unpri/downloadDrawing?id=${product.id}`;
    const response = await get(url);
    const etag = expectDownload(response, 'image/svg+xml', `${product.code}-drawing.svg`);
    const inline = await get(product.drawingUrl!);
    expect(response.body).toBe(inline.body);
    expect(etag).toBe(inline.headers.etag);
    expect(inline.headers['content-disposition']).toMatch(/^inline;/);
    await expectNotModified(url, etag);
  });

  it('answers 404 for an unknown family or one without a drawing, and 400 for a bad id', async () => {
    expect((await get('/api/unpri/downloadDrawing?id=99999')).json()).toMatchObject({
      code: 404,
      msg: 'There is no such product.',
    });
    await api.db.updateTable('productFamilies').set({ drawingFid: null }).where('id', '=', 2).execute();
    const none = await get('/api/unpri/downloadDrawing?id=2');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: 404, msg: 'There is no drawing for this product.' });
    expect((await get('/api/unpri/downloadDrawing?id=-1')).json()).toMatchObject({
      code: 400,
      msg: 'Product id must be from 1 to 2147483647',
    });
  });
});

const pictureUrl = (partNo: string) => `/api/unpri/partPicture?partNo=${encodeURIComponent(partNo)}`;

describe('partPicture', () => {
  it("draws a part's solid as a 240 × 180 SVG with an ETag, revalidated when the URL does not name it, and 304 when the client has it", async () => {
    const response = await get(pictureUrl(product.variants[0]!.partNo));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, no-cache');
    expect(response.headers.etag).toBe(`"${sha256(response.rawPayload)}"`);
    expect(response.body).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="240" height="180" viewBox="[-\d. ]+"><g [^>]+>(<path d="M[^"]+Z" fill="#[0-9a-f]{6}" stroke="#[0-9a-f]{6}"\/>)+<\/g><\/svg>$/,
    );
    const again = await get(pictureUrl(product.variants[0]!.partNo), {
      'if-none-match': response.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
  });

  it('draws each size of a family as it is: the largest part is not the smallest one scaled', async () => {
    const [small, large] = [product.variants[0]!, product.variants.at(-1)!];
    const viewBox = async (partNo: string) => /viewBox="([^"]+)"/.exec((await get(pictureUrl(partNo))).body)![1];
    expect(await viewBox(small.partNo)).not.toBe(await viewBox(large.partNo));
    // A part number typed in lower case is the same part.
    expect((await get(pictureUrl(small.partNo.toLowerCase()))).body).toBe((await get(pictureUrl(small.partNo))).body);
  });

  it('pictures each variant in its own finish: black oxide steel darker than bright stainless of the same size', async () => {
    const [steel, stainless] = await Promise.all(
      ['LH-1401-3-M8X1-ST', 'LH-1401-3-M8X1-SS'].map(async (partNo) => (await get(pictureUrl(partNo))).body),
    );
    const shapes = (svg: string) => [...svg.matchAll(/ d="([^"]+)"/g)].map((m) => m[1]);
    const brightness = (svg: string) => {
      const fills = [...svg.matchAll(/fill="#([0-9a-f]{6})"/g)].map((m) => parseInt(m[1]!.slice(0, 2), 16));
      return fills.reduce((a, b) => a + b, 0) / fills.length;
    };
    expect(shapes(steel!)).toEqual(shapes(stainless!));
    expect(brightness(steel!)).toBeLessThan(brightness(stainless!) / 2);
  });

  it('answers 404 for an unknown part and 400 for a part number over the limit, in the envelope', async () => {
    const unknown = await get(pictureUrl('LH-NOPE-1'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 404, msg: 'There is no such product variant.' });
    const long = await get(pictureUrl(`LH-${'9'.repeat(60)}`));
    expect(long.statusCode).toBe(400);
    expect(long.json().code).toBe(400);
  });
});
