import * as T from 'typebox';
import type { FamilyShape } from '../shapes/shape-kinds.ts';

/** The shape of every JSON answer (DESIGN.md section 3): code 200 is success. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/**
 * Request and answer types of the API, shared by the server (which produces them) and the site
 * (which consumes them). Bilingual records carry English in the plain field and Chinese in `…Zh`.
 */

export interface CompanyInfo {
  name: string;
  addressLine1: string;
  addressLine2: string;
  addressLine3: string;
  addressLine4: string;
  addressLine5: string;
  telephone1: string;
  telephone2: string;
  email: string;
  registrationNO: string;
  vatNO: string;
  eoriNO: string;
  xieoriNO: string;
}

/** A category as menus and tiles show it; the spec names id, imageUrl and typePath. */
export interface MenuItem {
  id: number;
  /** Path of the image through ImageDisplayByFID, or null when the category has none. */
  imageUrl: string | null;
  /** Ids from level 1 down to this category joined by '/', e.g. "1/10/1001". */
  typePath: string;
  level: number;
  parentId: number | null;
  name: string;
  nameZh: string;
}

/** A level-3 item of the mega-menu, with the level-2 group it sits in (if any) for headings. */
export interface MenuItemL3 extends MenuItem {
  groupId: number | null;
  groupName: string | null;
  groupNameZh: string | null;
}

export interface CategoryNode extends MenuItem {
  children: CategoryNode[];
}

export interface Crumb {
  id: number;
  level: number;
  name: string;
  nameZh: string;
}

/** A product family as a card in lists and search results. */
export interface FamilyCard {
  id: number;
  code: string;
  /** URL name: /goodsInfo/{id}/{slug}. */
  slug: string;
  name: string;
  nameZh: string;
  material: string;
  materialZh: string;
  imageUrl: string | null;
  categoryId: number;
  variantCount: number;
  /** Lowest single-unit price of any variant, pence ex VAT. */
  fromPricePence: number;
}

export interface Page<T> {
  total: number;
  page: number;
  pageSize: number;
  list: T[];
}

export interface CategoryDetail extends MenuItem {
  breadcrumb: Crumb[];
  children: MenuItem[];
  /** The families of this category and every category below it. */
  families: Page<FamilyCard>;
}

export interface DimensionColumn {
  key: string;
  label: string;
  labelZh: string;
  unit: string | null;
}

/** A quantity from which a unit price applies. */
export const PriceBreak = T.Object({ minQty: T.Integer(), unitPricePence: T.Integer() });
export type PriceBreak = T.Static<typeof PriceBreak>;

/** The part of a variant that changes between builds: asked for live by the product page. */
export interface VariantLive {
  id: number;
  partNo: string;
  stock: number;
  leadTimeDays: number;
  priceBreaks: PriceBreak[];
}

export interface Variant {
  id: number;
  partNo: string;
  dims: Record<string, number | string>;
  weightGrams: number;
  stock: number;
  leadTimeDays: number;
  priceBreaks: PriceBreak[];
}

export interface ProductDetail extends FamilyCard {
  description: string;
  descriptionZh: string;
  finish: string;
  finishZh: string;
  drawingUrl: string | null;
  breadcrumb: Crumb[];
  dimensionColumns: DimensionColumn[];
  /** The family's kind of solid (pictures, CAD files and the 3D preview), or null: a plain box. */
  shape: FamilyShape | null;
  variants: Variant[];
}

export interface ServiceItem {
  id: number;
  title: string;
  titleZh: string;
  summary: string;
  summaryZh: string;
}

export interface ServiceDetail extends ServiceItem {
  /** Markdown. */
  body: string;
  bodyZh: string;
}

export interface PageItem {
  slug: string;
  title: string;
  titleZh: string;
  updatedAt: string;
}

export interface PageDetail extends PageItem {
  /** Markdown. */
  body: string;
  bodyZh: string;
}

export interface LoginRequest {
  email: string;
  pwd: string;
  /** Ask for a remember token (the "Remember me" box). */
  remember?: boolean;
}

export interface RememberedLoginRequest {
  email: string;
  rememberToken: string;
}

/** userRegister answers a LoginAnswer: the new buyer is logged in. Password confirmation is the form's job. */
export interface RegisterRequest {
  firstName: string;
  lastName: string;
  email: string;
  pwd: string;
  /** When given, a company of this name is created with the new buyer as its admin. */
  companyName?: string;
  /** The buyer's language; the `lang` header's when left out. */
  language?: 'en' | 'zh-cn';
}

export interface LoginAnswer {
  token: string;
  firstName: string;
  id: number;
  blongCompany: boolean;
  /** Present when remember was asked: keep it (never the password) to log in again within 7 days. */
  rememberToken: string | null;
}

