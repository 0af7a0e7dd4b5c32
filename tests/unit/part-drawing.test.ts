import { describe, expect, it } from 'vitest';
import { drawingSvg, DRAWING_SIZE } from '#contract/shapes/drawing-svg.ts';
import { boundsOf, extentX } from '#contract/shapes/envelope.ts';
import { SHAPE_KINDS } from '#contract/shapes/shape-kinds.ts';
import { cadInput, FAMILIES } from './downloads-fixtures.ts';

/** The outline's corners (the first group of paths), in drawing pixels. */
function outlineBox(svg: string): { width: number; height: number } {
  const outline = /<g fill="#fff"[^>]*>(.*?)<\/g>/.exec(svg)![1]!;
  const xs = [...outline.matchAll(/[MH](-?[\d.]+)/g)].map((m) => Number(m[1]));
  const ys = [...outline.matchAll(/(?:M-?[\d.]+ |V)(-?[\d.]+)/g)].map((m) => Number(m[1]));
  return { width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
}

const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]+)<\/text>/g)].map((m) => m[1]);

describe('the dimensioned drawing of a part', () => {
  for (const kind of Object.keys(SHAPE_KINDS)) {
    it(`draws every ${kind} part to scale with its widths and heights in mm, inside the page`, () => {
      const parts = FAMILIES.filter((f) => f.shape.kind === kind).flatMap((f) => [
        cadInput(f, 0),
        cadInput(f, f.variants.length - 1),
      ]);
      expect(parts.length).toBeGreaterThan(0);
      for (const { envelope, partNo } of parts) {
        const svg = drawingSvg(envelope);
        const bounds = boundsOf(envelope);
        const box = outlineBox(svg);
        // To scale: within 2% (a 2 m bar 1.5 mm thick is a hair's breadth high on the page).
        expect(Math.abs(box.width / box.height / (bounds.x / (bounds.zMax - bounds.zMin)) - 1), partNo).toBeLessThan(
          0.02,
        );
        expect(box.width).toBeLessThanOrEqual(DRAWING_SIZE.width);
        const written = texts(svg);
        for (const s of envelope) {
          const width =
            s.profile.shape === 'cylinder'
              ? `Ø${Math.round(s.profile.diameter * 10) / 10}`
              : `${Math.round(s.profile.x * 10) / 10} × ${Math.round(s.profile.y * 10) / 10}`;
          expect(written, partNo).toContain(width);
          expect(written, partNo).toContain(String(Math.round((s.z1 - s.z0) * 10) / 10));
        }
        if (envelope.length > 1) expect(written).toContain(String(Math.round((bounds.zMax - bounds.zMin) * 10) / 10));
        // Every number stays on the page.
        for (const [, x, y] of svg.matchAll(/<text x="([\d.-]+)" y="([\d.-]+)"/g)) {
          expect(Number(x)).toBeGreaterThan(0);
          expect(Number(x)).toBeLessThan(DRAWING_SIZE.width);
          expect(Number(y)).toBeGreaterThan(0);
          expect(Number(y)).toBeLessThan(DRAWING_SIZE.height);
        }
      }
    });
  }

  it('is redrawn for another size: the larger knob is drawn with its own numbers', () => {
    const knobs = FAMILIES.find((f) => f.code === 'LH-1201')!;
    const [small, large] = [cadInput(knobs, 0), cadInput(knobs, knobs.variants.length - 1)];
    expect(drawingSvg(small.envelope)).not.toBe(drawingSvg(large.envelope));
    expect(texts(drawingSvg(large.envelope))).toContain(`Ø${extentX(large.envelope.find((s) => s.z0 === 0)!.profile)}`);
  });
});
