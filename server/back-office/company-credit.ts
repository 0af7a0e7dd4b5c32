import type { PaymentTerms } from '#contract/rules/due-date.ts';
import type { EditorSession } from '../auth/editor.ts';
import { recordChange } from '../auth/editor.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { STAFF_MESSAGES } from '../i18n/staff-messages.ts';
import { creditOf } from '../shop/credit-limit.ts';

export interface CreditChange {
  id: number;
  creditApproved: boolean;
  creditLimitPence?: number | null;
  terms?: PaymentTerms;
}

/** The company's credit as it is, locked until the transaction ends: 404 for no such company. */
export async function lockCompanyCredit(tx: Db, companyId: number) {
  const company = await tx
    .selectFrom('companies')
    .select(['id', 'name', 'creditApproved', 'creditLimitPence', 'creditTerms'])
    .where('id', '=', companyId)
    .forUpdate()
    .executeTakeFirst();
  if (!company) throw new ApiError(CODE.notFound, STAFF_MESSAGES.noSuchCompany);
  return company;
}

/** What a change leaves: no limit without approval, terms kept when not given. */
export function creditAfter(company: { creditTerms: PaymentTerms }, request: CreditChange) {
  return {
    creditApproved: request.creditApproved,
    creditLimitPence: request.creditApproved ? (request.creditLimitPence ?? null) : null,
    creditTerms: request.terms ?? company.creditTerms,
  };
}

/**
 * Approves a company for credit with a limit and terms, or withdraws it, inside the caller's
 * transaction; audited with before and after, and with the proposer when a second person approved.
 */
export async function applyCompanyCredit(tx: Db, staff: EditorSession, request: CreditChange, proposedBy?: string) {
  const company = await lockCompanyCredit(tx, request.id);
  const after = creditAfter(company, request);
  await tx.updateTable('companies').set(after).where('id', '=', company.id).execute();
  await recordChange(tx, staff, {
    area: 'company',
    recordId: company.id,
    action: 'credit',
    summary: `${company.name}: credit ${after.creditApproved ? `approved, limit ${after.creditLimitPence ?? 'none'}, terms ${after.creditTerms}` : 'withdrawn'}${proposedBy ? ` (proposed by ${proposedBy})` : ''}`,
    detail: {
      before: {
        creditApproved: company.creditApproved,
        creditLimitPence: company.creditLimitPence,
        creditTerms: company.creditTerms,
      },
      after,
      ...(proposedBy ? { proposedBy } : {}),
    },
  });
  const { creditTerms: terms, ...rest } = after;
  return { id: company.id, ...rest, terms, usedPence: (await creditOf(tx, company.id)).usedPence };
}
