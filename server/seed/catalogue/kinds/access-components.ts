import type { LocalisedText } from '../../types.ts';
import type { ShapeKey } from '../shapes/index.ts';
import type { LabelKey } from './labels.ts';
import { clearance, cyl, defineKind, mm, threadFor } from './kind.ts';

const PER_METRE: LocalisedText = {
  en: 'Sold by the metre: prices and weights are per metre.',
  zh: '按米销售：价格和重量均以每米计。',
};

/** Latches and catches: a box of length l1 whose holding force grows with its size. */
const boxLatch = (p: { force: number; pence: number; shape: ShapeKey }) =>
  defineKind({
    shape: p.shape,
    dims: (s) => ({ l1: s, b1: mm(s * 0.35 + 4), h1: mm(s * 0.25 + 5), F: mm(s * s * p.force) }),
    columns: [
      ['l1', 'length', 'mm'],
      ['b1', 'width', 'mm'],
      ['h1', 'height', 'mm'],
      ['F', 'holdingForce', 'N'],
    ],
    params: (d) => [d.l1],
    volume: (d) => d.l1 * d.b1 * d.h1 * 0.2,
    pence: (d) => p.pence * (d.l1 / 60) ** 1.4,
  });

/** Profiles sized by the largest panel or gap they take (s2); the range label says which. */
const profile = (p: { min: LabelKey; max: LabelKey; shape: ShapeKey }) =>
  defineKind({
    shape: p.shape,
    dims: (s) => ({ b1: mm(s * 1.2 + 7), h1: mm(s * 0.8 + 9), s1: mm(s / 2), s2: s }),
    columns: [
      ['b1', 'width', 'mm'],
      ['h1', 'height', 'mm'],
      ['s1', p.min, 'mm'],
      ['s2', p.max, 'mm'],
    ],
    params: (d) => [d.s2],
    volume: (d) => 1000 * d.b1 * d.h1 * 0.3,
    pence: (d) => 150 * (d.s2 / 3) ** 0.7,
    note: PER_METRE,
  });

/** Gas springs: the tube and rod grow with the force (the option), the length with the stroke (the size). */
const GAS_TUBES = [
  { upTo: 400, d1: 15, d2: 6, thread: 6 },
  { upTo: 700, d1: 19, d2: 8, thread: 8 },
  { upTo: 1300, d1: 22, d2: 10, thread: 8 },
  { upTo: Infinity, d1: 28, d2: 14, thread: 10 },
] as const;

