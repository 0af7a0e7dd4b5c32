import { ACCOUNT_PAGES } from '#contract/site/shells.ts';
import { percentile } from './percentiles.ts';

/**
 * The kinds of page a built site holds, told apart by their path under dist/ (English pages; the
 * Chinese ones under zh-cn/ have the same scripts and HTML of a similar size).
 */
const PAGE_TYPES: ReadonlyArray<readonly [string, RegExp]> = [
  ['home', /^index\.html$/],
  ['category level 1', /^productListLv1\/\d+\/index\.html$/],
  ['category level 2', /^productListLv2\/\d+\/index\.html$/],
  ['category level 3', /^productListLv3\/\d+\/index\.html$/],
  ['category level 4', /^productListLv4\/\d+\/index\.html$/],
  ['category level 5', /^productListLv5\/\d+\/index\.html$/],
  // Every page of a download view (contract/site/download-pages.ts): /download, /download/2 …
  ['category downloads', /^productListLv[1-5]\/\d+\/download\/(\d+\/)?index\.html$/],
  ['product page', /^goodsInfo\/\d+\/[^/]+\/index\.html$/],
  ['technical sheet', /^goodsDetails\/\d+\/index\.html$/],
  ['search results', /^productList\/index\.html$/],
  ['advanced search', /^search\/index\.html$/],
  ['basket', /^basket\/index\.html$/],
  ['checkout (Pay)', /^Pay\/index\.html$/],
  ['account page', new RegExp(`^(${ACCOUNT_PAGES.join('|')})/index\\.html$`)],
  [
    'content page',
    /^(about|Technical|Contact|faq|PrivacyPolicy|TermsConditions|CookiePolicy|Copyright|termsandconditions|services\/\d+)\/index\.html$/,
  ],
];

export const PAGE_TYPE_NAMES = PAGE_TYPES.map(([name]) => name);

/** The page type of an HTML file's path under dist/ ('/'-separated), or undefined for others. */
export function pageType(relativePath: string): string | undefined {
  return PAGE_TYPES.find(([, pattern]) => pattern.test(relativePath))?.[0];
}

/** One built page's weight: its HTML, and the unique scripts it loads, raw and gzip, in bytes. */
export interface PageBytes {
  type: string;
  htmlRaw: number;
  htmlGzip: number;
  jsFiles: number;
  jsRaw: number;
  jsGzip: number;
  /** The page's inline scripts, each compressed alone (in the page they are compressed with its HTML). */
  jsInlineGzip: number;
}

export interface TypeBytes {
  type: string;
  pages: number;
  /** Median (nearest rank) over the type's pages (HTML varies with the catalogue; scripts hardly do). */
  htmlRaw: number;
  htmlGzip: number;
  /** The heaviest page of the type. */
  htmlGzipMax: number;
  /** The most any page of the type loads. */
  jsFiles: number;
  jsRaw: number;
  jsGzip: number;
  jsInlineGzip: number;
}

/** Per page type, in PAGE_TYPES order; types without pages are left out. */
export function summariseByType(pages: readonly PageBytes[]): TypeBytes[] {
  return PAGE_TYPE_NAMES.flatMap((type) => {
    const ofType = pages.filter((page) => page.type === type);
    if (ofType.length === 0) return [];
    const most = (key: 'htmlGzip' | 'jsFiles' | 'jsRaw' | 'jsGzip' | 'jsInlineGzip') =>
      Math.max(...ofType.map((page) => page[key]));
    return [
      {
        type,
        pages: ofType.length,
        htmlRaw: percentile(
          ofType.map((page) => page.htmlRaw),
          50,
        ),
        htmlGzip: percentile(
          ofType.map((page) => page.htmlGzip),
          50,
        ),
        htmlGzipMax: most('htmlGzip'),
        jsFiles: most('jsFiles'),
        jsRaw: most('jsRaw'),
        jsGzip: most('jsGzip'),
        jsInlineGzip: most('jsInlineGzip'),
      },
    ];
  });
}
