import { sql } from 'kysely';

/** A LIKE pattern that finds the text anywhere, its own % _ and \ taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The first instant of a UK calendar day (YYYY-MM-DD): orders placed from it on. */
export const dayStart = (day: string) => sql<Date>`(${day}::date)::timestamp AT TIME ZONE 'Europe/London'`;

/** The first instant after a UK calendar day: "to" includes the whole day. */
export const dayEnd = (day: string) => sql<Date>`(${day}::date + 1)::timestamp AT TIME ZONE 'Europe/London'`;

/** An order (alias `o`) whose number, PO reference or a line's part number holds the text, in any case. */
export function matchesOrderText(text: string) {
  const pattern = containing(text.toUpperCase());
  return sql<boolean>`(upper(o.order_no) LIKE ${pattern} OR upper(o.po_reference) LIKE ${pattern}
    OR EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id AND upper(l.part_no) LIKE ${pattern}))`;
}
