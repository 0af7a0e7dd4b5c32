import type { Generated } from 'kysely';
import type { Timestamp } from './column-types.ts';

/** Single sign-on through a company's OpenID Connect provider (migration 048). */

export interface CompanySignOnTable {
  companyId: number;
  issuer: string;
  clientId: string;
  /** AES-256-GCM of the client secret (server/auth/sealed-secret.ts); never answered. */
  clientSecretSealed: string;
  updatedAt: Generated<Date>;
}

export interface SignOnDomainsTable {
  /** Lower-case; one company's only. */
  domain: string;
  companyId: number;
}

/** A sign-in under way: made at the start, spent at the provider's return, handed off once. */
export interface SignOnLoginsTable {
  id: Generated<number>;
  /** Hex SHA-256 of the state sent to the provider. */
  stateHash: string;
  companyId: number;
  email: string;
  nonce: string;
  codeVerifier: string;
  returnPath: string;
  remember: boolean;
  ip: string;
  createdAt: Generated<Date>;
  expiresAt: Timestamp;
  returnedAt: Timestamp | null;
  userId: number | null;
  /** Hex SHA-256 of the code the return page exchanges for a session. */
  handoffHash: string | null;
  handedOffAt: Timestamp | null;
}

export interface SignOnTables {
  companySignOn: CompanySignOnTable;
  signOnDomains: SignOnDomainsTable;
  signOnLogins: SignOnLoginsTable;
}
