import { sql, type Kysely } from 'kysely';

/**
 * What the catalogue search reads instead of every family and price break: family codes by prefix
 * (LIKE 'LH-11%'), each variant's single-unit price for the cards' "from" price, and the names'
 * trigram indexes (001) for the fuzzy test `<%` (server/catalogue/search-keyword.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX product_families_code_prefix ON product_families (code text_pattern_ops)`.execute(db);
  await sql`CREATE INDEX variant_price_breaks_unit ON variant_price_breaks (variant_id) INCLUDE (unit_price_pence) WHERE min_qty = 1`.execute(
    db,
  );
  // pg_trgm declares word similarity as cheap as an equality, so the planner tests every family's
  // name rather than read the trigram index; it costs hundreds of times more (far more on PGlite's
  // WebAssembly). Only the function's owner may say so: where the shop's database user is not a
  // superuser the planner keeps its guess, and searches stay correct, only slower.
  await sql`
    DO $$ BEGIN
      ALTER FUNCTION word_similarity_op(text, text) COST 1000;
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE NOTICE 'word_similarity_op keeps its cost: not the owner of pg_trgm''s functions';
    END $$`.execute(db);
  await sql`ANALYZE product_families, variants, variant_price_breaks`.execute(db);
}
