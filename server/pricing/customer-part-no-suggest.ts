import { sql } from 'kysely';
import type { CustomerPartNoSuggestAnswer } from '#contract/calls/customer-part-numbers.ts';
import { partNumberPrefix } from '../catalogue/search-keyword.ts';
import { asPartNumber, normaliseSearchTerm } from '../catalogue/search-term.ts';
import type { Db } from '../db/connect.ts';

const MAX_PART_NUMBERS = 6;

/**
 * Our parts whose number in the buyer's company starts with the text (typed as a part number is:
 * any case, spaces for hyphens), the exact one first. Nothing for a buyer outside a company; the
 * logged-out search never runs this.
 */
export async function suggestByCustomerPartNo(
  db: Db,
  userId: number,
  text: string,
): Promise<CustomerPartNoSuggestAnswer> {
  const exact = asPartNumber(normaliseSearchTerm(text));
  const partNumbers = await db
    .selectFrom('customerPartNumbers as cpn')
    .innerJoin('users as u', 'u.companyId', 'cpn.companyId')
    .innerJoin('variants as v', 'v.id', 'cpn.variantId')
    .innerJoin('productFamilies as pf', 'pf.id', 'v.familyId')
    .select(['v.partNo', 'v.familyId', 'pf.slug', 'cpn.customerPartNo'])
    .where('u.id', '=', userId)
    .where('cpn.customerPartNo', 'like', partNumberPrefix(text))
    .orderBy(sql`cpn.customer_part_no = ${exact}`, 'desc')
    .orderBy('cpn.customerPartNo')
    .limit(MAX_PART_NUMBERS)
    .execute();
  return { partNumbers };
}
