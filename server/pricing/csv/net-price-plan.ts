import type { PriceBreak } from '#contract/calls/catalogue.ts';
import type { PriceListImportChanges } from '#contract/calls/staff-price-list-csv.ts';
import { fillBoth } from '#contract/i18n/text.ts';
import type { Db } from '../../db/connect.ts';
import { formatPriceBreaks } from '../../editor/catalogue-csv/cells.ts';
import type { ImportProblem } from '../../editor/catalogue-csv/csv-records.ts';
import { MESSAGES } from '../../i18n/messages.ts';
import type { NetPriceRow } from './net-price-file.ts';

/**
 * What a net-price file does to a price list: the file is the list's whole set of net prices, so
 * a part in the file gets (or keeps) its net price, and a net price the file leaves out goes.
 */

export interface NetPriceChange {
  partNo: string;
  variantId: number;
  /** The list's net price now (null: none) and after the import (null: removed). */
  before: PriceBreak[] | null;
  after: PriceBreak[] | null;
  /** The rule holding the net price now. */
  ruleId: number | null;
}

export interface NetPricePlan {
  /** Added and changed in file order, then removed by part number. */
  changes: NetPriceChange[];
  counts: Omit<PriceListImportChanges, 'details'>;
}

/** The list's net prices now, by part number. */
async function currentNetPrices(db: Db, priceListId: number) {
  const rules = await db
    .selectFrom('priceListRules as r')
    .innerJoin('variants as v', 'v.id', 'r.variantId')
    .select(['r.id', 'r.variantId', 'v.partNo'])
    .where('r.priceListId', '=', priceListId)
    .where('r.kind', '=', 'net')
    .orderBy('v.partNo')
    .execute();
  const breaks =
    rules.length === 0
      ? []
      : await db
          .selectFrom('priceListNetBreaks')
          .select(['ruleId', 'minQty', 'unitPricePence'])
          .where(
            'ruleId',
            'in',
            rules.map((r) => r.id),
          )
          .orderBy('minQty')
          .execute();
  return new Map(
    rules.map((r) => [
      r.partNo,
      {
        ruleId: r.id,
        variantId: r.variantId!,
        breaks: breaks
          .filter((b) => b.ruleId === r.id)
          .map(({ minQty, unitPricePence }) => ({ minQty, unitPricePence })),
      },
    ]),
  );
}

/** The file's parts: their ids and single-unit list prices (null: the part has no list price). */
async function filedParts(db: Db, partNos: readonly string[]) {
  if (partNos.length === 0) return new Map<string, { id: number; listPence: number | null }>();
  const found = await db
    .selectFrom('variants as v')
    .leftJoin('variantPriceBreaks as b', (join) => join.onRef('b.variantId', '=', 'v.id').on('b.minQty', '=', 1))
    .select(['v.id', 'v.partNo', 'b.unitPricePence'])
    .where('v.partNo', 'in', partNos)
    .execute();
  return new Map(found.map((v) => [v.partNo, { id: v.id, listPence: v.unitPricePence ?? null }]));
}

/** A fraction as whole per cent, half up, in whole numbers so that 37.5 % is 38 %. */
const wholePercent = (below: number, listPence: number) => Math.floor((below * 200 + listPence) / (2 * listPence));

/** Plans the file against the list; an unknown part number is a problem of its row. */
export async function planNetPrices(
  db: Db,
  priceListId: number,
  rows: readonly NetPriceRow[],
): Promise<{ problems: ImportProblem[]; plan: NetPricePlan }> {
  const now = await currentNetPrices(db, priceListId);
  const parts = await filedParts(
    db,
    rows.map((r) => r.partNo),
  );
  const problems: ImportProblem[] = [];
  const changes: NetPriceChange[] = [];
  const counts: NetPricePlan['counts'] = { added: 0, changed: 0, removed: 0, unchanged: 0, largestCut: null };
  /** The largest cut so far, as a fraction of the list price. */
  let deepest = 0;
  for (const row of rows) {
    const part = parts.get(row.partNo);
    if (!part) {
      problems.push({
        line: row.line,
        column: 'part_no',
        reason: fillBoth(MESSAGES.noSuchPartNo, { partNo: row.partNo }),
      });
      continue;
    }
    const held = now.get(row.partNo);
    if (held && formatPriceBreaks(held.breaks) === formatPriceBreaks(row.breaks)) {
      counts.unchanged++;
      continue;
    }
    counts[held ? 'changed' : 'added']++;
    changes.push({
      partNo: row.partNo,
      variantId: part.id,
      before: held?.breaks ?? null,
      after: row.breaks,
      ruleId: held?.ruleId ?? null,
    });
    const below = part.listPence === null ? 0 : part.listPence - Math.min(...row.breaks.map((b) => b.unitPricePence));
    if (below > 0 && below / part.listPence! > deepest) {
      deepest = below / part.listPence!;
      counts.largestCut = { partNo: row.partNo, percent: wholePercent(below, part.listPence!) };
    }
  }
  const filed = new Set(rows.map((r) => r.partNo));
  for (const [partNo, held] of now) {
    if (filed.has(partNo)) continue;
    counts.removed++;
    changes.push({ partNo, variantId: held.variantId, before: held.breaks, after: null, ruleId: held.ruleId });
  }
  return { problems, plan: { changes, counts } };
}

/** One line a person reads: `LH-4102-20: 1:950;100:820 → 1:900` (— for none). */
export function changeLine(change: NetPriceChange): string {
  const shown = (breaks: PriceBreak[] | null) => (breaks ? formatPriceBreaks(breaks) : '—');
  return `${change.partNo}: ${shown(change.before)} → ${shown(change.after)}`;
}
