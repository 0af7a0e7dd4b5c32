import { CHANGE_FIELD_NAMES } from '#contract/i18n/change-fields.ts';
import type { TestApi } from './test-api.ts';

/** The audit records as stored, newest first (the tests read the table, not only editor/changeList). */
export async function auditRecords(api: TestApi) {
  return api.db.selectFrom('editorChanges').selectAll().orderBy('id', 'desc').execute();
}

export async function auditCount(api: TestApi): Promise<number> {
  const row = await api.db
    .selectFrom('editorChanges')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A 1×1 transparent PNG. */
export const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export const toBase64 = (text: string | Uint8Array) => Buffer.from(text).toString('base64');

/** Every key of an audit detail, at any depth, that names a field: `{ from, to }` is a change's shape, not two fields. */
export function detailKeys(detail: unknown): string[] {
  if (Array.isArray(detail)) return detail.flatMap(detailKeys);
  if (typeof detail !== 'object' || detail === null) return [];
  const entries = Object.entries(detail);
  if (entries.length === 2 && 'from' in detail && 'to' in detail)
    return [...detailKeys(detail.from), ...detailKeys(detail.to)];
  return entries.flatMap(([key, value]) => [key, ...detailKeys(value)]);
}

/** The keys recorded in these details that the console has no name for (contract/i18n/change-fields.ts): none, when all is well. */
export const unnamedDetailKeys = (details: unknown[]): string[] =>
  details.flatMap(detailKeys).filter((key) => !Object.hasOwn(CHANGE_FIELD_NAMES, key));
