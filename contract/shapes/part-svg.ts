import type { DimensionColumn } from '../calls/catalogue.ts';
import { drawingSvg } from './drawing-svg.ts';
import { finishTone } from './finish-tone.ts';
import { pictureSvg } from './picture-svg.ts';
import type { FamilyShape } from './shape-kinds.ts';
import { variantEnvelope } from './variant-envelope.ts';

/** What a part's picture and drawing are drawn from: its family's kind and columns, its own sizes and finish. */
export interface PartSvgSource {
  shape: FamilyShape | null;
  dimensionColumns: ReadonlyArray<Pick<DimensionColumn, 'key' | 'unit'>>;
  dims: Readonly<Record<string, number | string>>;
  /** Its finish in English (its family's when it has none of its own). */
  finish: string;
}

/** The shaded picture of a part, or null when it has no size to draw (its family's image stands in). */
export function partPictureSvg(source: PartSvgSource): string | null {
  const envelope = variantEnvelope(source.shape, source.dimensionColumns, source.dims);
  return envelope ? pictureSvg(envelope, finishTone(source.finish)) : null;
}

/** The dimensioned drawing of a part, or null when it has no size to draw (its family's drawing stands in). */
export function partDrawingSvg(source: PartSvgSource): string | null {
  const envelope = variantEnvelope(source.shape, source.dimensionColumns, source.dims);
  return envelope ? drawingSvg(envelope) : null;
}
