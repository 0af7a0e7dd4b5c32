import { describe, expect, it } from 'vitest';
import { synonymSwaps } from '../../server/catalogue/search-synonym-swaps.ts';

const GROUPS = [
  ['把手', '拉手', '手柄'],
  ['handle', 'grip', 'pull'],
  ['vice', 'vise'],
];

describe('synonymSwaps', () => {
  it('swaps a word of a group for each other word of it', () => {
    expect(synonymSwaps('把手', GROUPS)).toEqual(['拉手', '手柄']);
  });

  it('swaps inside a longer keyword, lower-case, every occurrence', () => {
    expect(synonymSwaps('Stainless PULL pull', GROUPS)).toEqual(['stainless handle handle', 'stainless grip grip']);
    expect(synonymSwaps('不锈钢把手', GROUPS)).toEqual(['不锈钢拉手', '不锈钢手柄']);
  });

  it('swaps each group the keyword holds a word of, on its own', () => {
    expect(synonymSwaps('vice handle', GROUPS)).toEqual(['vice grip', 'vice pull', 'vise handle']);
  });

  it('has none for a keyword holding no word of a group', () => {
    expect(synonymSwaps('knob', GROUPS)).toEqual([]);
  });
});
