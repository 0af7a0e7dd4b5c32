import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryDetail, ProductDetail } from '#contract/calls/catalogue.ts';
import type { ProductSearchAnswer } from '#contract/calls/search.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
beforeAll(async () => { api = await openTestApi(); });
afterAll(() => api.close());

const get = (url: string) => api.app.inject({ method: 'GET', url });

describe('the picture of a part on family cards', () => {
  it('gives each card of a category and of a search the picture of the family’s first part, which the API draws', async () => {
    const { body } = await api.call<CategoryDetail>('unpri/categoryDetail', { id: 1, pageSize: 4 });
    const cards = body.data!.families.list;
    expect(cards).toHaveLength(4);
    for (const card of cards) {
      const { body: product } = await api.call<ProductDetail>('unpri/productDetail', { id: card.id });
      expect(card.pictureUrl).toBe(`/api/unpri/partPicture?partNo=${encodeURIComponent(product.data!.variants[0]!.partNo)}`);
    }
    const picture = await get(cards[0]!.pictureUrl);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/svg+xml');

    const { body: found } = await api.call<ProductSearchAnswer>('unpri/productSearch', { keyword: 'knob' });
    expect(found.data!.list.length).toBeGreaterThan(0);
    expect(found.data!.list.every((card) => card.pictureUrl.startsWith('/api/unpri/partPicture?partNo='))).toBe(true);
  });

  it('shows the family’s own image for a part with no solid to draw, and answers 404 when there is none either', async () => {
    const family = await api.db.selectFrom('productFamilies').select(['id', 'imageFid']).where('imageFid', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    const part = await api.db.selectFrom('variants').select(['id', 'partNo']).where('familyId', '=', family.id).orderBy('id').executeTakeFirstOrThrow();
    // No kind and no length in mm: nothing to build a solid from.
    await api.db.updateTable('productFamilies').set({ shape: null }).where('id', '=', family.id).execute();
    await api.db.updateTable('variants').set({ dims: JSON.stringify({}) }).where('id', '=', part.id).execute();

    const redirected = await get(`/api/unpri/partPicture?partNo=${part.partNo}`);
    expect(redirected.statusCode).toBe(302);
    expect(redirected.headers.location).toBe(`/api/unpri/ImageDisplayByFID?fid=${family.imageFid}`);
    expect((await get(redirected.headers.location as string)).statusCode).toBe(200);

    await api.db.updateTable('productFamilies').set({ imageFid: null }).where('id', '=', family.id).execute();
    const missing = await get(`/api/unpri/partPicture?partNo=${part.partNo}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 404 });
  });
});
