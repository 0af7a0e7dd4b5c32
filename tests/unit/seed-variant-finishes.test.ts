import { describe, expect, it } from 'vitest';
import { finishTone } from '#contract/shapes/finish-tone.ts';
import { family, FAMILIES } from './downloads-fixtures.ts';

/** The pictures, the 3D preview and the finish filter read each variant's stored finish (else its family's). */
describe('the demo catalogue stores each variant’s own finish', () => {
  it('gives every variant of a family made in several finishes one of them, and each of them to some variant', () => {
    const several = FAMILIES.filter((f) => f.finish.en.includes(' / '));
    expect(several.length).toBeGreaterThan(10);
    for (const f of several) {
      const named = f.finish.en.split(' / ');
      const stored = f.variants.map((v) => v.finish?.en);
      expect(
        stored.every((s) => s !== undefined && named.includes(s)),
        f.code,
      ).toBe(true);
      expect(new Set(stored).size, f.code).toBe(named.length);
    }
  });

  it('stores none for a family made in one finish: its variants have the family’s', () => {
    for (const f of FAMILIES.filter((f) => !f.finish.en.includes(' / '))) {
      expect(
        f.variants.every((v) => v.finish === undefined),
        f.code,
      ).toBe(true);
    }
  });

  it('pictures black oxide steel and bright stainless steel of one family in different colours', () => {
    const variants = family('LH-1401').variants;
    const [steel, stainless] = [
      variants.find((v) => v.partNo.endsWith('-ST'))!,
      variants.find((v) => v.partNo.endsWith('-SS'))!,
    ];
    expect(steel.finish?.en).toBe('Black oxide');
    expect(stainless.finish?.en).toBe('Natural, bright');
    expect(finishTone(steel.finish!.en)).not.toBe(finishTone(stainless.finish!.en));
  });
});
