import { describe, expect, it } from 'vitest';
import { headerFallbackSearch } from '../../src/lib/search/header-fallback.ts';
import {
  activeFilters,
  refine,
  subjectOf,
  withoutFilter,
  withoutFilters,
} from '../../src/lib/search/search-filters.ts';
import { searchRequest } from '../../src/lib/search/search-request.ts';
import {
  EMPTY_SEARCH,
  parseSearchUrl,
  searchPath,
  searchUrl,
  type SearchState,
} from '../../src/lib/search/search-url.ts';

const parse = (url: string) => {
  const { pathname, search } = new URL(url, 'http://shop.test');
  return parseSearchUrl(pathname, search);
};

/** Written to an address and read back, as the browser does between pushState and popstate. */
const roundTrip = (state: SearchState) => parse(new URL(searchUrl('en', state), 'http://shop.test').href);

describe('parseSearchUrl', () => {
  it('reads the header search: one segment, the text', () => {
    expect(parse('/productList/knob')).toEqual({ ...EMPTY_SEARCH, text: 'knob' });
  });

  it('reads the download segment, with or without a text', () => {
    expect(parse('/productList/download/knob')).toEqual({ ...EMPTY_SEARCH, download: true, text: 'knob' });
    expect(parse('/productList/download')).toEqual({ ...EMPTY_SEARCH, download: true });
    expect(parse('/productList')).toEqual(EMPTY_SEARCH);
  });

  it('takes provideSearch (docs/spec.md#routes) (the last segment) when a {search} segment comes before it', () => {
    expect(parse('/productList/download/knob/Knob%20M8')).toEqual({ ...EMPTY_SEARCH, download: true, text: 'Knob M8' });
  });

  it('reads the Chinese pages the same', () => {
    expect(parse('/zh-cn/productList/%E6%97%8B%E9%92%AE?page=2')).toEqual({ ...EMPTY_SEARCH, text: '旋钮', page: 2 });
  });

  it('reads the filters, sort and page from the query', () => {
    expect(
      parse(
        '/productList/knob?partNo=LH-12&category=10102&material=Stainless+steel+1.4305&finish=Anodised+black&dim=thread&dimValue=M8&sort=priceAsc&page=3',
      ),
    ).toEqual({
      ...EMPTY_SEARCH,
      text: 'knob',
      partNo: 'LH-12',
      categoryId: 10102,
      material: 'Stainless steel 1.4305',
      finish: 'Anodised black',
      dimension: { key: 'thread', value: 'M8' },
      sort: 'priceAsc',
      page: 3,
    });
    expect(parse('/productList/knob?dim=d1&dimMin=12.5').dimension).toEqual({ key: 'd1', min: 12.5, max: null });
    expect(parse('/productList/knob?dim=d1&dimMax=40').dimension).toEqual({ key: 'd1', min: null, max: 40 });
  });

  it('leaves out what the API would refuse', () => {
    const state = parse('/productList/knob?category=abc&sort=cheapest&page=0&dim=d1');
    expect(state).toEqual({ ...EMPTY_SEARCH, text: 'knob' });
    expect(parse('/productList/knob?dim=d-1&dimValue=8').dimension).toBeNull();
    expect(parse('/productList/knob?dimValue=8').dimension).toBeNull();
    expect(parse('/productList/knob?dim=d1&dimMin=-4&dimMax=2000000').dimension).toBeNull();
    expect(parse('/productList/knob?page=10001').page).toBe(1);
  });

  it('searches a malformed escape as written, and trims the text', () => {
    expect(parse('/productList/%E0').text).toBe('%E0');
    expect(parse('/productList/%20knob%20').text).toBe('knob');
  });
});

describe('searchPath', () => {
  it('leaves out the defaults', () => {
    expect(searchPath({ ...EMPTY_SEARCH, text: 'knob' })).toBe('/productList/knob');
    expect(searchPath({ ...EMPTY_SEARCH, partNo: 'LH-12' })).toBe('/productList?partNo=LH-12');
    expect(searchPath({ ...EMPTY_SEARCH, download: true, text: 'knob', sort: 'code', page: 2 })).toBe(
      '/productList/download/knob?sort=code&page=2',
    );
  });

  it('keeps a text with slashes in one segment', () => {
    expect(searchPath({ ...EMPTY_SEARCH, text: 'M8 / 20%' })).toBe('/productList/M8%20%2F%2020%25');
  });

  it('writes a range with the bounds it has', () => {
    expect(searchPath({ ...EMPTY_SEARCH, text: 'knob', dimension: { key: 'd1', min: 20, max: null } })).toBe(
      '/productList/knob?dim=d1&dimMin=20',
    );
  });

  it('puts Chinese pages under /zh-cn', () => {
    expect(searchUrl('zh-cn', { ...EMPTY_SEARCH, text: '旋钮' })).toBe('/zh-cn/productList/%E6%97%8B%E9%92%AE');
  });
});

