import { describe, expect, it } from 'vitest';
import { boundsOf } from '#contract/shapes/envelope.ts';
import { variantDxf } from '../../server/downloads/dxf.ts';
import { cadInput, dim, FAMILIES, family } from './downloads-fixtures.ts';

type Pair = [code: number, value: string];

/** The file as (group code, value) pairs; throws unless it is pairs of an integer code and a value. */
function pairs(dxf: string): Pair[] {
  const lines = dxf.split('\n');
  expect(lines.pop()).toBe('');
  expect(lines.length % 2).toBe(0);
  const result: Pair[] = [];
  for (let i = 0; i < lines.length; i += 2) {
    const code = lines[i]!;
    expect(code, `line ${i + 1}`).toMatch(/^ *-?\d{1,4}$/);
    result.push([Number(code), lines[i + 1]!]);
  }
  return result;
}

/** Entities of the ENTITIES section, each as its type and its pairs. */
function entities(all: Pair[]): Array<{ type: string; values: Map<number, string> }> {
  const start = all.findIndex(([c, v], i) => c === 2 && v === 'ENTITIES' && all[i - 1]?.[1] === 'SECTION');
  const end = all.findIndex(([c, v], i) => i > start && c === 0 && v === 'ENDSEC');
  const list: Array<{ type: string; values: Map<number, string> }> = [];
  for (const [code, value] of all.slice(start + 1, end)) {
    if (code === 0) list.push({ type: value, values: new Map() });
    else list.at(-1)?.values.set(code, value);
  }
  return list;
}

const numberOf = (e: { values: Map<number, string> }, code: number): number => Number(e.values.get(code));

describe('variantDxf', () => {
  const knob = cadInput(family('LH-1201'));
  const dxf = variantDxf(knob);
  const all = pairs(dxf);
  const drawn = entities(all);

  it('is an R12 file of balanced sections that ends with EOF', () => {
    expect(dxf.endsWith('  0\nEOF\n')).toBe(true);
    expect(all[0]).toEqual([999, `${knob.partNo}: simplified model, units millimetres`]);
    const sections = all.filter(([c], i) => c === 2 && all[i - 1]?.[1] === 'SECTION').map(([, v]) => v);
    expect(sections).toEqual(['HEADER', 'TABLES', 'ENTITIES']);
    expect(all.filter(([c, v]) => c === 0 && v === 'SECTION')).toHaveLength(3);
    expect(all.filter(([c, v]) => c === 0 && v === 'ENDSEC')).toHaveLength(3);
    expect(all.filter(([c, v]) => c === 0 && v === 'TABLE')).toHaveLength(2);
    expect(all.filter(([c, v]) => c === 0 && v === 'ENDTAB')).toHaveLength(2);
    const version = all.findIndex(([c, v]) => c === 9 && v === '$ACADVER');
    expect(all[version + 1]).toEqual([1, 'AC1009']);
  });

  it('defines every layer and linetype its entities use', () => {
    const defined = (table: string) => all.filter(([c], i) => c === 2 && all[i - 1]?.[1] === table).map(([, v]) => v);
    const layers = defined('LAYER');
    for (const e of drawn) expect(layers).toContain(e.values.get(8));
    const linetypes = defined('LTYPE');
    for (const [c, v] of all) if (c === 6) expect(linetypes).toContain(v);
  });

  it('draws the front view outline to the envelope, the top view as circles, and centre lines', () => {
    const outline = drawn.filter((e) => e.type === 'LINE' && e.values.get(8) === 'OUTLINE');
    expect(outline).toHaveLength(8);
    const xs = outline.flatMap((e) => [numberOf(e, 10), numberOf(e, 11)]);
    const zs = outline.flatMap((e) => [numberOf(e, 20), numberOf(e, 21)]);
    expect(Math.max(...xs) - Math.min(...xs)).toBe(dim(knob, 'd1'));
    expect([Math.min(...zs), Math.max(...zs)]).toEqual([-dim(knob, 'l1'), dim(knob, 'h1')]);
    const circles = drawn.filter((e) => e.type === 'CIRCLE');
    expect(circles.map((e) => [e.values.get(8), numberOf(e, 40)])).toEqual([
      ['HIDDEN', 2.5],
      ['OUTLINE', dim(knob, 'd1') / 2],
    ]);
    expect(drawn.filter((e) => e.values.get(8) === 'CENTRE')).toHaveLength(3);
  });

  it('writes the part number and each dimension as text', () => {
    const texts = drawn.filter((e) => e.type === 'TEXT').map((e) => e.values.get(1));
    expect(texts).toContain(knob.partNo);
    expect(texts).toContain(knob.familyName);
    expect(texts).toContain(`d1 = ${dim(knob, 'd1')} mm (Outer diameter)`);
    expect(texts).toContain('thread = M5 (Thread)');
    expect(texts).toContain('Simplified model (envelope). All dimensions in mm.');
  });

  it('draws a box-shaped part as rectangles in both views, and replaces characters R12 cannot hold', () => {
    const input = { ...cadInput(family('LH-1101')), familyName: 'Handle ±0.1° Ø 5 – “grip”' };
    const box = entities(pairs(variantDxf(input)));
    expect(box.filter((e) => e.type === 'CIRCLE')).toHaveLength(0);
    expect(box.filter((e) => e.type === 'LINE' && e.values.get(8) === 'OUTLINE')).toHaveLength(8);
    expect(box.filter((e) => e.type === 'TEXT').map((e) => e.values.get(1))).toContain(
      'Handle %%p0.1%%d %%c 5 ? ?grip?',
    );
  });

  it('writes a well-formed file for every family, its front view as wide and tall as the envelope', () => {
    for (const f of FAMILIES) {
      const input = cadInput(f);
      const b = boundsOf(input.envelope);
      // The top view starts above the front view, so the front view's lines are those no higher than the envelope.
      const front = entities(pairs(variantDxf(input))).filter(
        (e) => e.type === 'LINE' && e.values.get(8) === 'OUTLINE' && numberOf(e, 20) <= b.zMax,
      );
      const xs = front.flatMap((e) => [numberOf(e, 10), numberOf(e, 11)]);
      const zs = front.flatMap((e) => [numberOf(e, 20), numberOf(e, 21)]);
      expect(Math.max(...xs) - Math.min(...xs), f.code).toBeCloseTo(b.x, 3);
      expect([Math.min(...zs), Math.max(...zs)], f.code).toEqual([b.zMin, b.zMax]);
    }
  });
});
