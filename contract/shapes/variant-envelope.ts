import type { DimensionColumn } from '../calls/catalogue.ts';
import { isSize, type Envelope } from './envelope.ts';
import { shapeEnvelope, type FamilyShape } from './shape-kinds.ts';

type Column = Pick<DimensionColumn, 'key' | 'unit'>;

/** Without a kind (or when a size the kind needs is missing): a box of the three largest lengths (mm), largest along x. */
function plainBox(columns: readonly Column[], dims: Readonly<Record<string, number | string>>): Envelope | undefined {
  const lengths = columns
    .filter((c) => c.unit === 'mm')
    .map((c) => dims[c.key])
    .filter((v): v is number => typeof v === 'number' && isSize(v))
    .sort((a, b) => b - a);
  const [x, y = x, z = y] = lengths;
  if (x === undefined || y === undefined || z === undefined) return undefined;
  return [{ profile: { shape: 'box', x, y }, z0: 0, z1: z }];
}

/** A variant's envelope, or undefined when its table has no length to build one from. */
export function variantEnvelope(
  shape: FamilyShape | null,
  columns: readonly Column[],
  dims: Readonly<Record<string, number | string>>,
): Envelope | undefined {
  return (shape ? shapeEnvelope(shape, dims) : undefined) ?? plainBox(columns, dims);
}
