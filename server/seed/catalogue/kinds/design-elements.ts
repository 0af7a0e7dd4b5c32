import type { ShapeKey } from '../shapes/index.ts';
import { BORES, cyl, defineKind, mm, num, opt, pick, round1, threadFor } from './kind.ts';

/** Knobs differ only in proportions: thread and height as fractions of the outer diameter. */
const knob = (p: { thread: number; height: number; hub: number; pence: number; shape: ShapeKey }) =>
  defineKind({
    shape: p.shape,
    dims: (s, o) => {
      const t = threadFor(s * p.thread);
      return { d1: s, d2: mm(s * p.hub), h1: mm(s * p.height), l1: num(o, mm(t * 1.5)), thread: `M${t}` };
    },
    columns: [
      ['d1', 'outerDia', 'mm'],
      ['d2', 'hubDia', 'mm'],
      ['h1', 'height', 'mm'],
      ['l1', 'threadLength', 'mm'],
      ['thread', 'thread', null],
    ],
    params: (d, o) => [d.d1, d.thread, ...opt(o)],
    volume: (d) => cyl(d.d1, d.h1) * 0.3,
    pence: (d) => p.pence * (d.d1 / 32) ** 1.7,
  });

/** Plungers with a tip (pin or ball) whose spring force grows with size; 'H' options have a heavy spring. */
const springForces = (s: number, o: unknown) => {
  const f1 = Math.round(0.9 * s ** 1.6 * (o === 'H' ? 1.8 : 1));
  return { F1: f1, F2: Math.round(f1 * 2.5) };
};

