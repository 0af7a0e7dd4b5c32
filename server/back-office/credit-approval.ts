import type { CreditProposal, CreditThreshold } from '#contract/calls/staff-companies.ts';
import { recordChange, type EditorSession } from '../auth/editor.ts';
import type { StaffSession } from '../auth/staff.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { DUTIES_MESSAGES } from '../i18n/duties-messages.ts';
import { applyCompanyCredit, creditAfter, lockCompanyCredit, type CreditChange } from './company-credit.ts';
import { creditOf } from '../shop/credit-limit.ts';
import { refuseOwnCompany } from './separation-of-duties.ts';

/**
 * Credit above the administrators' threshold, or credit without a limit, takes two people: whoever
 * asks for it (sales or an administrator) only proposes it, and another administrator approves it.
 * Withdrawing credit or lowering it below the threshold applies at once.
 */

export async function readCreditThreshold(db: Db): Promise<CreditThreshold> {
  const row = await db
    .selectFrom('creditApprovalSettings')
    .select('secondAdminAbovePence')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return { secondAdminAbovePence: row.secondAdminAbovePence };
}

export async function saveCreditThreshold(
  db: Db,
  admin: EditorSession,
  threshold: CreditThreshold,
): Promise<CreditThreshold> {
  return db.transaction().execute(async (tx) => {
    const before = await tx
      .selectFrom('creditApprovalSettings')
      .select('secondAdminAbovePence')
      .where('id', '=', 1)
      .forUpdate()
      .executeTakeFirstOrThrow();
    await tx
      .updateTable('creditApprovalSettings')
      .set({ secondAdminAbovePence: threshold.secondAdminAbovePence })
      .where('id', '=', 1)
      .execute();
    await recordChange(tx, admin, {
      area: 'settings',
      recordId: 'credit',
      action: 'update',
      summary: `Credit above ${threshold.secondAdminAbovePence} needs a second administrator (was ${before.secondAdminAbovePence})`,
      detail: { before: { secondAdminAbovePence: before.secondAdminAbovePence }, after: threshold },
    });
    return threshold;
  });
}

/** staff/companySetCredit: applies the change, or proposes it when it needs a second administrator. */
export function changeCompanyCredit(db: Db, staff: EditorSession, request: CreditChange) {
  return db.transaction().execute(async (tx) => {
    const company = await lockCompanyCredit(tx, request.id);
    const after = creditAfter(company, request);
    const { secondAdminAbovePence } = await readCreditThreshold(tx);
    const needsSecondAdmin =
      after.creditApproved && (after.creditLimitPence === null || after.creditLimitPence > secondAdminAbovePence);
    if (!needsSecondAdmin) return { ...(await applyCompanyCredit(tx, staff, request)), awaitingApproval: false };
    // A new proposal replaces one still waiting, so an approver never approves what they did not see.
    await tx
      .updateTable('companyCreditProposals')
      .set({ state: 'withdrawn', decidedByEmail: staff.email, decidedAt: new Date() })
      .where('companyId', '=', company.id)
      .where('state', '=', 'pending')
      .execute();
    const proposal = await tx
      .insertInto('companyCreditProposals')
      .values({ companyId: company.id, ...after, proposedBy: staff.userId, proposedByEmail: staff.email })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordChange(tx, staff, {
      area: 'company',
      recordId: company.id,
      action: 'creditProposal',
      summary: `${company.name}: credit proposed, limit ${after.creditLimitPence ?? 'none'}, terms ${after.creditTerms} (proposal ${proposal.id})`,
      detail: {
        before: {
          creditApproved: company.creditApproved,
          creditLimitPence: company.creditLimitPence,
          creditTerms: company.creditTerms,
        },
        after,
      },
    });
    return {
      id: company.id,
      creditApproved: company.creditApproved,
      creditLimitPence: company.creditLimitPence,
      terms: company.creditTerms,
      usedPence: (await creditOf(tx, company.id)).usedPence,
      awaitingApproval: true,
    };
  });
}

/** The company's proposal waiting for approval, if any. */
export async function pendingCreditProposal(db: Db, companyId: number): Promise<CreditProposal | null> {
  const row = await db
    .selectFrom('companyCreditProposals')
    .select(['id', 'creditApproved', 'creditLimitPence', 'creditTerms', 'proposedByEmail', 'proposedAt'])
    .where('companyId', '=', companyId)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    creditApproved: row.creditApproved,
    creditLimitPence: row.creditLimitPence,
    terms: row.creditTerms,
    proposedBy: row.proposedByEmail,
    proposedAt: new Date(row.proposedAt).toISOString(),
  };
}

/** A pending proposal, locked after its company (the order companySetCredit locks them in): 404 unknown, 409 decided. */
async function lockPendingProposal(tx: Db, id: number) {
  const known = await tx
    .selectFrom('companyCreditProposals')
    .select('companyId')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!known) throw new ApiError(CODE.notFound, DUTIES_MESSAGES.noSuchProposal);
  await lockCompanyCredit(tx, known.companyId);
  const proposal = await tx
    .selectFrom('companyCreditProposals')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (proposal.state !== 'pending') throw new ApiError(CODE.conflict, DUTIES_MESSAGES.proposalDecided);
  return proposal;
}

/** staff/companyCreditApprove: another administrator than the proposer applies it; answers the company's id. */
export function approveCreditProposal(db: Db, admin: EditorSession, id: number): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const proposal = await lockPendingProposal(tx, id);
    if (proposal.proposedBy === admin.userId) throw new ApiError(CODE.forbidden, DUTIES_MESSAGES.ownCreditProposal);
    await refuseOwnCompany(tx, admin, proposal.companyId);
    const change = {
      id: proposal.companyId,
      creditApproved: proposal.creditApproved,
      creditLimitPence: proposal.creditLimitPence,
      terms: proposal.creditTerms,
    };
    await applyCompanyCredit(tx, admin, change, proposal.proposedByEmail);
    await tx
      .updateTable('companyCreditProposals')
      .set({ state: 'approved', decidedByEmail: admin.email, decidedAt: new Date() })
      .where('id', '=', id)
      .execute();
    return proposal.companyId;
  });
}

/** staff/companyCreditWithdraw: its proposer or any administrator; answers the company's id. */
export function withdrawCreditProposal(db: Db, staff: StaffSession, id: number): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const proposal = await lockPendingProposal(tx, id);
    if (proposal.proposedBy !== staff.userId && staff.role !== 'admin')
      throw new ApiError(CODE.forbidden, DUTIES_MESSAGES.notYourCreditProposal);
    await tx
      .updateTable('companyCreditProposals')
      .set({ state: 'withdrawn', decidedByEmail: staff.email, decidedAt: new Date() })
      .where('id', '=', id)
      .execute();
    await recordChange(tx, staff, {
      area: 'company',
      recordId: proposal.companyId,
      action: 'creditWithdrawn',
      summary: `Credit proposal ${id} by ${proposal.proposedByEmail} withdrawn`,
      detail: { proposedBy: proposal.proposedByEmail },
    });
    return proposal.companyId;
  });
}
