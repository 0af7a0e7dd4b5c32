import type { CompanyInfoSaveRequest, EditorCompanyInfo } from '#contract/calls/editor-company.ts';
import { EDITOR_LIMITS } from '#contract/limits/editor.ts';
import { pickFields } from './form-fields.ts';

export type CompanyField = keyof CompanyInfoSaveRequest;

/** The company form's fields, grouped as the form shows them. */
export const COMPANY_GROUPS = {
  details: ['name', 'telephone1', 'telephone2', 'email'],
  address: ['addressLine1', 'addressLine2', 'addressLine3', 'addressLine4', 'addressLine5'],
  numbers: ['registrationNO', 'vatNO', 'eoriNO', 'xieoriNO'],
  bank: ['bankAccountName', 'bankName', 'bankSortCode', 'bankAccountNo', 'bankIban', 'bankBic'],
} as const satisfies Record<string, readonly CompanyField[]>;

/** What companyInfoSave insists on (server/routes/editor/company-info.ts); the rest may be left empty. */
const REQUIRED: ReadonlySet<CompanyField> = new Set([
  'name', 'addressLine1', 'telephone1', 'email', 'registrationNO', 'vatNO', 'bankAccountName', 'bankName', 'bankSortCode', 'bankAccountNo',
]);

export interface CompanyFieldRules {
  maxLength: number;
  required: boolean;
  type: 'text' | 'tel' | 'email';
}

export function companyFieldRules(field: CompanyField): CompanyFieldRules {
  const required = REQUIRED.has(field);
  if (field === 'name') return { maxLength: EDITOR_LIMITS.companyName, required, type: 'text' };
  if (field === 'email') return { maxLength: EDITOR_LIMITS.email, required, type: 'email' };
  if (field.startsWith('addressLine')) return { maxLength: EDITOR_LIMITS.addressLine, required, type: 'text' };
  if (field.startsWith('telephone')) return { maxLength: EDITOR_LIMITS.telephone, required, type: 'tel' };
  if (field.startsWith('bank')) return { maxLength: EDITOR_LIMITS.bankField, required, type: 'text' };
  return { maxLength: EDITOR_LIMITS.registrationNumber, required, type: 'text' };
}

const COMPANY_FIELDS: readonly CompanyField[] = Object.values(COMPANY_GROUPS).flat();

/** The saved details as the form sends them back: every field but the time of the last save. */
export function companySaveRequest(info: EditorCompanyInfo): CompanyInfoSaveRequest {
  return pickFields(info, COMPANY_FIELDS);
}
