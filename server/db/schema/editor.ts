import type { ColumnType, Generated } from 'kysely';

/** The staff console's record of changes. */

/** One change an editor made: who, when, what (area and record), and a summary. */
export interface EditorChangesTable {
  id: Generated<number>;
  userId: number | null;
  userEmail: string;
  at: Generated<Date>;
  /** company, service, page, category, family, variant, import, publish, rollback … */
  area: string;
  recordId: string;
  /** create, update, delete, import, publish, rollback … */
  action: string;
  summary: string;
  detail: ColumnType<unknown, string | undefined, string>;
}

export interface EditorTables {
  editorChanges: EditorChangesTable;
}
