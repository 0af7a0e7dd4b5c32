import { sql, type Kysely } from 'kysely';
import { sealSecret } from '../../auth/sealed-secret.ts';
import { secretsKeyOfEnvironment } from '../../auth/secrets-key.ts';

/**
 * Authenticator secrets were kept as typed into the app (047); from here they are sealed under
 * SECRETS_KEY (server/auth/second-factor/totp-secret.ts). The key is the one this process is
 * configured with, as the API will open them with it. A production shop with secrets to seal and
 * no key stops here, saying so, rather than keep them readable.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ id: number; secret: string }>`
    SELECT user_id AS id, secret FROM totp_secrets`.execute(db);
  if (rows.length === 0) return;
  const key = secretsKeyOfEnvironment();
  if (!key)
    throw new Error(
      `SECRETS_KEY is not set, so the authenticator secrets kept (${rows.length}) cannot be sealed. Set it (64 hex digits, \`openssl rand -hex 32\`; docs/security.md) and start again.`,
    );
  for (const row of rows)
    await sql`UPDATE totp_secrets SET secret = ${sealSecret(row.secret, key)} WHERE user_id = ${row.id}`.execute(db);
}
