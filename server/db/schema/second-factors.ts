import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './column-types.ts';

/** Second factors: authenticator secrets, recovery codes, passkeys and the challenges in flight. */

export interface TotpSecretsTable {
  userId: number;
  /** Base32; never sent to anyone after the QR code of its setup. */
  secret: string;
  /** null while set up but not yet proved with a code: it does not count as a second factor. */
  confirmedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The time step of the last code accepted: a code of that step or earlier is refused (no replay). */
  lastStep: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  createdAt: Generated<Date>;
}

export interface RecoveryCodesTable {
  id: Generated<number>;
  userId: number;
  codeHash: string;
  usedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface PasskeysTable {
  id: Generated<number>;
  userId: number;
  /** Base64url, as the browser gives it. */
  credentialId: string;
  /** Base64url of the COSE public key. */
  publicKey: string;
  counter: ColumnType<string, number | undefined, number>;
  /** Comma-separated transports the authenticator named (usb, internal, hybrid …). */
  transports: ColumnType<string, string | undefined, string>;
  name: string;
  createdAt: Generated<Date>;
  lastUsedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface AuthChallengesTable {
  id: Generated<number>;
  /** A sign-in in progress: the hash of the token its client holds. */
  tokenHash: string | null;
  /** A passkey registration: bound to the session that asked. */
  sessionId: number | null;
  /** The account, once its password is proved (null for a passkey-only sign-in until it answers). */
  userId: number | null;
  remember: ColumnType<boolean, boolean | undefined, boolean>;
  webauthnChallenge: string | null;
  expiresAt: Timestamp;
}

export interface SecondFactorTables {
  totpSecrets: TotpSecretsTable;
  recoveryCodes: RecoveryCodesTable;
  passkeys: PasskeysTable;
  authChallenges: AuthChallengesTable;
}
