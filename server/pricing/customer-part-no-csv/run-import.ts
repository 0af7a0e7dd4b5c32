import { CUSTOMER_PART_NO_CSV as CSV, type CustomerPartNoImportAnswer } from '#contract/calls/customer-part-numbers.ts';
import { fillBoth, pick, type BilingualText, type Language } from '#contract/i18n/text.ts';
import { recordChange, type EditorSession } from '../../auth/editor.ts';
import type { Db } from '../../db/connect.ts';
import { ApiError, CODE } from '../../http/api-error.ts';
import { CUSTOMER_PART_NO_MESSAGES as M } from '../../i18n/customer-part-no-messages.ts';
import { IMPORT_MESSAGES as IM } from '../../i18n/import-messages.ts';
import { STAFF_MESSAGES } from '../../i18n/staff-messages.ts';
import {
  countPartNoChanges,
  planPartNoImport,
  type CurrentPartNo,
  type PartNoChange,
  type PartNoCounts,
} from './plan.ts';
import { readPartNoFile, type PartNoProblem } from './read.ts';

/** A company's part numbers imported from CSV, by its admin or by sales staff: all or nothing, audited. */

export interface PartNoImportRequest {
  companyId: number;
  csv: string;
  fileName: string;
  dryRun: boolean;
}

export interface PartNoImportOutcome {
  problems: PartNoProblem[];
  changes: PartNoChange[];
  counts: PartNoCounts;
  applied: boolean;
}

/** Chunks keep each statement's parameters well under PostgreSQL's 65,535. */
const CHUNK = 5_000;
const chunks = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

async function variantIdsOf(db: Db, partNos: readonly string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (const chunk of chunks([...new Set(partNos)])) {
    const rows = await db.selectFrom('variants').select(['id', 'partNo']).where('partNo', 'in', chunk).execute();
    for (const r of rows) found.set(r.partNo, r.id);
  }
  return found;
}

function currentPartNos(db: Db, companyId: number): Promise<CurrentPartNo[]> {
  return db
    .selectFrom('customerPartNumbers as cpn')
    .innerJoin('variants as v', 'v.id', 'cpn.variantId')
    .select(['cpn.variantId', 'v.partNo', 'cpn.customerPartNo'])
    .where('cpn.companyId', '=', companyId)
    .execute();
}

async function write(db: Db, companyId: number, changes: readonly PartNoChange[]): Promise<void> {
  // Old numbers go first, so that a number moving between two parts of the file never meets itself.
  for (const chunk of chunks(changes.filter((c) => c.before !== null))) {
    await db
      .deleteFrom('customerPartNumbers')
      .where('companyId', '=', companyId)
      .where(
        'variantId',
        'in',
        chunk.map((c) => c.variantId),
      )
      .execute();
  }
  for (const chunk of chunks(changes.filter((c) => c.after !== null))) {
    await db
      .insertInto('customerPartNumbers')
      .values(chunk.map((c) => ({ companyId, variantId: c.variantId, customerPartNo: c.after! })))
      .execute();
  }
}

/** Checks the whole file and, unless it is a dry run or has a problem, writes it in one transaction with its audit record. */
export function importPartNos(db: Db, request: PartNoImportRequest, who: EditorSession): Promise<PartNoImportOutcome> {
  return db.transaction().execute(async (tx) => {
    // The company's row locked: two imports for one company run one after the other.
    const company = await tx
      .selectFrom('companies')
      .select(['id', 'name'])
      .where('id', '=', request.companyId)
      .forUpdate()
      .executeTakeFirst();
    if (!company) throw new ApiError(CODE.notFound, STAFF_MESSAGES.noSuchCompany, { field: 'companyId' });
    const file = readPartNoFile(request.csv);
    const plan = planPartNoImport(
      file.rows,
      await variantIdsOf(
        tx,
        file.rows.map((r) => r.partNo),
      ),
      await currentPartNos(tx, company.id),
    );
    const problems = [...file.problems, ...plan.problems].sort((a, b) => a.line - b.line);
    const changes = problems.length > 0 ? [] : plan.changes;
    const counts = countPartNoChanges(changes);
    if (request.dryRun || changes.length === 0) return { problems, changes, counts, applied: false };
    await write(tx, company.id, changes);
    await recordChange(tx, who, {
      area: 'company',
      recordId: company.id,
      action: 'customerPartNoImport',
      summary: `${company.name}: their part numbers from ${request.fileName}: ${counts.added} added, ${counts.changed} changed, ${counts.removed} removed`,
      detail: {
        fileName: request.fileName,
        rows: file.rows.length,
        partNumbers: changes
          .slice(0, CSV.detailsListed)
          .map((c) => ({ partNo: c.partNo, before: c.before, after: c.after })),
      },
    });
    return { problems, changes, counts, applied: true };
  });
}

/** The answer's message: problems, nothing to do, a dry run's counts, or what was written. */
export function importMessage(outcome: PartNoImportOutcome): BilingualText {
  if (outcome.problems.length > 0) return fillBoth(IM.resultInvalid, { count: outcome.problems.length });
  if (outcome.changes.length === 0) return M.resultNoChanges;
  return fillBoth(outcome.applied ? M.resultApplied : M.resultDryRun, { ...outcome.counts });
}

const showNumber = (n: string | null) => n ?? '—';

/** The API's answer in the caller's language: at most 1,000 errors and 200 change lines. */
export function importAnswer(outcome: PartNoImportOutcome, language: Language): CustomerPartNoImportAnswer {
  return {
    valid: outcome.problems.length === 0,
    errors: outcome.problems
      .slice(0, CSV.errorsListed)
      .map((p) => ({ line: p.line, reason: pick(p.reason, language) })),
    errorCount: outcome.problems.length,
    ...outcome.counts,
    details: outcome.changes.slice(0, CSV.detailsListed).map((c) =>
      pick(
        fillBoth(IM.detailVariant, {
          line: c.line,
          partNo: c.partNo,
          changes: `${showNumber(c.before)} → ${showNumber(c.after)}`,
        }),
        language,
      ),
    ),
    applied: outcome.applied,
  };
}
