import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { lessPercent } from '../pricing/price-rules.ts';
import { DEMO_COMPANY } from './demo-accounts.ts';

/**
 * Acme Engineering Ltd's trade prices (docs/pricing.md): 10 % off everything under Access
 * Components, net prices on the first five Design Elements parts of the catalogue, and Acme's own
 * numbers for those five parts and two Access Components parts. Rewritten whole on every seed.
 */
export const DEMO_PRICE_LIST = {
  name: 'Acme Engineering Ltd trade prices',
  percentOffGroup: 'Access Components',
  percentOff: 10,
  netGroup: 'Design Elements',
  netParts: 5,
  /** The net price: this much off the list price, from one off; more off from 100 off. */
  netPercentOff: 25,
  netPercentOffFrom100: 35,
  customerPartNoPrefix: 'ACME-',
} as const;

/** The first parts (in catalogue order) below a level-1 group. */
async function firstPartsUnder(tx: Kysely<Database>, groupId: number, count: number) {
  return tx
    .selectFrom('variants as v')
    .innerJoin('productFamilies as pf', 'pf.id', 'v.familyId')
    .innerJoin('categories as c', 'c.id', 'pf.categoryId')
    .select([
      'v.id',
      (eb) =>
        eb
          .selectFrom('variantPriceBreaks')
          .select('unitPricePence')
          .whereRef('variantId', '=', 'v.id')
          .where('minQty', '=', 1)
          .as('onePence'),
    ])
    .where('c.typePath', 'like', `${groupId}/%`)
    .where((eb) =>
      eb.exists(eb.selectFrom('variantPriceBreaks').whereRef('variantId', '=', 'v.id').where('minQty', '=', 1)),
    )
    .orderBy('pf.sortOrder')
    .orderBy('v.sortOrder')
    .limit(count)
    .execute();
}

async function levelOneGroup(tx: Kysely<Database>, nameEn: string): Promise<number> {
  const group = await tx
    .selectFrom('categories')
    .select('id')
    .where('level', '=', 1)
    .where('nameEn', '=', nameEn)
    .executeTakeFirstOrThrow();
  return group.id;
}

export async function writeDemoPriceList(tx: Kysely<Database>): Promise<void> {
  const d = DEMO_PRICE_LIST;
  const company = await tx
    .selectFrom('companies')
    .select('id')
    .where('name', '=', DEMO_COMPANY.name)
    .executeTakeFirstOrThrow();
  await tx.deleteFrom('priceLists').where('name', '=', d.name).execute();
  await tx.deleteFrom('customerPartNumbers').where('companyId', '=', company.id).execute();
  const list = await tx.insertInto('priceLists').values({ name: d.name }).returning('id').executeTakeFirstOrThrow();
  await tx.insertInto('priceListAssignments').values({ priceListId: list.id, companyId: company.id }).execute();

  const accessId = await levelOneGroup(tx, d.percentOffGroup);
  await tx
    .insertInto('priceListRules')
    .values({ priceListId: list.id, kind: 'category', categoryId: accessId, percentOff: d.percentOff })
    .execute();

  const netParts = await firstPartsUnder(tx, await levelOneGroup(tx, d.netGroup), d.netParts);
  for (const part of netParts) {
    const rule = await tx
      .insertInto('priceListRules')
      .values({ priceListId: list.id, kind: 'net', variantId: part.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const one = part.onePence ?? 0;
    await tx
      .insertInto('priceListNetBreaks')
      .values([
        { ruleId: rule.id, minQty: 1, unitPricePence: Math.max(1, lessPercent(one, d.netPercentOff)) },
        { ruleId: rule.id, minQty: 100, unitPricePence: Math.max(1, lessPercent(one, d.netPercentOffFrom100)) },
      ])
      .execute();
  }

  const numbered = [...netParts, ...(await firstPartsUnder(tx, accessId, 2))];
  await tx
    .insertInto('customerPartNumbers')
    .values(
      numbered.map((part, i) => ({
        companyId: company.id,
        variantId: part.id,
        customerPartNo: `${d.customerPartNoPrefix}${String(70_001 + i)}`,
      })),
    )
    .execute();
}
