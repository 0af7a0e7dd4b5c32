import { circle, H, merge, N, poly, rect, roundRect, spoke, V, vLines, type Pt, type Shape } from './geometry.ts';

/** A threaded stud below, or a tapped bush inside, a hub whose underside is at y; lengthKey dimensions it. */
function threadedEnd(y: number, stud: boolean, lengthKey: string): Partial<Shape> {
  return stud
    ? {
        body: [rect(111, y, 18, 36)],
        detail: [`M114 ${y + 2}V${y + 36}M126 ${y + 2}V${y + 36}`],
        dims: [V(lengthKey, [111, y], [111, y + 36], 86), N('thread', [129, y + 26], [160, 172])],
      }
    : {
        hidden: [`M111 ${y}V${y - 25}H129V${y}`],
        dims: [V(lengthKey, [111, y - 25], [111, y], 86), N('thread', [129, y - 12], [166, 150])],
      };
}

/** Side view of a knob top: outline, inner edges, the top point (for h1) and the widest points (for d1). */
interface KnobTop {
  body: string;
  detail?: string;
  top: Pt;
  d1: [Pt, Pt];
}

const KNOB_TOPS = {
  star: {
    body: 'M62 95C58 70 70 46 92 42H148C170 46 182 70 178 95Z',
    detail: 'M84 44C78 62 78 80 82 95M120 42V95M156 44C162 62 162 80 158 95',
    top: [148, 42],
    d1: [
      [59, 78],
      [181, 78],
    ],
  },
  knurled: {
    body: 'M68 95V54L74 48H166L172 54V95Z',
    detail: vLines(78, 162, 7, 50, 94),
    top: [166, 48],
    d1: [
      [68, 72],
      [172, 72],
    ],
  },
  wing: {
    body: 'M56 40C54 70 80 92 102 95H138C160 92 186 70 184 40C170 38 156 52 146 70H94C84 52 70 38 56 40Z',
    top: [184, 40],
    d1: [
      [55, 42],
      [185, 42],
    ],
  },
  ball: {
    body: circle(120, 70, 48),
    top: [120, 22],
    d1: [
      [72, 70],
      [168, 70],
    ],
  },
} satisfies Record<string, KnobTop>;

function knob(top: keyof typeof KNOB_TOPS, stud: boolean): Shape {
  const t: KnobTop = KNOB_TOPS[top];
  return merge(
    { body: [t.body], detail: t.detail ? [t.detail] : [], axis: ['M120 16V168'] },
    { body: [rect(100, 94, 40, 31)] },
    threadedEnd(125, stud, 'l1'),
    {
      dims: [
        H('d1', t.d1[0], t.d1[1], 14),
        V('h1', t.top, [140, 125], 212),
        H('d2', [100, 125], [140, 125], stud ? 174 : 150),
      ],
    },
  );
}

function lever(stud: boolean): Shape {
  return merge(
    { body: ['M50 50Q50 40 60 40L132 56Q140 58 140 66V72H104L58 60Q50 58 50 50Z', rect(102, 60, 36, 60)] },
    threadedEnd(120, stud, 'l2'),
    {
      axis: ['M120 50V166'],
      dims: [
        H('l1', [50, 50], [138, 60], 14),
        V('h1', [60, 40], [138, 120], 212),
        H('d1', [102, 120], [138, 120], stud ? 174 : 150),
      ],
    },
  );
}

/** Handles seen from the front, standing on the mounting face at y = 110. */
const MOUNTING_FACE = 'M24 110H216';

function handle(body: string[], feet: [number, number], extra: Partial<Shape>): Shape {
  const [left, right] = feet;
  return merge(
    {
      body,
      detail: [MOUNTING_FACE],
      hidden: [`M${left - 4} 110V94H${left + 4}V110M${right - 4} 110V94H${right + 4}V110`],
    },
    { axis: [`M${left} 30V124M${right} 30V124`] },
    { dims: [H('l1', [left, 110], [right, 110], 138), N('thread', [left - 4, 100], [34, 152])] },
    extra,
  );
}

