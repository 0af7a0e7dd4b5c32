import { sql, type Selectable, type Transaction } from 'kysely';
import type { EditorService, ServiceSaveRequest } from '#contract/calls/editor-services.ts';
import { fillBoth } from '#contract/i18n/text.ts';
import { EDITOR_LIMITS } from '#contract/limits/editor.ts';
import { recordChange, type EditorSession } from '../auth/editor.ts';
import type { Db } from '../db/connect.ts';
import type { Database, ServicesTable } from '../db/schema.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { EDITOR_MESSAGES } from '../i18n/editor-messages.ts';
import { MESSAGES } from '../i18n/messages.ts';
import { changedFields, compactRecord } from './change-detail.ts';
import { apiNames, columnNames } from './english-columns.ts';
import { englishFieldNames } from '#contract/i18n/change-fields.ts';

const TEXTS = ['title', 'summary', 'body'] as const;
const toEditorService = (row: Selectable<ServicesTable>): EditorService => apiNames(row, TEXTS);

/** Services ("Our services", acleList in docs/spec.md#calls) in the order the site lists them. */
export async function listServices(db: Db): Promise<EditorService[]> {
  const rows = await db.selectFrom('services').selectAll().orderBy('sortOrder').orderBy('id').execute();
  return rows.map(toEditorService);
}

/** Services are numbered by hand (no identity column): one writer at a time takes the next id and place. */
async function lockServices(tx: Transaction<Database>): Promise<void> {
  await sql`LOCK TABLE services IN SHARE ROW EXCLUSIVE MODE`.execute(tx);
}

const titleOf = (s: { titleEn: string }) => `“${s.titleEn}”`;

async function createService(
  tx: Transaction<Database>,
  editor: EditorSession,
  fields: Omit<Selectable<ServicesTable>, 'id' | 'sortOrder'>,
): Promise<EditorService> {
  await lockServices(tx);
  const next = await tx
    .selectFrom('services')
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.coalesce(eb.fn.max('id'), sql<number>`0`).as('maxId'),
      eb.fn.coalesce(eb.fn.max('sortOrder'), sql<number>`0`).as('maxSort'),
    ])
    .executeTakeFirstOrThrow();
  if (Number(next.count) >= EDITOR_LIMITS.services)
    throw new ApiError(CODE.conflict, fillBoth(EDITOR_MESSAGES.tooManyServices, { max: EDITOR_LIMITS.services }));
  const service = await tx
    .insertInto('services')
    .values({ id: Number(next.maxId) + 1, sortOrder: Number(next.maxSort) + 1, ...fields })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordChange(tx, editor, {
    area: 'service',
    recordId: service.id,
    action: 'create',
    summary: `New service ${titleOf(service)}`,
    detail: compactRecord(fields),
  });
  return toEditorService(service);
}

/** Creates a service (no id: at the end of the list) or replaces one's texts; recorded in the same transaction. */
export async function saveService(db: Db, editor: EditorSession, request: ServiceSaveRequest): Promise<EditorService> {
  const { id, ...texts } = request;
  const fields = columnNames(texts, TEXTS);
  return db.transaction().execute(async (tx) => {
    if (id === undefined) return createService(tx, editor, fields);
    const before = await tx.selectFrom('services').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before) throw new ApiError(CODE.notFound, MESSAGES.noSuchService);
    const changes = changedFields(before, fields);
    if (Object.keys(changes).length === 0) return toEditorService(before);
    const after = await tx
      .updateTable('services')
      .set(fields)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordChange(tx, editor, {
      area: 'service',
      recordId: id,
      action: 'update',
      summary: `Service ${titleOf(after)}: ${englishFieldNames(changes)}`,
      detail: changes,
    });
    return toEditorService(after);
  });
}

export async function deleteService(db: Db, editor: EditorSession, id: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const gone = await tx.deleteFrom('services').where('id', '=', id).returningAll().executeTakeFirst();
    if (!gone) throw new ApiError(CODE.notFound, MESSAGES.noSuchService);
    const { id: _id, ...record } = gone;
    await recordChange(tx, editor, {
      area: 'service',
      recordId: id,
      action: 'delete',
      summary: `Deleted service ${titleOf(gone)}`,
      detail: compactRecord(record),
    });
  });
}

/**
 * Swaps a service with its neighbour above or below and numbers the list 1, 2, 3 … again. At the
 * top (up) or the bottom (down) nothing moves and nothing is recorded.
 */
export async function moveService(db: Db, editor: EditorSession, id: number, direction: 'up' | 'down'): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await lockServices(tx);
    const order = await tx
      .selectFrom('services')
      .select(['id', 'titleEn', 'sortOrder'])
      .orderBy('sortOrder')
      .orderBy('id')
      .execute();
    const from = order.findIndex((s) => s.id === id);
    if (from < 0) throw new ApiError(CODE.notFound, MESSAGES.noSuchService);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to < 0 || to >= order.length) return;
    [order[from], order[to]] = [order[to]!, order[from]!];
    for (const [index, service] of order.entries()) {
      if (service.sortOrder !== index + 1)
        await tx
          .updateTable('services')
          .set({ sortOrder: index + 1 })
          .where('id', '=', service.id)
          .execute();
    }
    await recordChange(tx, editor, {
      area: 'service',
      recordId: id,
      action: 'move',
      summary: `Moved service ${titleOf(order[to])} ${direction} to place ${to + 1} of ${order.length}`,
      detail: { place: { from: from + 1, to: to + 1 } },
    });
  });
}