export const DESIGN_ELEMENT_KINDS = {
  knob: knob({ thread: 1 / 5, height: 0.62, hub: 0.5, pence: 140, shape: 'knob-star' }),
  ballKnob: knob({ thread: 1 / 4, height: 0.92, hub: 0.55, pence: 120, shape: 'knob-ball' }),
  wingNut: knob({ thread: 1 / 5, height: 0.5, hub: 0.4, pence: 90, shape: 'knob-wing' }),

  lever: defineKind({
    shape: 'lever',
    dims: (s, o) => {
      const t = threadFor(s / 8);
      return { l1: s, h1: mm(s * 0.45 + 10), d1: mm(s * 0.3 + 5), l2: num(o, mm(t * 1.5)), thread: `M${t}` };
    },
    columns: [
      ['l1', 'leverLength', 'mm'],
      ['h1', 'height', 'mm'],
      ['d1', 'hubDia', 'mm'],
      ['l2', 'threadLength', 'mm'],
      ['thread', 'thread', null],
    ],
    params: (d, o) => [d.l1, d.thread, ...opt(o)],
    volume: (d) => d.l1 * d.d1 * d.h1 * 0.22,
    pence: (d) => 320 * (d.l1 / 63) ** 1.5,
  }),

  pullHandle: defineKind({
    shape: 'handle-pull',
    dims: (s) => {
      const d1 = mm(8 + s * 0.05);
      return {
        l1: s,
        l2: mm(s + 2 * d1 + 4),
        h1: mm(25 + s * 0.12),
        d1,
        thread: `M${threadFor(Math.min(d1 * 0.5, 10))}`,
      };
    },
    columns: [
      ['l1', 'centres', 'mm'],
      ['l2', 'overallLength', 'mm'],
      ['h1', 'height', 'mm'],
      ['d1', 'gripDia', 'mm'],
      ['thread', 'thread', null],
    ],
    params: (d) => [d.l1],
    volume: (d) => (d.l2 + 2 * d.h1) * cyl(d.d1, 1) * 0.8,
    pence: (d) => 300 * (d.l1 / 100) ** 1.1,
  }),

  handwheel: defineKind({
    shape: 'wheel-spoked',
    dims: (s) => {
      const d3 = pick(BORES, s / 10 + 2);
      return { d1: s, d2: mm(d3 * 2.2 + 4), d3, h1: mm(s * 0.18 + 12) };
    },
    columns: [
      ['d1', 'outerDia', 'mm'],
      ['d2', 'hubDia', 'mm'],
      ['d3', 'bore', 'mm'],
      ['h1', 'hubLength', 'mm'],
    ],
    params: (d) => [d.d1],
    volume: (d) => cyl(d.d1, d.h1) * 0.15,
    pence: (d) => 900 * (d.d1 / 125) ** 1.8,
  }),

  crank: defineKind({
    shape: 'crank',
    dims: (s) => {
      const d2 = pick(BORES, s / 10 + 3);
      return { l1: s, d1: mm(d2 * 2 + 4), d2, h1: mm(s * 0.6 + 30) };
    },
    columns: [
      ['l1', 'crankRadius', 'mm'],
      ['d1', 'hubDia', 'mm'],
      ['d2', 'bore', 'mm'],
      ['h1', 'height', 'mm'],
    ],
    params: (d) => [d.l1],
    volume: (d) => d.l1 * d.d1 * d.d1 * 0.45,
    pence: (d) => 800 * (d.l1 / 100) ** 1.4,
  }),

  grip: defineKind({
    shape: 'grip',
    dims: (s) => {
      const t = threadFor(s / 9);
      return { d1: mm(s * 0.3), l1: s, l2: mm(t * 1.6), thread: `M${t}` };
    },
    columns: [
      ['d1', 'gripDia', 'mm'],
      ['l1', 'length', 'mm'],
      ['l2', 'threadLength', 'mm'],
      ['thread', 'thread', null],
    ],
    params: (d) => [d.l1, d.thread],
    volume: (d) => cyl(d.d1, d.l1) * 0.75,
    pence: (d) => 190 * (d.l1 / 63) ** 1.4,
  }),

  indexPlunger: defineKind({
    shape: 'index-plunger',
    dims: (s) => {
      // Indexing plungers use fine threads so that they can be set precisely in the mounting.
      const n = pick([8, 10, 12, 16, 20, 24, 30], s * 2 + 2);
      return {
        d1: s,
        thread: `M${n}x${n <= 10 ? 1 : 1.5}`,
        l1: mm(n * 1.2 + 3),
        l2: mm(s * 1.2 + 3),
        d2: mm(n * 1.8 + 4),
      };
    },
    columns: [
      ['d1', 'pinDia', 'mm'],
      ['thread', 'thread', null],
      ['l1', 'threadLength', 'mm'],
      ['l2', 'pinProjection', 'mm'],
      ['d2', 'knobDia', 'mm'],
    ],
    params: (d) => [d.d1, d.thread],
    volume: (d) => cyl(d.d2, d.d2 * 0.7) * 0.25 + cyl(d.d1 * 1.8, d.l1) * 0.7 + cyl(d.d1, d.l2),
    pence: (d) => 700 * (d.d1 / 6) ** 1.2,
  }),

  springPlunger: defineKind({
    shape: 'spring-pin',
    dims: (s, o) => ({ thread: `M${s}`, l1: mm(s * 2 + 3), d1: mm(s * 0.55), ...springForces(s, o) }),
    columns: [
      ['thread', 'thread', null],
      ['l1', 'length', 'mm'],
      ['d1', 'tipDia', 'mm'],
      ['F1', 'initialForce', 'N'],
      ['F2', 'endForce', 'N'],
    ],
    params: (d, o) => [d.thread, ...opt(o)],
    volume: (d, s) => cyl(s, d.l1) * 0.55,
    pence: (_d, s) => 40 + 110 * (s / 8) ** 1.2,
  }),

  pressPlunger: defineKind({
    shape: 'press-ball',
    dims: (s, o) => ({ d2: s, d1: mm(s * 0.6), l1: mm(s * 1.6 + 2), ...springForces(s * 0.8, o) }),
    columns: [
      ['d2', 'housingDia', 'mm'],
      ['d1', 'tipDia', 'mm'],
      ['l1', 'length', 'mm'],
      ['F1', 'initialForce', 'N'],
      ['F2', 'endForce', 'N'],
    ],
    params: (d, o) => [d.d2, ...opt(o)],
    volume: (d) => cyl(d.d2, d.l1) * 0.6,
    pence: (d) => 60 + 90 * (d.d2 / 8) ** 1.2,
  }),

  foot: defineKind({
    shape: 'foot',
    dims: (s, o) => {
      const t = threadFor(s / 5);
      return { d1: s, thread: `M${t}`, l1: num(o, mm(t * 2)), h1: mm(s * 0.35 + 5), F: round1((s * s) / 600) };
    },
    columns: [
      ['d1', 'baseDia', 'mm'],
      ['thread', 'thread', null],
      ['l1', 'studLength', 'mm'],
      ['h1', 'baseHeight', 'mm'],
      ['F', 'staticLoad', 'kN'],
    ],
    params: (d, o) => [d.d1, d.thread, ...opt(o)],
    volume: (d) => cyl(d.d1, d.h1) * 0.5 + cyl(d.d1 / 5, d.l1),
    pence: (d) => 220 * (d.d1 / 50) ** 1.5 + d.l1 * 1.5,
  }),

  avMount: defineKind({
    shape: 'foot-av',
    dims: (s) => {
      const t = threadFor(s * 0.2 + 2.5);
      return { d1: s, thread: `M${t}`, l1: mm(t * 2 + 2), h1: mm(s * 0.8 + 2), F: mm(s * s * 0.6) };
    },
    columns: [
      ['d1', 'outerDia', 'mm'],
      ['thread', 'thread', null],
      ['l1', 'studLength', 'mm'],
      ['h1', 'height', 'mm'],
      ['F', 'staticLoad', 'N'],
    ],
    params: (d) => [d.d1, d.thread],
    volume: (d) => cyl(d.d1, d.h1) * 0.9,
    pence: (d) => 180 * (d.d1 / 30) ** 1.3,
  }),

  castor: defineKind({
    shape: 'castor',
    dims: (s) => ({ d1: s, b1: mm(s * 0.22 + 12), h1: mm(s * 1.3 + 15), F: mm(s * s * 0.1), l1: mm(s * 0.5 + 45) }),
    columns: [
      ['d1', 'wheelDia', 'mm'],
      ['b1', 'wheelWidth', 'mm'],
      ['h1', 'overallHeight', 'mm'],
      ['F', 'loadCapacity', 'N'],
      ['l1', 'plateLength', 'mm'],
    ],
    params: (d) => [d.d1],
    volume: (d) => cyl(d.d1, d.b1) * 0.35 + d.l1 * d.l1 * 4 + d.h1 * d.b1 * 8,
    pence: (d) => 650 * (d.d1 / 100) ** 1.5,
  }),

  ballTransfer: defineKind({
    shape: 'ball-transfer',
    dims: (s) => ({ d1: s, d2: mm(s * 1.6 + 6), h1: mm(s * 1.05 + 4), F: mm(s * s * 1.5) }),
    columns: [
      ['d1', 'ballDia', 'mm'],
      ['d2', 'housingDia', 'mm'],
      ['h1', 'height', 'mm'],
      ['F', 'loadCapacity', 'N'],
    ],
    params: (d) => [d.d1],
    volume: (d) => cyl(d.d2, d.h1) * 0.45,
    pence: (d) => 150 + 300 * (d.d1 / 25) ** 1.8,
  }),
};
