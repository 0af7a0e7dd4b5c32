import type { EditorSession } from '../auth/editor.ts';
import { recordChange } from '../auth/editor.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { STAFF_MESSAGES } from '../i18n/staff-messages.ts';
import { creditOf } from '../shop/credit-limit.ts';

/** Sales approve a company for credit with a limit, or withdraw it; audited with before and after. */
export function setCompanyCredit(db: Db, staff: EditorSession, request: { id: number; creditApproved: boolean; creditLimitPence?: number }) {
  return db.transaction().execute(async (tx) => {
    const company = await tx.selectFrom('companies').select(['id', 'name', 'creditApproved', 'creditLimitPence']).where('id', '=', request.id).forUpdate().executeTakeFirst();
    if (!company) throw new ApiError(CODE.notFound, STAFF_MESSAGES.noSuchCompany);
    const after = { creditApproved: request.creditApproved, creditLimitPence: request.creditApproved ? (request.creditLimitPence ?? null) : null };
    await tx.updateTable('companies').set(after).where('id', '=', company.id).execute();
    await recordChange(tx, staff, {
      area: 'company',
      recordId: company.id,
      action: 'credit',
      summary: `${company.name}: credit ${after.creditApproved ? `approved, limit ${after.creditLimitPence ?? 'none'}` : 'withdrawn'}`,
      detail: { before: { creditApproved: company.creditApproved, creditLimitPence: company.creditLimitPence }, after },
    });
    return { id: company.id, ...after, usedPence: (await creditOf(tx, company.id)).usedPence };
  });
}
