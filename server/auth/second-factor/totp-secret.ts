import { ApiError, CODE } from '../../http/api-error.ts';
import { SECOND_FACTOR_MESSAGES } from '../../i18n/second-factor-messages.ts';
import { sealSecret, unsealSecret } from '../sealed-secret.ts';

/**
 * An authenticator secret is kept sealed under SECRETS_KEY (server/auth/secrets-key.ts): a copy of
 * the database alone cannot make an account's codes. Without a key none can be kept.
 */
export function sealTotpSecret(secret: string, key: Buffer | null): string {
  if (!key) throw new ApiError(CODE.conflict, SECOND_FACTOR_MESSAGES.noSecretsKey);
  return sealSecret(secret, key);
}

/** The secret back; a key that is not the one it was sealed with is the server's fault, said as such. */
export function openTotpSecret(sealed: string, key: Buffer | null): string {
  try {
    if (key) return unsealSecret(sealed, key);
  } catch {
    // Falls through to the refusal below: GCM's tag did not match this key.
  }
  throw new ApiError(CODE.serverError, SECOND_FACTOR_MESSAGES.totpUnreadable);
}
