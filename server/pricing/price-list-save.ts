import type { BodyOf } from '#contract/call.ts';
import type { PriceListDetail, staffPriceListRuleSave, staffPriceListSave } from '#contract/calls/staff-price-lists.ts';
import { fillBoth } from '#contract/i18n/text.ts';
import { isCalendarDay, NOT_A_DAY } from '#contract/rules/calendar-day.ts';
import { recordChange, type EditorSession } from '../auth/editor.ts';
import type { Db } from '../db/connect.ts';
import type { PriceRuleKind } from '../db/schema.ts';
import { readPriceBreaks, formatPriceBreaks } from '../editor/catalogue-csv/cells.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { MESSAGES } from '../i18n/messages.ts';
import { PRICE_LIST_MESSAGES as M } from '../i18n/price-list-messages.ts';
import { holdersOf, refuseOverlap } from './price-list-overlap.ts';
import { priceListDetail } from './price-list-read.ts';

/** A list locked for the change, or 404. */
export async function lockedList(db: Db, id: number) {
  const list = await db
    .selectFrom('priceLists')
    .select([
      'id',
      'name',
      (eb) => eb.cast<string | null>('validFrom', 'text').as('validFrom'),
      (eb) => eb.cast<string | null>('validUntil', 'text').as('validUntil'),
    ])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!list) throw new ApiError(CODE.notFound, M.noSuchPriceList);
  return list;
}

function checkedDays(request: { validFrom?: string; validUntil?: string }) {
  for (const field of ['validFrom', 'validUntil'] as const) {
    const day = request[field];
    if (day !== undefined && !isCalendarDay(day)) throw new ApiError(CODE.badInput, NOT_A_DAY, { field });
  }
  const days = { validFrom: request.validFrom ?? null, validUntil: request.validUntil ?? null };
  if (days.validFrom !== null && days.validUntil !== null && days.validUntil < days.validFrom)
    throw new ApiError(CODE.badInput, M.untilBeforeFrom, { field: 'validUntil' });
  return days;
}

/** Creates a list, or sets a list's name and days (refused if they now overlap another list of one of its holders); audited. */
export function savePriceList(
  db: Db,
  staff: EditorSession,
  request: BodyOf<typeof staffPriceListSave>,
): Promise<PriceListDetail> {
  const days = checkedDays(request);
  return db.transaction().execute(async (tx) => {
    const before = request.id === undefined ? null : await lockedList(tx, request.id);
    const after = { name: request.name, ...days };
    let id: number;
    if (before) {
      await refuseOverlap(tx, before.id, days, await holdersOf(tx, before.id));
      await tx
        .updateTable('priceLists')
        .set({ ...after, updatedAt: new Date() })
        .where('id', '=', before.id)
        .execute();
      id = before.id;
    } else {
      id = (await tx.insertInto('priceLists').values(after).returning('id').executeTakeFirstOrThrow()).id;
    }
    const shown = (l: { name: string; validFrom: string | null; validUntil: string | null }) => ({
      listName: l.name,
      validFrom: l.validFrom,
      validUntil: l.validUntil,
    });
    await recordChange(tx, staff, {
      area: 'priceList',
      recordId: id,
      action: before ? 'update' : 'create',
      summary: `Price list ${after.name}: ${before ? 'changed' : 'created'}, valid ${after.validFrom ?? 'open'} to ${after.validUntil ?? 'open'}`,
      detail: { before: before ? shown(before) : null, after: shown(after) },
    });
    return priceListDetail(tx, id);
  });
}

interface RuleTarget {
  kind: PriceRuleKind;
  variantId: number | null;
  familyId: number | null;
  categoryId: number | null;
  percentOff: number | null;
  breaks: Array<{ minQty: number; unitPricePence: number }>;
}

/** The rule a request asks for, every reference checked: a net price needs a known part and good breaks; a percentage its one target. */
async function ruleTarget(db: Db, request: BodyOf<typeof staffPriceListRuleSave>): Promise<RuleTarget> {
  const { kind, partNo, familyId, categoryId, percentOff, breaks } = request;
  if (kind === 'net') {
    if (
      partNo === undefined ||
      breaks === undefined ||
      percentOff !== undefined ||
      familyId !== undefined ||
      categoryId !== undefined
    )
      throw new ApiError(CODE.badInput, M.netNeedsPart);
    const variant = await db
      .selectFrom('variants')
      .select('id')
      .where('partNo', '=', partNo.toUpperCase())
      .executeTakeFirst();
    if (!variant) throw new ApiError(CODE.badInput, fillBoth(MESSAGES.noSuchPartNo, { partNo }), { field: 'partNo' });
    const read = readPriceBreaks(breaks);
    if ('problem' in read) throw new ApiError(CODE.badInput, read.problem, { field: 'breaks' });
    return { kind, variantId: variant.id, familyId: null, categoryId: null, percentOff: null, breaks: read.value };
  }
  const targets = { family: familyId, category: categoryId, catalogue: undefined };
  const stray =
    partNo !== undefined ||
    breaks !== undefined ||
    (kind !== 'family' && familyId !== undefined) ||
    (kind !== 'category' && categoryId !== undefined);
  if (percentOff === undefined || stray || (kind !== 'catalogue' && targets[kind] === undefined))
    throw new ApiError(CODE.badInput, M.percentNeedsTarget);
  if (
    kind === 'family' &&
    !(await db.selectFrom('productFamilies').select('id').where('id', '=', familyId!).executeTakeFirst())
  ) {
    throw new ApiError(CODE.badInput, fillBoth(M.noSuchFamily, { id: familyId! }), { field: 'familyId' });
  }
  if (
    kind === 'category' &&
    !(await db.selectFrom('categories').select('id').where('id', '=', categoryId!).executeTakeFirst())
  ) {
    throw new ApiError(CODE.badInput, fillBoth(M.noSuchCategory, { id: categoryId! }), { field: 'categoryId' });
  }
  return { kind, variantId: null, familyId: familyId ?? null, categoryId: categoryId ?? null, percentOff, breaks: [] };
}

