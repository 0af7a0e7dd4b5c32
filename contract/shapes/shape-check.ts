import { fill, fillBoth, type BilingualText } from '../i18n/text.ts';
import { isShapeKind, SHAPE_KINDS, shapeParamLabel, shapeParamsOf, type FamilyShape } from './shape-kinds.ts';

/** What an editor or an import file said: a kind's name and a dimension key per parameter. */
export interface ShapeInput {
  kind: string;
  params: Readonly<Record<string, string>>;
}

export type ShapeCheck = { ok: true; shape: FamilyShape } | { ok: false; message: BilingualText };

const KINDS_LIST = Object.keys(SHAPE_KINDS).join(', ');

export const SHAPE_MESSAGES = {
  unknownKind: {
    en: `Shape kind "{kind}" is not known; use one of ${KINDS_LIST}, or leave it empty.`,
    zh: `形状类型“{kind}”无法识别；请使用 ${KINDS_LIST} 之一，或留空。`,
  },
  missingParam: {
    en: 'Shape kind "{kind}" needs the {param}: name the dimension that gives it.',
    zh: '形状类型“{kind}”需要{param}：请指定提供该值的尺寸。',
  },
  unknownDimension: {
    en: 'The {param} of shape kind "{kind}" is dimension "{key}", which the family does not have.',
    zh: '形状类型“{kind}”的{param}对应尺寸“{key}”，但该产品系列没有此尺寸。',
  },
  extraParam: {
    en: 'Shape kind "{kind}" has no parameter "{param}".',
    zh: '形状类型“{kind}”没有参数“{param}”。',
  },
} satisfies Record<string, BilingualText>;

/** A message naming a parameter by its label in each language. */
const aboutParam = (text: BilingualText, values: Record<string, string>, label: BilingualText): BilingualText => ({
  en: fill(text.en, { ...values, param: label.en }),
  zh: fill(text.zh, { ...values, param: label.zh }),
});

/**
 * Checks a family's shape against its dimension keys: the kind must be known, each of its
 * parameters named, and each named dimension one of the family's columns.
 */
export function checkShape(input: ShapeInput, dimensionKeys: readonly string[]): ShapeCheck {
  const { kind } = input;
  if (!isShapeKind(kind)) return { ok: false, message: fillBoth(SHAPE_MESSAGES.unknownKind, { kind }) };
  const needed = shapeParamsOf(kind);
  const extra = Object.keys(input.params).find((p) => !needed.includes(p));
  if (extra !== undefined) return { ok: false, message: fillBoth(SHAPE_MESSAGES.extraParam, { kind, param: extra }) };
  for (const param of needed) {
    const label = shapeParamLabel(kind, param) ?? { en: param, zh: param };
    const key = input.params[param]?.trim() ?? '';
    if (key === '') {
      return { ok: false, message: aboutParam(SHAPE_MESSAGES.missingParam, { kind }, label) };
    }
    if (!dimensionKeys.includes(key)) {
      return { ok: false, message: aboutParam(SHAPE_MESSAGES.unknownDimension, { kind, key }, label) };
    }
  }
  return {
    ok: true,
    shape: { kind, params: Object.fromEntries(needed.map((p) => [p, input.params[p]?.trim() ?? ''])) },
  };
}
