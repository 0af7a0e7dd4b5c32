import { describe, expect, it } from 'vitest';
import { dimensionNames } from '#contract/shapes/dimension-names.ts';
import type { FamilyShape } from '#contract/shapes/shape-kinds.ts';
import { familyDrawingSvg } from '../../server/downloads/family-drawing.ts';
import { apiColumns, family } from './downloads-fixtures.ts';

const mm = (key: string) => ({ key, unit: 'mm' });
const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]+)<\/text>/g)].map((m) => m[1]);

describe('the names of a drawing’s sizes', () => {
  it('names each size of a knob on a stud by the column that gives it, and the overall height as their sum', () => {
    const knob: FamilyShape = {
      kind: 'cylinderStudBelow',
      params: { diameter: 'd1', height: 'h1', studDiameter: 'thread', studLength: 'l1' },
    };
    const names = dimensionNames(knob, [mm('d1'), mm('d2'), mm('h1'), mm('l1'), { key: 'thread', unit: '' }], {
      d1: 25,
      d2: 13,
      h1: 16,
      l1: 7.5,
      thread: 'M5',
    });
    // Bottom to top: the stud, then the body.
    expect(names).toEqual({
      segments: [
        { width: 'thread', depth: 'thread', height: 'l1' },
        { width: 'd1', depth: 'd1', height: 'h1' },
      ],
      overall: 'l1 + h1',
    });
  });

  it('names a block by its length, width and height, even where two of them are equal', () => {
    const block: FamilyShape = { kind: 'box', params: { length: 'l1', width: 'b1', height: 'h1' } };
    expect(dimensionNames(block, [mm('l1'), mm('b1'), mm('h1')], { l1: 40, b1: 40, h1: 12 })).toEqual({
      segments: [{ width: 'l1', depth: 'b1', height: 'h1' }],
      overall: 'h1',
    });
  });

  it('leaves a size that two columns make, or none, without a name', () => {
    const crank: FamilyShape = { kind: 'crank', params: { radius: 'l1', hubDiameter: 'd1', height: 'h1' } };
    // The crank's length is its radius plus the hub: two columns.
    expect(dimensionNames(crank, [mm('l1'), mm('d1'), mm('h1')], { l1: 80, d1: 20, h1: 30 })?.segments).toEqual([
      { width: undefined, depth: 'd1', height: 'h1' },
    ]);
    const gasSpring: FamilyShape = {
      kind: 'gasSpring',
      params: { tubeDiameter: 'd1', rodDiameter: 'd2', extendedLength: 'l1', stroke: 's' },
    };
    const spring = dimensionNames(gasSpring, [mm('d1'), mm('d2'), mm('l1'), mm('s')], {
      d1: 15,
      d2: 6,
      l1: 200,
      s: 80,
    });
    // The tube is the extended length less the stroke, the rod the stroke, and the two the extended length.
    expect(spring).toEqual({
      segments: [
        { width: 'd1', depth: 'd1', height: undefined },
        { width: 'd2', depth: 'd2', height: 's' },
      ],
      overall: 'l1',
    });
    const metre: FamilyShape = { kind: 'metreProfile', params: { width: 'b1', height: 'h1' } };
    expect(dimensionNames(metre, [mm('b1'), mm('h1')], { b1: 10, h1: 5 })?.segments).toEqual([
      { width: undefined, depth: 'b1', height: 'h1' },
    ]);
  });

  it('names the plain box of a family without a kind by its three largest lengths', () => {
    expect(dimensionNames(null, [mm('a'), mm('b'), mm('c'), mm('d')], { a: 30, b: 90, c: 5, d: 60 })).toEqual({
      segments: [{ width: 'b', depth: 'd', height: 'a' }],
      overall: 'a',
    });
  });

  it('has nothing to name without a size to draw', () => {
    expect(dimensionNames(null, [{ key: 'thread', unit: '' }], { thread: 'M8' })).toBeUndefined();
  });
});

describe('a family’s drawing', () => {
  it('names its sizes by the variant table’s columns, to scale with its first part, where the part’s own drawing gives mm', () => {
    const knobs = family('LH-1201');
    const first = knobs.variants[0]!;
    const svg = familyDrawingSvg({
      code: knobs.code,
      shape: knobs.shape,
      dimensionColumns: apiColumns(knobs),
      first: { partNo: first.partNo, dims: first.dims },
    })!;
    const written = texts(svg);
    for (const key of ['d1', 'h1', 'thread', 'l1', 'l1 + h1']) expect(written).toContain(key);
    expect(written.some((t) => t!.startsWith('Ø'))).toBe(false);
    expect(written).toContain(`LH-1201 · ${first.partNo}`);
  });
});
