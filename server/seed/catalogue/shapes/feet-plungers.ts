import { circle, H, merge, N, rect, V, type Shape } from './geometry.ts';

/** Spring plungers: a threaded or press-fit body with a pin or ball tip protruding at the bottom. */
function plunger(tip: 'pin' | 'ball', threaded: boolean): Shape {
  return merge(
    {
      body: [tip === 'pin' ? rect(110, 118, 20, 28) : circle(120, 132, 14), rect(100, 40, 40, 90)],
      axis: ['M120 30V156'],
    },
    threaded
      ? { detail: ['M103 40V130M137 40V130M114 40V49H126V40'], dims: [N('thread', [100, 80], [60, 60])] }
      : { detail: ['M100 60H140M100 64H140'], dims: [H('d2', [100, 40], [140, 40], 16)] },
    {
      dims: [
        V('l1', [140, 40], [130, 146], 212),
        tip === 'pin' ? H('d1', [110, 146], [130, 146], 168) : H('d1', [106, 132], [134, 132], 168),
      ],
    },
  );
}

function castor(swivel: boolean): Shape {
  const cx = swivel ? 132 : 120;
  return {
    body: [
      circle(cx, 106, 42),
      ...(swivel ? [rect(92, 32, 56, 10), 'M96 42H146L146 108H118Z'] : ['M96 32H144L140 110H100Z']),
      rect(62, 24, 116, 8),
      circle(cx, 106, 6),
    ],
    detail: [circle(cx, 106, 33)],
    axis: [`M${cx - 50} 106H${cx + 50}`],
    dims: [
      H('l1', [62, 24], [178, 24], 12),
      V('h1', [178, 24], [cx, 148], 214),
      V('d1', [cx, 64], [cx, 148], 40),
      N('b1', [cx + 30, 132], [186, 164]),
    ],
  };
}

export const FEET_PLUNGER_SHAPES = {
  'spring-pin': plunger('pin', true),
  'spring-ball': plunger('ball', true),
  'press-pin': plunger('pin', false),
  'press-ball': plunger('ball', false),

  foot: {
    body: [
      rect(111, 30, 18, 92),
      rect(101, 86, 38, 14),
      circle(120, 122, 10),
      'M60 150L64 132Q66 126 74 126H166Q174 126 176 132L180 150Z',
    ],
    detail: ['M114 32V86M126 32V86M61 144H179'],
    axis: ['M120 20V160'],
    dims: [
      H('d1', [60, 150], [180, 150], 170),
      V('h1', [176, 126], [180, 150], 212),
      V('l1', [111, 30], [111, 122], 84),
      N('thread', [129, 50], [168, 36]),
    ],
  },
  'foot-av': {
    body: [
      rect(112, 30, 16, 40),
      rect(112, 120, 16, 36),
      'M80 70Q90 95 80 120H160Q150 95 160 70Z',
      rect(80, 64, 80, 6),
      rect(80, 120, 80, 6),
    ],
    detail: ['M115 32V64M125 32V64'],
    axis: ['M120 20V166'],
    dims: [
      H('d1', [80, 126], [160, 126], 172),
      V('h1', [160, 64], [160, 126], 212),
      V('l1', [112, 30], [112, 64], 86),
      N('thread', [128, 44], [168, 30]),
    ],
  },

  castor: castor(true),
  'castor-fixed': castor(false),

  'ball-transfer': {
    body: [circle(120, 72, 30), rect(90, 110, 60, 30), 'M64 110H176V100H158Q154 80 140 74H100Q86 80 82 100H64Z'],
    axis: ['M120 30V150'],
    dims: [H('d1', [90, 72], [150, 72], 16), V('h1', [120, 42], [150, 140], 212), H('d2', [90, 140], [150, 140], 166)],
  },
} satisfies Record<string, Shape>;
