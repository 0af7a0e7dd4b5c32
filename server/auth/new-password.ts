import { ApiError, CODE } from '../http/api-error.ts';
import { PASSWORD_MESSAGES } from '../i18n/password-messages.ts';
import { hashPassword } from './passwords.ts';

let commonPasswords: Promise<Set<string>> | undefined;

/**
 * About 49,000 passwords that guessing lists try first (from breaches), shipped with
 * @zxcvbn-ts/language-common: loaded when a password is first set, not when the API starts.
 */
function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  );
  return commonPasswords;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await loadCommonPasswords()).has(password.trim().toLowerCase());
}

/** The hash of a password being set (registration, change), or 400 on `field` when it is a common one. */
export async function hashNewPassword(password: string, field: string): Promise<string> {
  if (await isCommonPassword(password)) throw new ApiError(CODE.badInput, PASSWORD_MESSAGES.common, { field });
  return hashPassword(password);
}
