import type { Selectable } from 'kysely';
import type { EditorPage, PageSaveRequest } from '#contract/calls/editor-pages.ts';
import { recordChange, type EditorSession } from '../auth/editor.ts';
import type { Db } from '../db/connect.ts';
import type { PagesTable } from '../db/schema.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { EDITOR_MESSAGES } from '../i18n/editor-messages.ts';
import { changedFields } from './change-detail.ts';
import { columnNames } from './english-columns.ts';
import { englishFieldNames } from '#contract/i18n/change-fields.ts';

/** The info and legal pages (about, Technical, Contact, faq, the legal ones): the site has a fixed route for each. */
function toEditorPage(row: Selectable<PagesTable>): EditorPage {
  return {
    slug: row.slug,
    title: row.titleEn,
    titleZh: row.titleZh,
    body: row.bodyEn,
    bodyZh: row.bodyZh,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

export async function listPages(db: Db): Promise<EditorPage[]> {
  const rows = await db.selectFrom('pages').selectAll().orderBy('slug').execute();
  return rows.map(toEditorPage);
}

/** Replaces an existing page's titles and texts (no new pages: the site would have no route for them). */
export async function savePage(db: Db, editor: EditorSession, request: PageSaveRequest): Promise<EditorPage> {
  const { slug, ...texts } = request;
  const fields = columnNames(texts, ['title', 'body']);
  return db.transaction().execute(async (tx) => {
    const before = await tx.selectFrom('pages').selectAll().where('slug', '=', slug).forUpdate().executeTakeFirst();
    if (!before) throw new ApiError(CODE.notFound, EDITOR_MESSAGES.noSuchPage, { field: 'slug' });
    const changes = changedFields(before, fields);
    if (Object.keys(changes).length === 0) return toEditorPage(before);
    const after = await tx
      .updateTable('pages')
      .set({ ...fields, updatedAt: new Date() })
      .where('slug', '=', slug)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordChange(tx, editor, {
      area: 'page',
      recordId: slug,
      action: 'update',
      summary: `Page ${slug} “${after.titleEn}”: ${englishFieldNames(changes)}`,
      detail: changes,
    });
    return toEditorPage(after);
  });
}
