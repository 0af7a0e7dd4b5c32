import { sql, type SelectQueryBuilder } from 'kysely';

/**
 * One page of a listing and the count of all its rows, read at once. `listing` has its columns and
 * its order (ties ending on an id, so pages never overlap); the count drops both.
 */
export async function readPage<DB, TB extends keyof DB, O>(
  listing: SelectQueryBuilder<DB, TB, O>,
  page: number,
  pageSize: number,
) {
  const [rows, count] = await Promise.all([
    listing
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    listing
      .clearSelect()
      .clearOrderBy()
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  // Kysely cannot follow a selection through a query generic in its tables: the row is { total }.
  return { rows, total: (count as { total: number }).total };
}

/** A listing's page as a call answers it: `{ total, page, pageSize, list }`, each row made an item. */
export async function pageOf<DB, TB extends keyof DB, O, I>(
  listing: SelectQueryBuilder<DB, TB, O>,
  page: number,
  pageSize: number,
  toItem: (row: O) => I,
) {
  const { rows, total } = await readPage(listing, page, pageSize);
  return { total, page, pageSize, list: rows.map((row) => toItem(row)) };
}
