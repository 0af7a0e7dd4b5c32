import { sql } from 'kysely';
import type { Db } from './connect.ts';

/**
 * Writers of many families hold back the search summaries' triggers (server/db/migrations/026-family-search-summaries.ts)
 * and refresh each family they wrote once at the end: per statement the triggers would rewrite a
 * family once for each of its variants (a whole-catalogue CSV import took 25 s on PGlite that way,
 * and the seed three times as long). Only inside a transaction, which the setting lasts for.
 */
async function withTriggersHeldBack(tx: Db, write: () => Promise<void>): Promise<void> {
  await sql`select set_config('lihda.family_search_deferred', 'on', true)`.execute(tx);
  await write();
  await sql`select set_config('lihda.family_search_deferred', 'off', true)`.execute(tx);
}

/** Writes the whole catalogue (the seed), then refreshes every family's summary. */
export async function writingWholeCatalogue(tx: Db, write: () => Promise<void>): Promise<void> {
  await withTriggersHeldBack(tx, write);
  // Statistics of the rows just written (ANALYZE counts this transaction's own): planned on an empty
  // catalogue's, the refresh read every variant once per family and took over 10 s on PostgreSQL.
  await sql`ANALYZE product_families, variants, variant_price_breaks`.execute(tx);
  await sql`select refresh_family_search(array(select id from product_families))`.execute(tx);
}

/** Writes the given families and their variants (a CSV import), then refreshes their summaries. */
export async function writingFamilies(tx: Db, familyIds: readonly number[], write: () => Promise<void>): Promise<void> {
  await withTriggersHeldBack(tx, write);
  if (familyIds.length > 0)
    await sql`select refresh_family_search(array[${sql.join(familyIds)}]::integer[])`.execute(tx);
}
