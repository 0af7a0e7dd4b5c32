import * as T from 'typebox';
import { defineCall } from '../call.ts';
import { emptyBody, fields, LABELS, telephone, text } from '../fields.ts';
import type { BilingualText } from '../i18n/text.ts';
import { EDITOR_LIMITS } from '../limits/editor.ts';
import { EMAIL_PATTERN, PATTERN_MESSAGES } from '../limits/fields.ts';
import { CompanyInfo } from './company.ts';

/** The company's details as editors keep them (contract/calls/company.ts); the bank account is the administrators' (contract/calls/staff-bank-details.ts). */

export type CompanyInfoSaveRequest = T.Static<typeof CompanyInfo>;

export const EditorCompanyInfo = T.Object({
  ...CompanyInfo.properties,
  /** ISO 8601. */
  updatedAt: T.String(),
});
export type EditorCompanyInfo = T.Static<typeof EditorCompanyInfo>;

const line = (n: number, required = false) =>
  text({ label: { en: `address line ${n}`, zh: `地址第${n}行` }, required, max: EDITOR_LIMITS.addressLine });
const phone = (n: number, required = false) =>
  telephone({ label: { en: `telephone ${n}`, zh: `电话${n}` }, required, max: EDITOR_LIMITS.telephone });
const number = (label: BilingualText, required = false) =>
  text({ label, required, max: EDITOR_LIMITS.registrationNumber });

/** companyInfoSave's fields, named as the company information's fields (registrationNO …; docs/spec.md#fields). */
export const companyInfoFields = {
  name: text({ label: { en: 'company name', zh: '公司名称' }, required: true, max: EDITOR_LIMITS.companyName }),
  addressLine1: line(1, true),
  addressLine2: line(2),
  addressLine3: line(3),
  addressLine4: line(4),
  addressLine5: line(5),
  telephone1: phone(1, true),
  telephone2: phone(2),
  email: text({
    label: LABELS.email,
    required: true,
    max: EDITOR_LIMITS.email,
    pattern: EMAIL_PATTERN,
    patternMessage: PATTERN_MESSAGES.invalidEmail,
  }),
  registrationNO: number({ en: 'company registration number', zh: '公司注册号' }, true),
  vatNO: number({ en: 'VAT number', zh: '增值税号' }, true),
  eoriNO: number({ en: 'EORI number', zh: 'EORI 号码' }),
  xieoriNO: number({ en: 'XI EORI number', zh: 'XI EORI 号码' }),
} satisfies Record<keyof CompanyInfoSaveRequest, T.TSchema>;

export const companyInfoGet = defineCall({
  path: 'editor/companyInfoGet',
  caller: 'editor',
  tag: 'editor',
  summary: "The company's details",
  body: emptyBody,
  answer: EditorCompanyInfo,
});

export const companyInfoSave = defineCall({
  path: 'editor/companyInfoSave',
  caller: 'editor',
  tag: 'editor',
  summary: "Replace the company's details; optional fields left out are saved empty",
  body: fields(companyInfoFields),
  answer: EditorCompanyInfo,
});
