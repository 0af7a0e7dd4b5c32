import { sql, type RawBuilder } from 'kysely';

/**
 * The column holds one of these ids, as one bound array literal however many ids there are (they are
 * integers from the database): PGlite parses and plans 200 bound parameters far more slowly than one
 * array (docs/performance.md, "Buyer prices").
 */
export function idIn(column: string, ids: readonly number[]): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(column)} = any(${`{${ids.join(',')}}`}::int[])`;
}
