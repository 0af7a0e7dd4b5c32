import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryDetail, ProductDetail, VariantLive } from '#contract/calls/catalogue.ts';
import type { CategoryNode, MenuItem, MenuItemL3 } from '#contract/calls/menu.ts';
import type { CompanyInfo } from '#contract/calls/company.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api.close());

function depth(nodes: CategoryNode[]): number {
  return nodes.length === 0 ? 0 : 1 + Math.max(...nodes.map((n) => depth(n.children)));
}

describe('companyInfoDetail', () => {
  it('answers every field of docs/spec.md#fields, filled', async () => {
    const { body } = await api.call<CompanyInfo>('unpri/companyInfoDetail');
    for (const field of [
      'addressLine1',
      'addressLine2',
      'addressLine3',
      'addressLine4',
      'addressLine5',
      'telephone1',
      'telephone2',
      'email',
      'registrationNO',
      'vatNO',
      'eoriNO',
      'xieoriNO',
    ] as const) {
      expect(body.data[field], field).toMatch(/\S/);
    }
    expect(body.data.vatNO).toMatch(/^GB\d{9}$/);
  });

  it('refuses fields in its empty body', async () => {
    const { status } = await api.call('unpri/companyInfoDetail', { id: 1 });
    expect(status).toBe(400);
  });
});

describe('product menu', () => {
  it('lists the three level-1 groups with id, imageUrl, typePath and both names', async () => {
    const { body } = await api.call<MenuItem[]>('unpri/getProductMemuL1');
    expect(body.data.map((g) => g.name)).toEqual(['Design Elements', 'Access Components', 'Work Holding']);
    for (const group of body.data) {
      expect(group.typePath).toBe(String(group.id));
      expect(group.imageUrl).toMatch(/^\/api\/unpri\/ImageDisplayByFID\?fid=\d+&v=[0-9a-f]{16}$/);
      expect(group.nameZh).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('lists the level-3 children of each level-1 group', async () => {
    const { body: groups } = await api.call<MenuItem[]>('unpri/getProductMemuL1');
    for (const group of groups.data) {
      const { body } = await api.call<MenuItemL3[]>('unpri/getProductMemuL3', { id: group.id });
      expect(body.data.length).toBeGreaterThan(2);
      for (const item of body.data) {
        expect(item.level).toBe(3);
        expect(item.typePath.startsWith(`${group.id}/`)).toBe(true);
        expect(item.name).toMatch(/\S/);
      }
    }
  });

  it('answers 404 for an unknown category and 400 for a bad id', async () => {
    expect((await api.call('unpri/getProductMemuL3', { id: 999_999 })).body).toMatchObject({
      code: 404,
      msg: 'There is no such category.',
    });
    expect((await api.call('unpri/getProductMemuL3', {})).body).toMatchObject({
      code: 400,
      msg: 'Please enter your id',
    });
    expect((await api.call('unpri/getProductMemuL3', { id: 'one' })).body).toMatchObject({
      code: 400,
      msg: 'Id must be a whole number',
    });
    expect((await api.call('unpri/getProductMemuL3', { id: -1 })).body).toMatchObject({
      code: 400,
      msg: 'Id must be from 1 to 2147483647',
    });
    expect((await api.call('unpri/getProductMemuL3', { id: 1.5 })).body.code).toBe(400);
  });

  it('gives the whole tree, down to level 4 or 5', async () => {
    const { body } = await api.call<CategoryNode[]>('unpri/categoryTree');
    expect(body.data).toHaveLength(3);
    expect(depth(body.data)).toBeGreaterThanOrEqual(4);
    expect(depth(body.data)).toBeLessThanOrEqual(5);
  });
});

describe('categoryDetail and productDetail', () => {
  it('gives a category with breadcrumb, children and a page of families below it', async () => {
    const { body: groups } = await api.call<MenuItem[]>('unpri/getProductMemuL1');
    const { body: l3 } = await api.call<MenuItemL3[]>('unpri/getProductMemuL3', { id: groups.data[0]!.id });
    const target = l3.data[0]!;
    const { body } = await api.call<CategoryDetail>('unpri/categoryDetail', { id: target.id, pageSize: 2 });
    expect(body.data.breadcrumb.map((c) => c.id).join('/')).toBe(target.typePath);
    expect(body.data.families.pageSize).toBe(2);
    expect(body.data.families.list.length).toBeLessThanOrEqual(2);
    expect(body.data.families.total).toBeGreaterThanOrEqual(body.data.families.list.length);
    const card = body.data.families.list[0]!;
    expect(card.variantCount).toBeGreaterThan(0);
    expect(card.fromPricePence).toBeGreaterThan(0);
  });

  it('pages without overlap', async () => {
    const first = await api.call<CategoryDetail>('unpri/categoryDetail', { id: 1, page: 1, pageSize: 5 });
    const second = await api.call<CategoryDetail>('unpri/categoryDetail', { id: 1, page: 2, pageSize: 5 });
    const ids = [...first.body.data.families.list, ...second.body.data.families.list].map((f) => f.id);
    expect(new Set(ids).size).toBe(10);
    expect((await api.call('unpri/categoryDetail', { id: 1, pageSize: 101 })).body).toMatchObject({
      code: 400,
      msg: 'Page size must be from 1 to 100',
    });
  });

  it('gives a family with its variant table and price breaks', async () => {
    const { body: list } = await api.call<CategoryDetail>('unpri/categoryDetail', { id: 2, pageSize: 1 });
    const familyId = list.data.families.list[0]!.id;
    const { body } = await api.call<ProductDetail>('unpri/productDetail', { id: familyId });
    const family = body.data;
    expect(family.variants.length).toBe(family.variantCount);
    expect(family.drawingUrl).toMatch(/ImageDisplayByFID/);
    expect(family.breadcrumb[0]!.id).toBe(2);
    for (const variant of family.variants) {
      expect(variant.partNo.startsWith(family.code)).toBe(true);
      expect(variant.priceBreaks.map((b) => b.minQty)).toEqual([1, 10, 50, 100]);
      for (const column of family.dimensionColumns) expect(variant.dims).toHaveProperty(column.key);
    }
    const cheapest = Math.min(...family.variants.map((v) => v.priceBreaks[0]!.unitPricePence));
    expect(family.fromPricePence).toBe(cheapest);
  });

  it('answers 404 for an unknown family', async () => {
    expect((await api.call('unpri/productDetail', { id: 987_654 })).body).toMatchObject({
      code: 404,
      msg: 'There is no such product.',
    });
  });
});

describe('productLive', () => {
  it("answers today's prices and stock, changed since the build", async () => {
    const { body: before } = await api.call<ProductDetail>('unpri/productDetail', { id: 3 });
    const variant = before.data.variants[0]!;
    await api.db.updateTable('variants').set({ stock: 4242 }).where('id', '=', variant.id).execute();
    await api.db
      .updateTable('variantPriceBreaks')
      .set({ unitPricePence: 999 })
      .where('variantId', '=', variant.id)
      .where('minQty', '=', 1)
      .execute();
    const response = await api.app.inject({ method: 'POST', url: '/api/unpri/productLive', payload: { id: 3 } });
    expect(response.headers['cache-control']).toBe('no-store');
    const live = response.json().data as VariantLive[];
    expect(live).toHaveLength(before.data.variants.length);
    expect(live[0]).toMatchObject({ id: variant.id, partNo: variant.partNo, stock: 4242 });
    expect(live[0]!.priceBreaks[0]).toEqual({ minQty: 1, unitPricePence: 999 });
    expect((await api.call('unpri/productLive', { id: 999_999 })).body.code).toBe(404);
  });
});
