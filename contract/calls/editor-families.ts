import * as T from 'typebox';
import { defineCall, orNull } from '../call.ts';
import { fields, idField, text, wholeNumber } from '../fields.ts';
import { EDITOR_LIMITS } from '../limits/editor.ts';
import { Crumb, DimensionColumn, PriceBreak } from './catalogue.ts';
import { IMAGE_BODY_LIMIT_BYTES, imageFields } from './editor-fields.ts';
import { FamilyShapeAnswer } from './family-shape.ts';
import { Page, pagingFields } from './paging.ts';

/** Product families (names, texts, picture) and their variants (stock, lead time, price breaks) as editors keep them. */

const EditorFamilyListItem = T.Object({
  id: T.Integer(),
  code: T.String(),
  slug: T.String(),
  name: T.String(),
  nameZh: T.String(),
  categoryId: T.Integer(),
  imageUrl: orNull(T.String()),
  variantCount: T.Integer(),
});

export const familyList = defineCall({
  path: 'editor/familyList',
  caller: 'editor',
  tag: 'editor',
  summary: 'A page of product families, by code, part number or name, in a category and below it',
  body: fields({
    /** Matches the start of the family code or of a part number, or any part of the English or Chinese name. */
    q: text({ label: { en: 'search', zh: '搜索内容' }, max: EDITOR_LIMITS.familySearch }),
    /** The category and everything below it. */
    categoryId: wholeNumber({ label: { en: 'category', zh: '产品类别' }, min: 1, max: 2_147_483_647 }),
    ...pagingFields,
  }),
  answer: Page(EditorFamilyListItem),
});
export type FamilyListRequest = T.Static<typeof familyList.body>;
export type FamilyListAnswer = T.Static<typeof familyList.answer>;

export const EditorVariant = T.Object({
  id: T.Integer(),
  familyId: T.Integer(),
  partNo: T.String(),
  dims: T.Record(T.String(), T.Union([T.Number(), T.String()])),
  stock: T.Integer(),
  leadTimeDays: T.Integer(),
  /** Lowest quantity first. */
  priceBreaks: T.Array(PriceBreak),
  /** The same breaks as variantSave takes them: "1:166,10:153,50:140". */
  priceBreaksText: T.String(),
  /** The dimensions as variantSave and the import take them: "d1=40;thread=M12", in column order. */
  dimsText: T.String(),
  /** Its own finish, or null: its family's. */
  finish: orNull(T.String()),
  finishZh: orNull(T.String()),
});
export type EditorVariant = T.Static<typeof EditorVariant>;

const both = (en: string, zh: string, max: number) =>
  [
    text({ label: { en: `English ${en}`, zh: `英文${zh}` }, required: true, max }),
    text({ label: { en: `Chinese ${en}`, zh: `中文${zh}` }, required: true, max }),
  ] as const;
const [name, nameZh] = both('name', '名称', EDITOR_LIMITS.familyName);
const [description, descriptionZh] = both('description', '描述', EDITOR_LIMITS.familyDescription);
const [material, materialZh] = both('material', '材料', EDITOR_LIMITS.familyMaterial);
const [finish, finishZh] = both('finish', '表面处理', EDITOR_LIMITS.familyFinish);

/** A family's texts in both languages: what the console edits and the import compares. */
const FamilyTexts = T.Object({
  name: T.String(),
  nameZh: T.String(),
  description: T.String(),
  descriptionZh: T.String(),
  material: T.String(),
  materialZh: T.String(),
  finish: T.String(),
  finishZh: T.String(),
});

const familyTextFields = {
  name,
  nameZh,
  description,
  descriptionZh,
  material,
  materialZh,
  finish,
  finishZh,
} satisfies Record<keyof T.Static<typeof FamilyTexts>, T.TSchema>;

