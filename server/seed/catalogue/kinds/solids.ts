import type { FamilyShape } from '#contract/shapes/shape-kinds.ts';
import type { KindKey } from './index.ts';

/** Which solid each kind of part is, and which of its columns (kinds/*.ts) gives each of the solid's sizes. */

const knob = {
  kind: 'cylinderStudBelow',
  params: { diameter: 'd1', height: 'h1', studDiameter: 'thread', studLength: 'l1' },
} as const;
const foot = {
  kind: 'cylinderStudAbove',
  params: { diameter: 'd1', height: 'h1', studDiameter: 'thread', studLength: 'l1' },
} as const;
const block = { kind: 'box', params: { length: 'l1', width: 'b1', height: 'h1' } } as const;
const hinge = { kind: 'box', params: { length: 'l1', width: 'b1', height: 's1' } } as const;
const perMetre = { kind: 'metreProfile', params: { width: 'b1', height: 'h1' } } as const;
const cylinder = (diameter: string, height: string) => ({ kind: 'cylinder', params: { diameter, height } }) as const;
const onPin = (diameter: string, height: string, studDiameter: string, studLength: string) =>
  ({ kind: 'cylinderStudBelow', params: { diameter, height, studDiameter, studLength } }) as const;

export const KIND_SOLIDS: Record<KindKey, FamilyShape> = {
  knob,
  ballKnob: knob,
  wingNut: knob,
  lever: {
    kind: 'boxStudBelow',
    params: { length: 'l1', width: 'd1', height: 'h1', studDiameter: 'thread', studLength: 'l2' },
  },
  // Pull handles: overall length × grip × height.
  pullHandle: { kind: 'box', params: { length: 'l2', width: 'd1', height: 'h1' } },
  handwheel: cylinder('d1', 'h1'),
  crank: { kind: 'crank', params: { radius: 'l1', hubDiameter: 'd1', height: 'h1' } },
  grip: onPin('d1', 'l1', 'thread', 'l2'),
  // The threaded body (the knob's height is not in the table), with the pin below.
  indexPlunger: onPin('thread', 'l1', 'd1', 'l2'),
  springPlunger: cylinder('thread', 'l1'),
  pressPlunger: cylinder('d2', 'l1'),
  foot,
  avMount: foot,
  castor: { kind: 'castor', params: { plateLength: 'l1', wheelDiameter: 'd1', height: 'h1' } },
  ballTransfer: cylinder('d2', 'h1'),
  hinge,
  continuousHinge: hinge,
  toggleLatch: block,
  catch: block,
  quarterTurn: cylinder('d1', 'l1'),
  swingHandle: block,
  edgeProfile: perMetre,
  sealProfile: perMetre,
  brush: perMetre,
  gasSpring: {
    kind: 'gasSpring',
    params: { tubeDiameter: 'd1', rodDiameter: 'd2', extendedLength: 'l1', stroke: 's' },
  },
  endFitting: { kind: 'box', params: { length: 'b1', width: 'b1', height: 'l1' } },
  recessedHandle: block,
  toggleClamp: block,
  vice: block,
  viceJaw: { kind: 'box', params: { length: 'b1', width: 's1', height: 'h1' } },
  // The clamp body as wide as its arm is long.
  swingClamp: cylinder('l1', 'h1'),
  clampStrap: block,
  tSlotNut: block,
  // The head (b1 along the slot, a across it) with the bolt (l1) standing up.
  tSlotBolt: {
    kind: 'boxStudAbove',
    params: { length: 'b1', width: 'a', height: 'h1', studDiameter: 'thread', studLength: 'l1' },
  },
  thrustPad: cylinder('d1', 'h1'),
  locatingPin: onPin('d1', 'l1', 'd2', 'l2'),
  ballLockPin: {
    kind: 'ballLockPin',
    params: { handleWidth: 'l2', handleHeight: 'h1', pinDiameter: 'd1', pinLength: 'l1' },
  },
  bush: { kind: 'bush', params: { collarDiameter: 'd3', collarHeight: 'h1', bodyDiameter: 'd2', overallLength: 'l1' } },
  restPad: onPin('d1', 'h1', 'd2', 'l1'),
  basePlate: block,
  anglePlate: block,
  // A screw jack closed to its minimum height.
  screwJack: cylinder('d1', 'h1'),
};
