import * as T from 'typebox';
import { defineCall, orNull } from '../call.ts';
import { emptyBody, fields, idField } from '../fields.ts';

/** A category as menus and tiles show it; id, imageUrl and typePath keep their names (docs/spec.md#fields). */
export const MenuItem = T.Object({
  id: T.Integer(),
  /** Path of the image through ImageDisplayByFID, or null when the category has none. */
  imageUrl: orNull(T.String()),
  /** Ids from level 1 down to this category joined by '/', e.g. "1/10/1001". */
  typePath: T.String(),
  level: T.Integer(),
  parentId: orNull(T.Integer()),
  name: T.String(),
  nameZh: T.String(),
});
export type MenuItem = T.Static<typeof MenuItem>;

/** A level-3 item of the mega-menu, with the level-2 group it sits in (if any) for headings. */
export const MenuItemL3 = T.Object({
  ...MenuItem.properties,
  groupId: orNull(T.Integer()),
  groupName: orNull(T.String()),
  groupNameZh: orNull(T.String()),
});
export type MenuItemL3 = T.Static<typeof MenuItemL3>;

export type CategoryNode = MenuItem & { children: CategoryNode[] };
/** A category with the categories below it, to level 5; the children are nodes of this same shape. */
export const CategoryNode = T.Object({ ...MenuItem.properties, children: T.Array(T.Unsafe<CategoryNode>({})) });

export const getProductMemuL1 = defineCall({
  path: 'unpri/getProductMemuL1',
  caller: 'anyone',
  tag: 'catalogue',
  summary: 'Level-1 groups of the product menu',
  body: emptyBody,
  answer: T.Array(MenuItem),
});

export const getProductMemuL3 = defineCall({
  path: 'unpri/getProductMemuL3',
  caller: 'anyone',
  tag: 'catalogue',
  summary: 'The level-3 categories under a level-1 group (or any category), with their level-2 group',
  body: fields({ id: idField() }),
  answer: T.Array(MenuItemL3),
});

export const categoryTree = defineCall({
  path: 'unpri/categoryTree',
  caller: 'anyone',
  tag: 'catalogue',
  summary: 'The whole category tree, levels 1 to 5, names in en and zh-cn',
  body: emptyBody,
  answer: T.Array(CategoryNode),
});
