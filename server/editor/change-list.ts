import type { ChangeListAnswer, ChangeListRequest } from '#contract/calls/editor-changes.ts';
import type { Db } from '../db/connect.ts';
import { pageOf } from '../db/read-page.ts';
import type { UserRole } from '../db/schema.ts';
import { changesReadableBy } from './change-areas.ts';

export const CHANGE_LIST_PAGE_SIZE = 50;

/** The audit record the caller's role may read (server/editor/change-areas.ts), newest first, optionally of one area and one record. */
export async function listChanges(db: Db, role: UserRole, request: ChangeListRequest): Promise<ChangeListAnswer> {
  const { page = 1, pageSize = CHANGE_LIST_PAGE_SIZE, area, recordId } = request;
  let query = db.selectFrom('editorChanges').where(changesReadableBy(role));
  if (area !== undefined) query = query.where('area', '=', area);
  if (recordId !== undefined) query = query.where('recordId', '=', recordId);
  return pageOf(
    query
      .select(['id', 'at', 'userEmail', 'area', 'recordId', 'action', 'summary', 'detail'])
      .orderBy('at', 'desc')
      .orderBy('id', 'desc'),
    page,
    pageSize,
    (row) => ({
      id: row.id,
      at: new Date(row.at).toISOString(),
      email: row.userEmail,
      area: row.area,
      recordId: row.recordId,
      action: row.action,
      summary: row.summary,
      detail: row.detail,
    }),
  );
}
