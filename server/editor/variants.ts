import type { EditorVariant } from '#contract/calls/editor-families.ts';
import type { PriceBreak } from '#contract/calls/catalogue.ts';
import { formatPriceBreaks } from '#contract/rules/price-break-text.ts';
import { recordChange, type EditorSession } from '../auth/editor.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { MESSAGES } from '../i18n/messages.ts';
import { changedFields } from './change-detail.ts';
import { toEditorVariant } from './families.ts';

export interface VariantChange {
  id: number;
  stock: number;
  leadTimeDays: number;
  /** Already parsed and checked (parsePriceBreaks): ascending quantities from 1. */
  priceBreaks: PriceBreak[];
}

/** Sets a variant's stock and lead time and replaces its price breaks, in one transaction with the record. */
export async function saveVariant(db: Db, editor: EditorSession, change: VariantChange): Promise<EditorVariant> {
  return db.transaction().execute(async (tx) => {
    const before = await tx
      .selectFrom('variants')
      .select(['id', 'familyId', 'partNo', 'dims', 'stock', 'leadTimeDays'])
      .where('id', '=', change.id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new ApiError(CODE.notFound, MESSAGES.noSuchVariant);
    const oldBreaks = await tx.selectFrom('variantPriceBreaks').select(['minQty', 'unitPricePence']).where('variantId', '=', change.id).orderBy('minQty').execute();
    const changes = changedFields(
      { stock: before.stock, leadTimeDays: before.leadTimeDays, priceBreaks: formatPriceBreaks(oldBreaks) },
      { stock: change.stock, leadTimeDays: change.leadTimeDays, priceBreaks: formatPriceBreaks(change.priceBreaks) },
    );
    if (Object.keys(changes).length === 0) return toEditorVariant(before, oldBreaks);
    await tx.updateTable('variants').set({ stock: change.stock, leadTimeDays: change.leadTimeDays }).where('id', '=', change.id).execute();
    if (changes.priceBreaks) {
      await tx.deleteFrom('variantPriceBreaks').where('variantId', '=', change.id).execute();
      await tx.insertInto('variantPriceBreaks').values(change.priceBreaks.map((b) => ({ variantId: change.id, ...b }))).execute();
    }
    await recordChange(tx, editor, {
      area: 'variant',
      recordId: change.id,
      action: 'update',
      summary: `Variant ${before.partNo}: ${Object.keys(changes).join(', ')}`,
      detail: { partNo: before.partNo, familyId: before.familyId, ...changes },
    });
    return toEditorVariant({ ...before, stock: change.stock, leadTimeDays: change.leadTimeDays }, change.priceBreaks);
  });
}
