import { describe, expect, it } from 'vitest';
import { boundsOf } from '#contract/shapes/envelope.ts';
import { finishTone } from '#contract/shapes/finish-tone.ts';
import { pictureSvg, project, SCREEN_RIGHT, SCREEN_UP } from '#contract/shapes/picture-svg.ts';
import { SHAPE_KINDS, type ShapeKind } from '#contract/shapes/shape-kinds.ts';
import { variantStep } from '../../server/downloads/step.ts';
import { solidGeometry } from '../../src/islands/preview/solid-geometry.ts';
import { cadInput, FAMILIES } from './downloads-fixtures.ts';
import { entities, extents, geometry } from './step-reader.ts';

/** The smallest and the largest variant (by bounding box volume) of all demo families of a kind. */
function extremes(kind: ShapeKind) {
  const inputs = FAMILIES.filter((f) => f.shape.kind === kind).flatMap((f) => f.variants.map((_, i) => cadInput(f, i)));
  const volume = (input: (typeof inputs)[number]) => {
    const b = boundsOf(input.envelope);
    return b.x * b.y * (b.zMax - b.zMin);
  };
  const sorted = inputs.sort((a, b) => volume(a) - volume(b));
  return { smallest: sorted[0]!, largest: sorted.at(-1)! };
}

/** The x and y range of the picture's drawn faces, in its own (mm) coordinates. */
function pictureExtents(svg: string): number[] {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [, d] of svg.matchAll(/ d="([^"]+)"/g)) {
    for (const [, x, y] of d!.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)) {
      xs.push(Number(x));
      ys.push(Number(y));
    }
  }
  return [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
}

/** Where the STEP solid's outline falls on the picture: its corners projected, and each circle's projected ellipse. */
function projectedStepExtents(step: string): number[] {
  const { points, circles } = geometry(entities(step));
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [x = 0, y = 0, z = 0] of points) {
    const [px, py] = project([x, y, z]);
    xs.push(px);
    ys.push(py);
  }
  // A circle of radius r about the z axis reaches r·|(right.x, right.y)| either side on screen, and r·|(up.x, up.y)| above and below.
  for (const {
    centre: [x = 0, y = 0, z = 0],
    radius,
  } of circles) {
    const [px, py] = project([x, y, z]);
    const [rx, ry] = [
      radius * Math.hypot(SCREEN_RIGHT[0], SCREEN_RIGHT[1]),
      radius * Math.hypot(SCREEN_UP[0], SCREEN_UP[1]),
    ];
    xs.push(px - rx, px + rx);
    ys.push(py - ry, py + ry);
  }
  return [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
}

describe.each(Object.keys(SHAPE_KINDS) as ShapeKind[])('the %s kind', (kind) => {
  const { smallest, largest } = extremes(kind);

  it.each([
    ['smallest', smallest],
    ['largest', largest],
  ])('draws its %s variant in 3D as large as its STEP file', (_, input) => {
    const [x, y, zMin, zMax] = extents(entities(variantStep(input)));
    const box = solidGeometry(input.envelope).boundingBox!;
    // The 3D preview's polygons touch the circle at ±x and ±y, so its box is the STEP solid's exactly.
    expect(box.max.x - box.min.x).toBeCloseTo(x!, 4);
    expect(box.max.y - box.min.y).toBeCloseTo(y!, 4);
    expect(box.min.z).toBeCloseTo(zMin!, 4);
    expect(box.max.z).toBeCloseTo(zMax!, 4);
  });

  it.each([
    ['smallest', smallest],
    ['largest', largest],
  ])('pictures its %s variant as large as its STEP file', (_, input) => {
    const svg = pictureSvg(input.envelope, finishTone(input.finish));
    const drawn = pictureExtents(svg);
    const expected = projectedStepExtents(variantStep(input));
    // A round part's outline on the picture is a 48-sided polygon inside the ellipse: within 0.5% of its size.
    const size = Math.max(expected[1]! - expected[0]!, expected[3]! - expected[2]!);
    drawn.forEach((value, i) =>
      expect(Math.abs(value - expected[i]!), `extent ${i} of ${input.partNo}`).toBeLessThan(size * 0.005),
    );
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="240" height="180" viewBox="/);
  });
});

describe('the shaded picture', () => {
  it('colours a part by its finish: black anodised darker than natural anodised', () => {
    const input = cadInput(FAMILIES[0]!);
    const fills = (finish: string) =>
      [...pictureSvg(input.envelope, finishTone(finish)).matchAll(/fill="#([0-9a-f]{6})"/g)].map((m) =>
        parseInt(m[1]!.slice(0, 2), 16),
      );
    expect(Math.max(...fills('Anodised black'))).toBeLessThan(Math.min(...fills('Anodised natural')));
    // Lit faces are lighter than faces turned from the light.
    expect(new Set(fills('Stainless steel')).size).toBeGreaterThan(1);
  });
});
