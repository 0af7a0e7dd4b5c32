import { sql, type Kysely } from 'kysely';

/** A buyer may withdraw a return request sales have not answered yet (docs/returns.md): the state `withdrawn`. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE returns DROP CONSTRAINT returns_state_check`.execute(db);
  await sql`
    ALTER TABLE returns ADD CONSTRAINT returns_state_check
      CHECK (state IN ('requested', 'approved', 'refused', 'received', 'withdrawn'))`.execute(db);
}
