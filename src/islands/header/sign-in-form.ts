import type { Dictionary } from '../../i18n/dictionary.ts';
import { fill } from '#contract/i18n/text.ts';
import { LIMITS } from '#contract/limits/fields.ts';

export interface SignInValues {
  email: string;
  password: string;
}

export type SignInErrors = Partial<Record<keyof SignInValues, string>>;

/** The sign-in form's rules: both required; email at most 200, password at most 16 characters. */
export function signInErrors(values: SignInValues, strings: Dictionary['signIn']): SignInErrors {
  const errors: SignInErrors = {};
  const email = values.email.trim();
  if (email === '') errors.email = strings.emailRequired;
  else if (email.length > LIMITS.loginEmail)
    errors.email = fill(strings.tooLong, { field: strings.email, n: LIMITS.loginEmail });
  if (values.password === '') errors.password = strings.passwordRequired;
  else if (values.password.length > LIMITS.loginPassword)
    errors.password = fill(strings.tooLong, { field: strings.password, n: LIMITS.loginPassword });
  return errors;
}
