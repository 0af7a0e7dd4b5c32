import { sql, type Kysely } from 'kysely';

/**
 * What search reads of each family's variants, summed up per family so a search over hundreds of
 * families reads one small row each instead of every variant's prices and dims (docs/performance.md):
 *
 * - family_search: the card's figures (variants with a single-unit price, the lowest such price, the
 *   first such part number) and the family's finishes (a variant's own, else the family's);
 * - family_dimensions: per key of the variants' dims, its values as text and as numbers, whether
 *   every value is a number, and their range;
 * - family_dimension_columns: the family's dimension_columns, one row per column.
 *
 * Triggers on product_families, variants and variant_price_breaks rewrite the summaries of the
 * families a statement touched, in that statement's transaction, so search reads the catalogue as
 * saved by every writer (editor, CSV import, restore) without any of them knowing; the seed, which
 * writes every family, defers them to one refresh at its end.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE family_search (
      family_id integer PRIMARY KEY REFERENCES product_families (id) ON DELETE CASCADE,
      priced_variants integer NOT NULL,
      from_price_pence integer,
      first_part_no text,
      finishes_en text[] NOT NULL,
      finishes_zh text[] NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE family_dimensions (
      family_id integer NOT NULL REFERENCES product_families (id) ON DELETE CASCADE,
      key text NOT NULL,
      all_numbers boolean NOT NULL,
      min numeric,
      max numeric,
      texts text[] NOT NULL,
      numbers float8[] NOT NULL,
      PRIMARY KEY (family_id, key)
    )`.execute(db);
  await sql`
    CREATE TABLE family_dimension_columns (
      family_id integer NOT NULL REFERENCES product_families (id) ON DELETE CASCADE,
      position integer NOT NULL,
      key text,
      label_en text,
      label_zh text,
      unit text,
      PRIMARY KEY (family_id, position)
    )`.execute(db);

  // The same figures server/catalogue/families.ts's cards and the facets used to compute per search.
  await sql`
    CREATE FUNCTION refresh_family_search(ids integer[]) RETURNS void LANGUAGE plpgsql
    -- Planned for each call's ids and the tables' size then: a plan cached while a seed's first
    -- families were written would scan the variants for every family after them.
    SET plan_cache_mode = force_custom_plan AS $$
    BEGIN
      DELETE FROM family_search WHERE family_id = ANY (ids);
      INSERT INTO family_search (family_id, priced_variants, from_price_pence, first_part_no, finishes_en, finishes_zh)
      SELECT pf.id, p.n, p.low, p.first, coalesce(f.en, '{}'), coalesce(f.zh, '{}')
      FROM product_families pf
      CROSS JOIN LATERAL (
        SELECT count(*)::int AS n, min(pb.unit_price_pence) AS low, (array_agg(v.part_no ORDER BY v.sort_order, v.id))[1] AS first
        FROM variants v JOIN variant_price_breaks pb ON pb.variant_id = v.id AND pb.min_qty = 1
        WHERE v.family_id = pf.id
      ) p
      CROSS JOIN LATERAL (
        SELECT array_agg(x.en ORDER BY x.en) AS en, array_agg(x.zh ORDER BY x.en) AS zh
        FROM (
          SELECT coalesce(v.finish_en, pf.finish_en) AS en, min(coalesce(v.finish_zh, pf.finish_zh)) AS zh
          FROM variants v WHERE v.family_id = pf.id GROUP BY 1
        ) x
      ) f
      WHERE pf.id = ANY (ids);

      DELETE FROM family_dimensions WHERE family_id = ANY (ids);
      INSERT INTO family_dimensions (family_id, key, all_numbers, min, max, texts, numbers)
      SELECT v.family_id, d.key,
        bool_and(jsonb_typeof(d.value) = 'number'),
        min(CASE WHEN jsonb_typeof(d.value) = 'number' THEN d.value::numeric END),
        max(CASE WHEN jsonb_typeof(d.value) = 'number' THEN d.value::numeric END),
        array_agg(DISTINCT d.value #>> '{}'),
        coalesce(array_agg(DISTINCT d.value::float8) FILTER (WHERE jsonb_typeof(d.value) = 'number'), '{}')
      FROM variants v
      CROSS JOIN LATERAL jsonb_each(CASE WHEN jsonb_typeof(v.dims) = 'object' THEN v.dims ELSE '{}' END) AS d
      WHERE v.family_id = ANY (ids)
      GROUP BY v.family_id, d.key;

      DELETE FROM family_dimension_columns WHERE family_id = ANY (ids);
      INSERT INTO family_dimension_columns (family_id, position, key, label_en, label_zh, unit)
      SELECT pf.id, c.position, c.value ->> 'key', c.value ->> 'labelEn', c.value ->> 'labelZh', c.value ->> 'unit'
      FROM product_families pf
      CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(pf.dimension_columns) = 'array' THEN pf.dimension_columns ELSE '[]' END)
        WITH ORDINALITY AS c (value, position)
      WHERE pf.id = ANY (ids);
    END $$`.execute(db);

  // One trigger per table and event: a statement trigger with transition tables takes one event.
  const families = (rows: string) => ({
    product_families: `SELECT id FROM ${rows}`,
    variants: `SELECT family_id FROM ${rows}`,
    variant_price_breaks: `SELECT v.family_id FROM ${rows} r JOIN variants v ON v.id = r.variant_id`,
  });
  for (const table of ['product_families', 'variants', 'variant_price_breaks'] as const) {
    await sql
      .raw(
        `
      CREATE FUNCTION ${table}_refresh_family_search() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- A writer of the whole catalogue refreshes every family once at the end (server/db/family-search.ts).
        IF current_setting('lihda.family_search_deferred', true) = 'on' THEN
          RETURN NULL;
        END IF;
        IF TG_OP = 'INSERT' THEN
          PERFORM refresh_family_search(array(${families('new_rows')[table]}));
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM refresh_family_search(array(${families('old_rows')[table]}));
        ELSE
          PERFORM refresh_family_search(array(${families('new_rows')[table]} UNION ${families('old_rows')[table]}));
        END IF;
        RETURN NULL;
      END $$`,
      )
      .execute(db);
    const events = [
      ['insert', 'INSERT', 'NEW TABLE AS new_rows'],
      ['update', 'UPDATE', 'OLD TABLE AS old_rows NEW TABLE AS new_rows'],
      ['delete', 'DELETE', 'OLD TABLE AS old_rows'],
    ] as const;
    for (const [name, event, transition] of events) {
      await sql
        .raw(
          `
        CREATE TRIGGER ${table}_${name}_family_search AFTER ${event} ON ${table}
        REFERENCING ${transition} FOR EACH STATEMENT EXECUTE FUNCTION ${table}_refresh_family_search()`,
        )
        .execute(db);
    }
  }
  await sql`SELECT refresh_family_search(array(SELECT id FROM product_families))`.execute(db);
  // PGlite runs no autovacuum: without statistics the planner guesses the new tables' sizes.
  await sql`ANALYZE family_search, family_dimensions, family_dimension_columns`.execute(db);
}
