import { fillBoth } from '#contract/i18n/text.ts';
import { recordChange, type EditorSession } from '../auth/editor.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { QUOTE_MESSAGES as M } from '../i18n/quote-messages.ts';

/** An admin sets a family's cost-guard floor (a share of the list price); audited. */
export function savePriceFloor(
  db: Db,
  admin: EditorSession,
  familyId: number,
  minPercentOfList: number,
): Promise<{ familyId: number; minPercentOfList: number }> {
  return db.transaction().execute(async (tx) => {
    const family = await tx
      .selectFrom('productFamilies')
      .select(['id', 'nameEn'])
      .where('id', '=', familyId)
      .executeTakeFirst();
    if (!family) throw new ApiError(CODE.badInput, fillBoth(M.noSuchFamily, { id: familyId }), { field: 'familyId' });
    const percent = Math.round(minPercentOfList * 100) / 100;
    await tx
      .insertInto('quotePriceFloors')
      .values({ familyId, minPercentOfList: percent })
      .onConflict((oc) => oc.column('familyId').doUpdateSet({ minPercentOfList: percent }))
      .execute();
    await recordChange(tx, admin, {
      area: 'quote',
      recordId: `floor-${familyId}`,
      action: 'floor',
      summary: `Quote floor of ${family.nameEn}: ${percent}% of list price`,
    });
    return { familyId, minPercentOfList: percent };
  });
}
