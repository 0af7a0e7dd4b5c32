import { sql } from 'kysely';
import { fillBoth } from '#contract/i18n/text.ts';
import { PARTS_LIST_LIMITS as L } from '#contract/limits/parts-lists.ts';
import { readListLines, type ListLinesProblem, type TypedListLine } from '#contract/rules/parts-list-lines.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { PARTS_LIST_MESSAGES as M } from '../i18n/parts-list-messages.ts';

/** A line to write: our part (variantId) or, not found, the text as typed. */
export interface ListLineToWrite {
  partNo: string;
  variantId: number | null;
  quantity: number;
  note: string;
}

const ROW_MESSAGES = { partNo: M.rowPartNo, quantity: M.rowQuantity, note: M.rowNote } as const;

function refusal(problem: ListLinesProblem): ApiError {
  const field = { field: 'lines' };
  switch (problem.rule) {
    case 'noLines':
      return new ApiError(CODE.badInput, M.noLines, field);
    case 'tooManyLines':
      return new ApiError(CODE.badInput, fillBoth(M.rowTooMany, { max: problem.max }), field);
    default:
      return new ApiError(
        CODE.badInput,
        fillBoth(ROW_MESSAGES[problem.rule], { row: problem.row, max: problem.max }),
        field,
      );
  }
}

/**
 * The typed rows as lines to write, each matched to our part number ignoring case. An unknown part
 * number is refused, naming its row, unless unmatched ones are kept (a bill of materials' rows).
 */
export async function linesFromText(db: Db, text: string, keepUnmatched: boolean): Promise<ListLineToWrite[]> {
  const read = readListLines(text);
  if ('problem' in read) throw refusal(read.problem);
  return matchLines(db, read.lines, keepUnmatched);
}

async function matchLines(db: Db, typed: readonly TypedListLine[], keepUnmatched: boolean): Promise<ListLineToWrite[]> {
  const wanted = [...new Set(typed.map((t) => t.partNo.toUpperCase()))];
  const variants = await db.selectFrom('variants').select(['id', 'partNo']).where('partNo', 'in', wanted).execute();
  const byPartNo = new Map(variants.map((v) => [v.partNo, v.id]));
  return typed.map((line) => {
    const variantId = byPartNo.get(line.partNo.toUpperCase()) ?? null;
    if (variantId === null && !keepUnmatched) {
      throw new ApiError(CODE.badInput, fillBoth(M.rowUnknownPart, { row: line.row, partNo: line.partNo }), {
        field: 'lines',
      });
    }
    return {
      partNo: variantId === null ? line.partNo : line.partNo.toUpperCase(),
      variantId,
      quantity: line.quantity,
      note: line.note,
    };
  });
}

/** The same part (or the same unmatched text, ignoring case) once: quantities add up, notes join. */
function mergeKey(line: { partNo: string; variantId: number | null }): string {
  return line.variantId === null ? `text:${line.partNo.toUpperCase()}` : `part:${line.variantId}`;
}

/**
 * Adds lines to a locked list (server/parts-lists/list-access.ts): a part already on it grows by the
 * quantity (a note replaces its note when given), new ones go at the end; refused whole when a line
 * would pass the quantity limit or the list the line limit.
 */
export async function addListLines(tx: Db, listId: number, lines: readonly ListLineToWrite[]): Promise<void> {
  const existing = await tx
    .selectFrom('partsListLines')
    .select(['id', 'partNo', 'variantId', 'quantity', 'note', 'position'])
    .where('listId', '=', listId)
    .execute();
  const byKey = new Map(existing.map((line) => [mergeKey(line), { ...line, changed: false }]));
  let position = Math.max(0, ...existing.map((line) => line.position));
  const fresh: Array<ListLineToWrite & { position: number }> = [];
  for (const line of lines) {
    const key = mergeKey(line);
    const held = byKey.get(key) ?? fresh.find((f) => mergeKey(f) === key);
    if (!held) {
      fresh.push({ ...line, position: ++position });
      continue;
    }
    held.quantity += line.quantity;
    if (line.note !== '') held.note = line.note;
    if ('changed' in held) held.changed = true;
    if (held.quantity > L.maxQuantity) {
      throw new ApiError(
        CODE.badInput,
        fillBoth(M.lineQuantityTooHigh, { partNo: line.partNo, quantity: held.quantity, max: L.maxQuantity }),
        { field: 'lines' },
      );
    }
  }
  const total = existing.length + fresh.length;
  if (total > L.maxLines) throw new ApiError(CODE.conflict, fillBoth(M.tooManyLines, { max: L.maxLines, n: total }));
  for (const held of byKey.values()) {
    if (held.changed)
      await tx
        .updateTable('partsListLines')
        .set({ quantity: held.quantity, note: held.note })
        .where('id', '=', held.id)
        .execute();
  }
  if (fresh.length > 0) {
    await tx
      .insertInto('partsListLines')
      .values(
        fresh.map((f) => ({
          listId,
          position: f.position,
          partNo: f.partNo,
          variantId: f.variantId,
          notFound: f.variantId === null,
          quantity: f.quantity,
          note: f.note,
        })),
      )
      .execute();
  }
  await touch(tx, listId);
}

/** A change to a list or its lines moves it up the lists page. */
export async function touch(tx: Db, listId: number): Promise<void> {
  await tx
    .updateTable('partsLists')
    .set({ updatedAt: sql`now()` })
    .where('id', '=', listId)
    .execute();
}
