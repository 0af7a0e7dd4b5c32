import { describe, expect, it } from 'vitest';
import { JS_BUDGETS, budgetOverrun } from '../../scripts/bench/js-budgets.ts';
import { PAGE_TYPE_NAMES } from '../../scripts/bench/page-types.ts';

describe('JS budgets', () => {
  it('name only page types the bench tells apart', () => {
    for (const type of Object.keys(JS_BUDGETS)) expect(PAGE_TYPE_NAMES).toContain(type);
  });

  it('allow 75 KB in 6 files on light pages, 85 KB on product pages, 95 KB where buyers shop', () => {
    expect(budgetOverrun('home', { files: 6, gzipBytes: 75_000 })).toBe('');
    expect(budgetOverrun('content page', { files: 6, gzipBytes: 75_001 })).toBe('75,001 B gzip > 75,000 B');
    expect(budgetOverrun('category level 3', { files: 7, gzipBytes: 70_000 })).toBe('7 files > 6');
    expect(budgetOverrun('product page', { files: 30, gzipBytes: 85_000 })).toBe('');
    // KB of 1,000 bytes, as DESIGN.md writes the budgets (docs/performance.md).
    expect(budgetOverrun('product page', { files: 30, gzipBytes: 85_001 })).toBe('85,001 B gzip > 85,000 B');
    expect(budgetOverrun('account page', { files: 40, gzipBytes: 110_000 })).toBe('110,000 B gzip > 95,000 B');
  });

  it('leave a type without a budget unchecked', () => {
    expect(budgetOverrun('search results', { files: 99, gzipBytes: 999_999 })).toBe('');
  });
});