export interface SearchTopAnswer {
  onlyOneProduct: boolean;
  /** The family's id when exactly one matches, else null. */
  id: number | null;
  /** The family's URL name when exactly one matches, else null. */
  name: string | null;
  /** How many families match. */
  total: number;
  /** The part number when the search named one exactly (any case, with or without hyphens): its page opens with it chosen. */
  partNo: string | null;
}

/** Orders of productSearch: relevance (the default) ranks part numbers, then names, then names like the keyword. */
export type ProductSearchSort = 'relevance' | 'name' | 'priceAsc' | 'priceDesc' | 'code';

/**
 * At least one of keyword, partNo and categoryId. A dimension filter is dimKey with either dimValue
 * or a range (dimMin, dimMax, or both); a family matches when one of its variants does.
 */
export interface ProductSearchRequest {
  keyword?: string;
  /** Part numbers starting with this (any letter case, spaces for hyphens). */
  partNo?: string;
  categoryId?: number;
  /** A family's English material, exactly: a value of facets.materials. */
  material?: string;
  dimKey?: string;
  dimValue?: string;
  dimMin?: number;
  dimMax?: number;
  sort?: ProductSearchSort;
  page?: number;
  pageSize?: number;
}

/** A level-3 category of the matching families. */
export interface CategoryFacet {
  id: number;
  name: string;
  nameZh: string;
  count: number;
}

export interface MaterialFacet {
  /** English: what the material filter takes. */
  value: string;
  valueZh: string;
  count: number;
}

export interface DimensionValueCount {
  value: string;
  /** Families with a variant of this value. */
  count: number;
}

/** A dimension most matching families have: its text values, or the range of its numbers. */
export type DimensionFacet = DimensionColumn & ({ values: DimensionValueCount[] } | { min: number; max: number });

/**
 * Each facet counts the families matching every filter but its own, so its other values stay visible.
 * A category given without a keyword or part number is what is browsed, not a filter: its facet stays inside it.
 */
export interface SearchFacets {
  categories: CategoryFacet[];
  materials: MaterialFacet[];
  dimensions: DimensionFacet[];
}

export interface FamilySuggestion {
  id: number;
  name: string;
  nameZh: string;
  slug: string;
}

export interface CategorySuggestion {
  id: number;
  name: string;
  nameZh: string;
}

/** "Did you mean …": filled only when a keyword found nothing. */
export interface SearchSuggestions {
  families: FamilySuggestion[];
  categories: CategorySuggestion[];
}

export interface ProductSearchAnswer extends Page<FamilyCard> {
  facets: SearchFacets;
  suggestions: SearchSuggestions;
}

/** A family the header search suggests while the buyer types. */
export interface SuggestedFamily {
  id: number;
  slug: string;
  name: string;
  nameZh: string;
  code: string;
}

/** A part number starting with the typed text, and its family's page. */
export interface SuggestedPartNumber {
  partNo: string;
  familyId: number;
  slug: string;
}

/** unpri/productSuggest: up to 6 of each, best first. */
export interface ProductSuggestAnswer {
  families: SuggestedFamily[];
  partNumbers: SuggestedPartNumber[];
}

/**
 * unpri/subscriberAdd answers nothing but success: whether the address was on the list already is
 * not told, so the call cannot show who subscribes.
 */
export type SubscribeAnswer = null;

export interface UserInfo {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  blongCompany: boolean;
  companyName: string | null;
  companyRole: 'admin' | 'buyer' | null;
  /** buyer, or a staff role (server/auth/staff.ts): editor, sales, admin. */
  role: 'buyer' | 'editor' | 'sales' | 'admin';
  language: 'en' | 'zh-cn';
  /** The account's email is on the newsletter list (the subscribers table). */
  newsletter: boolean;
}

/** CAD formats of GET unpri/downloadCad: ISO 10303-21 STEP (AP214) and ASCII DXF (R12). */
export type DownloadFormat = 'step' | 'dxf';

/** A product family in the buyer's browse history (pri/browseHistoryList), newest first. */
export interface BrowseHistoryItem {
  /** ISO 8601: the latest view. */
  viewedAt: string;
  /** How many times the buyer has opened the family's page. */
  viewCount: number;
  family: FamilyCard;
  /** The variant last chosen on the family's page (its ?partNo=), or null. */
  partNo: string | null;
}

export interface BrowseHistoryListRequest {
  page?: number;
  /** 1 to 100, default 24. */
  pageSize?: number;
}

/** pri/browseRecord: a view of the family, and with partNo the variant chosen on its page. */
export interface BrowseRecordRequest {
  id: number;
  partNo?: string;
}

export interface BrowseRecordAnswer {
  recorded: true;
}

/** pri/browseHistoryRemove and pri/browseHistoryClear: how many families left the history. */
export interface BrowseHistoryRemoveAnswer {
  removed: number;
}