export const ACCESS_COMPONENT_KINDS = {
  hinge: defineKind({
    shape: 'hinge',
    dims: (s) => ({ l1: s, b1: mm(s * 0.9 + 4), s1: mm(2 + s * 0.05), d1: clearance(threadFor(s / 10)) }),
    columns: [
      ['l1', 'length', 'mm'],
      ['b1', 'widthOpen', 'mm'],
      ['s1', 'thickness', 'mm'],
      ['d1', 'holeDia', 'mm'],
    ],
    params: (d) => [d.l1],
    volume: (d) => d.l1 * d.b1 * d.s1 * 0.85,
    pence: (d) => 180 * (d.l1 / 40) ** 1.5,
  }),

  continuousHinge: defineKind({
    shape: 'hinge',
    dims: (s, o) => ({ l1: typeof o === 'number' ? o : 1000, b1: s, s1: mm(0.6 + s * 0.02), d1: mm(s * 0.06 + 1.5) }),
    columns: [
      ['l1', 'length', 'mm'],
      ['b1', 'widthOpen', 'mm'],
      ['s1', 'thickness', 'mm'],
      ['d1', 'pinDia', 'mm'],
    ],
    params: (d) => [d.b1, d.l1],
    volume: (d) => d.l1 * d.b1 * d.s1 * 0.9,
    pence: (d) => (d.l1 / 1000) * 650 * (d.b1 / 40) ** 1.2,
  }),

  toggleLatch: boxLatch({ force: 0.22, pence: 240, shape: 'latch-toggle' }),
  catch: boxLatch({ force: 0.03, pence: 170, shape: 'catch' }),

  quarterTurn: defineKind({
    shape: 'quarter-turn',
    dims: (s, o) => ({ a: s, l1: mm(s + 16), d1: s < 20 ? 16 : 22, drive: String(o ?? 'SQ7') }),
    columns: [
      ['a', 'camDistance', 'mm'],
      ['l1', 'bodyLength', 'mm'],
      ['d1', 'cutOutDia', 'mm'],
      ['drive', 'drive', null],
    ],
    params: (d) => [d.a, d.drive],
    volume: (d) => cyl(d.d1, d.l1) * 0.45,
    // Key-operated inserts (KA keyed alike, KD keyed differently) cost more than tool drives.
    pence: (d) => 380 * (d.a / 15) ** 0.4 * (d.drive.startsWith('K') ? 1.8 : 1),
  }),

  swingHandle: defineKind({
    shape: 'swing-handle',
    dims: (s, o) => ({ l1: s, b1: mm(s * 0.28 + 5), h1: mm(s * 0.16 + 8), a: typeof o === 'number' ? o : 20 }),
    columns: [
      ['l1', 'handleLength', 'mm'],
      ['b1', 'width', 'mm'],
      ['h1', 'height', 'mm'],
      ['a', 'camDistance', 'mm'],
    ],
    params: (d) => [d.l1, d.a],
    volume: (d) => d.l1 * d.b1 * d.h1 * 0.3,
    pence: (d) => 1400 * (d.l1 / 135) ** 1.2,
  }),

  edgeProfile: profile({ min: 'clampMin', max: 'clampMax', shape: 'profile-edge' }),
  sealProfile: profile({ min: 'gapMin', max: 'gapMax', shape: 'profile-seal' }),

  brush: defineKind({
    shape: 'brush',
    dims: (s) => {
      const b1 = mm(s * 0.1 + 5);
      return { b1, h1: mm(s + b1 * 1.2), h2: s };
    },
    columns: [
      ['b1', 'holderWidth', 'mm'],
      ['h1', 'overallHeight', 'mm'],
      ['h2', 'bristleLength', 'mm'],
    ],
    params: (d) => [d.h2],
    volume: (d) => 1000 * (d.b1 * d.b1 * 0.5 + d.h2 * d.b1 * 0.15),
    pence: (d) => 350 * (d.h2 / 20) ** 0.6,
    note: PER_METRE,
  }),

  gasSpring: defineKind({
    shape: 'gas-spring',
    dims: (s, o) => {
      const F = typeof o === 'number' ? o : 400;
      const tube = GAS_TUBES.find((t) => F <= t.upTo) ?? GAS_TUBES[0];
      return { s, l1: 2 * s + (tube.d1 >= 22 ? 60 : 40), d1: tube.d1, d2: tube.d2, F, thread: `M${tube.thread}` };
    },
    columns: [
      ['s', 'stroke', 'mm'],
      ['l1', 'extendedLength', 'mm'],
      ['d1', 'tubeDia', 'mm'],
      ['d2', 'rodDia', 'mm'],
      ['F', 'force', 'N'],
      ['thread', 'thread', null],
    ],
    params: (d) => [d.s, d.F],
    volume: (d) => cyl(d.d1, d.l1 - d.s) * 0.3 + cyl(d.d2, d.s),
    pence: (d) => 700 + 3 * d.s + 0.6 * d.F,
  }),

  endFitting: defineKind({
    shape: 'end-fitting',
    dims: (s) => ({ thread: `M${s}`, d1: mm(s * 1.3 + 2), l1: mm(s * 3.5 + 6), b1: mm(s * 1.6 + 3) }),
    columns: [
      ['thread', 'thread', null],
      ['d1', 'connectionDia', 'mm'],
      ['l1', 'length', 'mm'],
      ['b1', 'width', 'mm'],
    ],
    params: (d) => [d.thread],
    volume: (d) => d.l1 * d.b1 * d.b1 * 0.35,
    pence: (_d, s) => 140 * (s / 8) ** 1.4,
  }),

  recessedHandle: defineKind({
    shape: 'handle-recessed',
    dims: (s) => {
      const b1 = mm(s * 0.45 + 10);
      return { l1: s, b1, l2: mm(s - 10), b2: mm(b1 - 8), h1: mm(s * 0.2 + 10) };
    },
    columns: [
      ['l1', 'overallLength', 'mm'],
      ['b1', 'width', 'mm'],
      ['l2', 'cutOutLength', 'mm'],
      ['b2', 'cutOutWidth', 'mm'],
      ['h1', 'depth', 'mm'],
    ],
    params: (d) => [d.l1],
    volume: (d) => d.l1 * d.b1 * d.h1 * 0.15,
    pence: (d) => 450 * (d.l1 / 110) ** 1.3,
  }),
};
