import { describe, expect, it } from 'vitest';
import type { CategoryNode } from '#contract/calls/menu.ts';
import { formatPence } from '#contract/format/money.ts';
import { categoryHref, flattenTree, productHref } from '../../src/lib/catalogue/tree-walk.ts';

const node = (id: number, level: number, children: CategoryNode[] = []): CategoryNode => ({
  id,
  level,
  children,
  imageUrl: null,
  typePath: String(id),
  parentId: null,
  name: `c${id}`,
  nameZh: `类${id}`,
});

describe('catalogue links', () => {
  it('flattens the tree parents first', () => {
    expect(flattenTree([node(1, 1, [node(10, 2, [node(100, 3)])]), node(2, 1)]).map((n) => n.id)).toEqual([
      1, 10, 100, 2,
    ]);
  });

  it('routes categories to the page of their level and products to goodsInfo', () => {
    expect(categoryHref({ id: 1, level: 1 })).toBe('/productListLv1/1');
    expect(categoryHref({ id: 101, level: 2 })).toBe('/productListLv2/101');
    expect(categoryHref({ id: 1001, level: 3 })).toBe('/productListLv3/1001');
    expect(categoryHref({ id: 100101, level: 4 })).toBe('/productListLv4/100101');
    expect(categoryHref({ id: 10010101, level: 5 })).toBe('/productListLv5/10010101');
    expect(productHref({ id: 7, slug: 'star-knob' })).toBe('/goodsInfo/7/star-knob');
  });

  it('formats pence as pounds in both locales', () => {
    expect(formatPence(1234, 'en')).toBe('£12.34');
    expect(formatPence(65, 'zh-cn')).toContain('0.65');
  });
});
