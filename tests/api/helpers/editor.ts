import type { TestApi } from './test-api.ts';

/** The audit records as stored, newest first (the tests read the table, not only editor/changeList). */
export async function auditRecords(api: TestApi) {
  return api.db.selectFrom('editorChanges').selectAll().orderBy('id', 'desc').execute();
}

export async function auditCount(api: TestApi): Promise<number> {
  const row = await api.db.selectFrom('editorChanges').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A 1×1 transparent PNG. */
export const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export const toBase64 = (text: string | Uint8Array) => Buffer.from(text).toString('base64');
