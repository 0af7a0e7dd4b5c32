import type { DimensionColumn, LocalisedText } from '../../types.ts';
import type { ShapeKey } from '../shapes/index.ts';
import { LABELS, type LabelKey } from './labels.ts';

export type Dims = Record<string, number | string>;
/** A family's second parameter besides size, e.g. stud length, force or drive type. */
export type Option = number | string;

/** How one kind of part (star knob, toggle clamp …) turns a size into a row of its table. */
interface KindDef<D extends Dims> {
  shape: ShapeKey;
  dims(size: number, option: Option | undefined): D;
  columns: ReadonlyArray<readonly [key: NoInfer<keyof D & string>, label: LabelKey, unit: string | null]>;
  /** Part-number parameters after the family code; the grade code is appended. */
  params(d: D, option: Option | undefined): Array<string | number>;
  /** Solid volume in mm³, so that weight = volume × density. */
  volume(d: D, size: number): number;
  /** Unit price in pence of a plain-steel part before quantity breaks. */
  pence(d: D, size: number, option: Option | undefined): number;
  /** A sentence added to every family description of this kind. */
  note?: LocalisedText;
}

export interface VariantRow {
  dims: Dims;
  params: Array<string | number>;
  volume: number;
  pence: number;
}

export interface Kind {
  shape: ShapeKey;
  columns: DimensionColumn[];
  note?: LocalisedText;
  row(size: number, option: Option | undefined): VariantRow;
}

/** Erases the kind's own dimension type so that kinds of different shapes sit in one table. */
export function defineKind<D extends Dims>(def: KindDef<D>): Kind {
  const kind: Kind = {
    shape: def.shape,
    columns: def.columns.map(([key, label, unit]) => ({ key, label: LABELS[label], unit })),
    row(size, option) {
      const d = def.dims(size, option);
      return { dims: d, params: def.params(d, option), volume: def.volume(d, size), pence: def.pence(d, size, option) };
    },
  };
  if (def.note) kind.note = def.note;
  return kind;
}

/** Rounds a derived dimension to the steps a catalogue would list: 0.5 below 10 mm, 1 below 100, then 5. */
export function mm(x: number): number {
  if (x < 10) return Math.round(x * 2) / 2;
  if (x < 100) return Math.round(x);
  return Math.round(x / 5) * 5;
}

export const round1 = (x: number): number => Math.round(x * 10) / 10;

/** Largest entry of an ascending list not above x (the first entry if all are). */
export function pick(list: readonly number[], x: number): number {
  let best = list[0] ?? x;
  for (const v of list) if (v <= x) best = v;
  return best;
}

const METRIC = [3, 4, 5, 6, 8, 10, 12, 16, 20, 24, 30, 36] as const;
/** Nominal ISO metric coarse thread for a wanted diameter. */
export const threadFor = (x: number): number => pick(METRIC, x);

const CLEARANCE: Record<number, number> = {
  3: 3.4,
  4: 4.5,
  5: 5.5,
  6: 6.6,
  8: 9,
  10: 11,
  12: 13.5,
  16: 17.5,
  20: 22,
  24: 26,
  30: 33,
  36: 39,
};
/** Medium clearance hole to ISO 273. */
export const clearance = (thread: number): number => CLEARANCE[thread] ?? thread + 1;

/** Bores of hand wheels and cranks (H7). */
export const BORES = [6, 8, 10, 12, 14, 16, 18, 20, 22, 25, 28, 32] as const;

export const cyl = (d: number, h: number): number => (Math.PI / 4) * d * d * h;

/** The option as a part-number parameter, if the family has one. */
export const opt = (o: Option | undefined): Option[] => (o === undefined ? [] : [o]);

/** A numeric option, or the fallback when the family has none. */
export const num = (o: Option | undefined, fallback: number): number => (typeof o === 'number' ? o : fallback);