export const EditorFamily = T.Object({
  id: T.Integer(),
  code: T.String(),
  /** URL name, recomputed from the English name on every save. */
  slug: T.String(),
  categoryId: T.Integer(),
  breadcrumb: T.Array(Crumb),
  imageUrl: orNull(T.String()),
  drawingUrl: orNull(T.String()),
  /** True: an editor uploaded the drawing and it stays; false: the shop draws it from the kind and the dimensions, and redraws it when they change. */
  drawingUploaded: T.Boolean(),
  dimensionColumns: T.Array(DimensionColumn),
  /** Its kind of solid, or null: the CAD files are a plain box. */
  shape: FamilyShapeAnswer.properties.shape,
  variants: T.Array(EditorVariant),
  ...FamilyTexts.properties,
});
export type EditorFamily = T.Static<typeof EditorFamily>;

export const familyGet = defineCall({
  path: 'editor/familyGet',
  caller: 'editor',
  tag: 'editor',
  summary: 'A product family with its variants and price breaks',
  body: fields({ id: idField() }),
  answer: EditorFamily,
});

export const familySave = defineCall({
  path: 'editor/familySave',
  caller: 'editor',
  tag: 'editor',
  summary: "Replace a family's names and texts; its URL name follows the English name",
  body: fields({ id: idField(), ...familyTextFields }),
  answer: EditorFamily,
});
export type FamilySaveRequest = T.Static<typeof familySave.body>;

export const familyImage = defineCall({
  path: 'editor/familyImage',
  caller: 'editor',
  tag: 'editor',
  summary: 'A new product picture: SVG, PNG, JPEG or WebP, at most 512 KB, in Base64',
  body: fields(imageFields),
  answer: EditorFamily,
  bodyLimit: IMAGE_BODY_LIMIT_BYTES,
});

export const familyDrawing = defineCall({
  path: 'editor/familyDrawing',
  caller: 'editor',
  tag: 'editor',
  summary:
    'An uploaded drawing for a family (SVG, PNG, JPEG or WebP, at most 512 KB, in Base64): kept when its dimensions change, until familyDrawingRedraw',
  body: fields(imageFields),
  answer: EditorFamily,
  bodyLimit: IMAGE_BODY_LIMIT_BYTES,
});

export const familyDrawingRedraw = defineCall({
  path: 'editor/familyDrawingRedraw',
  caller: 'editor',
  tag: 'editor',
  summary:
    "Replace a family's uploaded drawing with one drawn from its kind of solid and dimensions, redrawn whenever they change",
  body: fields({ id: idField() }),
  answer: EditorFamily,
});

/** A variant's own finish in one language: left out, it stays as it is; '' (blank) in both, the family's. */
const variantFinish = (en: string, zh: string) =>
  text({
    label: { en: `${en} finish of this variant`, zh: `此型号的${zh}表面处理` },
    max: EDITOR_LIMITS.familyFinish,
    keepBlank: true,
  });

export const variantSave = defineCall({
  path: 'editor/variantSave',
  caller: 'editor',
  tag: 'editor',
  summary:
    'Set a variant\'s stock and lead time, replace its price breaks ("1:166,10:153,50:140": quantity:pence), set its own finish in both languages when given (both empty: the family\'s; left out: unchanged) and, when given, its dimensions ("d1=40;thread=M12")',
  body: fields({
    id: idField(),
    stock: wholeNumber({ label: { en: 'stock', zh: '库存' }, required: true, min: 0, max: EDITOR_LIMITS.stockMax }),
    leadTimeDays: wholeNumber({
      label: { en: 'lead time (days)', zh: '交货期（天）' },
      required: true,
      min: 0,
      max: EDITOR_LIMITS.leadTimeDaysMax,
    }),
    /** "minQty:unitPricePence" pairs separated by commas, starting at 1: "1:166,10:153,50:140". */
    priceBreaks: text({
      label: { en: 'price breaks', zh: '价格档' },
      required: true,
      max: EDITOR_LIMITS.priceBreaksText,
    }),
    /** Left out: the dimensions stay as they are. */
    dims: text({ label: { en: 'dimensions', zh: '尺寸' }, max: EDITOR_LIMITS.variantDimsText }),
    /** Left out: unchanged; both '' (blank): the variant has its family's finish. */
    finish: variantFinish('English', '英文'),
    finishZh: variantFinish('Chinese', '中文'),
  }),
  answer: EditorVariant,
});
