import type { DimensionColumn } from '../calls/catalogue.ts';
import { boundsOf, extentX, extentY, type Envelope, type Segment } from './envelope.ts';
import { dimensionValue, type FamilyShape } from './shape-kinds.ts';
import { variantEnvelope } from './variant-envelope.ts';

/**
 * Which dimension column gives each size a drawing shows, so that a family's drawing names its
 * sizes by the keys of its variant table (d1, h1, thread …), as the seed's drawings do, while the
 * part's own drawing gives them in mm (contract/shapes/drawing-svg.ts).
 */

/** The column key of a segment's width (x), depth (y, a block's) and height; undefined where no one column gives it. */
export interface SegmentNames {
  width?: string;
  depth?: string;
  height?: string;
}

export interface DrawingNames {
  /** Bottom to top, as the envelope's segments. */
  segments: SegmentNames[];
  /** The overall height: the key that gives it (a gas spring's extended length), else the sum of the named heights ('l1 + h1'). */
  overall?: string;
}

type Measure = keyof SegmentNames;
const MEASURES: Record<Measure, (segment: Segment) => number> = {
  width: (s) => extentX(s.profile),
  depth: (s) => extentY(s.profile),
  height: (s) => s.z1 - s.z0,
};

/** Every size a drawing writes, by a name of its own: each segment's measures, and the overall height. */
function sizesOf(envelope: Envelope): Map<string, number> {
  const sizes = new Map<string, number>();
  envelope.forEach((segment, i) => {
    for (const [measure, of] of Object.entries(MEASURES)) sizes.set(`${i}:${measure}`, of(segment));
  });
  const bounds = boundsOf(envelope);
  sizes.set(OVERALL, bounds.zMax - bounds.zMin);
  return sizes;
}
const OVERALL = 'overall';

/** A change small enough to keep the stack as it is, large enough to tell from rounding. */
const NUDGE = 1e-3;
const same = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

/**
 * Names each size of a variant's envelope by the column that gives it: a size is named by a key
 * when nudging that column's value moves the size by the same amount and nudging any other column
 * leaves it (a crank's length, radius plus hub, or a gas spring's tube, its length less the stroke,
 * keep no name). Works the same for every kind and for the plain box of a family without one.
 */
export function dimensionNames(
  shape: FamilyShape | null,
  columns: ReadonlyArray<Pick<DimensionColumn, 'key' | 'unit'>>,
  dims: Readonly<Record<string, number | string>>,
): DrawingNames | undefined {
  const base = variantEnvelope(shape, columns, dims);
  if (!base) return undefined;
  const sizes = sizesOf(base);
  const movedBy = new Map<string, Set<string>>();
  const namedBy = new Map<string, string>();
  for (const [key, raw] of Object.entries(dims)) {
    const value = dimensionValue(raw);
    if (!Number.isFinite(value) || value <= 0) continue;
    const nudged = variantEnvelope(shape, columns, { ...dims, [key]: value * (1 + NUDGE) });
    // A nudge that changes the stack itself (a stud that now fits) tells nothing about sizes.
    if (!nudged || nudged.length !== base.length) continue;
    for (const [at, after] of sizesOf(nudged)) {
      const before = sizes.get(at)!;
      if (same(before, after)) continue;
      movedBy.set(at, (movedBy.get(at) ?? new Set()).add(key));
      if (same(before, value) && same(after, value * (1 + NUDGE))) namedBy.set(at, key);
    }
  }
  const nameOf = (at: string) => (movedBy.get(at)?.size === 1 ? namedBy.get(at) : undefined);
  const segments = base.map((_, i): SegmentNames => ({
    width: nameOf(`${i}:width`),
    depth: nameOf(`${i}:depth`),
    height: nameOf(`${i}:height`),
  }));
  const heights = segments.map((s) => s.height);
  const overall = nameOf(OVERALL) ?? (heights.every((h) => h !== undefined) ? heights.join(' + ') : undefined);
  return { segments, overall };
}
