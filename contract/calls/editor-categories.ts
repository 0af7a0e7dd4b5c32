import * as T from 'typebox';
import { defineCall, orNull } from '../call.ts';
import { emptyBody, fields, idField, text, wholeNumber } from '../fields.ts';
import { EDITOR_LIMITS } from '../limits/editor.ts';
import { IMAGE_BODY_LIMIT_BYTES, imageFields, listOf } from './editor-fields.ts';

/** The category tree as editors keep it: names, order among siblings and pictures (its shape is the catalogue import's). */

/** One category of the tree; categoryList answers them depth first (each parent before its children). */
export const EditorCategory = T.Object({
  id: T.Integer(),
  parentId: orNull(T.Integer()),
  level: T.Integer(),
  typePath: T.String(),
  name: T.String(),
  nameZh: T.String(),
  imageUrl: orNull(T.String()),
  /** Order among the category's siblings. */
  sortOrder: T.Integer(),
});
export type EditorCategory = T.Static<typeof EditorCategory>;

export const categoryList = defineCall({
  path: 'editor/categoryList',
  caller: 'editor',
  tag: 'editor',
  summary: 'Every category, parents before children, with parentId and level',
  body: emptyBody,
  answer: listOf(EditorCategory),
});

export const categorySave = defineCall({
  path: 'editor/categorySave',
  caller: 'editor',
  tag: 'editor',
  summary: 'Rename a category or change its position among its siblings',
  body: fields({
    id: idField(),
    name: text({ label: { en: 'English name', zh: '英文名称' }, required: true, max: EDITOR_LIMITS.categoryName }),
    nameZh: text({ label: { en: 'Chinese name', zh: '中文名称' }, required: true, max: EDITOR_LIMITS.categoryName }),
    sortOrder: wholeNumber({
      label: { en: 'position', zh: '排序' },
      required: true,
      min: EDITOR_LIMITS.categorySortMin,
      max: EDITOR_LIMITS.categorySortMax,
    }),
  }),
  answer: EditorCategory,
});
export type CategorySaveRequest = T.Static<typeof categorySave.body>;

export const categoryImage = defineCall({
  path: 'editor/categoryImage',
  caller: 'editor',
  tag: 'editor',
  summary: 'A new picture for a category: SVG, PNG, JPEG or WebP, at most 512 KB, in Base64',
  body: fields(imageFields),
  answer: EditorCategory,
  bodyLimit: IMAGE_BODY_LIMIT_BYTES,
});
/** categoryImage and familyImage: the image's bytes in Base64 (at most 512 KB decoded). */
export type ImageUploadRequest = T.Static<typeof categoryImage.body>;
