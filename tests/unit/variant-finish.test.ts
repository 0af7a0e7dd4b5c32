import { describe, expect, it } from 'vitest';
import { finishTone } from '#contract/shapes/finish-tone.ts';
import { variantFinish } from '#contract/shapes/variant-finish.ts';
import { family, FAMILIES } from './downloads-fixtures.ts';

const partNos = (code: string) => family(code).variants.map((v) => v.partNo);

describe('a variant pictured in its own finish', () => {
  it('tells black oxide steel from bright stainless steel in one family', () => {
    const parts = partNos('LH-1401');
    const [steel, stainless] = [parts.find((p) => p.endsWith('-ST'))!, parts.find((p) => p.endsWith('-SS'))!];
    expect(variantFinish('Black oxide / Natural, bright', parts, steel)).toBe('Black oxide');
    expect(variantFinish('Black oxide / Natural, bright', parts, stainless)).toBe('Natural, bright');
    expect(finishTone(variantFinish('Black oxide / Natural, bright', parts, steel))).not.toBe(
      finishTone(variantFinish('Black oxide / Natural, bright', parts, stainless)),
    );
  });

  it('tells zinc-plated steel from stainless steel', () => {
    const parts = partNos('LH-1231');
    const finish = family('LH-1231').finish.en;
    expect(variantFinish(finish, parts, 'LH-1231-20-M4-ST')).toBe('Zinc-plated, blue passivated');
    expect(variantFinish(finish, parts, 'LH-1231-20-M4-SS')).toBe('Natural, bright');
  });

  it('keeps the family finish where it names one finish or cannot be lined up with the grades', () => {
    expect(variantFinish('Black oxide', partNos('LH-1432'), 'LH-1432-M5-N-ST')).toBe('Black oxide');
    // Two finishes, three grade codes: which is which is not known.
    expect(variantFinish('Black oxide / Natural, bright', ['A-1-ST', 'A-1-SS', 'A-1-A4'], 'A-1-SS')).toBe('Black oxide / Natural, bright');
  });

  it('gives every variant of every demo family one of its family’s finishes, and each finish to some variant', () => {
    for (const f of FAMILIES) {
      const parts = f.variants.map((v) => v.partNo);
      const named = f.finish.en.split(' / ');
      const given = new Set(parts.map((p) => variantFinish(f.finish.en, parts, p)));
      if (given.has(f.finish.en)) expect(given.size).toBe(1);
      else expect([...given].sort()).toEqual([...named].sort());
    }
  });
});
