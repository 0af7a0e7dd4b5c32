import { clearance, cyl, defineKind, mm, num, round1, threadFor } from './kind.ts';

/** T-slot width → thread to DIN 508 / DIN 787. */
const T_SLOT_THREAD: Record<number, number> = { 8: 6, 10: 8, 12: 10, 14: 12, 18: 16, 22: 20, 28: 24, 36: 30 };
function tSlotThread(a: number): string {
  const t = T_SLOT_THREAD[a];
  if (t === undefined) throw new Error(`No standard T-slot of width ${a} mm`);
  return `M${t}`;
}

export const WORK_HOLDING_KINDS = {
  toggleClamp: defineKind({
    shape: 'toggle-vertical',
    dims: (s) => {
      // Sizes scale with the square root of the holding force, as in makers' tables.
      const k = Math.sqrt(s / 1000);
      return {
        F: s,
        h1: mm(45 * k + 20),
        l1: mm(100 * k + 50),
        b1: mm(14 * k + 16),
        thread: `M${threadFor(k * 6 + 2)}`,
      };
    },
    columns: [
      ['F', 'holdingForce', 'N'],
      ['h1', 'height', 'mm'],
      ['l1', 'length', 'mm'],
      ['b1', 'baseWidth', 'mm'],
      ['thread', 'spindleThread', null],
    ],
    params: (d) => [d.F],
    volume: (d) => d.l1 * d.b1 * d.h1 * 0.08,
    pence: (d) => 2000 * (d.F / 1000) ** 0.65,
  }),

  vice: defineKind({
    shape: 'vice',
    dims: (s) => ({ b1: s, s1: mm(s * 1.2), h1: mm(s * 0.3 + 10), l1: mm(s * 3.2 + 80), F: round1((s * s) / 400) }),
    columns: [
      ['b1', 'jawWidth', 'mm'],
      ['s1', 'maxOpening', 'mm'],
      ['h1', 'jawHeight', 'mm'],
      ['l1', 'overallLength', 'mm'],
      ['F', 'clampingForce', 'kN'],
    ],
    params: (d) => [d.b1],
    volume: (d) => d.l1 * d.b1 * d.h1 * 1.2,
    pence: (d) => 9000 * (d.b1 / 100) ** 1.6,
  }),

  viceJaw: defineKind({
    shape: 'vice-jaw',
    dims: (s) => ({ b1: s, h1: mm(s * 0.3 + 10), s1: mm(s * 0.08 + 4), d1: clearance(threadFor(s / 12)) }),
    columns: [
      ['b1', 'jawWidth', 'mm'],
      ['h1', 'jawHeight', 'mm'],
      ['s1', 'thickness', 'mm'],
      ['d1', 'holeDia', 'mm'],
    ],
    params: (d) => [d.b1],
    volume: (d) => d.b1 * d.h1 * d.s1 * 0.95,
    pence: (d) => 1400 * (d.b1 / 100) ** 1.3,
  }),

  swingClamp: defineKind({
    shape: 'swing-clamp',
    dims: (s) => ({
      F: mm(s * s * 0.6),
      s: mm(s * 0.2 + 4),
      l1: s,
      h1: mm(s * 1.6 + 20),
      thread: `M${threadFor(s / 4)}`,
    }),
    columns: [
      ['F', 'clampingForce', 'N'],
      ['s', 'stroke', 'mm'],
      ['l1', 'armLength', 'mm'],
      ['h1', 'height', 'mm'],
      ['thread', 'thread', null],
    ],
    params: (d) => [d.l1],
    volume: (d) => cyl(d.l1 * 0.6, d.h1) * 0.7,
    pence: (d) => 3500 * (d.l1 / 50) ** 1.4,
  }),

  clampStrap: defineKind({
    shape: 'strap',
    dims: (s) => ({
      l1: mm(s * 8 + 30),
      b1: mm(s * 2.6 + 8),
      h1: mm(s * 1.4 + 4),
      d1: s + (s <= 10 ? 1 : 2),
      thread: `M${s}`,
    }),
    columns: [
      ['l1', 'length', 'mm'],
      ['b1', 'width', 'mm'],
      ['h1', 'height', 'mm'],
      ['d1', 'slotWidth', 'mm'],
      ['thread', 'boltThread', null],
    ],
    params: (d) => [d.thread],
    volume: (d) => d.l1 * d.b1 * d.h1 * 0.75,
    pence: (_d, s) => 380 * (s / 12) ** 1.5,
  }),

  tSlotNut: defineKind({
    shape: 't-nut',
    dims: (s) => {
      const b1 = mm(s * 1.6 + 2);
      return { a: s, thread: tSlotThread(s), b1, h1: mm(s * 0.7 + 3), l1: b1 };
    },
    columns: [
      ['a', 'tSlot', 'mm'],
      ['thread', 'thread', null],
      ['b1', 'width', 'mm'],
      ['h1', 'height', 'mm'],
      ['l1', 'length', 'mm'],
    ],
    params: (d) => [d.a, d.thread],
    volume: (d) => d.b1 * d.h1 * d.l1 * 0.8,
    pence: (d) => 150 * (d.a / 14) ** 1.6,
  }),

  tSlotBolt: defineKind({
    shape: 't-bolt',
    dims: (s, o) => ({ a: s, thread: tSlotThread(s), b1: mm(s * 1.5 + 2), h1: mm(s * 0.6 + 2), l1: num(o, mm(s * 5)) }),
    columns: [
      ['a', 'tSlot', 'mm'],
      ['thread', 'thread', null],
      ['b1', 'width', 'mm'],
      ['h1', 'headHeight', 'mm'],
      ['l1', 'length', 'mm'],
    ],
    params: (d) => [d.a, d.thread, d.l1],
    volume: (d) => d.b1 * d.b1 * d.h1 * 0.6 + cyl(d.a * 0.8, d.l1),
    pence: (d) => 180 * (d.a / 14) ** 1.6 + d.l1 * 2,
  }),

  thrustPad: defineKind({
    shape: 'pad',
    dims: (s) => ({ d1: s, h1: mm(s * 0.5 + 2), thread: `M${threadFor(s / 2)}` }),
    columns: [
      ['d1', 'outerDia', 'mm'],
      ['h1', 'height', 'mm'],
      ['thread', 'thread', null],
    ],
    params: (d) => [d.d1],
    volume: (d) => cyl(d.d1, d.h1) * 0.8,
    pence: (d) => 220 * (d.d1 / 20) ** 1.4,
  }),

  locatingPin: defineKind({
    shape: 'pin',
    dims: (s) => ({ d1: s, l1: mm(s * 1.2 + 4), d2: mm(s * 0.75), l2: mm(s * 1.5 + 4) }),
    columns: [
      ['d1', 'locatingDia', 'mm'],
      ['l1', 'locatingLength', 'mm'],
      ['d2', 'shankDia', 'mm'],
      ['l2', 'shankLength', 'mm'],
    ],
    params: (d) => [d.d1],
    volume: (d) => cyl(d.d1, d.l1) + cyl(d.d2, d.l2),
    pence: (d) => 260 * (d.d1 / 10) ** 1.3,
  }),

  ballLockPin: defineKind({
    shape: 'pin-balllock',
    dims: (s, o) => ({ d1: s, l1: num(o, mm(s * 4)), l2: mm(s * 5 + 15), h1: mm(s * 2 + 20) }),
    columns: [
      ['d1', 'pinDia', 'mm'],
      ['l1', 'usableLength', 'mm'],
      ['l2', 'handleWidth', 'mm'],
      ['h1', 'handleHeight', 'mm'],
    ],
    params: (d) => [d.d1, d.l1],
    volume: (d) => cyl(d.d1, d.l1) + d.l2 * d.h1 * d.d1 * 0.3,
    pence: (d) => 1400 * (d.d1 / 8) ** 1.2 + d.l1 * 8,
  }),

  bush: defineKind({
    shape: 'bush',
    dims: (s, o) => {
      const d2 = mm(s * 1.25 + 2);
      return { d1: s, d2, l1: o === 'L' ? mm(s * 2 + 10) : mm(s * 1.2 + 6), d3: mm(d2 + 4), h1: mm(s * 0.15 + 2.5) };
    },
    columns: [
      ['d1', 'bore', 'mm'],
      ['d2', 'outerDia', 'mm'],
      ['l1', 'length', 'mm'],
      ['d3', 'collarDia', 'mm'],
      ['h1', 'collarHeight', 'mm'],
    ],
    params: (d) => [d.d1, d.l1],
    volume: (d) => cyl(d.d2, d.l1) - cyl(d.d1, d.l1) + cyl(d.d3, d.h1) - cyl(d.d2, d.h1),
    pence: (d) => 300 * (d.d1 / 8) ** 0.9 + d.l1 * 4,
  }),

  restPad: defineKind({
    shape: 'rest-pad',
    dims: (s) => ({ d1: s, h1: mm(s * 0.4 + 2), d2: mm(s * 0.55), l1: mm(s * 0.8 + 4) }),
    columns: [
      ['d1', 'headDia', 'mm'],
      ['h1', 'headHeight', 'mm'],
      ['d2', 'shankDia', 'mm'],
      ['l1', 'shankLength', 'mm'],
    ],
    params: (d) => [d.d1],
    volume: (d) => cyl(d.d1, d.h1) + cyl(d.d2, d.l1),
    pence: (d) => 160 * (d.d1 / 12) ** 1.3,
  }),

  basePlate: defineKind({
    shape: 'plate',
    dims: (s, o) => {
      const d1 = num(o, 16);
      return { l1: s, b1: mm(s * 0.75), h1: mm(s * 0.025 + 15), p1: d1 <= 12 ? 25 : 50, d1 };
    },
    columns: [
      ['l1', 'length', 'mm'],
      ['b1', 'width', 'mm'],
      ['h1', 'thickness', 'mm'],
      ['p1', 'gridPitch', 'mm'],
      ['d1', 'systemBore', 'mm'],
    ],
    params: (d) => [d.l1, d.d1],
    volume: (d) => d.l1 * d.b1 * d.h1 * 0.9,
    pence: (d) => (11000 * d.l1 * d.b1) / (400 * 300),
  }),

  anglePlate: defineKind({
    shape: 'angle-plate',
    dims: (s) => ({ l1: s, b1: mm(s * 0.8), h1: s, s1: mm(s * 0.1 + 8) }),
    columns: [
      ['l1', 'length', 'mm'],
      ['b1', 'width', 'mm'],
      ['h1', 'height', 'mm'],
      ['s1', 'wallThickness', 'mm'],
    ],
    params: (d) => [d.h1],
    volume: (d) => (d.l1 + d.h1) * d.b1 * d.s1 * 0.95,
    pence: (d) => 4000 * (d.h1 / 150) ** 1.6,
  }),

  screwJack: defineKind({
    shape: 'support',
    dims: (s) => ({
      d1: mm(s * 0.7 + 10),
      h1: s,
      h2: mm(s * 1.35),
      thread: `M${threadFor(s / 5)}`,
      F: round1((s * s) / 600),
    }),
    columns: [
      ['d1', 'baseDia', 'mm'],
      ['h1', 'minHeight', 'mm'],
      ['h2', 'maxHeight', 'mm'],
      ['thread', 'thread', null],
      ['F', 'staticLoad', 'kN'],
    ],
    params: (d) => [d.h1],
    volume: (d) => cyl(d.d1, d.h1) * 0.45,
    pence: (d) => 900 * (d.h1 / 63) ** 1.3,
  }),
};
