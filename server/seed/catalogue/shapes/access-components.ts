import { circle, H, merge, N, poly, rect, roundRect, V, type Shape } from './geometry.ts';

const HOLES = [circle(82, 70, 5.5), circle(82, 110, 5.5), circle(158, 70, 5.5), circle(158, 110, 5.5)].join('');

/** Hinges opened flat, front view, with the leaf thickness in a side view on the right. */
function hinge(concealed: boolean): Shape {
  const leaves = concealed
    ? roundRect(50, 46, 66, 88, 8) + roundRect(124, 46, 66, 88, 8)
    : roundRect(50, 40, 66, 100, 4) + roundRect(124, 40, 66, 100, 4);
  return merge(
    {
      body: [leaves + HOLES],
      detail: [circle(82, 70, 9) + circle(82, 110, 9) + circle(158, 70, 9) + circle(158, 110, 9)],
    },
    concealed
      ? { detail: ['M116 72L124 108M116 108L124 72'], dims: [V('l1', [50, 46], [50, 134], 28)] }
      : {
          body: [rect(112, 34, 16, 112)],
          detail: ['M112 62H128M112 90H128M112 118H128'],
          dims: [V('l1', [112, 34], [112, 146], 28)],
        },
    {
      body: [rect(202, 40, 8, 100)],
      axis: ['M120 24V156'],
      dims: [H('b1', [50, 140], [190, 140], 166), N('s1', [206, 40], [222, 24]), N('d1', [158, 110], [196, 160])],
    },
  );
}

/** Edge and seal profiles in cross-section: a U that grips the panel edge, with or without a hollow bulb on top. */
function profile(bulb: boolean): Shape {
  const top = bulb ? 80 : 40;
  return merge(bulb ? { body: [circle(120, 56, 26) + circle(120, 56, 17)] } : {}, {
    body: [`M80 150V${top + 12}Q80 ${top} 92 ${top}H148Q160 ${top} 160 ${top + 12}V150H134V${top + 26}H106V150Z`],
    detail: ['M106 100L116 94M134 100L124 94M106 122L116 116M134 122L124 116M106 144L116 138M134 144L124 138'],
    hidden: [`M90 150V${top + 10}H150V150`],
    dims: [
      H('b1', [80, top + 12], [160, top + 12], 16),
      V('h1', bulb ? [120, 30] : [160, 40], [160, 150], 200),
      H('s2', [106, 150], [134, 150], 168),
      N('s1', [120, 118], [176, 126]),
    ],
  });
}

export const ACCESS_COMPONENT_SHAPES = {
  hinge: hinge(false),
  'hinge-concealed': hinge(true),

  'latch-toggle': {
    body: [rect(40, 120, 64, 12), 'M56 120L150 94Q158 92 160 100L162 104L64 128Z', rect(170, 116, 36, 16)],
    detail: ['M156 100Q188 98 186 116'],
    dims: [H('l1', [40, 132], [206, 132], 162), V('h1', [160, 94], [206, 132], 222), N('b1', [80, 126], [40, 100])],
  },
  catch: {
    body: [roundRect(60, 70, 90, 40, 6) + circle(78, 90, 4), rect(156, 70, 10, 40)],
    detail: ['M140 76V104'],
    dims: [H('l1', [60, 110], [150, 110], 150), V('h1', [150, 70], [150, 110], 200), N('b1', [100, 70], [70, 40])],
  },

  'quarter-turn': {
    body: [rect(104, 60, 32, 44), rect(98, 72, 44, 10), rect(94, 50, 52, 10), rect(116, 104, 72, 8)],
    detail: ['M30 60H210M30 68H210M114 50V56H126V50'],
    axis: ['M120 40V124'],
    dims: [
      V('a', [146, 60], [188, 104], 212),
      V('l1', [94, 50], [116, 112], 40),
      H('d1', [104, 104], [136, 112], 150),
      N('drive', [120, 53], [160, 30]),
    ],
  },

  'swing-handle': {
    body: [
      roundRect(90, 20, 60, 140, 10),
      rect(176, 20, 10, 140),
      rect(186, 60, 14, 60),
      rect(200, 86, 6, 8),
      rect(206, 70, 6, 40),
    ],
    detail: [roundRect(98, 30, 44, 110, 8) + circle(120, 52, 8)],
    dims: [
      V('l1', [90, 20], [90, 160], 60),
      H('b1', [90, 160], [150, 160], 172),
      H('h1', [176, 20], [186, 20], 12),
      H('a', [186, 120], [206, 110], 150),
    ],
  },

  'profile-edge': profile(false),
  'profile-seal': profile(true),

  brush: {
    body: [rect(106, 60, 28, 90), rect(100, 30, 40, 30)],
    detail: ['M108 62V150M112 62V150M116 62V150M120 62V150M124 62V150M128 62V150M132 62V150'],
    dims: [H('b1', [100, 30], [140, 30], 16), V('h1', [140, 30], [134, 150], 200), V('h2', [106, 60], [106, 150], 70)],
  },

  'gas-spring': {
    body: [rect(26, 88, 14, 8), rect(196, 88, 14, 8), rect(140, 86, 56, 12), roundRect(40, 80, 100, 24, 6)],
    detail: ['M52 80V104'],
    axis: ['M16 92H220'],
    dims: [
      H('l1', [26, 88], [210, 88], 50),
      H('s', [140, 98], [196, 98], 130),
      V('d1', [40, 80], [40, 104], 16),
      N('d2', [168, 86], [168, 66]),
      N('thread', [203, 96], [212, 122]),
    ],
  },

  'end-fitting': {
    body: ['M80 30H104V92H136V30H160V110Q160 124 146 124H134V150H106V124H94Q80 124 80 110Z'],
    hidden: ['M80 51H104M136 51H160M80 69H104M136 69H160M112 124V150M128 124V150'],
    axis: ['M120 20V160M70 60H170'],
    dims: [
      H('b1', [80, 30], [160, 30], 16),
      V('l1', [80, 30], [106, 150], 40),
      V('d1', [160, 51], [160, 69], 200),
      N('thread', [128, 140], [170, 160]),
    ],
  },

  'handle-recessed': {
    body: [roundRect(40, 45, 120, 70, 8), rect(184, 45, 6, 70), rect(190, 55, 18, 50)],
    detail: [roundRect(52, 57, 96, 46, 12)],
    hidden: [rect(46, 51, 108, 58)],
    dims: [
      H('l1', [40, 115], [160, 115], 160),
      V('b1', [40, 45], [40, 115], 20),
      H('l2', [46, 51], [154, 51], 16),
      V('b2', [154, 51], [154, 109], 172),
      H('h1', [184, 115], [208, 105], 160),
    ],
  },

  // Housing with a spring-loaded roller that runs onto the strike.
  'catch-roller': {
    body: [roundRect(60, 70, 90, 40, 6), poly([150, 80], [166, 80], [166, 100], [150, 100]), circle(172, 90, 8)],
    dims: [H('l1', [60, 110], [150, 110], 150), V('h1', [150, 70], [150, 110], 200), N('b1', [100, 70], [70, 40])],
  },
} satisfies Record<string, Shape>;
