import { sql } from 'kysely';
import type { BrowseHistoryItem } from '#contract/calls/browse-history.ts';
import type { Page } from '#contract/calls/paging.ts';
import { familyCards, toFamilyCard } from '../catalogue/families.ts';
import type { Db } from '../db/connect.ts';
import { pageOf } from '../db/read-page.ts';

/** Families kept per buyer: older views are trimmed when a new one is recorded. */
export const MAX_HISTORY_PER_BUYER = 200;

/**
 * Records a view: a family not yet in the buyer's history is added, one already there moves to the
 * top and counts one more view. With a part number (the variant chosen on the page) it is kept as
 * the family's last choice, and the view is not counted again: it is the same visit. False when
 * there is no such family, or no such part number in it.
 */
export async function recordView(db: Db, userId: number, familyId: number, partNo?: string): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const variant =
      partNo === undefined
        ? undefined
        : await tx
            .selectFrom('variants')
            .select('id')
            .where('familyId', '=', familyId)
            .where('partNo', '=', partNo.toUpperCase())
            .executeTakeFirst();
    if (partNo !== undefined && !variant) return false;
    // Inserting from the family's row adds nothing for an unknown id, where the foreign key would throw.
    const recorded = await tx
      .insertInto('browseHistory')
      .columns(['userId', 'familyId', 'variantId'])
      .expression(
        tx
          .selectFrom('productFamilies')
          .select([
            sql<number>`${userId}::integer`.as('userId'),
            'id',
            sql<number | null>`${variant?.id ?? null}::integer`.as('variantId'),
          ])
          .where('id', '=', familyId),
      )
      .onConflict((oc) =>
        oc
          .columns(['userId', 'familyId'])
          .doUpdateSet(
            variant
              ? { viewedAt: sql`now()`, variantId: variant.id }
              : { viewedAt: sql`now()`, viewCount: sql`browse_history.view_count + 1` },
          ),
      )
      .returning('familyId')
      .executeTakeFirst();
    if (!recorded) return false;
    await trimHistory(tx, userId);
    return true;
  });
}

/** Deletes all but the buyer's most recent views. */
async function trimHistory(db: Db, userId: number): Promise<void> {
  const older = db
    .selectFrom('browseHistory')
    .select('familyId')
    .where('userId', '=', userId)
    .orderBy('viewedAt', 'desc')
    .orderBy('familyId', 'desc')
    .offset(MAX_HISTORY_PER_BUYER);
  await db.deleteFrom('browseHistory').where('userId', '=', userId).where('familyId', 'in', older).execute();
}

/** One page of the buyer's history, newest first (ties end on the family id, so pages never overlap). */
export async function historyPage(
  db: Db,
  userId: number,
  page: number,
  pageSize: number,
): Promise<Page<BrowseHistoryItem>> {
  // Cards of families that can be shown (with a priced variant), so the count matches the list.
  const query = familyCards(db)
    .innerJoin('browseHistory as bh', 'bh.familyId', 'pf.id')
    .leftJoin('variants as chosen', 'chosen.id', 'bh.variantId')
    .where('bh.userId', '=', userId);
  return pageOf(
    query
      .select(['bh.viewedAt', 'bh.viewCount', 'chosen.partNo as chosenPartNo'])
      .orderBy('bh.viewedAt', 'desc')
      .orderBy('pf.id', 'desc'),
    page,
    pageSize,
    (row) => ({
      viewedAt: new Date(row.viewedAt).toISOString(),
      viewCount: row.viewCount,
      family: toFamilyCard(row),
      partNo: row.chosenPartNo,
    }),
  );
}

/** Removes one family from the buyer's history; answers how many rows went (0 or 1). */
export async function removeView(db: Db, userId: number, familyId: number): Promise<number> {
  const result = await db
    .deleteFrom('browseHistory')
    .where('userId', '=', userId)
    .where('familyId', '=', familyId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Empties the buyer's history; answers how many families went. */
export async function clearHistory(db: Db, userId: number): Promise<number> {
  const result = await db.deleteFrom('browseHistory').where('userId', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
