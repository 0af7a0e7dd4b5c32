import type { ColumnType, Generated } from 'kysely';
import type { SpendingLimitPeriod } from '#contract/rules/approval-limit.ts';
import type { PaymentTerms } from '#contract/rules/due-date.ts';
import type { Timestamp } from './column-types.ts';
import type { TaxNumberColumns } from './tax.ts';

/** Companies, users and invitations to join a company. */

export interface CompaniesTable extends TaxNumberColumns {
  id: Generated<number>;
  name: string;
  creditApproved: ColumnType<boolean, boolean | undefined, boolean>;
  createdAt: Generated<Date>;
  /** What the company may owe on account at once; null until staff set one. */
  creditLimitPence: ColumnType<number | null, number | null | undefined, number | null>;
  /** When its invoices on account are due (contract/rules/due-date.ts). */
  creditTerms: ColumnType<PaymentTerms, PaymentTerms | undefined, PaymentTerms>;
  /** Set by a company admin: every member needs a second factor to act for the company. */
  requireSecondFactor: ColumnType<boolean, boolean | undefined, boolean>;
}

export type UserRole = 'buyer' | 'editor' | 'sales' | 'admin';
export type CompanyRole = 'admin' | 'buyer';

export interface UsersTable extends TaxNumberColumns {
  id: Generated<number>;
  /** Stored lower-case; unique. */
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string;
  companyId: number | null;
  companyRole: CompanyRole | null;
  role: ColumnType<UserRole, UserRole | undefined, UserRole>;
  language: ColumnType<string, string | undefined, string>;
  /** null: no limit; above it a company buyer's order waits for an admin's approval. */
  spendingLimitPence: number | null;
  /** Whether the limit binds each order or each calendar month's orders together (UK time). */
  spendingLimitPeriod: ColumnType<SpendingLimitPeriod, SpendingLimitPeriod | undefined, SpendingLimitPeriod>;
  /** A company member the admin lets pay the team's orders; admins always may. */
  canPayForTeam: ColumnType<boolean, boolean | undefined, boolean>;
  createdAt: Generated<Date>;
  /** null until the buyer follows the link sent to the address: team and credit rights wait for it. */
  emailVerifiedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Set while staff keep the account from logging in. */
  disabledAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The company asked for at registration, founded when the address is verified. */
  pendingCompanyName: ColumnType<string | null, string | null | undefined, string | null>;
}

export type SetupReviewKind = 'company' | 'member' | 'address';

/** Something an account held when a password reset first proved its address: its owner keeps or removes it. */
export interface SetupReviewItemsTable {
  id: Generated<number>;
  userId: number;
  kind: SetupReviewKind;
  /** The company, the other member (a user) or the address. */
  targetId: number;
  createdAt: Generated<Date>;
}

/** An invitation to join a company: single use, expiring; the code reaches the invitee in a message. */
export interface CompanyInvitationsTable {
  id: Generated<number>;
  companyId: number;
  email: string;
  companyRole: CompanyRole;
  /** Hex SHA-256 of the code. */
  codeHash: string;
  invitedBy: number | null;
  createdAt: Generated<Date>;
  expiresAt: Timestamp;
  acceptedAt: Timestamp | null;
  acceptedBy: number | null;
  revokedAt: Timestamp | null;
}

export interface AccountTables {
  companies: CompaniesTable;
  users: UsersTable;
  companyInvitations: CompanyInvitationsTable;
  setupReviewItems: SetupReviewItemsTable;
}
