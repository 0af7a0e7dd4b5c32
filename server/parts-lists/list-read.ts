import type { PartsListDetail, PartsListLine, PartsListListAnswer, PartsListRow } from '#contract/calls/parts-lists.ts';
import { PARTS_LIST_LIMITS as L } from '#contract/limits/parts-lists.ts';
import type { Db } from '../db/connect.ts';
import { buyerPrices, priceAt } from '../pricing/buyer-prices.ts';
import { listRecords, mayChange, seenList, visibleLists, type ListCaller, type VisibleList } from './list-access.ts';

const iso = (at: Date) => new Date(at).toISOString();

function facts(caller: ListCaller, list: VisibleList) {
  return {
    id: list.id,
    name: list.name,
    shared: list.shared,
    mine: list.userId === caller.userId,
    ownerName: list.ownerName,
    canChange: mayChange(caller, list),
    updatedAt: iso(list.updatedAt),
  };
}

/** The caller's own lists first, then those shared with them, each most recently changed first. */
export async function listLists(db: Db, caller: ListCaller): Promise<PartsListListAnswer> {
  const rows = await visibleLists(db, caller)
    .select((eb) =>
      eb
        .selectFrom('partsListLines as pl')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('pl.listId', '=', 'l.id')
        .as('lineCount'),
    )
    .orderBy((eb) => eb.case().when('l.userId', '=', caller.userId).then(0).else(1).end())
    .orderBy('l.updatedAt', 'desc')
    .orderBy('l.id', 'desc')
    .execute();
  const lists: PartsListRow[] = rows.map((row) => ({ ...facts(caller, row), lineCount: Number(row.lineCount) }));
  return { lists, canShare: caller.membership !== null, maxLists: L.maxLists, maxLines: L.maxLines };
}

/** A list's lines in order, with the product each names. */
export function storedLines(db: Db, listId: number) {
  return db
    .selectFrom('partsListLines as pl')
    .leftJoin('variants as v', 'v.id', 'pl.variantId')
    .leftJoin('productFamilies as pf', 'pf.id', 'v.familyId')
    .select([
      'pl.id',
      'pl.partNo',
      'pl.variantId',
      'pl.notFound',
      'pl.quantity',
      'pl.note',
      'v.stock',
      'v.familyId',
      'pf.slug as familySlug',
      'pf.nameEn',
      'pf.nameZh',
    ])
    .where('pl.listId', '=', listId)
    .orderBy('pl.position')
    .orderBy('pl.id')
    .execute();
}

export type StoredLine = Awaited<ReturnType<typeof storedLines>>[number];

/** Each line as the caller sees it today: sold (priced for them), no longer sold, or never found. */
export async function pricedLines(db: Db, userId: number, lines: readonly StoredLine[]): Promise<PartsListLine[]> {
  const prices = await buyerPrices(
    db,
    userId,
    lines.flatMap((l) => (l.variantId === null ? [] : [l.variantId])),
  );
  return lines.map((line) => {
    const price = line.variantId === null ? undefined : prices.get(line.variantId);
    const sold = price !== undefined && price.listBreaks.length > 0;
    return {
      id: line.id,
      partNo: line.partNo,
      state: sold ? 'sold' : line.notFound ? 'notFound' : 'gone',
      name: line.nameEn ?? '',
      nameZh: line.nameZh ?? '',
      familyId: line.familyId,
      familySlug: line.familySlug,
      quantity: line.quantity,
      note: line.note,
      unitPricePence: sold ? priceAt(price, line.quantity).unitPricePence : null,
      stock: sold ? line.stock : null,
    };
  });
}

/**
 * A list with its lines as the caller sees it. After a change the caller was allowed to make it is
 * read without the visibility check: an admin who made a member's list private no longer sees it,
 * but is answered with what they did.
 */
export async function readList(
  db: Db,
  caller: ListCaller,
  id: number,
  access: 'check' | 'checked' = 'check',
): Promise<PartsListDetail> {
  const list =
    access === 'check'
      ? await seenList(db, caller, id)
      : await listRecords(db).where('l.id', '=', id).executeTakeFirstOrThrow();
  return {
    ...facts(caller, list),
    createdAt: iso(list.createdAt),
    canShare: list.companyId !== null && list.ownerCompanyId === list.companyId,
    lines: await pricedLines(db, caller.userId, await storedLines(db, id)),
  };
}
