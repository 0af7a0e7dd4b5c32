import { sql, type Kysely } from 'kysely';

/**
 * A payment can be replaced: once another payment has paid its orders, a card intent still open or a
 * transfer still expected for any of them must not be paid as well.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE payments DROP CONSTRAINT payments_state_check`.execute(db);
  await sql`
    ALTER TABLE payments ADD CONSTRAINT payments_state_check
      CHECK (state IN ('pending', 'succeeded', 'failed', 'awaitingTransfer', 'onAccount', 'replaced'))`.execute(db);
}
