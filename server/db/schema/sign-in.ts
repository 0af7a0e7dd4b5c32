import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './column-types.ts';

/** Sessions, the limits on logins and registrations, and single-use e-mailed links. */

export type TokenKind = 'session' | 'remember';

export interface SessionsTable {
  id: Generated<number>;
  userId: number;
  kind: TokenKind;
  /** Hex SHA-256 of the token; the token itself is never stored. */
  tokenHash: string;
  /** A remember token belongs to the session it was issued with, so logging out revokes both. */
  sessionId: number | null;
  createdAt: Generated<Date>;
  lastUsedAt: Timestamp;
  expiresAt: Timestamp;
  revokedAt: Timestamp | null;
  /** When the session's second factor was proved; a remember token carries it to the session it makes. */
  secondFactorAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  email: string;
  ip: string;
  at: Generated<Date>;
}

/** One row per registration attempt, so the per-address limit holds across API processes. */
export interface RegistrationAttemptsTable {
  id: Generated<number>;
  ip: string;
  at: Generated<Date>;
}

export type EmailLinkPurpose = 'verify' | 'changeEmail' | 'resetPassword';

/** A single-use link sent by e-mail; only its token's hash is kept. */
export interface EmailLinksTable {
  id: Generated<number>;
  userId: number;
  purpose: EmailLinkPurpose;
  email: string;
  tokenHash: string;
  createdAt: Generated<Date>;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
}

export interface EmailLinkRequestsTable {
  id: Generated<number>;
  purpose: string;
  email: string;
  ip: string;
  at: Generated<Date>;
}

export interface SignInTables {
  sessions: SessionsTable;
  loginFailures: LoginFailuresTable;
  registrationAttempts: RegistrationAttemptsTable;
  emailLinks: EmailLinksTable;
  emailLinkRequests: EmailLinkRequestsTable;
}
