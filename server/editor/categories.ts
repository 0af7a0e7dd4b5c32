import type { CategorySaveRequest, EditorCategory } from '#contract/calls/editor-categories.ts';
import { recordChange, type EditorSession } from '../auth/editor.ts';
import { imageUrl, storedFileSha } from '../catalogue/image-url.ts';
import type { Db } from '../db/connect.ts';
import type { CategoriesTable } from '../db/schema.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { MESSAGES } from '../i18n/messages.ts';
import { changedFields } from './change-detail.ts';
import { columnNames } from './english-columns.ts';
import { storeImage, type CheckedImage } from './image-upload.ts';
import { englishFieldNames } from '#contract/i18n/change-fields.ts';

/** The category's row and its image's content hash, read or written (for the image's URL). */
const imageSha = storedFileSha('categories.imageFid').as('imageSha');

function toEditorCategory(row: CategoriesTable & { imageSha: string | null }): EditorCategory {
  return {
    id: row.id,
    parentId: row.parentId,
    level: row.level,
    typePath: row.typePath,
    name: row.nameEn,
    nameZh: row.nameZh,
    imageUrl: imageUrl(row.imageFid, row.imageSha),
    sortOrder: row.sortOrder,
  };
}

/** Parents before their children, siblings by sortOrder then id: the tree read top to bottom. */
export function depthFirst<T extends { id: number; parentId: number | null; sortOrder: number }>(
  rows: readonly T[],
): T[] {
  const children = new Map<number | null, T[]>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  for (const list of children.values()) list.sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  const out: T[] = [];
  const visit = (parentId: number | null) => {
    for (const row of children.get(parentId) ?? []) {
      out.push(row);
      visit(row.id);
    }
  };
  visit(null);
  return out;
}

export async function listCategories(db: Db): Promise<EditorCategory[]> {
  return depthFirst(await db.selectFrom('categories').selectAll().select(imageSha).execute()).map(toEditorCategory);
}

const nameOf = (c: { id: number; nameEn: string }) => `${c.id} “${c.nameEn}”`;

/** Renames a category or changes its place among its siblings; the tree's shape stays. */
export async function saveCategory(
  db: Db,
  editor: EditorSession,
  request: CategorySaveRequest,
): Promise<EditorCategory> {
  const { id, ...texts } = request;
  const fields = columnNames(texts, ['name']);
  return db.transaction().execute(async (tx) => {
    const before = await tx
      .selectFrom('categories')
      .selectAll()
      .select(imageSha)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new ApiError(CODE.notFound, MESSAGES.noSuchCategory);
    const changes = changedFields(before, fields);
    if (Object.keys(changes).length === 0) return toEditorCategory(before);
    const after = await tx
      .updateTable('categories')
      .set(fields)
      .where('id', '=', id)
      .returningAll()
      .returning(imageSha)
      .executeTakeFirstOrThrow();
    await recordChange(tx, editor, {
      area: 'category',
      recordId: id,
      action: 'update',
      summary: `Category ${nameOf(after)}: ${englishFieldNames(changes)}`,
      detail: changes,
    });
    return toEditorCategory(after);
  });
}

/** Gives a category a new picture (stored once per content). */
export async function setCategoryImage(
  db: Db,
  editor: EditorSession,
  id: number,
  image: CheckedImage,
): Promise<EditorCategory> {
  return db.transaction().execute(async (tx) => {
    const before = await tx
      .selectFrom('categories')
      .selectAll()
      .select(imageSha)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new ApiError(CODE.notFound, MESSAGES.noSuchCategory);
    const fid = await storeImage(tx, image, `category-${id}`);
    if (fid === before.imageFid) return toEditorCategory(before);
    const after = await tx
      .updateTable('categories')
      .set({ imageFid: fid })
      .where('id', '=', id)
      .returningAll()
      .returning(imageSha)
      .executeTakeFirstOrThrow();
    await recordChange(tx, editor, {
      area: 'category',
      recordId: id,
      action: 'image',
      summary: `Category ${nameOf(after)}: new image`,
      detail: {
        imageFid: { from: before.imageFid, to: fid },
        contentType: image.contentType,
        bytes: image.bytes.length,
      },
    });
    return toEditorCategory(after);
  });
}
