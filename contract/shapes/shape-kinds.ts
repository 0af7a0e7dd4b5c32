import type { BilingualText } from '../i18n/text.ts';
import { stack, type Envelope } from './envelope.ts';

/**
 * The kinds of solid a family can be drawn as, each with the parameters it needs. A family stores its
 * kind and which of its dimension columns gives each parameter (FamilyShape); the same envelope is
 * then written as STEP and DXF, rendered as the shaded picture and turned in the 3D preview.
 */

type Size = (name: string) => number;

interface ShapeKindDef {
  label: BilingualText;
  params: Readonly<Record<string, BilingualText>>;
  envelope(size: Size): Envelope | undefined;
}

const t = (en: string, zh: string): BilingualText => ({ en, zh });

const P = {
  diameter: t('diameter', '直径'),
  height: t('height', '高度'),
  length: t('length', '长度'),
  width: t('width', '宽度'),
  studDiameter: t('stud diameter', '螺柱直径'),
  studLength: t('stud length', '螺柱长度'),
};

const cylinder = (size: Size) => ({ shape: 'cylinder', diameter: size('diameter') }) as const;
const box = (size: Size) => ({ shape: 'box', x: size('length'), y: size('width') }) as const;
const stud = (size: Size) => [size('studDiameter'), size('studLength')] as const;

export const SHAPE_KINDS = {
  cylinder: {
    label: t('Cylinder', '圆柱体'),
    params: { diameter: P.diameter, height: P.height },
    envelope: (s) => stack(cylinder(s), s('height')),
  },
  box: {
    label: t('Block', '块体'),
    params: { length: P.length, width: P.width, height: P.height },
    envelope: (s) => stack(box(s), s('height')),
  },
  cylinderStudBelow: {
    label: t('Cylinder on a stud or pin (knobs, grips, pins)', '带下螺柱或销的圆柱体（旋钮、握把、销）'),
    params: { diameter: P.diameter, height: P.height, studDiameter: P.studDiameter, studLength: P.studLength },
    envelope: (s) => stack(cylinder(s), s('height'), stud(s)),
  },
  cylinderStudAbove: {
    label: t('Cylinder with a stud on top (feet, mounts)', '顶部带螺柱的圆柱体（支脚、减振器）'),
    params: { diameter: P.diameter, height: P.height, studDiameter: P.studDiameter, studLength: P.studLength },
    envelope: (s) => stack(cylinder(s), s('height'), undefined, stud(s)),
  },
  boxStudBelow: {
    label: t('Block on a stud (levers)', '带下螺柱的块体（手柄）'),
    params: {
      length: P.length,
      width: P.width,
      height: P.height,
      studDiameter: P.studDiameter,
      studLength: P.studLength,
    },
    envelope: (s) => stack(box(s), s('height'), stud(s)),
  },
  boxStudAbove: {
    label: t('Block with a bolt on top (T-slot bolts)', '顶部带螺栓的块体（T 形槽螺栓）'),
    params: {
      length: P.length,
      width: P.width,
      height: P.height,
      studDiameter: P.studDiameter,
      studLength: P.studLength,
    },
    envelope: (s) => stack(box(s), s('height'), undefined, stud(s)),
  },
  // A crank reaches from the hub centre to the grip: radius plus a hub diameter overall.
  crank: {
    label: t('Crank', '曲柄'),
    params: { radius: t('crank radius', '曲柄半径'), hubDiameter: t('hub diameter', '轮毂直径'), height: P.height },
    envelope: (s) => stack({ shape: 'box', x: s('radius') + s('hubDiameter'), y: s('hubDiameter') }, s('height')),
  },
  // The wheel may be wider than the top plate: the envelope takes the larger.
  castor: {
    label: t('Castor', '脚轮'),
    params: {
      plateLength: t('top plate length', '顶板长度'),
      wheelDiameter: t('wheel diameter', '轮径'),
      height: P.height,
    },
    envelope: (s) =>
      stack({ shape: 'box', x: Math.max(s('plateLength'), s('wheelDiameter')), y: s('plateLength') }, s('height')),
  },
  // Profiles and brushes are sold by the metre: the model is a one-metre piece.
  metreProfile: {
    label: t('Profile sold by the metre', '按米销售的型材'),
    params: { width: P.width, height: P.height },
    envelope: (s) => stack({ shape: 'box', x: 1000, y: s('width') }, s('height')),
  },
  // The tube (extended length less the stroke) with the rod (the stroke) on top.
  gasSpring: {
    label: t('Gas spring', '气弹簧'),
    params: {
      tubeDiameter: t('tube diameter', '缸筒直径'),
      rodDiameter: t('rod diameter', '活塞杆直径'),
      extendedLength: t('extended length', '伸展长度'),
      stroke: t('stroke', '行程'),
    },
    envelope: (s) =>
      stack({ shape: 'cylinder', diameter: s('tubeDiameter') }, s('extendedLength') - s('stroke'), undefined, [
        s('rodDiameter'),
        s('stroke'),
      ]),
  },
  // The handle (width × twice the pin × height) with the pin below.
  ballLockPin: {
    label: t('Ball lock pin', '球锁销'),
    params: {
      handleWidth: t('handle width', '手柄宽度'),
      handleHeight: t('handle height', '手柄高度'),
      pinDiameter: t('pin diameter', '销直径'),
      pinLength: t('pin length', '销长度'),
    },
    envelope: (s) =>
      stack({ shape: 'box', x: s('handleWidth'), y: 2 * s('pinDiameter') }, s('handleHeight'), [
        s('pinDiameter'),
        s('pinLength'),
      ]),
  },
  // Collar on top, the body below it (the bore is left solid).
  bush: {
    label: t('Collar bush', '带肩衬套'),
    params: {
      collarDiameter: t('collar diameter', '凸肩直径'),
      collarHeight: t('collar height', '凸肩高度'),
      bodyDiameter: t('body diameter', '本体直径'),
      overallLength: t('overall length', '总长'),
    },
    envelope: (s) =>
      stack({ shape: 'cylinder', diameter: s('collarDiameter') }, s('collarHeight'), [
        s('bodyDiameter'),
        s('overallLength') - s('collarHeight'),
      ]),
  },
} satisfies Record<string, ShapeKindDef>;

