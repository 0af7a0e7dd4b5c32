import * as T from 'typebox';
import { defineCall } from '../call.ts';
import { emptyBody } from '../fields.ts';

/** The seller's details, named as companyInfoDetail names them (registrationNO …; docs/spec.md#fields). */
export const CompanyInfo = T.Object({
  name: T.String(),
  addressLine1: T.String(),
  addressLine2: T.String(),
  addressLine3: T.String(),
  addressLine4: T.String(),
  addressLine5: T.String(),
  telephone1: T.String(),
  telephone2: T.String(),
  email: T.String(),
  registrationNO: T.String(),
  vatNO: T.String(),
  eoriNO: T.String(),
  xieoriNO: T.String(),
});
export type CompanyInfo = T.Static<typeof CompanyInfo>;

export const companyInfoDetail = defineCall({
  path: 'unpri/companyInfoDetail',
  caller: 'anyone',
  tag: 'company',
  summary: 'The company: address lines, telephones, email and registration numbers',
  body: emptyBody,
  answer: CompanyInfo,
});

/** How the shop takes payment: the footer shows the card only when card payments are set up (STRIPE_* keys). */
export const AcceptedPayments = T.Object({ card: T.Boolean() });
export type AcceptedPayments = T.Static<typeof AcceptedPayments>;

export const acceptedPayments = defineCall({
  path: 'unpri/acceptedPayments',
  caller: 'anyone',
  tag: 'company',
  summary: 'Whether the shop takes cards (bank transfer always; on account for companies approved for credit)',
  body: emptyBody,
  answer: AcceptedPayments,
});
