import type { PriceListImportAnswer } from '#contract/calls/staff-price-list-csv.ts';
import { pick, type Language } from '#contract/i18n/text.ts';
import { recordChange, type EditorSession } from '../../auth/editor.ts';
import type { Db } from '../../db/connect.ts';
import { formatPriceBreaks } from '../../editor/catalogue-csv/cells.ts';
import type { ImportProblem } from '../../editor/catalogue-csv/csv-records.ts';
import { IMPORT_LIMITS as L } from '../../editor/catalogue-csv/layout.ts';
import { lockedList } from '../price-list-save.ts';
import { readNetPriceFile } from './net-price-file.ts';
import { changeLine, planNetPrices, type NetPricePlan } from './net-price-plan.ts';

/** A price list's net prices set from CSV (docs/pricing.md): checked whole, then written whole in one transaction, or not at all. */

export interface NetPriceImportRequest {
  priceListId: number;
  csv: string;
  fileName: string;
  dryRun: boolean;
}

interface Outcome {
  problems: ImportProblem[];
  plan: NetPricePlan | null;
  applied: boolean;
}

/** Rows written per statement: well under the databases' limit of bound values. */
const CHUNK = 1000;

function chunks<T>(items: readonly T[]): T[][] {
  return Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));
}

/** Replaces the changed and removed net rules and adds the new ones. */
async function writePlan(tx: Db, priceListId: number, plan: NetPricePlan): Promise<void> {
  const replaced = plan.changes.flatMap((c) => (c.ruleId === null ? [] : [c.ruleId]));
  // The rules' breaks go with them (ON DELETE CASCADE).
  for (const ids of chunks(replaced)) await tx.deleteFrom('priceListRules').where('id', 'in', ids).execute();
  const written = plan.changes.flatMap((c) => (c.after ? [{ variantId: c.variantId, breaks: c.after }] : []));
  for (const part of chunks(written)) {
    const made = await tx
      .insertInto('priceListRules')
      .values(
        part.map((w) => ({
          priceListId,
          kind: 'net' as const,
          variantId: w.variantId,
          familyId: null,
          categoryId: null,
          percentOff: null,
        })),
      )
      .returning(['id', 'variantId'])
      .execute();
    const ruleOf = new Map(made.map((m) => [m.variantId, m.id]));
    const breaks = part.flatMap((w) => w.breaks.map((b) => ({ ruleId: ruleOf.get(w.variantId)!, ...b })));
    for (const rows of chunks(breaks)) await tx.insertInto('priceListNetBreaks').values(rows).execute();
  }
  await tx.updateTable('priceLists').set({ updatedAt: new Date() }).where('id', '=', priceListId).execute();
}

export async function importNetPrices(db: Db, staff: EditorSession, request: NetPriceImportRequest): Promise<Outcome> {
  const file = readNetPriceFile(request.csv);
  return db.transaction().execute(async (tx) => {
    const list = await lockedList(tx, request.priceListId);
    if (!file.rows) return { problems: file.problems, plan: null, applied: false };
    const planned = await planNetPrices(tx, list.id, file.rows);
    const problems = [...file.problems, ...planned.problems].sort((a, b) => a.line - b.line);
    if (problems.length > 0) return { problems, plan: null, applied: false };
    const { plan } = planned;
    if (request.dryRun || plan.changes.length === 0) return { problems, plan, applied: false };
    await writePlan(tx, list.id, plan);
    const { added, changed, removed } = plan.counts;
    await recordChange(tx, staff, {
      area: 'priceList',
      recordId: list.id,
      action: 'import',
      summary: `Price list ${list.name}: net prices from ${request.fileName}: ${added} added, ${changed} changed, ${removed} removed`,
      detail: {
        fileName: request.fileName,
        rows: file.rowCount,
        netPricesAdded: added,
        netPricesChanged: changed,
        netPricesRemoved: removed,
        netPrices: plan.changes.map((c) => ({
          partNo: c.partNo,
          before: c.before && formatPriceBreaks(c.before),
          after: c.after && formatPriceBreaks(c.after),
        })),
      },
    });
    return { problems, plan, applied: true };
  });
}

const NOTHING: PriceListImportAnswer['changes'] = {
  added: 0,
  changed: 0,
  removed: 0,
  unchanged: 0,
  largestCut: null,
  details: [],
};

/** The API's answer in the caller's language: at most 1,000 errors and 200 change lines. */
export function netPriceImportAnswer({ problems, plan, applied }: Outcome, language: Language): PriceListImportAnswer {
  return {
    valid: plan !== null,
    errors: problems
      .slice(0, L.errorsListed)
      .map((p) => ({ line: p.line, ...(p.column ? { column: p.column } : {}), reason: pick(p.reason, language) })),
    errorCount: problems.length,
    changes: plan ? { ...plan.counts, details: plan.changes.slice(0, L.detailsListed).map(changeLine) } : NOTHING,
    applied,
  };
}