describe('round trips', () => {
  const states: SearchState[] = [
    { ...EMPTY_SEARCH, text: 'knob' },
    { ...EMPTY_SEARCH, download: true, text: 'star knob' },
    { ...EMPTY_SEARCH, text: 'M8/20 & 1/2" + more?' },
    { ...EMPTY_SEARCH, text: '不锈钢 旋钮', material: '不锈钢 1.4305' },
    { ...EMPTY_SEARCH, categoryId: 10101, finish: 'Zinc-plated, blue passivated' },
    {
      ...EMPTY_SEARCH,
      text: '100%',
      partNo: 'LH 12',
      categoryId: 10102,
      material: 'Steel / Stainless steel 1.4305',
      dimension: { key: 'thread', value: 'M8 x 1' },
      sort: 'priceDesc',
      page: 4,
    },
    { ...EMPTY_SEARCH, categoryId: 1, dimension: { key: 'd1', min: 0, max: 12.5 }, sort: 'name' },
    { ...EMPTY_SEARCH, partNo: 'LH-1201-32', dimension: { key: 'l1', min: null, max: 1000000 } },
  ];
  it.each(states)('reads back what it wrote: %j', (state) => {
    expect(roundTrip(state)).toEqual(state);
  });

  it('reads the literal "download" as the download switch: such a text needs the segment before it', () => {
    expect(roundTrip({ ...EMPTY_SEARCH, download: true, text: 'download' })).toEqual({
      ...EMPTY_SEARCH,
      download: true,
      text: 'download',
    });
    // The route of docs/spec.md#routes cannot tell the two apart; nobody searches a components shop for "download".
    expect(roundTrip({ ...EMPTY_SEARCH, text: 'download' })).toEqual({ ...EMPTY_SEARCH, download: true });
  });
});

describe('searchRequest', () => {
  it('is null without a text, a part number or a category: the API needs one', () => {
    expect(searchRequest({ ...EMPTY_SEARCH, material: 'Steel' })).toBeNull();
  });

  it('sends what the state has, in pages of 24', () => {
    expect(searchRequest(parse('/productList/knob?material=Steel&dim=d1&dimMin=20&page=2'))).toEqual({
      keyword: 'knob',
      material: 'Steel',
      dimKey: 'd1',
      dimMin: 20,
      sort: 'relevance',
      page: 2,
      pageSize: 24,
    });
    expect(searchRequest(parse('/productList?category=10102&dim=thread&dimValue=M8&sort=code'))).toEqual({
      categoryId: 10102,
      dimKey: 'thread',
      dimValue: 'M8',
      sort: 'code',
      page: 1,
      pageSize: 24,
    });
    expect(searchRequest(parse('/productList?category=101&finish=Anodised+black'))).toEqual({
      categoryId: 101,
      finish: 'Anodised black',
      sort: 'relevance',
      page: 1,
      pageSize: 24,
    });
  });
});

describe('filters', () => {
  const knob = parse('/productList/knob?partNo=LH-12&category=10102&material=Steel&dim=thread&dimValue=M8&page=3');

  it('shows every filter but the subject as a chip', () => {
    expect(subjectOf(knob)).toBe('text');
    expect(activeFilters(knob)).toEqual(['partNo', 'category', 'material', 'dimension']);
    const browsing = parse('/productList?category=10102&material=Steel&finish=Black+oxide');
    expect(subjectOf(browsing)).toBe('category');
    expect(activeFilters(browsing)).toEqual(['material', 'finish']);
    expect(withoutFilter(browsing, 'finish')).toMatchObject({ finish: '', material: 'Steel' });
  });

  it('goes back to page 1 when a filter changes', () => {
    expect(refine(knob, { material: 'Brass' })).toMatchObject({ material: 'Brass', page: 1 });
    expect(withoutFilter(knob, 'dimension')).toMatchObject({ dimension: null, page: 1, material: 'Steel' });
  });

  it('"Clear all" keeps the subject and the sort', () => {
    const sorted = { ...knob, sort: 'name' as const };
    expect(withoutFilters(sorted)).toEqual({ ...EMPTY_SEARCH, text: 'knob', sort: 'name' });
    expect(withoutFilters(parse('/productList?partNo=LH-12&material=Steel'))).toEqual({
      ...EMPTY_SEARCH,
      partNo: 'LH-12',
    });
  });
});

describe('headerFallbackSearch', () => {
  it("turns the header's /search?q=… into a search for q", () => {
    expect(headerFallbackSearch('?q=+star+knob+')).toEqual({ ...EMPTY_SEARCH, text: 'star knob' });
    expect(headerFallbackSearch('?q=')).toBeNull();
    expect(headerFallbackSearch('')).toBeNull();
  });
});
