import type { PaymentTerms } from '#contract/rules/due-date.ts';
import type { EditorSession } from '../auth/editor.ts';
import { recordChange } from '../auth/editor.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { STAFF_MESSAGES } from '../i18n/staff-messages.ts';
import { creditOf } from '../shop/credit-limit.ts';

/** Sales approve a company for credit with a limit and terms (kept when not given), or withdraw it; audited with before and after. */
export function setCompanyCredit(db: Db, staff: EditorSession, request: { id: number; creditApproved: boolean; creditLimitPence?: number; terms?: PaymentTerms }) {
  return db.transaction().execute(async (tx) => {
    const company = await tx.selectFrom('companies').select(['id', 'name', 'creditApproved', 'creditLimitPence', 'creditTerms']).where('id', '=', request.id).forUpdate().executeTakeFirst();
    if (!company) throw new ApiError(CODE.notFound, STAFF_MESSAGES.noSuchCompany);
    const after = {
      creditApproved: request.creditApproved,
      creditLimitPence: request.creditApproved ? (request.creditLimitPence ?? null) : null,
      creditTerms: request.terms ?? company.creditTerms,
    };
    await tx.updateTable('companies').set(after).where('id', '=', company.id).execute();
    await recordChange(tx, staff, {
      area: 'company',
      recordId: company.id,
      action: 'credit',
      summary: `${company.name}: credit ${after.creditApproved ? `approved, limit ${after.creditLimitPence ?? 'none'}, terms ${after.creditTerms}` : 'withdrawn'}`,
      detail: { before: { creditApproved: company.creditApproved, creditLimitPence: company.creditLimitPence, creditTerms: company.creditTerms }, after },
    });
    const { creditTerms: terms, ...rest } = after;
    return { id: company.id, ...rest, terms, usedPence: (await creditOf(tx, company.id)).usedPence };
  });
}
