import type { TestApi } from './test-api.ts';

/** The newest outbox row's id (0 for none): a test reads the messages a call queued after it. */
export async function lastMailId(api: Pick<TestApi, 'db'>): Promise<number> {
  const newest = await api.db
    .selectFrom('mailOutbox')
    .select((eb) => eb.fn.max('id').as('n'))
    .executeTakeFirst();
  return Number(newest?.n ?? 0);
}
