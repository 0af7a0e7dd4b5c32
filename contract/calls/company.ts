import * as T from 'typebox';
import { defineCall } from '../call.ts';
import { emptyBody } from '../fields.ts';

/** The seller's details, named as the spec's companyInfoDetail names them (registrationNO …). */
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
