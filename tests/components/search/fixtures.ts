import type { ProductSearchAnswer } from '#contract/calls/search.ts';
import type { FamilyCard } from '#contract/calls/catalogue.ts';
import { dictionary } from '../../../src/i18n/dictionary.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import type { ResultsStrings, SearchNav } from '../../../src/islands/search/results-strings.ts';
import { pickStrings } from '../../../src/lib/catalogue/pick-strings.ts';
import type { LabelContext } from '../../../src/lib/search/search-labels.ts';
import type { SearchState } from '../../../src/lib/search/search-url.ts';

/** The real strings, as productList.astro hands them to the island. */
export function resultsStrings(locale: Locale = 'en'): ResultsStrings {
  const t = dictionary(locale);
  return {
    ...t.search.results,
    ...pickStrings(t.catalogue, [
      'variantCount',
      'variantOf',
      'fromPrice',
      'partPrice',
      'exVat',
      'showPrices',
      'showDownloads',
      'downloadDrawing',
      'downloadDatasheet',
      'products',
      'categories',
    ]),
    siteName: t.common.siteName,
  };
}

export const CATEGORY_NAMES: Record<number, string> = {
  10102: 'Knobs',
  20301: 'Quarter-turn locks',
  1: 'Design Elements',
};

export function family(id: number, name: string, fromPricePence: number): FamilyCard {
  return {
    id,
    code: `LH-${1200 + id}`,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    name,
    nameZh: `${name}（中文）`,
    material: 'Stainless steel 1.4305',
    materialZh: '不锈钢 1.4305',
    imageUrl: null,
    pictureUrl: `/api/unpri/partPicture?partNo=LH-${1200 + id}-10-SS`,
    categoryId: 101020101,
    variantCount: 12,
    fromPricePence,
  };
}

/** A slice of the demo's answer for "knob": 30 families, so two pages. */
export const KNOB_ANSWER: ProductSearchAnswer = {
  total: 30,
  page: 1,
  pageSize: 24,
  list: [family(11, 'Star knob with threaded bush', 65), family(12, 'Star knob DIN 6336', 132)],
  facets: {
    categories: [
      { id: 10102, name: 'Knobs', nameZh: '旋钮', count: 28 },
      { id: 20301, name: 'Quarter-turn locks', nameZh: '转舌锁', count: 2 },
    ],
    materials: [
      { value: 'Polyamide PA6 glass-fibre reinforced', valueZh: '玻璃纤维增强聚酰胺 PA6', count: 20 },
      { value: 'Stainless steel 1.4305', valueZh: '不锈钢 1.4305', count: 10 },
    ],
    finishes: [
      { value: 'Black, matt', valueZh: '黑色哑光', count: 18 },
      { value: 'Red RAL 3000, matt', valueZh: '红色 RAL 3000，哑光', count: 4 },
    ],
    dimensions: [
      { key: 'd1', label: 'Outer diameter', labelZh: '外径', unit: 'mm', min: 16, max: 100 },
      {
        key: 'thread',
        label: 'Thread',
        labelZh: '螺纹',
        unit: null,
        values: [
          { value: 'M6', count: 10 },
          { value: 'M8', count: 9 },
        ],
      },
    ],
  },
  suggestions: { families: [], categories: [] },
};

export const NOTHING_FOUND: ProductSearchAnswer = {
  total: 0,
  page: 1,
  pageSize: 24,
  list: [],
  facets: { categories: [], materials: [], finishes: [], dimensions: [] },
  suggestions: {
    families: [
      { id: 69, name: 'Lift-off hinge, aluminium', nameZh: '铝合金可拆卸铰链', slug: 'lift-off-hinge-aluminium' },
    ],
    categories: [{ id: 20101, name: 'Lift-off hinges', nameZh: '可拆卸铰链' }],
  },
};

/** A nav that records where the parts send the buyer. */
export function recordingNav(locale: Locale = 'en') {
  const visits: Array<{ state: SearchState; focusResults: boolean }> = [];
  const nav: SearchNav = {
    locale,
    navigate: (state, options) => visits.push({ state, focusResults: options?.focusResults ?? false }),
  };
  return { nav, visits };
}

export function labelsFor(
  answer: ProductSearchAnswer,
  locale: Locale = 'en',
): LabelContext & { strings: ResultsStrings } {
  return { locale, facets: answer.facets, categoryNames: CATEGORY_NAMES, strings: resultsStrings(locale) };
}
