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
  await sql`select refresh_family_search(array(select id from product_families))`.execute(tx);
}
