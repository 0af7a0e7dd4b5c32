import type { Selectable } from 'kysely';
import type { BankDetailsRecord, StaffBankDetails } from '#contract/calls/staff-bank-details.ts';
import { recordChange, type EditorSession } from '../auth/editor.ts';
import type { Db } from '../db/connect.ts';
import type { BankDetailsProposalsTable } from '../db/schema.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { DUTIES_MESSAGES } from '../i18n/duties-messages.ts';
import { enqueueMail, recipientOfUser } from '../mail/outbox.ts';
import type { BankChangeStage } from '../mail/templates/bank-details-change.ts';

/**
 * The bank account buyers pay into is kept in company_info and read by documents, the order page and
 * e-mails; it changes only when an administrator confirms another one's proposal. Every step is
 * audited and e-mailed to every enabled member of staff. The company_info row is locked first by
 * every step, so proposals and decisions happen one at a time.
 */

const BANK_COLUMNS = ['bankAccountName', 'bankName', 'bankSortCode', 'bankAccountNo', 'bankIban', 'bankBic'] as const;

const pickBank = (row: BankDetailsRecord): BankDetailsRecord => ({
  bankAccountName: row.bankAccountName,
  bankName: row.bankName,
  bankSortCode: row.bankSortCode,
  bankAccountNo: row.bankAccountNo,
  bankIban: row.bankIban,
  bankBic: row.bankBic,
});

const lockCurrent = async (tx: Db): Promise<BankDetailsRecord> =>
  tx.selectFrom('companyInfo').select(BANK_COLUMNS).where('id', '=', 1).forUpdate().executeTakeFirstOrThrow();

/** staff/bankDetailsGet: the account in use and the proposal waiting, if any. */
export async function readBankDetails(db: Db): Promise<StaffBankDetails> {
  const [current, pending] = await Promise.all([
    db.selectFrom('companyInfo').select(BANK_COLUMNS).where('id', '=', 1).executeTakeFirstOrThrow(),
    db.selectFrom('bankDetailsProposals').selectAll().where('state', '=', 'pending').executeTakeFirst(),
  ]);
  return {
    current: pickBank(current),
    pending: pending
      ? {
          ...pickBank(pending),
          id: pending.id,
          proposedBy: pending.proposedByEmail,
          proposedAt: new Date(pending.proposedAt).toISOString(),
        }
      : null,
  };
}

/** Tells every enabled member of staff, each in their own language. */
async function tellStaff(
  tx: Db,
  stage: BankChangeStage,
  who: EditorSession,
  proposal: Selectable<BankDetailsProposalsTable>,
  before: BankDetailsRecord,
): Promise<void> {
  const staff = await tx
    .selectFrom('users')
    .select('id')
    .where('role', '!=', 'buyer')
    .where('disabledAt', 'is', null)
    .orderBy('id')
    .execute();
  const values = {
    stage,
    who: who.email,
    proposer: proposal.proposedByEmail,
    at: new Date().toISOString(),
    before,
    after: pickBank(proposal),
  };
  for (const member of staff)
    await enqueueMail(tx, { to: await recipientOfUser(tx, member.id), template: 'bankDetailsChange', values });
}

export function proposeBankDetails(db: Db, admin: EditorSession, details: BankDetailsRecord): Promise<void> {
  return db.transaction().execute(async (tx) => {
    const current = pickBank(await lockCurrent(tx));
    const waiting = await tx
      .selectFrom('bankDetailsProposals')
      .select('id')
      .where('state', '=', 'pending')
      .executeTakeFirst();
    if (waiting) throw new ApiError(CODE.conflict, DUTIES_MESSAGES.bankProposalPending);
    const proposal = await tx
      .insertInto('bankDetailsProposals')
      .values({ ...details, proposedBy: admin.userId, proposedByEmail: admin.email })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordChange(tx, admin, {
      area: 'bank',
      recordId: proposal.id,
      action: 'propose',
      summary: `New bank details proposed (proposal ${proposal.id})`,
      detail: { before: current, after: pickBank(proposal) },
    });
    await tellStaff(tx, 'proposed', admin, proposal, current);
  });
}

/** The pending proposal of that id, locked: 404 unknown, 409 already confirmed or withdrawn. */
async function lockPending(tx: Db, id: number): Promise<Selectable<BankDetailsProposalsTable>> {
  const proposal = await tx
    .selectFrom('bankDetailsProposals')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!proposal) throw new ApiError(CODE.notFound, DUTIES_MESSAGES.noSuchProposal);
  if (proposal.state !== 'pending') throw new ApiError(CODE.conflict, DUTIES_MESSAGES.proposalDecided);
  return proposal;
}

export function confirmBankDetails(db: Db, admin: EditorSession, id: number): Promise<void> {
  return db.transaction().execute(async (tx) => {
    const before = pickBank(await lockCurrent(tx));
    const proposal = await lockPending(tx, id);
    if (proposal.proposedBy === admin.userId) throw new ApiError(CODE.forbidden, DUTIES_MESSAGES.ownBankProposal);
    const after = pickBank(proposal);
    await tx
      .updateTable('companyInfo')
      .set({ ...after, updatedAt: new Date() })
      .where('id', '=', 1)
      .execute();
    await tx
      .updateTable('bankDetailsProposals')
      .set({ state: 'confirmed', decidedByEmail: admin.email, decidedAt: new Date() })
      .where('id', '=', id)
      .execute();
    await recordChange(tx, admin, {
      area: 'bank',
      recordId: id,
      action: 'confirm',
      summary: `New bank details confirmed (proposal ${id} by ${proposal.proposedByEmail})`,
      detail: { proposedBy: proposal.proposedByEmail, before, after },
    });
    await tellStaff(tx, 'confirmed', admin, proposal, before);
  });
}

export function withdrawBankDetails(db: Db, admin: EditorSession, id: number): Promise<void> {
  return db.transaction().execute(async (tx) => {
    const current = pickBank(await lockCurrent(tx));
    const proposal = await lockPending(tx, id);
    await tx
      .updateTable('bankDetailsProposals')
      .set({ state: 'withdrawn', decidedByEmail: admin.email, decidedAt: new Date() })
      .where('id', '=', id)
      .execute();
    await recordChange(tx, admin, {
      area: 'bank',
      recordId: id,
      action: 'withdraw',
      summary: `Proposed bank details withdrawn (proposal ${id} by ${proposal.proposedByEmail})`,
      detail: { proposedBy: proposal.proposedByEmail },
    });
    await tellStaff(tx, 'withdrawn', admin, proposal, current);
  });
}
