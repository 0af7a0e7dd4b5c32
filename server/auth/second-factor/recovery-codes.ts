import { createHash, randomInt } from 'node:crypto';

/** How many one-use codes an account holds after setting up its authenticator. */
export const RECOVERY_CODE_COUNT = 10;
// No 0/o, 1/l/i: read off paper without doubt. 10 characters of 31: about 50 bits each.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 10;

/** Ten new codes, shown once as "abcde-fghjk". */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** What was typed, without case, spaces or dashes; null when it cannot be a code. */
export function normalRecoveryCode(typed: string): string | null {
  const code = typed.toLowerCase().replace(/[\s-]/g, '');
  return code.length === LENGTH && [...code].every((c) => ALPHABET.includes(c)) ? code : null;
}

/** Stored instead of the code: salted with the account, so one account's code never matches another's. */
export function recoveryCodeHash(userId: number, code: string): string {
  const normal = normalRecoveryCode(code) ?? code;
  return createHash('sha256').update(`${userId}:${normal}`).digest('hex');
}
