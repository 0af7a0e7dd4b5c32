import { describe, expect, it } from 'vitest';
import type { DimensionColumn } from '#contract/calls/catalogue.ts';
import { boundsOf, extentX, extentY } from '#contract/shapes/envelope.ts';
import { SHAPE_KINDS, shapeParamsOf } from '#contract/shapes/shape-kinds.ts';
import { variantEnvelope } from '#contract/shapes/variant-envelope.ts';
import { apiColumns, cadInput, dim, FAMILIES, family } from './downloads-fixtures.ts';

const column = (key: string, unit: string | null, label = key): DimensionColumn => ({
  key,
  label,
  labelZh: label,
  unit,
});

describe('envelopes from the stored shape kind', () => {
  it('give every demo family a kind whose every parameter is one of its columns', () => {
    for (const f of FAMILIES) {
      const keys = f.dimensionColumns.map((c) => c.key);
      expect(Object.keys(f.shape.params).sort(), f.code).toEqual(shapeParamsOf(f.shape.kind).sort());
      for (const key of Object.values(f.shape.params)) expect(keys, f.code).toContain(key);
    }
  });

  it('use every kind somewhere in the demo catalogue', () => {
    const used = new Set(FAMILIES.map((f) => f.shape.kind));
    expect([...used].sort()).toEqual(Object.keys(SHAPE_KINDS).sort());
  });

  it('build every variant of every family from its kind, stud included where the kind has one', () => {
    for (const f of FAMILIES) {
      f.variants.forEach((_, i) => {
        const { envelope } = cadInput(f, i);
        const b = boundsOf(envelope);
        expect(
          [b.x, b.y, b.zMax - b.zMin].every((n) => Number.isFinite(n) && n > 0),
          f.code,
        ).toBe(true);
        // Segments touch, and the smaller of two neighbours fits inside the other's face.
        envelope.slice(1).forEach((upper, k) => {
          const lower = envelope[k]!;
          expect(upper.z0).toBe(lower.z1);
          const [small, large] = extentX(upper.profile) < extentX(lower.profile) ? [upper, lower] : [lower, upper];
          expect(extentX(small.profile)).toBeLessThan(Math.min(extentX(large.profile), extentY(large.profile)));
        });
      });
    }
  });

  it('make a knob a cylinder d1 × h1 on a threaded stud l1', () => {
    const input = cadInput(family('LH-1201'));
    expect(input.envelope).toEqual([
      { profile: { shape: 'cylinder', diameter: 5 }, z0: -dim(input, 'l1'), z1: 0 },
      { profile: { shape: 'cylinder', diameter: dim(input, 'd1') }, z0: 0, z1: dim(input, 'h1') },
    ]);
    expect(input.dims.thread).toBe('M5');
  });

  it('make a pull handle a box of overall length × grip × height', () => {
    const input = cadInput(family('LH-1101'));
    expect(input.envelope).toEqual([
      { profile: { shape: 'box', x: dim(input, 'l2'), y: dim(input, 'd1') }, z0: 0, z1: dim(input, 'h1') },
    ]);
  });

  it('make a gas spring a tube with the rod on top, as long overall as the extended length', () => {
    const input = cadInput(family('LH-3501'));
    const b = boundsOf(input.envelope);
    expect([b.x, b.zMin, b.zMax]).toEqual([dim(input, 'd1'), 0, dim(input, 'l1')]);
    expect(input.envelope[1]).toEqual({
      profile: { shape: 'cylinder', diameter: dim(input, 'd2') },
      z0: dim(input, 'l1') - dim(input, 's'),
      z1: dim(input, 'l1'),
    });
  });

  it('model profiles sold by the metre as a one-metre piece', () => {
    const input = cadInput(family('LH-3401'));
    expect(boundsOf(input.envelope)).toEqual({ x: 1000, y: dim(input, 'b1'), zMin: 0, zMax: dim(input, 'h1') });
  });

  it('leave off a stud that would not fit inside the body', () => {
    const f = family('LH-1201');
    const dims = { ...f.variants[0]!.dims, thread: 'M30' };
    expect(variantEnvelope(f.shape, apiColumns(f), dims)).toHaveLength(1);
  });

  it('make a family with no kind a plain box of its three largest lengths', () => {
    const columns = [
      column('a', 'mm'),
      column('b', 'mm'),
      column('F', 'N'),
      column('c', 'mm'),
      column('t', null),
      column('e', 'mm'),
    ];
    expect(variantEnvelope(null, columns, { a: 20, b: 80, F: 5000, c: 40, t: 'M8', e: 10 })).toEqual([
      { profile: { shape: 'box', x: 80, y: 40 }, z0: 0, z1: 20 },
    ]);
    expect(variantEnvelope(null, [column('a', 'mm')], { a: 12 })).toEqual([
      { profile: { shape: 'box', x: 12, y: 12 }, z0: 0, z1: 12 },
    ]);
    const knob = family('LH-1201');
    expect(variantEnvelope(null, apiColumns(knob), knob.variants[0]!.dims)).toHaveLength(1);
  });

  it('fall back to the plain box as well when a size the kind needs is missing, and give up without any length', () => {
    const f = family('LH-1301');
    const dims = { ...f.variants[0]!.dims, h1: 'n/a' };
    const d1 = f.variants[0]!.dims.d1 as number;
    expect(boundsOf(variantEnvelope(f.shape, apiColumns(f), dims)!).x).toBe(d1);
    expect(variantEnvelope(null, [column('F', 'N'), column('t', null)], { F: 100, t: 'M8' })).toBeUndefined();
  });
});
