import type { ColumnType } from 'kysely';

/** Column helpers shared by the tables (server/db/schema.ts composes them). */

export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type Json<T> = ColumnType<T, string, string>;
