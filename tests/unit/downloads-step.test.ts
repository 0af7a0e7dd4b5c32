import { describe, expect, it } from 'vitest';
import { boundsOf } from '#contract/shapes/envelope.ts';
import { str } from '../../server/downloads/step-data.ts';
import { variantStep } from '../../server/downloads/step.ts';
import { cadInput, dim, FAMILIES, family } from './downloads-fixtures.ts';
import { count, entities, extents, refs } from './step-reader.ts';

/** Every edge is used twice in the shell, once each way: the shell is closed and consistently oriented. */
function edgeUses(all: Map<number, string>): Map<number, string[]> {
  const uses = new Map<number, string[]>();
  for (const entity of all.values()) {
    const m = /^ORIENTED_EDGE\('',\*,\*,#(\d+),(\.[TF]\.)\)$/.exec(entity);
    if (m) uses.set(Number(m[1]), [...(uses.get(Number(m[1])) ?? []), m[2]!].sort());
  }
  return uses;
}

describe('variantStep', () => {
  const knob = cadInput(family('LH-1201'));
  const text = variantStep(knob);
  const all = entities(text);

  it('writes an ISO 10303-21 header for AP214 naming the part', () => {
    expect(text.startsWith('ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION(')).toBe(true);
    expect(text).toContain(
      `FILE_NAME('${knob.partNo}.step','2025-05-01T00:00:00',('Lihda Group Ltd'),('Lihda Group Ltd'),`,
    );
    expect(text).toContain("FILE_SCHEMA(('AUTOMOTIVE_DESIGN { 1 0 10303 214 1 1 1 1 }'));\nENDSEC;\nDATA;\n");
    expect(text.endsWith('ENDSEC;\nEND-ISO-10303-21;\n')).toBe(true);
  });

  it('numbers its instances 1 to n and defines every one it references', () => {
    expect([...all.keys()]).toEqual(Array.from({ length: all.size }, (_, i) => i + 1));
    for (const [id, entity] of all)
      for (const ref of refs(entity)) expect(all.has(ref), `#${id} refers to #${ref}`).toBe(true);
  });

  it('describes one part in millimetres, radians and steradians', () => {
    expect(count(all, 'PRODUCT')).toBe(1);
    expect([...all.values()].find((e) => e.startsWith('PRODUCT('))).toContain(`'${knob.partNo}'`);
    for (const type of [
      'PRODUCT_DEFINITION',
      'PRODUCT_DEFINITION_SHAPE',
      'SHAPE_DEFINITION_REPRESENTATION',
      'SHAPE_REPRESENTATION',
      'ADVANCED_BREP_SHAPE_REPRESENTATION',
      'SHAPE_REPRESENTATION_RELATIONSHIP',
    ]) {
      expect(count(all, type), type).toBe(1);
    }
    const values = [...all.values()];
    expect(values).toContain('(LENGTH_UNIT() NAMED_UNIT(*) SI_UNIT(.MILLI.,.METRE.))');
    expect(values).toContain('(NAMED_UNIT(*) PLANE_ANGLE_UNIT() SI_UNIT($,.RADIAN.))');
    expect(values).toContain('(NAMED_UNIT(*) SI_UNIT($,.STERADIAN.) SOLID_ANGLE_UNIT())');
  });

  it('models a knob on its stud as two cylinders: five faces, four circles, two seams', () => {
    expect(count(all, 'MANIFOLD_SOLID_BREP')).toBe(1);
    expect(count(all, 'CLOSED_SHELL')).toBe(1);
    expect(count(all, 'ADVANCED_FACE')).toBe(5);
    expect(count(all, 'CYLINDRICAL_SURFACE')).toBe(2);
    expect(count(all, 'PLANE')).toBe(3);
    expect(count(all, 'CIRCLE')).toBe(4);
    expect(count(all, 'EDGE_CURVE')).toBe(6);
    expect(count(all, 'VERTEX_POINT')).toBe(4);
    expect(count(all, 'FACE_BOUND')).toBe(1);
    expect(extents(all)).toEqual([dim(knob, 'd1'), dim(knob, 'd1'), -dim(knob, 'l1'), dim(knob, 'h1')]);
  });

  it('models a box-shaped part as a box: six planes, twelve edges, eight vertices', () => {
    const handle = cadInput(family('LH-1101'));
    const box = entities(variantStep(handle));
    expect([
      count(box, 'ADVANCED_FACE'),
      count(box, 'PLANE'),
      count(box, 'EDGE_CURVE'),
      count(box, 'VERTEX_POINT'),
      count(box, 'ORIENTED_EDGE'),
    ]).toEqual([6, 6, 12, 8, 24]);
    expect(extents(box)).toEqual([dim(handle, 'l2'), dim(handle, 'd1'), 0, dim(handle, 'h1')]);
  });

  it('writes a closed, consistently oriented solid of the envelope for every family', () => {
    for (const f of FAMILIES) {
      const input = cadInput(f);
      const solid = entities(variantStep(input));
      for (const entity of solid.values()) for (const ref of refs(entity)) expect(solid.has(ref), f.code).toBe(true);
      const uses = edgeUses(solid);
      expect(uses.size, f.code).toBe(count(solid, 'EDGE_CURVE'));
      for (const u of uses.values()) expect(u, f.code).toEqual(['.F.', '.T.']);
      const b = boundsOf(input.envelope);
      expect(extents(solid), f.code).toEqual([b.x, b.y, b.zMin, b.zMax]);
    }
  });

  it('encodes strings as ISO 10303-21 wants', () => {
    expect(str("O'Brien \\ 20°")).toBe("'O''Brien \\\\ 20\\X2\\00B0\\X0\\'");
  });
});
