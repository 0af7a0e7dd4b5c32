import type { CompanyBankAccount } from '#contract/calls/editor-company.ts';
import type { BankDetailsAnswer, BankDetailsChangeRequest, BankDetailsProposeRequest } from '#contract/calls/staff-bank-details.ts';
import { formatDateTime } from '#contract/format/dates.ts';
import { recordChange, type EditorSession } from '../auth/editor.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { BANK_DETAIL_MESSAGES } from '../i18n/bank-detail-messages.ts';
import { enqueueMail } from '../mail/outbox.ts';

const BANK_COLUMNS = ['bankAccountName', 'bankName', 'bankSortCode', 'bankAccountNo', 'bankIban', 'bankBic'] as const;

const detailsOf = (row: CompanyBankAccount): CompanyBankAccount => Object.fromEntries(BANK_COLUMNS.map((column) => [column, row[column]])) as unknown as CompanyBankAccount;

/** The details buyers are shown now, and the change waiting for a second admin (if any). */
export async function readBankDetails(db: Db, admin: EditorSession): Promise<BankDetailsAnswer> {
  const current = await db.selectFrom('companyInfo').select(BANK_COLUMNS).where('id', '=', 1).executeTakeFirstOrThrow();
  const waiting = await db
    .selectFrom('bankDetailChanges as c')
    .innerJoin('users as u', 'u.id', 'c.proposedBy')
    .select(['c.id', 'c.proposedBy', 'c.proposedAt', 'u.email', ...BANK_COLUMNS.map((column) => `c.${column}` as const)])
    .where('c.state', '=', 'proposed')
    .executeTakeFirst();
  return {
    current: detailsOf(current),
    waiting: waiting
      ? { id: waiting.id, ...detailsOf(waiting), proposedBy: waiting.email, proposedAt: new Date(waiting.proposedAt).toISOString(), mine: waiting.proposedBy === admin.userId }
      : null,
  };
}

/** Every enabled member of staff is told of a proposal and of its confirmation, so a change nobody asked for is seen at once. */
async function tellStaff(tx: Db, step: 'proposed' | 'confirmed' | 'withdrawn', admin: EditorSession, details: CompanyBankAccount): Promise<void> {
  const staff = await tx.selectFrom('users').select(['email', 'language']).where('role', '!=', 'buyer').where('disabledAt', 'is', null).execute();
  for (const member of staff) {
    const language = member.language === 'zh-cn' ? 'zh-cn' : 'en';
    await enqueueMail(tx, {
      to: { email: member.email, language },
      template: 'bankDetailsChange',
      values: { step, by: admin.email, when: formatDateTime(new Date().toISOString(), language), sortCode: details.bankSortCode, accountNo: details.bankAccountNo, iban: details.bankIban },
    });
  }
}

/** An admin proposes new details; nothing changes for buyers until another admin confirms them. */
export async function proposeBankDetails(db: Db, admin: EditorSession, details: BankDetailsProposeRequest): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const waiting = await tx.selectFrom('bankDetailChanges').select('id').where('state', '=', 'proposed').forUpdate().executeTakeFirst();
    if (waiting) throw new ApiError(CODE.conflict, BANK_DETAIL_MESSAGES.oneAtATime);
    const made = await tx
      .insertInto('bankDetailChanges')
      .values({ ...detailsOf(details), proposedBy: admin.userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = await tx.selectFrom('companyInfo').select(BANK_COLUMNS).where('id', '=', 1).executeTakeFirstOrThrow();
    await recordChange(tx, admin, {
      area: 'bankDetails',
      recordId: made.id,
      action: 'propose',
      summary: `Bank details: change proposed (sort code ${details.bankSortCode}, account ${details.bankAccountNo}); waits for a second admin`,
      detail: { before: detailsOf(before), after: detailsOf(details) },
    });
    await tellStaff(tx, 'proposed', admin, details);
  });
}

/** Locks the waiting change the admin named: 404 when it is not the one waiting (confirmed, withdrawn, or another). */
async function waitingChange(tx: Db, id: number) {
  const change = await tx.selectFrom('bankDetailChanges').selectAll().where('id', '=', id).where('state', '=', 'proposed').forUpdate().executeTakeFirst();
  if (!change) throw new ApiError(CODE.notFound, BANK_DETAIL_MESSAGES.noSuchChange);
  return change;
}

/** A second admin confirms: the details apply to every document and e-mail from now on. */
export async function confirmBankDetails(db: Db, admin: EditorSession, request: BankDetailsChangeRequest): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const change = await waitingChange(tx, request.id);
    if (change.proposedBy === admin.userId) throw new ApiError(CODE.forbidden, BANK_DETAIL_MESSAGES.notYourOwn);
    const before = await tx.selectFrom('companyInfo').select(BANK_COLUMNS).where('id', '=', 1).forUpdate().executeTakeFirstOrThrow();
    const after = detailsOf(change);
    await tx.updateTable('companyInfo').set({ ...after, updatedAt: new Date() }).where('id', '=', 1).execute();
    await tx.updateTable('bankDetailChanges').set({ state: 'confirmed', decidedBy: admin.userId, decidedAt: new Date() }).where('id', '=', change.id).execute();
    const proposer = await tx.selectFrom('users').select('email').where('id', '=', change.proposedBy).executeTakeFirstOrThrow();
    await recordChange(tx, admin, {
      area: 'bankDetails',
      recordId: change.id,
      action: 'confirm',
      summary: `Bank details: change proposed by ${proposer.email} confirmed`,
      detail: { before: detailsOf(before), after },
    });
    await tellStaff(tx, 'confirmed', admin, after);
  });
}

/** The proposer or another admin withdraws a waiting change: the details stay as they are. */
export async function withdrawBankDetails(db: Db, admin: EditorSession, request: BankDetailsChangeRequest): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const change = await waitingChange(tx, request.id);
    await tx.updateTable('bankDetailChanges').set({ state: 'withdrawn', decidedBy: admin.userId, decidedAt: new Date() }).where('id', '=', change.id).execute();
    await recordChange(tx, admin, { area: 'bankDetails', recordId: change.id, action: 'withdraw', summary: 'Bank details: proposed change withdrawn', detail: { before: null, after: detailsOf(change) } });
    await tellStaff(tx, 'withdrawn', admin, detailsOf(change));
  });
}
