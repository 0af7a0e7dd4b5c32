import type { ColumnType, Generated } from 'kysely';

/** Parts lists and their lines (migration 041). */

export interface PartsListsTable {
  id: Generated<number>;
  userId: number;
  companyId: number | null;
  name: string;
  shared: ColumnType<boolean, boolean | undefined, boolean>;
  createdAt: Generated<Date>;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface PartsListLinesTable {
  id: Generated<number>;
  listId: number;
  position: number;
  partNo: string;
  /** Null for a line that was never matched (notFound) or whose part has gone. */
  variantId: number | null;
  notFound: ColumnType<boolean, boolean | undefined, boolean>;
  quantity: number;
  note: ColumnType<string, string | undefined, string>;
}

export interface PartsListTables {
  partsLists: PartsListsTable;
  partsListLines: PartsListLinesTable;
}
