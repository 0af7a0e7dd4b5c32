import { sql, type Kysely } from 'kysely';

/**
 * A number that grows with every committed change search reads, and which families each number
 * changed: the families' summaries (written only by refresh_family_search on every catalogue write,
 * server/db/migrations/026-family-search-summaries.ts) and the categories. Each API process keeps the
 * facets' figures of every family (server/catalogue/facet-index.ts) and its category browses
 * (server/catalogue/search-category-browse.ts) under the number it read, and catches up when it moves.
 *
 * The triggers are deferred to commit, so the number moves in the same transaction as the change, and
 * its row is the last lock the transaction takes: a dispatch and a CSV import waiting on each other's
 * families cannot deadlock on it. One number per transaction, however many rows it changed. A
 * category's change is noted as family 0: every family's category path may have moved with it.
 * Only the last KEPT_VERSIONS numbers' families are kept; a process further behind reads everything.
 */
const KEPT_VERSIONS = 1000;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE search_version (
      single boolean PRIMARY KEY DEFAULT true CHECK (single),
      version bigint NOT NULL,
      bumped_by bigint
    )`.execute(db);
  await sql`INSERT INTO search_version (version) VALUES (1)`.execute(db);
  await sql`
    CREATE TABLE search_changes (
      version bigint NOT NULL,
      family_id integer NOT NULL,
      PRIMARY KEY (version, family_id)
    )`.execute(db);
  await sql
    .raw(
      `
    CREATE FUNCTION note_search_change() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      now_version bigint;
      changed integer;
    BEGIN
      UPDATE search_version SET version = version + 1, bumped_by = txid_current()
      WHERE bumped_by IS DISTINCT FROM txid_current()
      RETURNING version INTO now_version;
      IF FOUND THEN
        DELETE FROM search_changes WHERE version <= now_version - ${KEPT_VERSIONS};
      ELSE
        SELECT version INTO now_version FROM search_version;
      END IF;
      IF TG_TABLE_NAME = 'categories' THEN
        changed := 0;
      ELSIF TG_OP = 'DELETE' THEN
        changed := OLD.family_id;
      ELSE
        changed := NEW.family_id;
      END IF;
      INSERT INTO search_changes (version, family_id) VALUES (now_version, changed) ON CONFLICT DO NOTHING;
      RETURN NULL;
    END $$`,
    )
    .execute(db);
  // refresh_family_search rewrites a family's three summaries together, so its family_search row stands for all three.
  for (const table of ['family_search', 'categories']) {
    await sql
      .raw(
        `
      CREATE CONSTRAINT TRIGGER ${table}_notes_search_change AFTER INSERT OR UPDATE OR DELETE ON ${table}
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION note_search_change()`,
      )
      .execute(db);
  }
}
