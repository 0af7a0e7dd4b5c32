import type { Db } from '../db/connect.ts';
import { unsealSecret } from './sealed-secret.ts';

/**
 * What is wrong with the process's SECRETS_KEY for the secrets already sealed in the database (one of
 * each kind is tried), or null. A lost or changed key otherwise shows only as sign-ins that answer
 * 500 (docs/security.md, "The secrets key"); the start says it once, in the log, for the operator.
 */
export async function secretsKeyProblem(db: Db, key: Buffer | null): Promise<string | null> {
  const [authenticator, signOn] = await Promise.all([
    db.selectFrom('totpSecrets').select('secret as sealed').limit(1).executeTakeFirst(),
    db.selectFrom('companySignOn').select('clientSecretSealed as sealed').limit(1).executeTakeFirst(),
  ]);
  const sealed = [authenticator, signOn].flatMap((row) => (row ? [row.sealed] : []));
  if (sealed.length === 0) return null;
  if (!key)
    return 'SECRETS_KEY is not set, yet the database holds sealed secrets: authenticator codes and single sign-on cannot be checked until the key they were sealed with is set (docs/security.md, "The secrets key").';
  for (const secret of sealed) {
    try {
      unsealSecret(secret, key);
    } catch {
      return 'SECRETS_KEY is not the key the secrets in the database were sealed with: authenticator codes and single sign-on will fail (answered 500) until that key is set again, or each authenticator is set up and each provider secret saved again (docs/security.md, "The secrets key").';
    }
  }
  return null;
}
