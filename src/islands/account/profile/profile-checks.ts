import type { Dictionary } from '../../../i18n/dictionary.ts';
import { PHONE_PATTERN } from '#contract/limits/fields.ts';
import {
  registrationProblem,
  type RegistrationField,
  type RegistrationValues,
} from '../../../lib/validation/registration-form.ts';
import { problemText } from '../../RegisterForm.tsx';
import type { FormProblems } from '../../use-checked-form.ts';
import type { ProfileStrings } from './profile-strings.ts';

const NO_VALUES: RegistrationValues = {
  firstName: '',
  lastName: '',
  email: '',
  pwd: '',
  pwdConfirm: '',
  companyName: '',
};

/** A field checked by the registration's rule (pri/profileUpdate and pri/passwordChange keep them), worded as there. */
export function registrationCheck(
  field: RegistrationField,
  values: Partial<RegistrationValues>,
  text: Dictionary['register'],
): string | undefined {
  const problem = registrationProblem(field, { ...NO_VALUES, ...values });
  return problem && problemText(field, problem, text);
}

export type DetailsField = 'firstName' | 'lastName' | 'email' | 'phone' | 'pwd';
export const DETAILS_FIELDS: readonly DetailsField[] = ['firstName', 'lastName', 'email', 'phone', 'pwd'];

/** The details form: names and email as at registration, an optional phone, and the password when the email changes. */
export function detailsProblems(
  values: Record<DetailsField, string>,
  savedEmail: string,
  strings: ProfileStrings,
): FormProblems<DetailsField> {
  const problems: FormProblems<DetailsField> = {};
  for (const field of ['firstName', 'lastName', 'email'] as const) {
    const problem = registrationCheck(field, values, strings.register);
    if (problem) problems[field] = problem;
  }
  const phone = values.phone.trim();
  if (phone !== '' && !PHONE_PATTERN.test(phone)) problems.phone = strings.profile.details.phoneInvalid;
  if (emailChanged(values.email, savedEmail) && values.pwd === '')
    problems.pwd = registrationCheck('pwd', {}, strings.register);
  return problems;
}

export const emailChanged = (typed: string, saved: string) => typed.trim().toLowerCase() !== saved;

export type PasswordField = 'pwd' | 'newPwd' | 'confirm';
export const PASSWORD_FIELDS: readonly PasswordField[] = ['pwd', 'newPwd', 'confirm'];

/** The password form: the current one, a new one by the registration's rules and different, and its confirmation. */
export function passwordProblems(
  values: Record<PasswordField, string>,
  strings: ProfileStrings,
): FormProblems<PasswordField> {
  const problems: FormProblems<PasswordField> = {};
  if (values.pwd === '') problems.pwd = registrationCheck('pwd', {}, strings.register);
  const newProblem =
    registrationCheck('pwd', { pwd: values.newPwd }, strings.register) ??
    (values.newPwd === values.pwd ? strings.profile.password.same : undefined);
  if (newProblem) problems.newPwd = newProblem;
  const confirm = registrationCheck('pwdConfirm', { pwd: values.newPwd, pwdConfirm: values.confirm }, strings.register);
  if (confirm) problems.confirm = confirm;
  return problems;
}
