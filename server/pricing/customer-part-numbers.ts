import type { Db } from '../db/connect.ts';

/** The buyer's company's own part numbers for some variants, by variant id (none for a buyer outside a company). */
export async function customerPartNosOf(
  db: Db,
  userId: number,
  variantIds: readonly number[],
): Promise<Map<number, string>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('customerPartNumbers as cpn')
    .innerJoin('users as u', 'u.companyId', 'cpn.companyId')
    .select(['cpn.variantId', 'cpn.customerPartNo'])
    .where('u.id', '=', userId)
    .where('cpn.variantId', 'in', [...new Set(variantIds)])
    .execute();
  return new Map(rows.map((r) => [r.variantId, r.customerPartNo]));
}

/**
 * Our part numbers for numbers the buyer typed that are their company's own, by that number
 * (upper case). A number that is also one of ours stays ours.
 */
export async function partNosByCustomerNumber(
  db: Db,
  userId: number,
  typed: readonly string[],
): Promise<Map<string, string>> {
  if (typed.length === 0) return new Map();
  const rows = await db
    .selectFrom('customerPartNumbers as cpn')
    .innerJoin('users as u', 'u.companyId', 'cpn.companyId')
    .innerJoin('variants as v', 'v.id', 'cpn.variantId')
    .select(['cpn.customerPartNo', 'v.partNo'])
    .where('u.id', '=', userId)
    .where(
      'cpn.customerPartNo',
      'in',
      typed.map((n) => n.toUpperCase()),
    )
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('variants as ours').whereRef('ours.partNo', '=', 'cpn.customerPartNo'))),
    )
    .execute();
  return new Map(rows.map((r) => [r.customerPartNo, r.partNo]));
}