function wheel(spoked: boolean): Shape {
  const [cx, cy] = [88, 95];
  const face = spoked
    ? [circle(cx, cy, 62) + circle(cx, cy, 50), ...[-90, 30, 150].map((deg) => spoke(cx, cy, 14, 52, deg, 5))]
    : [circle(cx, cy, 62), circle(cx, cy, 10) + rect(cx - 5, cy - 60, 10, 10)];
  return merge(
    { body: face, detail: spoked ? [] : [circle(cx, cy, 50), circle(cx, cy, 26)] },
    { body: [circle(cx, cy, 16) + circle(cx, cy, 7)] },
    // Side view: rim, hub and (disc wheels) the revolving handle.
    { body: [rect(184, 33, 16, 124), rect(178, 79, 34, 32), ...(spoked ? [] : [roundRect(200, 40, 24, 12, 5)])] },
    {
      axis: [`M${cx - 70} ${cy}H${cx + 70}M${cx} ${cy - 70}V${cy + 70}M170 95H220`],
      dims: [
        V('d1', [cx, 33], [cx, 157], 14),
        H('h1', [178, 111], [212, 111], 170),
        V('d2', [212, 79], [212, 111], 228),
        N('d3', [cx + 5, cy - 4], [140, 20]),
      ],
    },
  );
}

export const DESIGN_ELEMENT_SHAPES = {
  'knob-star': knob('star', false),
  'knob-star-stud': knob('star', true),
  'knob-ball': knob('ball', false),
  'knob-ball-stud': knob('ball', true),
  'knob-wing': knob('wing', false),
  'knob-wing-stud': knob('wing', true),
  'knob-knurled': knob('knurled', false),
  'knob-knurled-stud': knob('knurled', true),
  lever: lever(false),
  'lever-stud': lever(true),

  'handle-pull': handle(['M50 110V52Q50 40 62 40H178Q190 40 190 52V110H170V60H70V110Z'], [60, 180], {
    dims: [H('l2', [50, 40], [190, 40], 16), H('d1', [170, 110], [190, 110], 158), V('h1', [190, 40], [190, 110], 214)],
  }),
  'handle-bridge': handle(
    ['M50 110L60 58Q64 46 78 46H162Q176 46 180 58L190 110H176L168 72Q166 62 156 62H84Q74 62 72 72L64 110Z'],
    [57, 183],
    {
      dims: [
        H('l2', [50, 110], [190, 110], 16),
        V('d1', [140, 46], [140, 62], 200),
        V('h1', [170, 46], [190, 110], 222),
      ],
    },
  ),
  'handle-tubular': handle(
    [rect(70, 48, 100, 16), 'M50 110V52Q50 40 63 40Q76 40 76 52V110Z', 'M164 110V52Q164 40 177 40Q190 40 190 52V110Z'],
    [63, 177],
    { dims: [H('l2', [50, 52], [190, 52], 16), N('d1', [120, 64], [120, 92]), V('h1', [177, 40], [190, 110], 214)] },
  ),
  'handle-folding': handle(
    [
      'M56 92V52Q56 42 66 42H174Q184 42 184 52V92H176V54Q176 50 172 50H68Q64 50 64 54V92Z',
      rect(46, 92, 28, 18),
      rect(166, 92, 28, 18),
    ],
    [60, 180],
    { dims: [H('l2', [46, 92], [194, 92], 16), N('d1', [120, 46], [120, 80]), V('h1', [184, 42], [194, 110], 214)] },
  ),

  'wheel-spoked': wheel(true),
  'wheel-disc': wheel(false),

  crank: {
    body: [
      rect(50, 50, 40, 26),
      rect(86, 58, 92, 12),
      'M160 58V28Q160 18 170 18Q180 18 180 28V58Z',
      poly([70, 107], [170, 117], [170, 133], [70, 143]),
      circle(70, 125, 20) + circle(70, 125, 8),
      circle(170, 125, 10),
    ],
    axis: ['M70 40V150M170 12V150M40 125H190'],
    dims: [
      V('h1', [180, 18], [90, 76], 214),
      H('d1', [50, 50], [90, 50], 12),
      H('l1', [70, 150], [170, 150], 168),
      N('d2', [64, 125], [30, 100]),
    ],
  },

  grip: merge(
    { body: ['M102 36C102 20 138 20 138 36C144 70 146 96 140 120H100C94 96 96 70 102 36Z'], axis: ['M120 14V166'] },
    threadedEnd(120, true, 'l2'),
    { dims: [H('d1', [95, 100], [145, 100], 12), V('l1', [138, 24], [140, 120], 212)] },
  ),

  'index-plunger': {
    body: [
      rect(113, 118, 14, 26),
      rect(106, 68, 28, 50),
      rect(100, 56, 40, 12),
      'M96 56V30Q96 22 104 21H136Q144 22 144 30V56Z',
    ],
    detail: ['M109 70V118M131 70V118'],
    axis: ['M120 12V160'],
    dims: [
      H('d2', [96, 36], [144, 36], 12),
      V('l1', [134, 68], [134, 118], 206),
      V('l2', [127, 118], [127, 144], 206),
      H('d1', [113, 144], [127, 144], 168),
      N('thread', [106, 96], [62, 112]),
    ],
  },
} satisfies Record<string, Shape>;
