import { sql, type Transaction } from 'kysely';
import { slugify } from '#contract/rules/slug.ts';
import { fill } from '#contract/i18n/text.ts';
import { recordChange, type EditorSession } from '../../auth/editor.ts';
import type { Db } from '../../db/connect.ts';
import { writingFamilies } from '../../db/family-search.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError, CODE } from '../../http/api-error.ts';
import { IMPORT_MESSAGES as M } from '../../i18n/import-messages.ts';
import { redrawFamilyDrawing } from '../../downloads/family-drawing.ts';
import { redrawFamilyPicture } from '../../downloads/family-picture.ts';
import { countChanges, planImport, totalChanges, type ChangeCounts, type ImportPlan, type PlanResult } from './plan.ts';
import { familiesToRedraw, familiesToRepaint } from './redrawn-families.ts';
import { loadSnapshot, type CatalogueSnapshot } from './snapshot.ts';
import type { ImportFile } from './validate.ts';

/** Rows per INSERT or IN list: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 500;
/** One import at a time, whichever API process (or the CLI) runs it. */
const IMPORT_LOCK = 7_001_007;

async function inChunks<T>(items: readonly T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += CHUNK) await write(items.slice(i, i + CHUNK));
}

type Tx = Transaction<Database>;

async function writeFamilies(tx: Tx, plan: ImportPlan): Promise<void> {
  await inChunks(plan.familyCreates, (chunk) =>
    tx
      .insertInto('productFamilies')
      .values(
        chunk.map((f) => ({
          id: f.id,
          code: f.code,
          slug: slugify(f.values.nameEn),
          ...f.values,
          dimensionColumns: JSON.stringify(f.values.dimensionColumns),
          shape: f.values.shape && JSON.stringify(f.values.shape),
          imageFid: null,
          // Drawn from its dimensions once its variants are written (writePlan).
          drawingFid: null,
          sortOrder: f.sortOrder,
        })),
      )
      .execute(),
  );
  for (const update of plan.familyUpdates) {
    const { dimensionColumns, shape, ...fields } = update.set;
    await tx
      .updateTable('productFamilies')
      .set({
        ...fields,
        // The URL name follows the English name, as when the family was made.
        ...(fields.nameEn !== undefined ? { slug: slugify(fields.nameEn) } : {}),
        ...(dimensionColumns ? { dimensionColumns: JSON.stringify(dimensionColumns) } : {}),
        ...(shape !== undefined ? { shape: shape && JSON.stringify(shape) } : {}),
      })
      .where('id', '=', update.familyId)
      .execute();
  }
}

async function writeVariants(tx: Tx, plan: ImportPlan, familyIds: Map<string, number>): Promise<void> {
  const breaks: Array<{ variantId: number; minQty: number; unitPricePence: number }> = [];
  await inChunks(plan.variantCreates, async (chunk) => {
    const rows = await tx
      .insertInto('variants')
      .values(
        chunk.map((v) => ({
          familyId: familyIds.get(v.familyCode)!,
          partNo: v.partNo,
          dims: JSON.stringify(v.values.dims),
          weightGrams: v.values.weightGrams,
          stock: v.values.stock,
          leadTimeDays: v.values.leadTimeDays,
          finishEn: v.values.finishEn,
          finishZh: v.values.finishZh,
          sortOrder: v.sortOrder,
        })),
      )
      .returning(['id', 'partNo'])
      .execute();
    const idOf = new Map(rows.map((r) => [r.partNo, r.id]));
    for (const v of chunk) breaks.push(...v.values.priceBreaks.map((b) => ({ variantId: idOf.get(v.partNo)!, ...b })));
  });

  const repriced: number[] = [];
  for (const update of plan.variantUpdates) {
    const { dims, priceBreaks, ...numbers } = update.set;
    const fields = { ...numbers, ...(dims ? { dims: JSON.stringify(dims) } : {}) };
    if (Object.keys(fields).length > 0)
      await tx.updateTable('variants').set(fields).where('id', '=', update.variantId).execute();
    if (priceBreaks) {
      repriced.push(update.variantId);
      breaks.push(...priceBreaks.map((b) => ({ variantId: update.variantId, ...b })));
    }
  }
  await inChunks(repriced, (ids) => tx.deleteFrom('variantPriceBreaks').where('variantId', 'in', ids).execute());
  await inChunks(breaks, (chunk) => tx.insertInto('variantPriceBreaks').values(chunk).execute());
}

/** Every family a plan writes, or whose variants it writes. */
function familiesWritten(plan: ImportPlan, familyIds: ReadonlyMap<string, number>): number[] {
  const ids = new Set<number>([...plan.familyCreates.map((f) => f.id), ...plan.familyUpdates.map((f) => f.familyId)]);
  for (const variant of [...plan.variantCreates, ...plan.variantUpdates]) ids.add(familyIds.get(variant.familyCode)!);
  return [...ids];
}

/**
 * Writes a plan made from a snapshot read in the same transaction, and redraws the drawings and
 * pictures it changes; the search summaries of the families it wrote are refreshed once, at the end.
 */
export async function writePlan(tx: Tx, plan: ImportPlan, snapshot: CatalogueSnapshot): Promise<void> {
  const familyIds = new Map([...snapshot.familyByCode].map(([code, f]) => [code, f.id]));
  for (const f of plan.familyCreates) familyIds.set(f.code, f.id);
  await writingFamilies(tx, familiesWritten(plan, familyIds), async () => {
    await writeFamilies(tx, plan);
    await writeVariants(tx, plan, familyIds);
    for (const familyId of familiesToRedraw(plan, snapshot)) await redrawFamilyDrawing(tx, familyId);
    for (const familyId of familiesToRepaint(plan, snapshot)) await redrawFamilyPicture(tx, familyId);
  });
}

const COUNTS_TEXT =
  '{familiesCreated, plural, one {# family} other {# families}} created, {familiesUpdated} updated; {variantsCreated, plural, one {# variant} other {# variants}} created, {variantsUpdated} updated';

/** What an import changed, in a phrase: the change history and the command line show it. */
export function countsText(counts: ChangeCounts): string {
  return fill(COUNTS_TEXT, { ...counts });
}

/** The one line the change history shows. */
export function importSummary(fileName: string, counts: ChangeCounts): string {
  return `${fileName}: ${countsText(counts)}`;
}

export interface Applied extends PlanResult {
  applied: boolean;
}

/** A unique or foreign key that another writer changed between our read and our write. */
function isConcurrentChange(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === '23503';
}

/**
 * Plans the file against the catalogue as it is now and, when the plan has no problem and changes
 * something, writes it and records the import, all in one transaction: a problem writes nothing.
 */
export async function applyImport(db: Db, editor: EditorSession, file: ImportFile, fileName: string): Promise<Applied> {
  try {
    return await db.transaction().execute(async (tx) => {
      await sql`SELECT pg_advisory_xact_lock(${IMPORT_LOCK})`.execute(tx);
      const snapshot = await loadSnapshot(tx);
      const result = planImport(file, snapshot);
      const counts = countChanges(result.plan);
      if (result.problems.length > 0 || totalChanges(counts) === 0) return { ...result, applied: false };
      await writePlan(tx, result.plan, snapshot);
      await recordChange(tx, editor, {
        area: 'import',
        recordId: fileName,
        action: 'import',
        summary: importSummary(fileName, counts),
        detail: { fileName, rows: file.rows, ...counts },
      });
      return { ...result, applied: true };
    });
  } catch (error) {
    if (isConcurrentChange(error)) throw new ApiError(CODE.conflict, M.catalogueChanged);
    throw error;
  }
}
