import type { BodyOf } from '#contract/call.ts';
import type { PriceListDetail, staffPriceListAssign } from '#contract/calls/staff-price-lists.ts';
import { recordChange, type EditorSession } from '../auth/editor.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { PRICE_LIST_MESSAGES as M } from '../i18n/price-list-messages.ts';
import { STAFF_MESSAGES } from '../i18n/staff-messages.ts';
import { refuseOverlap } from './price-list-overlap.ts';
import { priceListDetail } from './price-list-read.ts';

/** The company or customer account a list is given to, checked to exist (a company gone is refused as unknown). */
async function holder(
  db: Db,
  request: { companyId?: number; userId?: number },
): Promise<{ companyId: number | null; userId: number | null; label: string }> {
  if ((request.companyId === undefined) === (request.userId === undefined))
    throw new ApiError(CODE.badInput, M.chooseOneHolder);
  if (request.companyId !== undefined) {
    const company = await db
      .selectFrom('companies')
      .select(['id', 'name'])
      .where('id', '=', request.companyId)
      .forUpdate()
      .executeTakeFirst();
    if (!company) throw new ApiError(CODE.notFound, STAFF_MESSAGES.noSuchCompany, { field: 'companyId' });
    return { companyId: company.id, userId: null, label: company.name };
  }
  const user = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('id', '=', request.userId!)
    .where('role', '=', 'buyer')
    .forUpdate()
    .executeTakeFirst();
  if (!user) throw new ApiError(CODE.notFound, M.noSuchAccount, { field: 'userId' });
  return { companyId: null, userId: user.id, label: user.email };
}

/** Gives a list to a company or an account (refused when its days overlap another list of theirs), or takes it back; audited. */
export function assignPriceList(
  db: Db,
  staff: EditorSession,
  request: BodyOf<typeof staffPriceListAssign>,
): Promise<PriceListDetail> {
  return db.transaction().execute(async (tx) => {
    const list = await tx
      .selectFrom('priceLists')
      .select([
        'id',
        'name',
        (eb) => eb.cast<string | null>('validFrom', 'text').as('validFrom'),
        (eb) => eb.cast<string | null>('validUntil', 'text').as('validUntil'),
      ])
      .where('id', '=', request.priceListId)
      .forUpdate()
      .executeTakeFirst();
    if (!list) throw new ApiError(CODE.notFound, M.noSuchPriceList);
    const who = await holder(tx, request);
    const mine = (q: ReturnType<typeof tx.deleteFrom<'priceListAssignments'>>) =>
      who.companyId !== null ? q.where('companyId', '=', who.companyId) : q.where('userId', '=', who.userId);
    if (request.assigned) {
      await refuseOverlap(tx, list.id, list, {
        companyIds: who.companyId === null ? [] : [who.companyId],
        userIds: who.userId === null ? [] : [who.userId],
      });
      await tx
        .insertInto('priceListAssignments')
        .values({ priceListId: list.id, companyId: who.companyId, userId: who.userId })
        .onConflict((oc) => oc.doNothing())
        .execute();
    } else {
      await mine(tx.deleteFrom('priceListAssignments').where('priceListId', '=', list.id)).execute();
    }
    const holding = { holder: who.label, companyId: who.companyId, userId: who.userId };
    await recordChange(tx, staff, {
      area: 'priceList',
      recordId: list.id,
      action: request.assigned ? 'assign' : 'unassign',
      summary: `Price list ${list.name}: ${request.assigned ? 'given to' : 'taken back from'} ${who.label}`,
      // Before and after the change, as the console's change log reads them; the holder named, not only numbered.
      detail: request.assigned ? { before: null, after: holding } : { before: holding, after: null },
    });
    return priceListDetail(tx, list.id);
  });
}
