/**
 * The JavaScript a page of each type may load (gzip, every script in the end, as
 * build/html-assets.ts counts them; docs/performance.md). React's own runtime, the floor of any
 * page with a React island, is about 66 KB of it. Checked by `npm run bench:site` and by
 * tests/e2e/js-budget.spec.ts on the served site.
 */

export interface JsBudget {
  /** Gzip bytes (1 KB = 1,000 bytes). */
  maxGzipBytes: number;
  /** Most script files, where the issue sets a number. */
  maxFiles?: number;
}

const LIGHT: JsBudget = { maxGzipBytes: 75_000, maxFiles: 6 };
// DESIGN.md's 85 KB.
const PRODUCT: JsBudget = { maxGzipBytes: 85_000 };
const SHOPPING: JsBudget = { maxGzipBytes: 95_000 };

/** By page type (scripts/bench/page-types.ts); search pages have no budget of their own yet. */
export const JS_BUDGETS: Readonly<Record<string, JsBudget>> = {
  home: LIGHT,
  'category level 3': LIGHT,
  'category level 4': LIGHT,
  'category level 5': LIGHT,
  'category downloads': LIGHT,
  'content page': LIGHT,
  'product page': PRODUCT,
  'technical sheet': PRODUCT,
  basket: SHOPPING,
  'checkout (Pay)': SHOPPING,
  'account page': SHOPPING,
};

/** What a page loads: its script files and their gzip bytes in all. */
export interface PageJs {
  files: number;
  gzipBytes: number;
}

/** Why a page type's JS is over its budget ('' when within it, or when the type has no budget). */
export function budgetOverrun(type: string, js: PageJs): string {
  const budget = JS_BUDGETS[type];
  if (!budget) return '';
  const over = [
    ...(js.gzipBytes > budget.maxGzipBytes
      ? [`${js.gzipBytes.toLocaleString('en-GB')} B gzip > ${budget.maxGzipBytes.toLocaleString('en-GB')} B`]
      : []),
    ...(budget.maxFiles !== undefined && js.files > budget.maxFiles ? [`${js.files} files > ${budget.maxFiles}`] : []),
  ];
  return over.join(', ');
}
