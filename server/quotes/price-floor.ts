import type { QuoteFloorListRequest, QuoteFloorRow, QuoteFloorSaveRequest } from '#contract/calls/staff-quotes.ts';
import { QUOTE_LIMITS } from '#contract/limits/quotes.ts';
import { fillBoth } from '#contract/i18n/text.ts';
import { recordChange, type EditorSession } from '../auth/editor.ts';
import type { Db } from '../db/connect.ts';
import { pageOf } from '../db/read-page.ts';
import { familyMatches } from '../editor/family-list.ts';
import type { FieldChange } from '../editor/change-detail.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { QUOTE_MESSAGES as M } from '../i18n/quote-messages.ts';

/**
 * The cost guard's floors (quote_price_floors, migration 039): a family's own share of the list price
 * under which a quoted price waits for an admin (docs/quotes.md). Every change is in the change record,
 * with the floor before and after (null: the family had the default).
 */

const FLOOR_PAGE_SIZE = 24;

const families = (db: Db) =>
  db.selectFrom('productFamilies as pf').select(['pf.id', 'pf.code', 'pf.nameEn', 'pf.nameZh']);
type Family = { id: number; code: string; nameEn: string; nameZh: string };

/** staff/quoteFloorList: the families with a floor of their own, in catalogue order. */
export function listPriceFloors(db: Db, request: QuoteFloorListRequest) {
  const { q, page = 1, pageSize = FLOOR_PAGE_SIZE } = request;
  let query = families(db)
    .innerJoin('quotePriceFloors as f', 'f.familyId', 'pf.id')
    .select((eb) => eb.cast<number>('f.minPercentOfList', 'float8').as('percent'));
  if (q) query = query.where(familyMatches(q));
  return pageOf(query.orderBy('pf.sortOrder').orderBy('pf.id'), page, pageSize, (row) => floorRow(row, row.percent));
}

const floorRow = (family: Family, minPercentOfList: number): QuoteFloorRow => ({
  familyId: family.id,
  code: family.code,
  nameEn: family.nameEn,
  nameZh: family.nameZh,
  minPercentOfList,
});

/** The family an admin names: by its code or one of its part numbers (any letter case), else by its exact name. */
async function familyNamed(db: Db, name: string): Promise<Family> {
  const upper = name.toUpperCase();
  const byNumber = await families(db)
    .where((eb) =>
      eb.or([
        eb(eb.fn('upper', ['pf.code']), '=', upper),
        eb.exists(
          eb
            .selectFrom('variants as v')
            .select('v.id')
            .whereRef('v.familyId', '=', 'pf.id')
            .where('v.partNo', '=', upper),
        ),
      ]),
    )
    .executeTakeFirst();
  if (byNumber) return byNumber;
  const byName = await families(db)
    .where((eb) => eb.or([eb(eb.fn('lower', ['pf.nameEn']), '=', name.toLowerCase()), eb('pf.nameZh', '=', name)]))
    .limit(2)
    .execute();
  if (byName.length === 1) return byName[0]!;
  const message = byName.length === 0 ? M.noFamilyNamed : M.familyNameShared;
  throw new ApiError(CODE.badInput, fillBoth(message, { family: name }), { field: 'family' });
}

/** The family's own floor, locked for the change; null when it has the default. */
async function ownFloor(tx: Db, familyId: number): Promise<number | null> {
  const row = await tx
    .selectFrom('quotePriceFloors')
    .select((eb) => eb.cast<number>('minPercentOfList', 'float8').as('percent'))
    .where('familyId', '=', familyId)
    .forUpdate()
    .executeTakeFirst();
  return row?.percent ?? null;
}

/** staff/quoteFloorSave: an admin sets or changes a family's floor (to the hundredth of a per cent). */
export function savePriceFloor(db: Db, admin: EditorSession, request: QuoteFloorSaveRequest): Promise<QuoteFloorRow> {
  return db.transaction().execute(async (tx) => {
    const family = await familyNamed(tx, request.family);
    const before = await ownFloor(tx, family.id);
    const percent = Math.round(request.minPercentOfList * 100) / 100;
    await tx
      .insertInto('quotePriceFloors')
      .values({ familyId: family.id, minPercentOfList: percent })
      .onConflict((oc) => oc.column('familyId').doUpdateSet({ minPercentOfList: percent }))
      .execute();
    await recordFloorChange(tx, admin, family, before, percent);
    return floorRow(family, percent);
  });
}

/** staff/quoteFloorRemove: an admin removes a family's own floor; the default applies to it again. */
export function removePriceFloor(
  db: Db,
  admin: EditorSession,
  familyId: number,
): Promise<{ familyId: number; minPercentOfList: number }> {
  return db.transaction().execute(async (tx) => {
    const family = await families(tx).where('pf.id', '=', familyId).executeTakeFirst();
    if (!family) throw new ApiError(CODE.notFound, fillBoth(M.noSuchFamily, { id: familyId }), { field: 'familyId' });
    const before = await ownFloor(tx, familyId);
    if (before === null)
      throw new ApiError(CODE.notFound, fillBoth(M.noOwnFloor, { id: familyId }), { field: 'familyId' });
    await tx.deleteFrom('quotePriceFloors').where('familyId', '=', familyId).execute();
    await recordFloorChange(tx, admin, family, before, null);
    return { familyId, minPercentOfList: QUOTE_LIMITS.defaultFloorPercentOfList };
  });
}

function recordFloorChange(tx: Db, admin: EditorSession, family: Family, from: number | null, to: number | null) {
  const now = to === null ? `the default ${QUOTE_LIMITS.defaultFloorPercentOfList}%` : `${to}%`;
  const minPercentOfList: FieldChange = { from, to };
  return recordChange(tx, admin, {
    area: 'quote',
    recordId: `floor-${family.id}`,
    action: to === null ? 'floorRemove' : 'floor',
    summary: `Quote floor of ${family.code} ${family.nameEn}: ${now} of list price`,
    detail: { minPercentOfList },
  });
}
