import type { Crumb } from '#contract/calls/catalogue.ts';
import type { CategoryNode, MenuItem, MenuItemL3 } from '#contract/calls/menu.ts';
import type { Db } from '../db/connect.ts';
import type { CategoriesTable } from '../db/schema.ts';
import { imageUrl, storedFileSha } from './image-url.ts';

/** A category as read for the site: its row and its image's content hash (for the image's URL). */
export type CategoryRow = CategoriesTable & { imageSha: string | null };
const categoryImageSha = (table: string) => storedFileSha(`${table}.imageFid`).as('imageSha');

export function toMenuItem(row: CategoryRow): MenuItem {
  return {
    id: row.id,
    imageUrl: imageUrl(row.imageFid, row.imageSha),
    typePath: row.typePath,
    level: row.level,
    parentId: row.parentId,
    name: row.nameEn,
    nameZh: row.nameZh,
  };
}

/** Every category in menu order (parents before children, siblings by sortOrder). */
export async function allCategories(db: Db): Promise<CategoryRow[]> {
  return db
    .selectFrom('categories')
    .selectAll()
    .select(categoryImageSha('categories'))
    .orderBy('level')
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
}

/** The first level, in menu order. */
export async function topCategories(db: Db): Promise<CategoryRow[]> {
  return db
    .selectFrom('categories')
    .selectAll()
    .select(categoryImageSha('categories'))
    .where('level', '=', 1)
    .orderBy('sortOrder')
    .execute();
}

export async function findCategory(db: Db, id: number): Promise<CategoryRow | undefined> {
  return db
    .selectFrom('categories')
    .selectAll()
    .select(categoryImageSha('categories'))
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function childrenOf(db: Db, id: number): Promise<MenuItem[]> {
  const rows = await db
    .selectFrom('categories')
    .selectAll()
    .select(categoryImageSha('categories'))
    .where('parentId', '=', id)
    .orderBy('sortOrder')
    .orderBy('id')
    .execute();
  return rows.map(toMenuItem);
}

/** The whole tree, levels 1 to 5, built from one query. */
export function buildTree(rows: CategoryRow[]): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>();
  for (const row of rows) nodes.set(row.id, { ...toMenuItem(row), children: [] });
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** The level-3 descendants of a category, each with its level-2 group for headings in the mega-menu. */
export async function levelThreeUnder(db: Db, category: CategoriesTable): Promise<MenuItemL3[]> {
  const rows = await db
    .selectFrom('categories as c')
    .leftJoin('categories as g', (join) => join.onRef('g.id', '=', 'c.parentId').on('g.level', '=', 2))
    .selectAll('c')
    .select(categoryImageSha('c'))
    .select(['g.id as groupId', 'g.nameEn as groupNameEn', 'g.nameZh as groupNameZh', 'g.sortOrder as groupSort'])
    .where('c.level', '=', 3)
    .where('c.typePath', 'like', `${category.typePath}/%`)
    .orderBy('groupSort')
    .orderBy('c.sortOrder')
    .orderBy('c.id')
    .execute();
  return rows.map((row) => ({
    ...toMenuItem(row),
    groupId: row.groupId,
    groupName: row.groupNameEn,
    groupNameZh: row.groupNameZh,
  }));
}

/** Level 1 down to the category itself, from its typePath. */
export async function breadcrumbOf(db: Db, typePath: string): Promise<Crumb[]> {
  const ids = typePath.split('/').map(Number);
  const rows = await db
    .selectFrom('categories')
    .select(['id', 'level', 'nameEn', 'nameZh'])
    .where('id', 'in', ids)
    .orderBy('level')
    .execute();
  return rows.map((row) => ({ id: row.id, level: row.level, name: row.nameEn, nameZh: row.nameZh }));
}
