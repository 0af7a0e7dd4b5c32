import type { EditorVariant } from '#contract/calls/editor-families.ts';
import type { PriceBreak } from '#contract/calls/catalogue.ts';
import type { BilingualText } from '#contract/i18n/text.ts';
import { formatPriceBreaks } from '#contract/rules/price-break-text.ts';
import { recordChange, type EditorSession } from '../auth/editor.ts';
import type { Db } from '../db/connect.ts';
import { redrawFamilyDrawing } from '../downloads/family-drawing.ts';
import { redrawFamilyPicture } from '../downloads/family-picture.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { EDITOR_MESSAGES } from '../i18n/editor-messages.ts';
import { MESSAGES } from '../i18n/messages.ts';
import { formatDims, readDims } from './catalogue-csv/cells.ts';
import { typedDims } from './catalogue-csv/typed-dims.ts';
import { changedFields } from './change-detail.ts';
import { toEditorVariant, VARIANT_RECORD_COLUMNS } from './families.ts';
import { englishFieldNames } from '#contract/i18n/change-fields.ts';

export interface VariantChange {
  id: number;
  stock: number;
  leadTimeDays: number;
  /** Already parsed and checked (parsePriceBreaks): ascending quantities from 1. */
  priceBreaks: PriceBreak[];
  /** As the import writes them ("d1=40;thread=M12"), checked here against the family's columns; undefined: unchanged. */
  dimsText?: string | undefined;
  /** Its own finish in each language, '' for none (both '': the family's); undefined: that language unchanged. */
  finish: { en?: string | undefined; zh?: string | undefined };
}

const refuse = (field: string, message: BilingualText) => new ApiError(CODE.badInput, message, { field });

/** The finish a save leaves, each language left out kept as stored; both or neither: null means the family's. */
function storedFinish(
  finish: VariantChange['finish'],
  before: { finishEn: string | null; finishZh: string | null },
): { finishEn: string | null; finishZh: string | null } {
  const [en, zh] = [(finish.en ?? before.finishEn ?? '').trim(), (finish.zh ?? before.finishZh ?? '').trim()];
  if ((en === '') !== (zh === '')) throw refuse(en === '' ? 'finish' : 'finishZh', EDITOR_MESSAGES.variantFinishBoth);
  return en === '' ? { finishEn: null, finishZh: null } : { finishEn: en, finishZh: zh };
}

/**
 * Sets a variant's stock, lead time, price breaks, own finish and, when given, its dimensions, in
 * one transaction with the record; new dimensions redraw the family's drawing, and they or a new
 * finish its picture (each unless uploaded).
 */
export async function saveVariant(db: Db, editor: EditorSession, change: VariantChange): Promise<EditorVariant> {
  return db.transaction().execute(async (tx) => {
    const before = await tx
      .selectFrom('variants')
      .select(VARIANT_RECORD_COLUMNS)
      .where('id', '=', change.id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new ApiError(CODE.notFound, MESSAGES.noSuchVariant);
    const finish = storedFinish(change.finish, before);
    const family = await tx
      .selectFrom('productFamilies')
      .select(['code', 'dimensionColumns'])
      .where('id', '=', before.familyId)
      .executeTakeFirstOrThrow();
    const columns = family.dimensionColumns;
    let dims = before.dims;
    if (change.dimsText !== undefined) {
      const read = readDims(change.dimsText);
      if ('problem' in read) throw refuse('dims', read.problem);
      const typed = typedDims(family.code, read.value, columns);
      if ('problems' in typed) throw refuse('dims', typed.problems[0]!);
      dims = typed.dims;
    }
    const oldBreaks = await tx
      .selectFrom('variantPriceBreaks')
      .select(['minQty', 'unitPricePence'])
      .where('variantId', '=', change.id)
      .orderBy('minQty')
      .execute();
    const after = { ...before, ...finish, dims, stock: change.stock, leadTimeDays: change.leadTimeDays };
    const changes = changedFields(
      {
        stock: before.stock,
        leadTimeDays: before.leadTimeDays,
        priceBreaks: formatPriceBreaks(oldBreaks),
        dims: formatDims(before.dims, columns),
        finishEn: before.finishEn,
        finishZh: before.finishZh,
      },
      {
        stock: after.stock,
        leadTimeDays: after.leadTimeDays,
        priceBreaks: formatPriceBreaks(change.priceBreaks),
        dims: formatDims(dims, columns),
        finishEn: after.finishEn,
        finishZh: after.finishZh,
      },
    );
    if (Object.keys(changes).length === 0) return toEditorVariant(before, oldBreaks, columns);
    await tx
      .updateTable('variants')
      .set({
        stock: after.stock,
        leadTimeDays: after.leadTimeDays,
        dims: JSON.stringify(dims),
        finishEn: after.finishEn,
        finishZh: after.finishZh,
      })
      .where('id', '=', change.id)
      .execute();
    if (changes.priceBreaks) {
      await tx.deleteFrom('variantPriceBreaks').where('variantId', '=', change.id).execute();
      await tx
        .insertInto('variantPriceBreaks')
        .values(change.priceBreaks.map((b) => ({ variantId: change.id, ...b })))
        .execute();
    }
    if (changes.dims) await redrawFamilyDrawing(tx, before.familyId);
    if (changes.dims || changes.finishEn) await redrawFamilyPicture(tx, before.familyId);
    await recordChange(tx, editor, {
      area: 'variant',
      recordId: change.id,
      action: 'update',
      summary: `Variant ${before.partNo}: ${englishFieldNames(changes)}`,
      detail: { partNo: before.partNo, familyId: before.familyId, ...changes },
    });
    return toEditorVariant(after, change.priceBreaks, columns);
  });
}
