import * as T from 'typebox';
import { defineCall, orNull } from '../call.ts';
import { emptyBody, fields, idField, text } from '../fields.ts';
import type { BilingualText } from '../i18n/text.ts';
import { EDITOR_LIMITS } from '../limits/editor.ts';

/**
 * The bank account buyers pay into (pro-formas, the order page, "pay by transfer" e-mails). Only
 * administrators read and change it, and a change takes two of them: one proposes, another confirms.
 */

const bank = (label: BilingualText, required = false) => text({ label, required, max: EDITOR_LIMITS.bankField });

export const bankDetailsFields = {
  bankAccountName: bank({ en: 'bank account name', zh: '银行账户名' }, true),
  bankName: bank({ en: 'bank name', zh: '银行名称' }, true),
  bankSortCode: bank({ en: 'sort code', zh: '银行分行代码' }, true),
  bankAccountNo: bank({ en: 'bank account number', zh: '银行账号' }, true),
  bankIban: bank({ en: 'IBAN', zh: 'IBAN' }),
  bankBic: bank({ en: 'BIC', zh: 'BIC' }),
};

export const BankDetailsRecord = T.Object({
  bankAccountName: T.String(),
  bankName: T.String(),
  bankSortCode: T.String(),
  bankAccountNo: T.String(),
  bankIban: T.String(),
  bankBic: T.String(),
});
export type BankDetailsRecord = T.Static<typeof BankDetailsRecord>;

export const BankDetailsProposal = T.Object({
  ...BankDetailsRecord.properties,
  id: T.Integer(),
  /** The proposing administrator's e-mail address. */
  proposedBy: T.String(),
  /** ISO 8601. */
  proposedAt: T.String(),
});
export type BankDetailsProposal = T.Static<typeof BankDetailsProposal>;

/** The details in use, and the proposal waiting for a second administrator, if any. */
export const StaffBankDetails = T.Object({ current: BankDetailsRecord, pending: orNull(BankDetailsProposal) });
export type StaffBankDetails = T.Static<typeof StaffBankDetails>;

export const bankDetailsGet = defineCall({
  path: 'staff/bankDetailsGet',
  caller: 'admin',
  tag: 'staff',
  summary: 'The bank account in use and any proposed change',
  body: emptyBody,
  answer: StaffBankDetails,
});

export const bankDetailsPropose = defineCall({
  path: 'staff/bankDetailsPropose',
  caller: 'admin',
  tag: 'staff',
  summary:
    'Propose new bank details (409 while another proposal waits); every member of staff is e-mailed; nothing changes until another administrator confirms',
  body: fields(bankDetailsFields),
  answer: StaffBankDetails,
});

const proposalId = fields({ id: idField({ en: 'proposal', zh: '提议' }) });

export const bankDetailsConfirm = defineCall({
  path: 'staff/bankDetailsConfirm',
  caller: 'admin',
  tag: 'staff',
  summary:
    'Confirm a proposal of another administrator (403 for its proposer): the new details are used from now on, and every member of staff is e-mailed',
  body: proposalId,
  answer: StaffBankDetails,
});

export const bankDetailsWithdraw = defineCall({
  path: 'staff/bankDetailsWithdraw',
  caller: 'admin',
  tag: 'staff',
  summary: 'Withdraw a pending proposal (any administrator)',
  body: proposalId,
  answer: StaffBankDetails,
});
