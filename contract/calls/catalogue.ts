import * as T from 'typebox';
import { defineCall, orNull } from '../call.ts';
import { fields, idField } from '../fields.ts';
import { MenuItem } from './menu.ts';
import type { FamilyShape } from '../shapes/shape-kinds.ts';
import { Page, pagingFields } from './paging.ts';

/** Categories and product families as the catalogue pages show them. Money is in pence ex VAT. */

export const Crumb = T.Object({ id: T.Integer(), level: T.Integer(), name: T.String(), nameZh: T.String() });
export type Crumb = T.Static<typeof Crumb>;

/** A product family as a card in lists and search results. */
export const FamilyCard = T.Object({
  id: T.Integer(),
  code: T.String(),
  /** URL name: /goodsInfo/{id}/{slug}. */
  slug: T.String(),
  name: T.String(),
  nameZh: T.String(),
  material: T.String(),
  materialZh: T.String(),
  imageUrl: orNull(T.String()),
  /** The shaded picture of the part the card stands for (its first variant, or the one a search matched); the family's image when that part has no solid to draw. */
  pictureUrl: T.String(),
  /** Search results only: the part the search matched (by part number, finish or dimension), which the card names and links to. */
  matchedPartNo: T.Optional(T.String()),
  /** Search results only, with matchedPartNo when no other part of the family matched as well: that part's own single-unit price, pence ex VAT, which the card shows instead of the family's "from" price. */
  matchedPartPricePence: T.Optional(T.Integer()),
  /** With matchedPartPricePence: that part's variant id, by which a logged-in buyer's page asks for the buyer's own price of it (pri/priceMine). */
  matchedVariantId: T.Optional(T.Integer()),
  categoryId: T.Integer(),
  variantCount: T.Integer(),
  /** Lowest single-unit price of any variant, pence ex VAT. */
  fromPricePence: T.Integer(),
});
export type FamilyCard = T.Static<typeof FamilyCard>;

export const CategoryDetail = T.Object({
  ...MenuItem.properties,
  breadcrumb: T.Array(Crumb),
  children: T.Array(MenuItem),
  /** The families of this category and every category below it. */
  families: Page(FamilyCard),
});
export type CategoryDetail = T.Static<typeof CategoryDetail>;

export const DimensionColumn = T.Object({
  key: T.String(),
  label: T.String(),
  labelZh: T.String(),
  unit: orNull(T.String()),
});
export type DimensionColumn = T.Static<typeof DimensionColumn>;

/** A quantity from which a unit price applies. */
export const PriceBreak = T.Object({ minQty: T.Integer(), unitPricePence: T.Integer() });
export type PriceBreak = T.Static<typeof PriceBreak>;

/** The part of a variant that changes between builds: asked for live by the product page. */
export const VariantLive = T.Object({
  id: T.Integer(),
  partNo: T.String(),
  stock: T.Integer(),
  leadTimeDays: T.Integer(),
  priceBreaks: T.Array(PriceBreak),
});
export type VariantLive = T.Static<typeof VariantLive>;

export const Variant = T.Object({
  ...VariantLive.properties,
  dims: T.Record(T.String(), T.Union([T.Number(), T.String()])),
  weightGrams: T.Number(),
  /** Its own finish where the family comes in several (AL natural, ALB black), else the family's. */
  finish: T.String(),
  finishZh: T.String(),
});
export type Variant = T.Static<typeof Variant>;

export const ProductDetail = T.Object({
  ...FamilyCard.properties,
  description: T.String(),
  descriptionZh: T.String(),
  finish: T.String(),
  finishZh: T.String(),
  drawingUrl: orNull(T.String()),
  breadcrumb: T.Array(Crumb),
  dimensionColumns: T.Array(DimensionColumn),
  /** The family's kind of solid (pictures, CAD files and the 3D preview), or null: a plain box. */
  shape: orNull(T.Unsafe<FamilyShape>(T.Object({ kind: T.String(), params: T.Record(T.String(), T.String()) }))),
  variants: T.Array(Variant),
});
export type ProductDetail = T.Static<typeof ProductDetail>;

export const categoryDetail = defineCall({
  path: 'unpri/categoryDetail',
  caller: 'anyone',
  tag: 'catalogue',
  summary: 'One category: breadcrumb, child categories and a page of the product families below it',
  body: fields({ id: idField(), ...pagingFields }),
  answer: CategoryDetail,
});

export const productDetail = defineCall({
  path: 'unpri/productDetail',
  caller: 'anyone',
  tag: 'catalogue',
  summary: 'One product family with its variant table (part numbers, dimensions, price breaks, stock)',
  body: fields({ id: idField() }),
  answer: ProductDetail,
});

export const productLive = defineCall({
  path: 'unpri/productLive',
  caller: 'anyone',
  tag: 'catalogue',
  summary: "Today's price breaks, stock and lead time of a family's variants (the pre-rendered page may be older)",
  body: fields({ id: idField() }),
  answer: T.Array(VariantLive),
});
