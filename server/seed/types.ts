import type { FamilyShape } from '#contract/shapes/shape-kinds.ts';

/** Shapes of the demo data that `npm run seed` writes. Generators are pure; the loader does the I/O. */

import type { CompanyInfo } from '#contract/calls/company.ts';

/** Every buyer-visible text exists in English (default) and simplified Chinese. */
export interface LocalisedText {
  en: string;
  zh: string;
}

export type CategoryLevel = 1 | 2 | 3 | 4 | 5;

export interface SeedCategory {
  /** Stable id: the site's URLs (/productListLv3/{id}) are built from it. */
  id: number;
  parentId: number | null;
  level: CategoryLevel;
  name: LocalisedText;
  /** Order among siblings, from 1. */
  sortOrder: number;
  /** A complete SVG document (the tile image of the category). */
  imageSvg: string;
}

/** A column of a family's variant table, e.g. d1 in mm or the thread M12. */
export interface DimensionColumn {
  key: string;
  label: LocalisedText;
  /** 'mm', 'kN', 'N', '°' … or null for a text value such as a thread size. */
  unit: string | null;
}

/** Price per unit in pence ex VAT from a minimum quantity on. */
export interface SeedPriceBreak {
  minQty: number;
  unitPricePence: number;
}

export interface SeedVariant {
  /** Unique across the catalogue, built from the family code and parameters, e.g. LH-1202-63-M12-SS. */
  partNo: string;
  /** Values keyed by the family's DimensionColumn keys. */
  dims: Record<string, number | string>;
  weightGrams: number;
  /** Sorted by minQty, starting at 1; the unit price never rises with quantity. */
  priceBreaks: SeedPriceBreak[];
  stock: number;
  /** Working days to ship when out of stock (and for quantities above stock). */
  leadTimeDays: number;
  /** Its own finish when the family comes in several; else the family's. */
  finish?: LocalisedText;
}

export interface SeedFamily {
  id: number;
  /** A leaf category (one without children). */
  categoryId: number;
  /** Family code, the stem of every part number, e.g. LH-1202. */
  code: string;
  name: LocalisedText;
  description: LocalisedText;
  material: LocalisedText;
  finish: LocalisedText;
  dimensionColumns: DimensionColumn[];
  /** Its kind of solid (contract/shapes/shape-kinds.ts). */
  shape: FamilyShape;
  /** SVG product picture and SVG dimensioned line drawing. */
  imageSvg: string;
  drawingSvg: string;
  variants: SeedVariant[];
}

export interface SeedCatalogue {
  categories: SeedCategory[];
  families: SeedFamily[];
}

export interface SeedCompanyInfo extends CompanyInfo {
  /** The account buyers pay bank transfers into. */
  bank: { accountName: string; bankName: string; sortCode: string; accountNumber: string; iban: string; bic: string };
}

export interface SeedService {
  id: number;
  title: LocalisedText;
  /** One sentence for menus and cards. */
  summary: LocalisedText;
  /** Markdown. */
  body: LocalisedText;
}

/** The info and legal pages, named as in docs/spec.md#routes (letter case included). */
export const PAGE_SLUGS = [
  'about',
  'Technical',
  'Contact',
  'faq',
  'Copyright',
  'TermsConditions',
  'PrivacyPolicy',
  'CookiePolicy',
  'termsandconditions',
] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

export interface SeedPage {
  slug: PageSlug;
  title: LocalisedText;
  /** Markdown: headings from ##, paragraphs, lists, links; no raw HTML. */
  body: LocalisedText;
}

export interface SeedContent {
  company: SeedCompanyInfo;
  services: SeedService[];
  pages: SeedPage[];
}
