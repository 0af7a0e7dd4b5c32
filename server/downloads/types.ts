import type { DimensionColumn } from '#contract/calls/catalogue.ts';
import type { Envelope } from '#contract/shapes/envelope.ts';
import type { FamilyShape } from '#contract/shapes/shape-kinds.ts';

/** What the shop knows of a variant that the CAD files show. */
export interface CadSource {
  company: string;
  partNo: string;
  familyName: string;
  dimensionColumns: DimensionColumn[];
  /** The family's kind of solid, or null for a plain box. */
  shape: FamilyShape | null;
  /** The variant's finish in English (its family's when it stores none), for the picture's colour. */
  finish: string;
  dims: Record<string, number | string>;
}

export interface CadInput extends CadSource {
  envelope: Envelope;
  /** Only the day is written, so that a file (and its ETag) stays the same all day. */
  generatedOn: Date;
}

/** The day as YYYY-MM-DD (UTC). */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);
