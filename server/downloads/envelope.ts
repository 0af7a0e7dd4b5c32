import type { DimensionColumn } from '#contract/calls/catalogue.ts';
import { KINDS, type KindKey } from '../seed/catalogue/kinds/index.ts';

/**
 * The simplified CAD model of a variant: its envelope, as configurators give it. A model is a stack
 * of prisms along the z axis (mm), each a box or a cylinder centred on the axis: the body, and
 * optionally a coaxial cylinder on top of it or below it (a threaded stud, a pin, a rod, a shank).
 */
export type Profile = { shape: 'box'; x: number; y: number } | { shape: 'cylinder'; diameter: number };

export interface Segment {
  profile: Profile;
  z0: number;
  z1: number;
}

/** Bottom to top; each segment starts where the one below ends, and the smaller of two neighbours fits inside the other's face. */
export type Envelope = Segment[];

type Dim = (key: string) => number;
/** A dimension key ('d1'; a thread 'M12' counts as 12), or a formula over the dimensions. */
type Size = string | ((dim: Dim) => number);

interface Rule {
  body: { box: readonly [x: Size, y: Size, z: Size] } | { cylinder: readonly [diameter: Size, height: Size] };
  /** Cylinders [diameter, length] on top of the body and below it. */
  top?: readonly [Size, Size];
  bottom?: readonly [Size, Size];
}

/** Profiles and brushes are sold by the metre: the model is a one-metre piece. */
const METRE = () => 1000;

const KNOB: Rule = { body: { cylinder: ['d1', 'h1'] }, bottom: ['thread', 'l1'] };
const FOOT: Rule = { body: { cylinder: ['d1', 'h1'] }, top: ['thread', 'l1'] };
const BOX: Rule = { body: { box: ['l1', 'b1', 'h1'] } };
const HINGE: Rule = { body: { box: ['l1', 'b1', 's1'] } };
const PER_METRE: Rule = { body: { box: [METRE, 'b1', 'h1'] } };

/**
 * The envelope of each kind of part, from its dimension columns (see kinds/*.ts for what each key
 * means). Keys name the sizes directly where the table has them; formulas fill in what it lacks.
 */
export const ENVELOPE_RULES = {
  // Knobs and wing nuts: the knob (d1 × h1) with the threaded stud (l1) below.
  knob: KNOB,
  ballKnob: KNOB,
  wingNut: KNOB,
  lever: { body: { box: ['l1', 'd1', 'h1'] }, bottom: ['thread', 'l2'] },
  // Pull handles: overall length × grip × height.
  pullHandle: { body: { box: ['l2', 'd1', 'h1'] } },
  handwheel: { body: { cylinder: ['d1', 'h1'] } },
  // A crank reaches from the hub centre to the grip: radius plus a hub diameter overall.
  crank: { body: { box: [(d) => d('l1') + d('d1'), 'd1', 'h1'] } },
  grip: { body: { cylinder: ['d1', 'l1'] }, bottom: ['thread', 'l2'] },
  // The threaded body (the knob's height is not in the table), with the pin below.
  indexPlunger: { body: { cylinder: ['thread', 'l1'] }, bottom: ['d1', 'l2'] },
  springPlunger: { body: { cylinder: ['thread', 'l1'] } },
  pressPlunger: { body: { cylinder: ['d2', 'l1'] } },
  foot: FOOT,
  avMount: FOOT,
  // The wheel may be wider than the top plate: the envelope takes the larger.
  castor: { body: { box: [(d) => Math.max(d('l1'), d('d1')), 'l1', 'h1'] } },
  ballTransfer: { body: { cylinder: ['d2', 'h1'] } },
  hinge: HINGE,
  continuousHinge: HINGE,
  toggleLatch: BOX,
  catch: BOX,
  quarterTurn: { body: { cylinder: ['d1', 'l1'] } },
  swingHandle: BOX,
  edgeProfile: PER_METRE,
  sealProfile: PER_METRE,
  brush: PER_METRE,
  // Gas springs: the tube (extended length less the stroke) with the rod (the stroke) on top.
  gasSpring: { body: { cylinder: ['d1', (d) => d('l1') - d('s')] }, top: ['d2', 's'] },
  endFitting: { body: { box: ['b1', 'b1', 'l1'] } },
  recessedHandle: BOX,
  toggleClamp: BOX,
  vice: BOX,
  viceJaw: { body: { box: ['b1', 's1', 'h1'] } },
  // The clamp body as wide as its arm is long.
  swingClamp: { body: { cylinder: ['l1', 'h1'] } },
  clampStrap: BOX,
  tSlotNut: BOX,
  // The head (b1 along the slot, a across it) with the bolt (l1) standing up.
  tSlotBolt: { body: { box: ['b1', 'a', 'h1'] }, top: ['thread', 'l1'] },
  thrustPad: { body: { cylinder: ['d1', 'h1'] } },
  locatingPin: { body: { cylinder: ['d1', 'l1'] }, bottom: ['d2', 'l2'] },
  // The handle (width × twice the pin × height) with the pin below.
  ballLockPin: { body: { box: ['l2', (d) => 2 * d('d1'), 'h1'] }, bottom: ['d1', 'l1'] },
  // Collar on top, the body below it (the bore is left solid).
  bush: { body: { cylinder: ['d3', 'h1'] }, bottom: ['d2', (d) => d('l1') - d('h1')] },
  restPad: { body: { cylinder: ['d1', 'h1'] }, bottom: ['d2', 'l1'] },
  basePlate: BOX,
  anglePlate: BOX,
  // A screw jack closed to its minimum height.
  screwJack: { body: { cylinder: ['d1', 'h1'] } },
} satisfies Record<KindKey, Rule>;

