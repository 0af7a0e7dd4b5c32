import type { ColumnType } from 'kysely';

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
  services: ServicesTable;
  pages: PagesTable;
}
