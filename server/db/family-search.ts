import { sql } from 'kysely';
import type { Db } from './connect.ts';

/**
 * Writes the whole catalogue with the search summaries' triggers held back, then refreshes every
 * family's summary once (server/db/migrations/026-family-search-summaries.ts): per statement they
 * would rewrite each family three times over, and tripled the seed's time. Only inside a transaction,
 * which the setting lasts for.
 */
export async function writingWholeCatalogue(tx: Db, write: () => Promise<void>): Promise<void> {
  await sql`select set_config('lihda.family_search_deferred', 'on', true)`.execute(tx);
  await write();
  await sql`select set_config('lihda.family_search_deferred', 'off', true)`.execute(tx);
  // Statistics of the rows just written (ANALYZE counts this transaction's own): planned on an empty
  // catalogue's, the refresh read every variant once per family and took over 10 s on PostgreSQL.
  await sql`ANALYZE product_families, variants, variant_price_breaks`.execute(tx);
  await sql`select refresh_family_search(array(select id from product_families))`.execute(tx);
}
