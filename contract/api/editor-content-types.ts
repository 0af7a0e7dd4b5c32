import type { FamilyShape } from '../shapes/shape-kinds.ts';
import type { EditorImageType } from '../limits/editor.ts';
import type { Page } from '../calls/paging.ts';
import type { Crumb, DimensionColumn, PriceBreak } from '../calls/catalogue.ts';
import type { CompanyInfo } from '../calls/company.ts';

/**
 * Requests and answers of the content editors' calls (editor/…, docs/editors.md). Editor records
 * name both languages explicitly (`titleEn`, `titleZh`), in answers as in requests, so a form
 * sends back what it was given.
 */

export interface EditorList<T> {
  list: T[];
}

// Company

export interface EditorBankDetails {
  bankAccountName: string;
  bankName: string;
  bankSortCode: string;
  bankAccountNo: string;
  bankIban: string;
  bankBic: string;
}

/** companyInfoSave: the public company info and the bank details shown for bank transfers. */
export type CompanyInfoSaveRequest = CompanyInfo & EditorBankDetails;

export interface EditorCompanyInfo extends CompanyInfoSaveRequest {
  /** ISO 8601. */
  updatedAt: string;
}

// Services

export interface EditorService {
  id: number;
  titleEn: string;
  titleZh: string;
  summaryEn: string;
  summaryZh: string;
  /** Markdown. */
  bodyEn: string;
  bodyZh: string;
  sortOrder: number;
}

/** Without `id` a new service is added at the end of the list. */
export interface ServiceSaveRequest {
  id?: number;
  titleEn: string;
  titleZh: string;
  summaryEn: string;
  summaryZh: string;
  bodyEn: string;
  bodyZh: string;
}

export interface ServiceMoveRequest {
  id: number;
  direction: 'up' | 'down';
}

// Info and legal pages

export interface EditorPage {
  slug: string;
  titleEn: string;
  titleZh: string;
  /** Markdown. */
  bodyEn: string;
  bodyZh: string;
  /** ISO 8601. */
  updatedAt: string;
}

export type PageSaveRequest = Omit<EditorPage, 'updatedAt'>;

export interface MarkdownPreviewRequest {
  markdown: string;
}

export interface MarkdownPreviewAnswer {
  /** Sanitised HTML, exactly as the site renders it. */
  html: string;
}

// Categories

/** One category of the tree; categoryList answers them depth first (each parent before its children). */
export interface EditorCategory {
  id: number;
  parentId: number | null;
  level: number;
  typePath: string;
  nameEn: string;
  nameZh: string;
  imageUrl: string | null;
  /** Order among the category's siblings. */
  sortOrder: number;
}

export interface CategorySaveRequest {
  id: number;
  nameEn: string;
  nameZh: string;
  sortOrder: number;
}

/** categoryImage and familyImage: the image's bytes in Base64 (at most 512 KB decoded). */
export interface ImageUploadRequest {
  id: number;
  contentType: EditorImageType;
  dataBase64: string;
}

// Product families and variants

export interface FamilyListRequest {
  /** Matches the start of the family code or of a part number, or any part of the English or Chinese name. */
  q?: string;
  /** The category and everything below it. */
  categoryId?: number;
  page?: number;
  pageSize?: number;
}

export interface EditorFamilyListItem {
  id: number;
  code: string;
  slug: string;
  nameEn: string;
  nameZh: string;
  categoryId: number;
  imageUrl: string | null;
  variantCount: number;
}

export type FamilyListAnswer = Page<EditorFamilyListItem>;

export interface EditorVariant {
  id: number;
  familyId: number;
  partNo: string;
  dims: Record<string, number | string>;
  stock: number;
  leadTimeDays: number;
  /** Lowest quantity first. */
  priceBreaks: PriceBreak[];
  /** The same breaks as variantSave takes them: "1:166,10:153,50:140". */
  priceBreaksText: string;
}

/** A family's texts in both languages: what the console edits and the import compares. */
export interface FamilyTexts {
  nameEn: string;
  nameZh: string;
  descriptionEn: string;
  descriptionZh: string;
  materialEn: string;
  materialZh: string;
  finishEn: string;
  finishZh: string;
}

export interface EditorFamily extends FamilyTexts {
  id: number;
  code: string;
  /** URL name, recomputed from nameEn on every save. */
  slug: string;
  categoryId: number;
  breadcrumb: Crumb[];
  imageUrl: string | null;
  drawingUrl: string | null;
  dimensionColumns: DimensionColumn[];
  /** Its kind of solid, or null: the CAD files are a plain box. */
  shape: FamilyShape | null;
  variants: EditorVariant[];
}

export interface FamilySaveRequest extends FamilyTexts {
  id: number;
}

export interface VariantSaveRequest {
  id: number;
  stock: number;
  leadTimeDays: number;
  /** "minQty:unitPricePence" pairs separated by commas, starting at 1: "1:166,10:153,50:140". */
  priceBreaks: string;
}

// The audit record

export interface ChangeListRequest {
  page?: number;
  pageSize?: number;
  /** company, service, page, category, family, variant, or another area's name (import, publish …). */
  area?: string;
  recordId?: string;
}

export interface EditorChangeRecord {
  id: number;
  /** ISO 8601. */
  at: string;
  /** The editor's email address (kept when the account is gone). */
  email: string;
  area: string;
  recordId: string;
  /** create, update, delete, move, image … */
  action: string;
  summary: string;
  /** The fields changed, each `{ from, to }`; long texts are cut. */
  detail: unknown;
}

export type ChangeListAnswer = Page<EditorChangeRecord>;
