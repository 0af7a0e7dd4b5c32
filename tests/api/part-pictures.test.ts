import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryDetail, ProductDetail } from '#contract/calls/catalogue.ts';
import type { ProductSearchAnswer } from '#contract/calls/search.ts';
import { partFileUrls } from '#contract/shapes/part-file-urls.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api.close());

const get = (url: string) => api.app.inject({ method: 'GET', url });

describe('the picture of a part on family cards', () => {
  it('gives each card of a category and of a search the picture of the family’s first part, which the API draws', async () => {
    const { body } = await api.call<CategoryDetail>('unpri/categoryDetail', { id: 1, pageSize: 4 });
    const cards = body.data.families.list;
    expect(cards).toHaveLength(4);
    for (const card of cards) {
      const { body: product } = await api.call<ProductDetail>('unpri/productDetail', { id: card.id });
      expect(card.pictureUrl).toBe(
        `/api/unpri/partPicture?partNo=${encodeURIComponent(product.data.variants[0]!.partNo)}`,
      );
    }
    const picture = await get(cards[0]!.pictureUrl);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/svg+xml');

    const { body: found } = await api.call<ProductSearchAnswer>('unpri/productSearch', { keyword: 'knob' });
    expect(found.data.list.length).toBeGreaterThan(0);
    expect(found.data.list.every((card) => card.pictureUrl.startsWith('/api/unpri/partPicture?partNo='))).toBe(true);
  });

  it('shows on a search result the part the search matched: by part number, by finish, by dimension; by name the first part', async () => {
    const family = await api.db
      .selectFrom('productFamilies')
      .select(['id', 'code'])
      .where('finishEn', 'like', '% / %')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const variants = (await api.call<ProductDetail>('unpri/productDetail', { id: family.id })).body.data.variants;
    const cardOf = async (body: Record<string, unknown>) => {
      const { body: found } = await api.call<ProductSearchAnswer>('unpri/productSearch', { pageSize: 100, ...body });
      return found.data.list.find((card) => card.id === family.id)!;
    };
    const pictureOf = (partNo: string) => `/api/unpri/partPicture?partNo=${encodeURIComponent(partNo)}`;

    const last = variants.at(-1)!;
    for (const body of [{ keyword: last.partNo }, { partNo: last.partNo }]) {
      expect(await cardOf(body)).toMatchObject({ matchedPartNo: last.partNo, pictureUrl: pictureOf(last.partNo) });
    }
    const otherFinish = variants.find((v) => v.finish !== variants[0]!.finish)!;
    const byFinish = await cardOf({
      categoryId: (
        await api.db
          .selectFrom('productFamilies')
          .select('categoryId')
          .where('id', '=', family.id)
          .executeTakeFirstOrThrow()
      ).categoryId,
      finish: otherFinish.finish,
    });
    expect(byFinish).toMatchObject({ matchedPartNo: otherFinish.partNo, pictureUrl: pictureOf(otherFinish.partNo) });
    // The first part in table order with the largest variant's value of a dimension the first part does not share.
    const key = Object.keys(last.dims).find(
      (k) => typeof last.dims[k] === 'number' && variants[0]!.dims[k] !== last.dims[k],
    )!;
    const byDimension = await cardOf({ keyword: family.code, dimKey: key, dimValue: String(last.dims[key]) });
    expect(byDimension.matchedPartNo).toBe(variants.find((v) => v.dims[key] === last.dims[key])!.partNo);
    expect(byDimension.matchedPartNo).not.toBe(variants[0]!.partNo);

    const { body: byName } = await api.call<ProductSearchAnswer>('unpri/productSearch', { keyword: 'knob' });
    const card = byName.data.list[0]!;
    expect(card.matchedPartNo).toBeUndefined();
    const first = (await api.call<ProductDetail>('unpri/productDetail', { id: card.id })).body.data.variants[0]!;
    expect(card.pictureUrl).toBe(pictureOf(first.partNo));
  });

  it('draws a part’s dimensioned drawing to its own sizes, cached with an ETag', async () => {
    const search = await api.call<{ id: number }>('unpri/productSearchTop', { name: 'LH-1201' });
    const { body } = await api.call<ProductDetail>('unpri/productDetail', { id: search.body.data.id });
    const [small, large] = [body.data.variants[0]!, body.data.variants.at(-1)!];
    const drawing = async (partNo: string) => get(`/api/unpri/partDrawing?partNo=${partNo}`);
    const first = await drawing(small.partNo);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/svg+xml');
    expect(first.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="640" height="400"/);
    // The knob's diameter and height, as the variant table gives them, are written on its drawing.
    for (const variant of [small, large]) {
      const svg = (await drawing(variant.partNo)).body;
      expect(svg).toContain(`>Ø${variant.dims.d1}</text>`);
      expect(svg).toContain(`>${variant.dims.h1}</text>`);
    }
    const again = await api.app.inject({
      method: 'GET',
      url: `/api/unpri/partDrawing?partNo=${small.partNo}`,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('colours a part’s picture by the finish the variant stores, else by its family’s', async () => {
    const part = await api.db
      .selectFrom('variants as v')
      .innerJoin('productFamilies as pf', 'pf.id', 'v.familyId')
      .select(['v.id', 'v.partNo', 'pf.finishEn'])
      .where('v.finishEn', 'is', null)
      .where('pf.finishEn', 'not like', '%black%')
      .orderBy('v.id')
      .executeTakeFirstOrThrow();
    const picture = async () => (await get(`/api/unpri/partPicture?partNo=${part.partNo}`)).body;
    const asFamily = await picture();
    await api.db
      .updateTable('variants')
      .set({ finishEn: 'Anodised black', finishZh: '黑色阳极氧化' })
      .where('id', '=', part.id)
      .execute();
    const black = await picture();
    expect(black).not.toBe(asFamily);
    // The darkest face of a black part is darker than any face of the family's lighter finish.
    const darkest = (svg: string) =>
      Math.min(...[...svg.matchAll(/fill="#([0-9a-f]{6})"/g)].map((m) => parseInt(m[1]!.slice(0, 2), 16)));
    expect(darkest(black)).toBeLessThan(darkest(asFamily));
    await api.db.updateTable('variants').set({ finishEn: null, finishZh: null }).where('id', '=', part.id).execute();
    expect(await picture()).toBe(asFamily);
  });

  it('answers the family’s own image and drawing for a part with no solid to draw, and 404 when there is none either', async () => {
    const family = await api.db
      .selectFrom('productFamilies')
      .select(['id', 'imageFid'])
      .where('imageFid', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const part = await api.db
      .selectFrom('variants')
      .select(['id', 'partNo'])
      .where('familyId', '=', family.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // No kind and no length in mm: nothing to build a solid from.
    await api.db.updateTable('productFamilies').set({ shape: null }).where('id', '=', family.id).execute();
    await api.db
      .updateTable('variants')
      .set({ dims: JSON.stringify({}) })
      .where('id', '=', part.id)
      .execute();

    const familyImage = await get(`/api/unpri/ImageDisplayByFID?fid=${family.imageFid}`);
    const picture = await get(`/api/unpri/partPicture?partNo=${part.partNo}`);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe(familyImage.headers['content-type']);
    expect(picture.body).toBe(familyImage.body);
    // Asked for by part number alone: revalidated on each use, never kept for a day.
    expect(picture.headers['cache-control']).toBe('public, no-cache');
    const { body: product } = await api.call<ProductDetail>('unpri/productDetail', { id: family.id });
    const drawing = await get(`/api/unpri/partDrawing?partNo=${part.partNo}`);
    expect(drawing.statusCode).toBe(200);
    expect(drawing.body).toBe((await get(product.data.drawingUrl!)).body);

    await api.db.updateTable('productFamilies').set({ imageFid: null }).where('id', '=', family.id).execute();
    const missing = await get(`/api/unpri/partPicture?partNo=${part.partNo}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 404 });
  });
});

describe('part picture and drawing URLs named by their content', () => {
  it('caches a URL that names the content for ever, revalidates any other, and names a changed part anew', async () => {
    const search = await api.call<{ id: number }>('unpri/productSearchTop', { name: 'LH-1202' });
    const product = (await api.call<ProductDetail>('unpri/productDetail', { id: search.body.data.id })).body.data;
    const part = product.variants[0]!;
    const urlsOf = (dims: Record<string, number | string>) =>
      partFileUrls(part.partNo, {
        shape: product.shape,
        dimensionColumns: product.dimensionColumns,
        dims,
        finish: part.finish,
      });
    const before = urlsOf(part.dims);
    for (const url of [before.pictureUrl, before.drawingUrl]) {
      expect(url).toMatch(/&v=[0-9a-f]{16}$/);
      const named = await get(url);
      expect(named.statusCode).toBe(200);
      expect(named.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(named.headers.etag).toBe(`"${createHash('sha256').update(named.body).digest('hex')}"`);
      expect((await get(url.replace(/&v=.*$/, ''))).headers['cache-control']).toBe('public, no-cache');
    }

    await api.db
      .updateTable('variants')
      .set({ dims: JSON.stringify({ ...part.dims, d1: 99 }) })
      .where('id', '=', part.id)
      .execute();
    const after = urlsOf({ ...part.dims, d1: 99 });
    expect([after.pictureUrl, after.drawingUrl]).not.toContain(before.pictureUrl);
    expect(after.drawingUrl).not.toBe(before.drawingUrl);
    // The old URL still answers, with the new drawing, but is no longer kept for ever.
    const old = await get(before.drawingUrl);
    expect([old.statusCode, old.headers['cache-control']]).toEqual([200, 'public, no-cache']);
    expect(old.body).toContain('>Ø99</text>');
    expect((await get(after.drawingUrl)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await api.db
      .updateTable('variants')
      .set({ dims: JSON.stringify(part.dims) })
      .where('id', '=', part.id)
      .execute();
  });
});
