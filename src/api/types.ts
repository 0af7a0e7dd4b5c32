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

export interface PriceBreak {
  minQty: number;
  unitPricePence: number;
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
}

export interface ProductSearchRequest {
  keyword: string;
  categoryId?: number;
  page?: number;
  pageSize?: number;
}

export interface SubscribeAnswer {
  alreadySubscribed: boolean;
}

export interface UserInfo {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  blongCompany: boolean;
  companyName: string | null;
  companyRole: 'admin' | 'buyer' | null;
  role: 'buyer' | 'editor';
  language: 'en' | 'zh-cn';
}