/** The list's rule for the same target, if any. */
function sameTarget(db: Db, listId: number, rule: RuleTarget) {
  let query = db
    .selectFrom('priceListRules')
    .select(['id', (eb) => eb.cast<number | null>('percentOff', 'float8').as('percentOff')])
    .where('priceListId', '=', listId)
    .where('kind', '=', rule.kind);
  if (rule.kind === 'net') query = query.where('variantId', '=', rule.variantId);
  if (rule.kind === 'family') query = query.where('familyId', '=', rule.familyId);
  if (rule.kind === 'category') query = query.where('categoryId', '=', rule.categoryId);
  return query.executeTakeFirst();
}

/** Sets one rule of a list in place of its rule for the same target; audited with before and after. */
export function savePriceListRule(
  db: Db,
  staff: EditorSession,
  request: BodyOf<typeof staffPriceListRuleSave>,
): Promise<PriceListDetail> {
  return db.transaction().execute(async (tx) => {
    const list = await lockedList(tx, request.priceListId);
    const rule = await ruleTarget(tx, request);
    const old = await sameTarget(tx, list.id, rule);
    const oldBreaks = old
      ? await tx
          .selectFrom('priceListNetBreaks')
          .select(['minQty', 'unitPricePence'])
          .where('ruleId', '=', old.id)
          .orderBy('minQty')
          .execute()
      : [];
    if (old) await tx.deleteFrom('priceListRules').where('id', '=', old.id).execute();
    const { breaks, ...columns } = rule;
    const made = await tx
      .insertInto('priceListRules')
      .values({ priceListId: list.id, ...columns })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (breaks.length > 0)
      await tx
        .insertInto('priceListNetBreaks')
        .values(breaks.map((b) => ({ ruleId: made.id, ...b })))
        .execute();
    await tx.updateTable('priceLists').set({ updatedAt: new Date() }).where('id', '=', list.id).execute();
    const target = {
      rule: rule.kind,
      partNo: request.partNo?.toUpperCase() ?? null,
      familyId: rule.familyId,
      categoryId: rule.categoryId,
    };
    await recordChange(tx, staff, {
      area: 'priceList',
      recordId: list.id,
      action: 'rule',
      summary: `Price list ${list.name}: ${rule.kind} rule ${rule.kind === 'net' ? `${target.partNo} ${formatPriceBreaks(breaks)}` : `${rule.percentOff} % off`}`,
      detail: {
        before: old ? { ...target, percentOff: old.percentOff, priceBreaks: formatPriceBreaks(oldBreaks) } : null,
        after: { ...target, percentOff: rule.percentOff, priceBreaks: formatPriceBreaks(breaks) },
      },
    });
    return priceListDetail(tx, list.id);
  });
}

/** Removes one rule of a list; audited. */
export function removePriceListRule(
  db: Db,
  staff: EditorSession,
  request: { priceListId: number; ruleId: number },
): Promise<PriceListDetail> {
  return db.transaction().execute(async (tx) => {
    const list = await lockedList(tx, request.priceListId);
    const removed = await tx
      .deleteFrom('priceListRules')
      .where('id', '=', request.ruleId)
      .where('priceListId', '=', list.id)
      .returning(['kind', 'variantId', 'familyId', 'categoryId'])
      .executeTakeFirst();
    if (!removed) throw new ApiError(CODE.notFound, M.noSuchRule);
    await recordChange(tx, staff, {
      area: 'priceList',
      recordId: list.id,
      action: 'ruleRemove',
      summary: `Price list ${list.name}: ${removed.kind} rule removed`,
      detail: {
        before: { rule: removed.kind, familyId: removed.familyId, categoryId: removed.categoryId },
        after: null,
      },
    });
    return priceListDetail(tx, list.id);
  });
}
