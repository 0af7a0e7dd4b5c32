import type { EditorSynonyms } from '#contract/calls/synonyms.ts';
import { parseSynonyms, synonymsText } from '#contract/rules/synonyms.ts';
import { recordChange, type EditorSession } from '../auth/editor.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';

export async function readSynonyms(db: Db): Promise<EditorSynonyms> {
  const rows = await db.selectFrom('searchSynonyms').select('words').orderBy('sortOrder').orderBy('id').execute();
  const groups = rows.map((row) => row.words);
  return { groups, text: synonymsText(groups) };
}

/** Replaces the whole table, in force for the next search (no publish needed); recorded with the change. */
export async function saveSynonyms(db: Db, editor: EditorSession, text: string): Promise<EditorSynonyms> {
  const parsed = parseSynonyms(text);
  if ('problem' in parsed) throw new ApiError(CODE.badInput, parsed.problem, { field: 'text' });
  return db.transaction().execute(async (tx) => {
    const before = await readSynonyms(tx);
    await tx.deleteFrom('searchSynonyms').execute();
    if (parsed.groups.length > 0)
      await tx
        .insertInto('searchSynonyms')
        .values(parsed.groups.map((words, i) => ({ words, sortOrder: i + 1 })))
        .execute();
    await recordChange(tx, editor, {
      area: 'synonyms',
      recordId: 1,
      action: 'update',
      summary: `Search synonyms: ${parsed.groups.length} groups`,
      detail: { before: before.text, after: synonymsText(parsed.groups) },
    });
    return readSynonyms(tx);
  });
}
