import type { LocalisedText } from '../../types.ts';
import type { GradeKey } from '../grades.ts';
import type { KindKey } from '../kinds/index.ts';
import type { Option } from '../kinds/kind.ts';
import type { ShapeKey } from '../shapes/index.ts';

/** One product family as written in the tables; build-family.ts expands it into variants. */
export interface FamilySpec {
  /**
   * The family code is LH-<no>: 1xxx Design Elements, 3xxx Access Components, 5xxx Work Holding.
   * Four digits throughout, so that no code is the start of another. Never renumber: codes are on customers' orders.
   */
  no: number;
  /** Key of a leaf in tree.ts. */
  leaf: string;
  kind: KindKey;
  /** Picture and drawing, when not the kind's default. */
  shape?: ShapeKey;
  name: LocalisedText;
  /** What it is for and what sets it apart; the material notes are appended to make the description. */
  use: LocalisedText;
  /** Main size (the first part-number parameter), ascending. */
  sizes: number[];
  /** Second parameter, e.g. stud length, force or drive; every size comes with every option. */
  options?: Option[];
  /** Every size and option comes in each grade. */
  grades: GradeKey[];
  /** Price factor against the kind's standard part, for premium designs. */
  price?: number;
}
