import * as T from 'typebox';
import { defineCall } from '../call.ts';
import { emptyBody, fields, idField } from '../fields.ts';
import { bankDetailFields, EditorBankDetails } from './editor-company.ts';

/**
 * The bank account buyers pay into, changed only by two admins: one proposes, another confirms
 * (or either withdraws); every member of staff is e-mailed at each step. Documents and e-mails keep
 * the current details until the change is confirmed.
 */

const WaitingChange = T.Object({
  id: T.Integer(),
  ...EditorBankDetails.properties,
  proposedBy: T.String({ description: 'the proposing admin’s e-mail address' }),
  /** ISO 8601. */
  proposedAt: T.String(),
  /** Whether the caller proposed it (and so may withdraw but not confirm it). */
  mine: T.Boolean(),
});

export const BankDetailsAnswer = T.Object({
  current: EditorBankDetails,
  waiting: T.Union([WaitingChange, T.Null()]),
});
export type BankDetailsAnswer = T.Static<typeof BankDetailsAnswer>;

export const staffBankDetailsGet = defineCall({
  path: 'staff/bankDetailsGet', caller: 'admin', tag: 'staff', summary: 'The bank account buyers pay into, and a change waiting for a second admin', body: emptyBody, answer: BankDetailsAnswer,
});

export const staffBankDetailsPropose = defineCall({
  path: 'staff/bankDetailsPropose',
  caller: 'admin',
  tag: 'staff',
  summary: 'Propose new bank details; another admin must confirm them before any buyer sees them (one proposal at a time)',
  body: fields(bankDetailFields),
  answer: BankDetailsAnswer,
});
export type BankDetailsProposeRequest = T.Static<typeof staffBankDetailsPropose.body>;

const change = fields({ id: idField({ en: 'change', zh: '变更' }) });

export const staffBankDetailsConfirm = defineCall({
  path: 'staff/bankDetailsConfirm', caller: 'admin', tag: 'staff', summary: 'Confirm the bank details another admin proposed: they apply from now on', body: change, answer: BankDetailsAnswer,
});

export const staffBankDetailsWithdraw = defineCall({
  path: 'staff/bankDetailsWithdraw', caller: 'admin', tag: 'staff', summary: 'Withdraw a proposed change of the bank details (the proposer or another admin)', body: change, answer: BankDetailsAnswer,
});
export type BankDetailsChangeRequest = T.Static<typeof staffBankDetailsConfirm.body>;
