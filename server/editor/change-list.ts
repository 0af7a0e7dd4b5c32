import type { ChangeListAnswer, ChangeListRequest } from '#contract/calls/editor-changes.ts';
import type { ExpressionBuilder } from 'kysely';
import type { Database, UserRole } from '../db/schema.ts';
import type { Db } from '../db/connect.ts';
import { pageOf } from '../db/read-page.ts';

export const CHANGE_LIST_PAGE_SIZE = 50;

/** The catalogue and content areas editors work in. */
const CONTENT_AREAS = ['family', 'variant', 'category', 'page', 'service', 'synonyms', 'import', 'publish'];

/**
 * The changes a role may read: editors their own areas (and our company's details, area company,
 * action update: customer companies' credit shares the area with action credit); sales the orders,
 * customers and customer companies they work on; admins everything (staff accounts, the bank
 * account, mail).
 */
function readableBy(role: UserRole) {
  return (eb: ExpressionBuilder<Database, 'editorChanges'>) => {
    if (role === 'editor') return eb.or([eb('area', 'in', CONTENT_AREAS), eb.and([eb('area', '=', 'company'), eb('action', '=', 'update')])]);
    if (role === 'sales') return eb.or([eb('area', 'in', ['order', 'customer']), eb.and([eb('area', '=', 'company'), eb('action', '!=', 'update')])]);
    return eb.lit(true);
  };
}

/** The staff audit record the caller's role may read, newest first, optionally of one area and one record. */
export async function listChanges(db: Db, request: ChangeListRequest, role: UserRole): Promise<ChangeListAnswer> {
  const { page = 1, pageSize = CHANGE_LIST_PAGE_SIZE, area, recordId } = request;
  let query = db.selectFrom('editorChanges').where(readableBy(role));
  if (area !== undefined) query = query.where('area', '=', area);
  if (recordId !== undefined) query = query.where('recordId', '=', recordId);
  return pageOf(
    query.select(['id', 'at', 'userEmail', 'area', 'recordId', 'action', 'summary', 'detail']).orderBy('at', 'desc').orderBy('id', 'desc'),
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