/** A family's columns as keys and English labels: what identifies its kind of part. */
export const columnSignature = (columns: ReadonlyArray<{ key: string; label: string }>): string =>
  columns.map((c) => `${c.key}:${c.label}`).join('|');

const KIND_BY_SIGNATURE = new Map<string, KindKey>();
for (const [key, kind] of Object.entries(KINDS) as Array<[KindKey, (typeof KINDS)[KindKey]]>) {
  const signature = columnSignature(kind.columns.map((c) => ({ key: c.key, label: c.label.en })));
  if (!KIND_BY_SIGNATURE.has(signature)) KIND_BY_SIGNATURE.set(signature, key);
}

/** Which kind of part a family's columns are, or undefined when an editor has made them differ from every kind. */
export function kindOf(columns: readonly DimensionColumn[]): KindKey | undefined {
  return KIND_BY_SIGNATURE.get(columnSignature(columns));
}

/** A thread 'M12' or 'M10x1' is its nominal diameter; other text is no size. */
function dimension(dims: Record<string, number | string>): Dim {
  return (key) => {
    const value = dims[key];
    if (typeof value === 'number') return value;
    const thread = value === undefined ? null : /^M(\d+(?:\.\d+)?)/i.exec(value);
    return thread ? Number(thread[1]) : NaN;
  };
}

const isSize = (n: number): boolean => Number.isFinite(n) && n > 0;

/** The x or y extent of a profile. */
export const extentX = (p: Profile): number => (p.shape === 'box' ? p.x : p.diameter);
export const extentY = (p: Profile): number => (p.shape === 'box' ? p.y : p.diameter);

function build(rule: Rule, dim: Dim): Envelope | undefined {
  const size = (s: Size): number => (typeof s === 'string' ? dim(s) : s(dim));
  let body: Profile;
  let height: number;
  if ('box' in rule.body) {
    const [x, y, z] = rule.body.box.map(size) as [number, number, number];
    [body, height] = [{ shape: 'box', x, y }, z];
  } else {
    const [diameter, h] = rule.body.cylinder.map(size) as [number, number];
    [body, height] = [{ shape: 'cylinder', diameter }, h];
  }
  if (![extentX(body), extentY(body), height].every(isSize)) return undefined;

  // A stud that is not a size or does not fit inside the body's face is left off: the body alone is still a true envelope.
  const stud = (spec: readonly [Size, Size] | undefined): { diameter: number; length: number } | undefined => {
    if (!spec) return undefined;
    const [diameter, length] = spec.map(size) as [number, number];
    const fits = isSize(diameter) && isSize(length) && diameter < Math.min(extentX(body), extentY(body));
    return fits ? { diameter, length } : undefined;
  };
  const below = stud(rule.bottom);
  const above = stud(rule.top);
  return [
    ...(below ? [{ profile: { shape: 'cylinder', diameter: below.diameter } as const, z0: -below.length, z1: 0 }] : []),
    { profile: body, z0: 0, z1: height },
    ...(above ? [{ profile: { shape: 'cylinder', diameter: above.diameter } as const, z0: height, z1: height + above.length }] : []),
  ];
}

/** Without a rule: a box of the three largest lengths (mm), largest along x. */
function fallbackBox(columns: readonly DimensionColumn[], dims: Record<string, number | string>): Envelope | undefined {
  const lengths = columns
    .filter((c) => c.unit === 'mm')
    .map((c) => dims[c.key])
    .filter((v): v is number => typeof v === 'number' && isSize(v))
    .sort((a, b) => b - a);
  const [x, y = x, z = y] = lengths;
  if (x === undefined || y === undefined || z === undefined) return undefined;
  return [{ profile: { shape: 'box', x, y }, z0: 0, z1: z }];
}

/** The variant's envelope, or undefined when its table has no length to build one from. */
export function envelopeOf(columns: readonly DimensionColumn[], dims: Record<string, number | string>): Envelope | undefined {
  const kind = kindOf(columns);
  const fromRule = kind === undefined ? undefined : build(ENVELOPE_RULES[kind], dimension(dims));
  return fromRule ?? fallbackBox(columns, dims);
}

/** The bounding box of an envelope: x and y are centred on the axis. */
export function boundsOf(envelope: Envelope): { x: number; y: number; zMin: number; zMax: number } {
  return {
    x: Math.max(...envelope.map((s) => extentX(s.profile))),
    y: Math.max(...envelope.map((s) => extentY(s.profile))),
    zMin: Math.min(...envelope.map((s) => s.z0)),
    zMax: Math.max(...envelope.map((s) => s.z1)),
  };
}
