import type { ColumnType, Generated } from 'kysely';

/** The shop's own details, service pages and editable pages. */

export interface CompanyInfoTable {
  id: number;
  name: string;
  addressLine1: string;
  addressLine2: string;
  addressLine3: string;
  addressLine4: string;
  addressLine5: string;
  telephone1: string;
  telephone2: string;
  email: string;
  registrationNo: string;
  vatNo: string;
  eoriNo: string;
  xieoriNo: string;
  bankAccountName: ColumnType<string, string | undefined, string>;
  bankName: ColumnType<string, string | undefined, string>;
  bankSortCode: ColumnType<string, string | undefined, string>;
  bankAccountNo: ColumnType<string, string | undefined, string>;
  bankIban: ColumnType<string, string | undefined, string>;
  bankBic: ColumnType<string, string | undefined, string>;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A change of the bank account proposed by one admin, confirmed (or withdrawn) by another. */
export interface BankDetailChangesTable {
  id: Generated<number>;
  bankAccountName: string;
  bankName: string;
  bankSortCode: string;
  bankAccountNo: string;
  bankIban: string;
  bankBic: string;
  state: ColumnType<'proposed' | 'confirmed' | 'withdrawn', 'proposed' | undefined, 'confirmed' | 'withdrawn'>;
  proposedBy: number;
  proposedAt: ColumnType<Date, Date | string | undefined, never>;
  decidedBy: ColumnType<number | null, number | null | undefined, number>;
  decidedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string>;
}

export interface ServicesTable {
  id: number;
  titleEn: string;
  titleZh: string;
  summaryEn: string;
  summaryZh: string;
  bodyEn: string;
  bodyZh: string;
  sortOrder: number;
}

export interface PagesTable {
  slug: string;
  titleEn: string;
  titleZh: string;
  bodyEn: string;
  bodyZh: string;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ContentTables {
  companyInfo: CompanyInfoTable;
  bankDetailChanges: BankDetailChangesTable;
  services: ServicesTable;
  pages: PagesTable;
}
