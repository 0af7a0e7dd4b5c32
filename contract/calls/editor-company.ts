import * as T from 'typebox';
import { defineCall } from '../call.ts';
import { emptyBody, fields, LABELS, telephone, text } from '../fields.ts';
import type { BilingualText } from '../i18n/text.ts';
import { EDITOR_LIMITS } from '../limits/editor.ts';
import { EMAIL_PATTERN, PATTERN_MESSAGES } from '../limits/fields.ts';
import { CompanyInfo } from './company.ts';

/** The company's details as editors keep them: the public company info (contract/calls/company.ts) and the bank account for transfers. */

const EditorBankDetails = T.Object({
  bankAccountName: T.String(),
  bankName: T.String(),
  bankSortCode: T.String(),
  bankAccountNo: T.String(),
  bankIban: T.String(),
  bankBic: T.String(),
});

/** What companyInfoSave writes: every field, optional ones saved empty. */
const EditorCompanyDetails = T.Object({ ...CompanyInfo.properties, ...EditorBankDetails.properties });
export type CompanyInfoSaveRequest = T.Static<typeof EditorCompanyDetails>;

export const EditorCompanyInfo = T.Object({
  ...EditorCompanyDetails.properties,
  /** ISO 8601. */
  updatedAt: T.String(),
});
export type EditorCompanyInfo = T.Static<typeof EditorCompanyInfo>;

const line = (n: number, required = false) => text({ label: { en: `address line ${n}`, zh: `地址第${n}行` }, required, max: EDITOR_LIMITS.addressLine });
const phone = (n: number, required = false) => telephone({ label: { en: `telephone ${n}`, zh: `电话${n}` }, required, max: EDITOR_LIMITS.telephone });
const number = (label: BilingualText, required = false) => text({ label, required, max: EDITOR_LIMITS.registrationNumber });
const bank = (label: BilingualText, required = false) => text({ label, required, max: EDITOR_LIMITS.bankField });

/** companyInfoSave's fields, named as the spec's company info names them (registrationNO …). */
export const companyInfoFields = {
  name: text({ label: { en: 'company name', zh: '公司名称' }, required: true, max: EDITOR_LIMITS.companyName }),
  addressLine1: line(1, true),
  addressLine2: line(2),
  addressLine3: line(3),
  addressLine4: line(4),
  addressLine5: line(5),
  telephone1: phone(1, true),
  telephone2: phone(2),
  email: text({ label: LABELS.email, required: true, max: EDITOR_LIMITS.email, pattern: EMAIL_PATTERN, patternMessage: PATTERN_MESSAGES.invalidEmail }),
  registrationNO: number({ en: 'company registration number', zh: '公司注册号' }, true),
  vatNO: number({ en: 'VAT number', zh: '增值税号' }, true),
  eoriNO: number({ en: 'EORI number', zh: 'EORI 号码' }),
  xieoriNO: number({ en: 'XI EORI number', zh: 'XI EORI 号码' }),
  bankAccountName: bank({ en: 'bank account name', zh: '银行账户名' }, true),
  bankName: bank({ en: 'bank name', zh: '银行名称' }, true),
  bankSortCode: bank({ en: 'sort code', zh: '银行分行代码' }, true),
  bankAccountNo: bank({ en: 'bank account number', zh: '银行账号' }, true),
  bankIban: bank({ en: 'IBAN', zh: 'IBAN' }),
  bankBic: bank({ en: 'BIC', zh: 'BIC' }),
} satisfies Record<keyof CompanyInfoSaveRequest, T.TSchema>;

export const companyInfoGet = defineCall({
  path: 'editor/companyInfoGet', caller: 'editor', tag: 'editor', summary: "The company's details with the bank account", body: emptyBody, answer: EditorCompanyInfo,
});

export const companyInfoSave = defineCall({
  path: 'editor/companyInfoSave',
  caller: 'editor',
  tag: 'editor',
  summary: "Replace the company's details; optional fields left out are saved empty",
  body: fields(companyInfoFields),
  answer: EditorCompanyInfo,
});
