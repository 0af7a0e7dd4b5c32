import type { PriceListDetail, PriceListRow } from '#contract/calls/staff-price-lists.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { PRICE_LIST_MESSAGES } from '../i18n/price-list-messages.ts';

/** Price lists as the staff console shows them, by name (all of them, or those given). */
export async function priceListRows(db: Db, ids?: readonly number[]): Promise<PriceListRow[]> {
  let query = db
    .selectFrom('priceLists as l')
    .select([
      'l.id',
      'l.name',
      'l.currency',
      (eb) => eb.cast<string | null>('l.validFrom', 'text').as('validFrom'),
      (eb) => eb.cast<string | null>('l.validUntil', 'text').as('validUntil'),
      (eb) =>
        eb
          .selectFrom('priceListRules as r')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('r.priceListId', '=', 'l.id')
          .as('ruleCount'),
    ])
    .orderBy('l.name')
    .orderBy('l.id');
  if (ids) query = query.where('l.id', 'in', ids.length > 0 ? ids : [0]);
  const lists = await query.execute();
  if (lists.length === 0) return [];
  const holders = await db
    .selectFrom('priceListAssignments as a')
    .leftJoin('companies as c', 'c.id', 'a.companyId')
    .leftJoin('users as u', 'u.id', 'a.userId')
    .select(['a.priceListId', 'a.companyId', 'c.name as companyName', 'a.userId', 'u.email'])
    .where(
      'a.priceListId',
      'in',
      lists.map((l) => l.id),
    )
    .orderBy('c.name')
    .orderBy('u.email')
    .execute();
  return lists.map((l) => {
    const own = holders.filter((h) => h.priceListId === l.id);
    return {
      ...l,
      ruleCount: Number(l.ruleCount ?? 0),
      companies: own.flatMap((h) =>
        h.companyId !== null && h.companyName !== null ? [{ id: h.companyId, name: h.companyName }] : [],
      ),
      accounts: own.flatMap((h) => (h.userId !== null && h.email !== null ? [{ id: h.userId, email: h.email }] : [])),
    };
  });
}

/** One price list with its rules (net prices with their breaks), or 404. */
export async function priceListDetail(db: Db, id: number): Promise<PriceListDetail> {
  const [row] = await priceListRows(db, [id]);
  if (!row) throw new ApiError(CODE.notFound, PRICE_LIST_MESSAGES.noSuchPriceList);
  const rules = await db
    .selectFrom('priceListRules as r')
    .leftJoin('variants as v', 'v.id', 'r.variantId')
    .select([
      'r.id',
      'r.kind',
      'v.partNo',
      'r.familyId',
      'r.categoryId',
      (eb) => eb.cast<number | null>('r.percentOff', 'float8').as('percentOff'),
    ])
    .where('r.priceListId', '=', id)
    .orderBy('r.kind')
    .orderBy('r.id')
    .execute();
  const breaks = await db
    .selectFrom('priceListNetBreaks')
    .select(['ruleId', 'minQty', 'unitPricePence'])
    .where('ruleId', 'in', rules.length > 0 ? rules.map((r) => r.id) : [0])
    .orderBy('minQty')
    .execute();
  return {
    ...row,
    rules: rules.map((r) => ({
      ...r,
      partNo: r.partNo ?? null,
      breaks: breaks
        .filter((b) => b.ruleId === r.id)
        .map((b) => ({ minQty: b.minQty, unitPricePence: b.unitPricePence })),
    })),
  };
}
