import type { BodyOf } from '#contract/call.ts';
import type { PartsListDetail, partsListChangeLine, partsListCreate } from '#contract/calls/parts-lists.ts';
import { fillBoth } from '#contract/i18n/text.ts';
import { PARTS_LIST_LIMITS as L } from '#contract/limits/parts-lists.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { PARTS_LIST_MESSAGES as M } from '../i18n/parts-list-messages.ts';
import { orderLinesOf, viewerOf, visibleOrder } from '../shop/order-detail.ts';
import { changeableList, seenList, type ListCaller } from './list-access.ts';
import { addListLines, linesFromText, touch, type ListLineToWrite } from './list-lines.ts';
import { readList, storedLines } from './list-read.ts';

/** Creating, renaming, copying, sharing and deleting lists, and changing their lines (contract/calls/parts-lists.ts). */

/** A new list of the caller's, in their company when they have one; refused past the account's limit. */
async function newList(
  db: Db,
  caller: ListCaller,
  name: string,
  shared: boolean,
  lines: readonly ListLineToWrite[],
): Promise<number> {
  if (shared && caller.membership === null) throw new ApiError(CODE.conflict, M.noCompany);
  return db.transaction().execute(async (tx) => {
    // The owner's row is the lock that keeps two creations from both passing the limit.
    await tx.selectFrom('users').select('id').where('id', '=', caller.userId).forUpdate().execute();
    const { n } = await tx
      .selectFrom('partsLists')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', caller.userId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= L.maxLists) throw new ApiError(CODE.conflict, fillBoth(M.tooManyLists, { max: L.maxLists }));
    const { id } = await tx
      .insertInto('partsLists')
      .values({ userId: caller.userId, companyId: caller.membership?.companyId ?? null, name, shared })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (lines.length > 0) await addListLines(tx, id, lines);
    return id;
  });
}

export async function createList(
  db: Db,
  caller: ListCaller,
  request: BodyOf<typeof partsListCreate>,
): Promise<PartsListDetail> {
  const lines =
    request.lines === undefined ? [] : await linesFromText(db, request.lines, request.keepUnmatched ?? false);
  return readList(db, caller, await newList(db, caller, request.name, request.shared ?? false, lines));
}

/** A private copy, the caller's own, of any list they see. */
export async function copyList(db: Db, caller: ListCaller, id: number, name: string): Promise<PartsListDetail> {
  await seenList(db, caller, id);
  const lines = (await storedLines(db, id)).map((l) => ({
    partNo: l.partNo,
    variantId: l.variantId,
    quantity: l.quantity,
    note: l.note,
  }));
  return readList(db, caller, await newList(db, caller, name, false, lines));
}

/** A private list of an order's parts and quantities (an order the caller may see). */
export async function listFromOrder(
  db: Db,
  caller: ListCaller,
  orderId: number,
  name: string,
): Promise<PartsListDetail> {
  const order = await visibleOrder(db, await viewerOf(db, caller.userId), orderId);
  const lines = (await orderLinesOf(db, order.id)).map((l) => ({
    partNo: l.partNo,
    variantId: l.variantId,
    quantity: l.quantity,
    note: l.reference,
  }));
  return readList(db, caller, await newList(db, caller, name, false, lines));
}

/** A change to a list the caller may change, made under its lock; answers the list as it is after. */
async function changeList(
  db: Db,
  caller: ListCaller,
  id: number,
  change: (tx: Db) => Promise<void>,
): Promise<PartsListDetail> {
  await db.transaction().execute(async (tx) => {
    await changeableList(tx, caller, id);
    await change(tx);
    await touch(tx, id);
  });
  return readList(db, caller, id, 'checked');
}

export const renameList = (db: Db, caller: ListCaller, id: number, name: string) =>
  changeList(db, caller, id, async (tx) => {
    await tx.updateTable('partsLists').set({ name }).where('id', '=', id).execute();
  });

/** Shared only in the owner's company, while the owner belongs to it. */
export async function shareList(db: Db, caller: ListCaller, id: number, shared: boolean): Promise<PartsListDetail> {
  return changeList(db, caller, id, async (tx) => {
    const list = await seenList(tx, caller, id);
    if (shared && (list.companyId === null || list.ownerCompanyId !== list.companyId))
      throw new ApiError(CODE.conflict, M.noCompany);
    await tx.updateTable('partsLists').set({ shared }).where('id', '=', id).execute();
  });
}

export async function deleteList(db: Db, caller: ListCaller, id: number): Promise<null> {
  await db.transaction().execute(async (tx) => {
    await changeableList(tx, caller, id);
    await tx.deleteFrom('partsLists').where('id', '=', id).execute();
  });
  return null;
}

export async function addLines(
  db: Db,
  caller: ListCaller,
  id: number,
  text: string,
  keepUnmatched: boolean,
): Promise<PartsListDetail> {
  const lines = await linesFromText(db, text, keepUnmatched);
  return changeList(db, caller, id, (tx) => addListLines(tx, id, lines));
}

export async function changeLine(
  db: Db,
  caller: ListCaller,
  request: BodyOf<typeof partsListChangeLine>,
): Promise<PartsListDetail> {
  if (request.quantity === undefined && request.note === undefined)
    throw new ApiError(CODE.badInput, M.nothingToChange);
  return changeList(db, caller, request.id, async (tx) => {
    const changed = await tx
      .updateTable('partsListLines')
      .set({
        ...(request.quantity === undefined ? {} : { quantity: request.quantity }),
        ...(request.note === undefined ? {} : { note: request.note }),
      })
      .where('listId', '=', request.id)
      .where('id', '=', request.lineId)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) throw new ApiError(CODE.notFound, M.noSuchLine);
  });
}

export async function removeLines(
  db: Db,
  caller: ListCaller,
  id: number,
  lineIds: readonly number[],
): Promise<PartsListDetail> {
  return changeList(db, caller, id, async (tx) => {
    const removed = await tx
      .deleteFrom('partsListLines')
      .where('listId', '=', id)
      .where('id', 'in', lineIds)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) !== lineIds.length) throw new ApiError(CODE.notFound, M.noSuchLine);
  });
}
