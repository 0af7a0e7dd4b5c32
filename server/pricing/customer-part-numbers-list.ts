import type { CustomerPartNoListAnswer } from '#contract/calls/customer-part-numbers.ts';
import type { Db } from '../db/connect.ts';
import type { Membership } from '../accounts/membership.ts';

/** One page of a company's own part numbers, by our part number, for its members. */
export async function listPartNos(
  db: Db,
  membership: Membership,
  page: number,
  pageSize: number,
): Promise<CustomerPartNoListAnswer> {
  const ofCompany = db.selectFrom('customerPartNumbers as cpn').where('cpn.companyId', '=', membership.companyId);
  const [{ total }, list] = await Promise.all([
    ofCompany.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ofCompany
      .innerJoin('variants as v', 'v.id', 'cpn.variantId')
      .innerJoin('productFamilies as pf', 'pf.id', 'v.familyId')
      .select(['v.partNo', 'v.familyId', 'pf.slug', 'pf.nameEn as name', 'pf.nameZh', 'cpn.customerPartNo'])
      .orderBy('v.partNo')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  return { total: Number(total), page, pageSize, list, canChange: membership.companyRole === 'admin' };
}
