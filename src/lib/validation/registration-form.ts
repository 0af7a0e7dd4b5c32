import type { RegisterRequest } from '#contract/calls/register.ts';
import type { Language } from '#contract/i18n/text.ts';
import { EMAIL_PATTERN, PASSWORD_PATTERN, REGISTRATION_LIMITS } from '#contract/limits/fields.ts';

/**
 * The registration form's checks: the API's rules for unpri/userRegister (same limits, same order:
 * required, maximum, minimum, pattern; texts trimmed, passwords not; lengths in characters), plus
 * the confirmation, which only the form has.
 */
export const REGISTRATION_FIELDS = ['firstName', 'lastName', 'email', 'pwd', 'pwdConfirm', 'companyName'] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];
export type RegistrationValues = Record<RegistrationField, string>;

export type Problem =
  | { rule: 'required' }
  | { rule: 'tooLong'; n: number }
  | { rule: 'tooShort'; n: number }
  | { rule: 'email' }
  | { rule: 'passwordPattern' }
  | { rule: 'mismatch' };

export type Problems = Partial<Record<RegistrationField, Problem>>;

interface TextRule {
  required: boolean;
  max: number;
  min?: number;
  pattern?: RegExp;
  patternRule?: 'email' | 'passwordPattern';
  keepSpaces?: boolean;
}

const RULES: Record<Exclude<RegistrationField, 'pwdConfirm'>, TextRule> = {
  firstName: { required: true, max: REGISTRATION_LIMITS.firstName },
  lastName: { required: true, max: REGISTRATION_LIMITS.lastName },
  email: { required: true, max: REGISTRATION_LIMITS.email, pattern: EMAIL_PATTERN, patternRule: 'email' },
  pwd: {
    required: true,
    max: REGISTRATION_LIMITS.passwordMax,
    min: REGISTRATION_LIMITS.passwordMin,
    pattern: PASSWORD_PATTERN,
    patternRule: 'passwordPattern',
    keepSpaces: true,
  },
  companyName: { required: false, max: REGISTRATION_LIMITS.companyName },
};

/** Characters as the API counts them (code points, so one emoji is one). */
const length = (value: string) => [...value].length;

function checkText(raw: string, rule: TextRule): Problem | undefined {
  if (raw.trim() === '') return rule.required ? { rule: 'required' } : undefined;
  const value = rule.keepSpaces ? raw : raw.trim();
  if (length(value) > rule.max) return { rule: 'tooLong', n: rule.max };
  if (rule.min !== undefined && length(value) < rule.min) return { rule: 'tooShort', n: rule.min };
  if (rule.pattern && rule.patternRule && !rule.pattern.test(value)) return { rule: rule.patternRule };
  return undefined;
}

/** The problem with one field, or undefined when it is fine. */
export function registrationProblem(field: RegistrationField, values: RegistrationValues): Problem | undefined {
  if (field !== 'pwdConfirm') return checkText(values[field], RULES[field]);
  if (values.pwdConfirm === '') return { rule: 'required' };
  return values.pwdConfirm === values.pwd ? undefined : { rule: 'mismatch' };
}

/** Every field's problem; an empty object when the form may be sent. */
export function registrationProblems(values: RegistrationValues): Problems {
  const problems: Problems = {};
  for (const field of REGISTRATION_FIELDS) {
    const problem = registrationProblem(field, values);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The request for valid values: texts trimmed, an empty company name left out. */
export function registrationRequest(values: RegistrationValues, language: Language): RegisterRequest {
  const companyName = values.companyName.trim();
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    pwd: values.pwd,
    ...(companyName ? { companyName } : {}),
    language,
  };
}
