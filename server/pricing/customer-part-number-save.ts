import type { CustomerPartNoAnswer } from '#contract/calls/staff-price-lists.ts';
import { fillBoth } from '#contract/i18n/text.ts';
import { recordChange, type EditorSession } from '../auth/editor.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { MESSAGES } from '../i18n/messages.ts';
import { PRICE_LIST_MESSAGES as M } from '../i18n/price-list-messages.ts';
import { STAFF_MESSAGES } from '../i18n/staff-messages.ts';

/**
 * Sets a company's own number for one of our parts (stored upper-case; blank removes it). A number
 * already naming another of the company's parts is refused (409). Staff changes are audited.
 */
export function saveCustomerPartNo(
  db: Db,
  request: { companyId: number; partNo: string; customerPartNo?: string },
  staff: EditorSession | null,
): Promise<CustomerPartNoAnswer> {
  return db.transaction().execute(async (tx) => {
    const company = await tx
      .selectFrom('companies')
      .select(['id', 'name'])
      .where('id', '=', request.companyId)
      .executeTakeFirst();
    if (!company) throw new ApiError(CODE.notFound, STAFF_MESSAGES.noSuchCompany, { field: 'companyId' });
    const partNo = request.partNo.toUpperCase();
    const variant = await tx.selectFrom('variants').select('id').where('partNo', '=', partNo).executeTakeFirst();
    if (!variant) throw new ApiError(CODE.badInput, fillBoth(MESSAGES.noSuchPartNo, { partNo }), { field: 'partNo' });
    const number = request.customerPartNo ? request.customerPartNo.toUpperCase() : null;
    const before = await tx
      .selectFrom('customerPartNumbers')
      .select('customerPartNo')
      .where('companyId', '=', company.id)
      .where('variantId', '=', variant.id)
      .executeTakeFirst();
    if (number !== null) {
      const taken = await tx
        .selectFrom('customerPartNumbers as cpn')
        .innerJoin('variants as v', 'v.id', 'cpn.variantId')
        .select('v.partNo')
        .where('cpn.companyId', '=', company.id)
        .where('cpn.customerPartNo', '=', number)
        .where('cpn.variantId', '<>', variant.id)
        .executeTakeFirst();
      if (taken)
        throw new ApiError(
          CODE.conflict,
          fillBoth(M.customerPartNoTaken, { customerPartNo: number, partNo: taken.partNo }),
          { field: 'customerPartNo' },
        );
      await tx
        .insertInto('customerPartNumbers')
        .values({ companyId: company.id, variantId: variant.id, customerPartNo: number })
        .onConflict((oc) => oc.columns(['companyId', 'variantId']).doUpdateSet({ customerPartNo: number }))
        .execute();
    } else {
      await tx
        .deleteFrom('customerPartNumbers')
        .where('companyId', '=', company.id)
        .where('variantId', '=', variant.id)
        .execute();
    }
    if (staff) {
      await recordChange(tx, staff, {
        area: 'company',
        recordId: company.id,
        action: 'customerPartNo',
        summary: `${company.name}: their number for ${partNo} ${number ?? 'removed'}`,
        detail: {
          before: { partNo, customerPartNo: before?.customerPartNo ?? null },
          after: { partNo, customerPartNo: number },
        },
      });
    }
    return { companyId: company.id, partNo, customerPartNo: number };
  });
}
