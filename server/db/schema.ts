import type { ColumnType, Generated } from 'kysely';

/** Table shapes as Kysely sees them (camelCase; the CamelCasePlugin maps to snake_case columns). */

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json<T> = ColumnType<T, string, string>;

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
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface FilesTable {
  id: Generated<number>;
  contentType: string;
  fileName: string;
  bytes: Uint8Array;
  /** Hex SHA-256 of the bytes: the ETag, and what makes identical uploads one row. */
  sha256: string;
  createdAt: Generated<Date>;
}

export interface CategoriesTable {
  id: number;
  parentId: number | null;
  level: number;
  nameEn: string;
  nameZh: string;
  imageFid: number | null;
  sortOrder: number;
  /** Ids from level 1 down to this category joined by '/', e.g. 1/10/1001. */
  typePath: string;
}

export interface DimensionColumnJson {
  key: string;
  labelEn: string;
  labelZh: string;
  unit: string | null;
}

export interface ProductFamiliesTable {
  id: number;
  categoryId: number;
  code: string;
  /** URL name of the family (/goodsInfo/{id}/{slug}), from the English name. */
  slug: string;
  nameEn: string;
  nameZh: string;
  descriptionEn: string;
  descriptionZh: string;
  materialEn: string;
  materialZh: string;
  finishEn: string;
  finishZh: string;
  dimensionColumns: Json<DimensionColumnJson[]>;
  imageFid: number | null;
  drawingFid: number | null;
  sortOrder: number;
}

export interface VariantsTable {
  id: Generated<number>;
  familyId: number;
  partNo: string;
  dims: Json<Record<string, number | string>>;
  weightGrams: number;
  stock: number;
  leadTimeDays: number;
  sortOrder: number;
}

export interface VariantPriceBreaksTable {
  variantId: number;
  minQty: number;
  unitPricePence: number;
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

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  creditApproved: ColumnType<boolean, boolean | undefined, boolean>;
  createdAt: Generated<Date>;
}

export type UserRole = 'buyer' | 'editor';
export type CompanyRole = 'admin' | 'buyer';

export interface UsersTable {
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
  createdAt: Generated<Date>;
}

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

/** A buyer's view of a product family: the latest time and how many times. */
export interface BrowseHistoryTable {
  userId: number;
  familyId: number;
  viewedAt: ColumnType<Date, Date | string | undefined, Date | string>;
  viewCount: ColumnType<number, number | undefined, number>;
}

export interface SubscribersTable {
  id: Generated<number>;
  email: string;
  language: string;
  createdAt: Generated<Date>;
}

export interface Database {
  companyInfo: CompanyInfoTable;
  files: FilesTable;
  categories: CategoriesTable;
  productFamilies: ProductFamiliesTable;
  variants: VariantsTable;
  variantPriceBreaks: VariantPriceBreaksTable;
  services: ServicesTable;
  pages: PagesTable;
  companies: CompaniesTable;
  users: UsersTable;
  sessions: SessionsTable;
  loginFailures: LoginFailuresTable;
  registrationAttempts: RegistrationAttemptsTable;
  subscribers: SubscribersTable;
  browseHistory: BrowseHistoryTable;
}
