import { sql, type Kysely } from 'kysely';

/**
 * Trade prices: price lists with their rules, assigned to companies and to single accounts; the
 * companies' own part numbers; and on each order line the list price, the buyer's price and where
 * it came from, so a later change to a list never alters a placed order (docs/pricing.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE price_lists (
      id serial PRIMARY KEY,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
      currency text NOT NULL DEFAULT 'GBP' CHECK (currency ~ '^[A-Z]{3}$'),
      valid_from date,
      valid_until date,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (valid_from IS NULL OR valid_until IS NULL OR valid_from <= valid_until)
    )
  `.execute(db);

  // One rule per target and list: a net price for a part, or a percentage off list for a family,
  // a category (and all below it) or the whole catalogue.
  await sql`
    CREATE TABLE price_list_rules (
      id serial PRIMARY KEY,
      price_list_id integer NOT NULL REFERENCES price_lists (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('net', 'family', 'category', 'catalogue')),
      variant_id integer REFERENCES variants (id) ON DELETE CASCADE,
      family_id integer REFERENCES product_families (id) ON DELETE CASCADE,
      category_id integer REFERENCES categories (id) ON DELETE CASCADE,
      percent_off numeric(5, 2) CHECK (percent_off BETWEEN 0 AND 100),
      CHECK (
        (kind = 'net' AND variant_id IS NOT NULL AND family_id IS NULL AND category_id IS NULL AND percent_off IS NULL)
        OR (kind = 'family' AND family_id IS NOT NULL AND variant_id IS NULL AND category_id IS NULL AND percent_off IS NOT NULL)
        OR (kind = 'category' AND category_id IS NOT NULL AND variant_id IS NULL AND family_id IS NULL AND percent_off IS NOT NULL)
        OR (kind = 'catalogue' AND variant_id IS NULL AND family_id IS NULL AND category_id IS NULL AND percent_off IS NOT NULL)
      )
    )
  `.execute(db);
  await sql`CREATE UNIQUE INDEX price_list_rules_net ON price_list_rules (price_list_id, variant_id) WHERE kind = 'net'`.execute(
    db,
  );
  await sql`CREATE UNIQUE INDEX price_list_rules_family ON price_list_rules (price_list_id, family_id) WHERE kind = 'family'`.execute(
    db,
  );
  await sql`CREATE UNIQUE INDEX price_list_rules_category ON price_list_rules (price_list_id, category_id) WHERE kind = 'category'`.execute(
    db,
  );
  await sql`CREATE UNIQUE INDEX price_list_rules_catalogue ON price_list_rules (price_list_id) WHERE kind = 'catalogue'`.execute(
    db,
  );
  await sql`CREATE INDEX price_list_rules_variant ON price_list_rules (variant_id)`.execute(db);
  await sql`CREATE INDEX price_list_rules_family_id ON price_list_rules (family_id)`.execute(db);
  await sql`CREATE INDEX price_list_rules_category_id ON price_list_rules (category_id)`.execute(db);

  await sql`
    CREATE TABLE price_list_net_breaks (
      rule_id integer NOT NULL REFERENCES price_list_rules (id) ON DELETE CASCADE,
      min_qty integer NOT NULL CHECK (min_qty >= 1),
      unit_price_pence integer NOT NULL CHECK (unit_price_pence > 0),
      PRIMARY KEY (rule_id, min_qty)
    )
  `.execute(db);

  // A list is assigned to a company (all its members) or to one account, never both in one row.
  await sql`
    CREATE TABLE price_list_assignments (
      id serial PRIMARY KEY,
      price_list_id integer NOT NULL REFERENCES price_lists (id) ON DELETE CASCADE,
      company_id integer REFERENCES companies (id) ON DELETE CASCADE,
      user_id integer REFERENCES users (id) ON DELETE CASCADE,
      CHECK ((company_id IS NULL) <> (user_id IS NULL))
    )
  `.execute(db);
  await sql`CREATE UNIQUE INDEX price_list_assignments_company ON price_list_assignments (company_id, price_list_id) WHERE company_id IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE UNIQUE INDEX price_list_assignments_user ON price_list_assignments (user_id, price_list_id) WHERE user_id IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX price_list_assignments_list ON price_list_assignments (price_list_id)`.execute(db);

  // A company's own number for one of our parts: one per part, and a number names one part. Written
  // as our part numbers are (server/domain/part-number.ts), so quick order reads either kind.
  await sql`
    CREATE TABLE customer_part_numbers (
      company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      variant_id integer NOT NULL REFERENCES variants (id) ON DELETE CASCADE,
      customer_part_no text NOT NULL CHECK (length(customer_part_no) <= 40 AND customer_part_no ~ '^[A-Z0-9./]+(-[A-Z0-9./]+)*$'),
      PRIMARY KEY (company_id, variant_id),
      UNIQUE (company_id, customer_part_no)
    )
  `.execute(db);
  await sql`CREATE INDEX customer_part_numbers_variant ON customer_part_numbers (variant_id)`.execute(db);

  // Lines placed before price lists were at list price.
  await sql`ALTER TABLE order_lines ADD COLUMN list_unit_price_pence integer`.execute(db);
  await sql`UPDATE order_lines SET list_unit_price_pence = unit_price_pence`.execute(db);
  await sql`ALTER TABLE order_lines ALTER COLUMN list_unit_price_pence SET NOT NULL`.execute(db);
  // No foreign key: deleting a list later must leave the orders it priced as they were.
  await sql`ALTER TABLE order_lines ADD COLUMN price_list_id integer`.execute(db);
  await sql`ALTER TABLE order_lines ADD COLUMN price_rule text NOT NULL DEFAULT 'list' CHECK (price_rule IN ('list', 'net', 'family', 'category', 'catalogue'))`.execute(
    db,
  );
  await sql`ALTER TABLE order_lines ADD COLUMN customer_part_no text NOT NULL DEFAULT ''`.execute(db);
}
