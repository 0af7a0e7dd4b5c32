import { describe, expect, it } from 'vitest';
import type { CategoryNode } from '#contract/calls/menu.ts';
import {
  DOWNLOAD_PAGE_SIZE,
  downloadPagePath,
  downloadPages,
  downloadPagesToRender,
  familiesUnderCategory,
} from '#contract/site/download-pages.ts';

const ids = (n: number, from = 1) => Array.from({ length: n }, (_, i) => from + i);

const node = (id: number, children: CategoryNode[] = []): CategoryNode =>
  ({ id, level: 1, name: `c${id}`, nameZh: `c${id}`, imageUrl: null, children }) as unknown as CategoryNode;

describe('the pages of a download view', () => {
  it('splits the families into pages of the fixed size, in order, the last one holding the rest', () => {
    const pages = downloadPages(ids(2 * DOWNLOAD_PAGE_SIZE + 3));
    expect(pages.map((p) => p.length)).toEqual([DOWNLOAD_PAGE_SIZE, DOWNLOAD_PAGE_SIZE, 3]);
    expect(pages[1]![0]).toBe(DOWNLOAD_PAGE_SIZE + 1);
    expect(pages.flat()).toEqual(ids(2 * DOWNLOAD_PAGE_SIZE + 3));
  });

  it('keeps exactly one page for a full page and one empty page for no families', () => {
    expect(downloadPages(ids(DOWNLOAD_PAGE_SIZE))).toHaveLength(1);
    expect(downloadPages([])).toEqual([[]]);
  });

  it('serves the first page at the address of old and the others below it', () => {
    expect(downloadPagePath('/productListLv1/1', 1)).toBe('/productListLv1/1/download');
    expect(downloadPagePath('/productListLv3/12', 2)).toBe('/productListLv3/12/download/2');
  });

  it('lists the families of a category and of every category below it, in the order given', () => {
    const tree = node(1, [node(2, [node(4)]), node(3)]);
    const families = [
      { id: 10, categoryId: 4 },
      { id: 11, categoryId: 3 },
      { id: 12, categoryId: 2 },
      { id: 13, categoryId: 9 },
      { id: 14, categoryId: 4 },
    ];
    expect(familiesUnderCategory(tree, families).map((f) => f.id)).toEqual([10, 11, 12, 14]);
    expect(familiesUnderCategory(tree.children[0]!, families).map((f) => f.id)).toEqual([10, 12, 14]);
  });
});

describe('the pages of a download view an incremental build renders', () => {
  const pages = downloadPages(ids(2 * DOWNLOAD_PAGE_SIZE + 3));

  it('renders only the page holding the family whose entry changed', () => {
    expect(downloadPagesToRender(pages, [DOWNLOAD_PAGE_SIZE + 5])).toEqual([2]);
    expect(downloadPagesToRender(pages, [2 * DOWNLOAD_PAGE_SIZE + 3])).toEqual([3]);
  });

  it('renders each page holding one of several changed families, and none for families elsewhere', () => {
    expect(downloadPagesToRender(pages, [1, 2 * DOWNLOAD_PAGE_SIZE + 1, 9_999])).toEqual([1, 3]);
    expect(downloadPagesToRender(pages, [9_999])).toEqual([]);
  });

  it('renders the first page alone when no entry changed, so the template still renders once', () => {
    expect(downloadPagesToRender(pages, [])).toEqual([1]);
  });
});