export type ShapeKind = keyof typeof SHAPE_KINDS;

/** A family's kind of solid and, for each of the kind's parameters, the dimension key that gives it. */
export interface FamilyShape {
  kind: ShapeKind;
  params: Record<string, string>;
}

export const isShapeKind = (kind: string): kind is ShapeKind => Object.hasOwn(SHAPE_KINDS, kind);

/** The parameter names a kind needs, in order. */
export const shapeParamsOf = (kind: ShapeKind): string[] => Object.keys(SHAPE_KINDS[kind].params);

/** The label of a kind's parameter. */
export const shapeParamLabel = (kind: ShapeKind, param: string): BilingualText | undefined =>
  (SHAPE_KINDS[kind].params as Readonly<Record<string, BilingualText>>)[param];

/** A thread 'M12' or 'M10x1' counts as its nominal diameter; other text is no size. */
export function dimensionValue(value: number | string | undefined): number {
  if (typeof value === 'number') return value;
  const thread = value === undefined ? null : /^M(\d+(?:\.\d+)?)/i.exec(value);
  return thread ? Number(thread[1]) : NaN;
}

/** The envelope of one variant of a family of this shape, or undefined when a size it needs is missing. */
export function shapeEnvelope(
  shape: FamilyShape,
  dims: Readonly<Record<string, number | string>>,
): Envelope | undefined {
  const def: ShapeKindDef = SHAPE_KINDS[shape.kind];
  return def.envelope((name) => {
    const key = shape.params[name];
    return key === undefined ? NaN : dimensionValue(dims[key]);
  });
}
