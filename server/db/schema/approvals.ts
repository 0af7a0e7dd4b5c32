import type { ColumnType, Generated } from 'kysely';
import type { PaymentTerms } from '#contract/rules/due-date.ts';

/** Changes that take two people: new bank details, and credit above the threshold (migration 031). */

type Decision = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface BankDetailsProposalsTable {
  id: Generated<number>;
  bankAccountName: string;
  bankName: string;
  bankSortCode: string;
  bankAccountNo: string;
  bankIban: string;
  bankBic: string;
  proposedBy: number | null;
  proposedByEmail: string;
  proposedAt: Generated<Date>;
  state: ColumnType<
    'pending' | 'confirmed' | 'withdrawn',
    'pending' | 'confirmed' | 'withdrawn' | undefined,
    'confirmed' | 'withdrawn'
  >;
  decidedByEmail: ColumnType<string | null, string | null | undefined, string | null>;
  decidedAt: Decision;
}

export interface CompanyCreditProposalsTable {
  id: Generated<number>;
  companyId: number;
  creditApproved: boolean;
  creditLimitPence: number | null;
  creditTerms: PaymentTerms;
  proposedBy: number | null;
  proposedByEmail: string;
  proposedAt: Generated<Date>;
  state: ColumnType<
    'pending' | 'approved' | 'withdrawn',
    'pending' | 'approved' | 'withdrawn' | undefined,
    'approved' | 'withdrawn'
  >;
  decidedByEmail: ColumnType<string | null, string | null | undefined, string | null>;
  decidedAt: Decision;
}

/** One row: credit limits above this (and credit without a limit) need a second administrator. */
export interface CreditApprovalSettingsTable {
  id: Generated<number>;
  secondAdminAbovePence: number;
}

export interface ApprovalTables {
  bankDetailsProposals: BankDetailsProposalsTable;
  companyCreditProposals: CompanyCreditProposalsTable;
  creditApprovalSettings: CreditApprovalSettingsTable;
}
