import { sql, type Kysely } from 'kysely';

/**
 * The product families each buyer has looked at: one row per buyer and family, moved to the top
 * and counted again on every view. The API keeps the newest 200 per buyer, so the table stays bounded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE browse_history (
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      family_id integer NOT NULL REFERENCES product_families (id) ON DELETE CASCADE,
      viewed_at timestamptz NOT NULL DEFAULT now(),
      view_count integer NOT NULL DEFAULT 1 CHECK (view_count >= 1),
      PRIMARY KEY (user_id, family_id)
    )`.execute(db);
  await sql`CREATE INDEX browse_history_recent ON browse_history (user_id, viewed_at DESC)`.execute(db);
  // Deleting a family finds its rows without scanning every buyer's history.
  await sql`CREATE INDEX browse_history_family ON browse_history (family_id)`.execute(db);
}
