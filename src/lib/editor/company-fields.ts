import * as T from 'typebox';
import {
  companyInfoFields,
  type CompanyInfoSaveRequest,
  type EditorCompanyInfo,
} from '#contract/calls/editor-company.ts';
import { pickFields } from './form-fields.ts';

export type CompanyField = keyof CompanyInfoSaveRequest;

/** The company form's fields, grouped as the form shows them. */
export const COMPANY_GROUPS = {
  details: ['name', 'telephone1', 'telephone2', 'email'],
  address: ['addressLine1', 'addressLine2', 'addressLine3', 'addressLine4', 'addressLine5'],
  numbers: ['registrationNO', 'vatNO', 'eoriNO', 'xieoriNO'],
} as const satisfies Record<string, readonly CompanyField[]>;

export interface CompanyFieldRules {
  maxLength: number;
  required: boolean;
  type: 'text' | 'tel' | 'email';
}

/** A text() field's length and whether it is required (contract/fields.ts: a JSON Schema string with its maxLength). */
export function textFieldRules(schema: T.TSchema): { maxLength: number; required: boolean } {
  const maxLength = 'maxLength' in schema && typeof schema.maxLength === 'number' ? schema.maxLength : 0;
  return { maxLength, required: !T.IsOptional(schema) };
}

/** A field's length and whether it is required, as companyInfoSave declares them (contract/calls/editor-company.ts). */
export function companyFieldRules(field: CompanyField): CompanyFieldRules {
  const type = field === 'email' ? 'email' : field.startsWith('telephone') ? 'tel' : 'text';
  return { ...textFieldRules(companyInfoFields[field]), type };
}

const COMPANY_FIELDS: readonly CompanyField[] = Object.values(COMPANY_GROUPS).flat();

/** The saved details as the form sends them back: every field but the time of the last save. */
export function companySaveRequest(info: EditorCompanyInfo): CompanyInfoSaveRequest {
  return pickFields(info, COMPANY_FIELDS);
}
