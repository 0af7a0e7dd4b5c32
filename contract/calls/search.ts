import * as T from 'typebox';
import { defineCall, orNull } from '../call.ts';
import { decimal, fields, oneOf, text, wholeNumber } from '../fields.ts';
import { LIMITS } from '../limits/fields.ts';
import { DIMENSION_KEY_PATTERN, SEARCH_LIMITS } from '../limits/search.ts';
import { DimensionColumn, FamilyCard } from './catalogue.ts';
import { Page, pagingFields } from './paging.ts';

/** The header search and the search page. */

/** Orders of productSearch: relevance (the default) ranks part numbers, then names, then names like the keyword. */
export const PRODUCT_SEARCH_SORTS = ['relevance', 'name', 'priceAsc', 'priceDesc', 'code'] as const;
export type ProductSearchSort = (typeof PRODUCT_SEARCH_SORTS)[number];

export const searchLabel = { en: 'search', zh: '搜索内容' };

export const SearchTopAnswer = T.Object({
  onlyOneProduct: T.Boolean(),
  /** The family's id when exactly one matches, else null. */
  id: orNull(T.Integer()),
  /** The family's URL name when exactly one matches, else null. */
  name: orNull(T.String()),
  /** How many families match. */
  total: T.Integer(),
  /** The part number when the search named one exactly (any case, with or without hyphens): its page opens with it chosen. */
  partNo: orNull(T.String()),
});
export type SearchTopAnswer = T.Static<typeof SearchTopAnswer>;

/** A level-3 category of the matching families. */
export const CategoryFacet = T.Object({ id: T.Integer(), name: T.String(), nameZh: T.String(), count: T.Integer() });
export type CategoryFacet = T.Static<typeof CategoryFacet>;

/** A material or a finish of the matching families. */
export const ValueFacet = T.Object({
  /** English: what the filter takes. */
  value: T.String(),
  valueZh: T.String(),
  count: T.Integer(),
});
export type ValueFacet = T.Static<typeof ValueFacet>;

export const DimensionValueCount = T.Object({
  value: T.String(),
  /** Families with a variant of this value. */
  count: T.Integer(),
});
export type DimensionValueCount = T.Static<typeof DimensionValueCount>;

/** A dimension most matching families have: its text values, or the range of its numbers. */
export const DimensionFacet = T.Union([
  T.Object({ ...DimensionColumn.properties, values: T.Array(DimensionValueCount) }),
  T.Object({ ...DimensionColumn.properties, min: T.Number(), max: T.Number() }),
]);
export type DimensionFacet = T.Static<typeof DimensionFacet>;

/**
 * Each facet counts the families matching every filter but its own, so its other values stay visible.
 * A category given without a keyword or part number is what is browsed, not a filter: its facet stays inside it.
 */
export const SearchFacets = T.Object({
  categories: T.Array(CategoryFacet),
  materials: T.Array(ValueFacet),
  /** The variants' finishes (a family in natural and black anodised counts under both). */
  finishes: T.Array(ValueFacet),
  dimensions: T.Array(DimensionFacet),
});
export type SearchFacets = T.Static<typeof SearchFacets>;

export const FamilySuggestion = T.Object({ id: T.Integer(), name: T.String(), nameZh: T.String(), slug: T.String() });
export type FamilySuggestion = T.Static<typeof FamilySuggestion>;

export const CategorySuggestion = T.Object({ id: T.Integer(), name: T.String(), nameZh: T.String() });
export type CategorySuggestion = T.Static<typeof CategorySuggestion>;

/** "Did you mean …": filled only when a keyword found nothing. */
export const SearchSuggestions = T.Object({
  families: T.Array(FamilySuggestion),
  categories: T.Array(CategorySuggestion),
});
export type SearchSuggestions = T.Static<typeof SearchSuggestions>;

export const ProductSearchAnswer = T.Object({
  ...Page(FamilyCard).properties,
  facets: SearchFacets,
  suggestions: SearchSuggestions,
});
export type ProductSearchAnswer = T.Static<typeof ProductSearchAnswer>;

/**
 * At least one of keyword, partNo and categoryId. A dimension filter is dimKey with either dimValue
 * or a range (dimMin, dimMax, or both); a family matches when one of its variants does.
 */
export const productSearchBody = fields({
  keyword: text({ label: searchLabel, max: LIMITS.search }),
  /** Part numbers starting with this (any letter case, spaces for hyphens). */
  partNo: text({ label: { en: 'part number', zh: '零件编号' }, max: SEARCH_LIMITS.partNo }),
  categoryId: wholeNumber({ label: { en: 'category', zh: '类别' }, min: 1, max: 2_147_483_647 }),
  /** A family's English material, exactly: a value of facets.materials. */
  material: text({ label: { en: 'material', zh: '材料' }, max: LIMITS.defaultText }),
  /** A variant's English finish, exactly: a value of facets.finishes. */
  finish: text({ label: { en: 'finish', zh: '表面处理' }, max: LIMITS.defaultText }),
  dimKey: text({ label: { en: 'dimension', zh: '尺寸' }, max: SEARCH_LIMITS.dimKey, pattern: DIMENSION_KEY_PATTERN }),
  dimValue: text({ label: { en: 'dimension value', zh: '尺寸值' }, max: 20 }),
  dimMin: decimal({ label: { en: 'minimum', zh: '最小值' }, min: 0, max: SEARCH_LIMITS.dimensionMax }),
  dimMax: decimal({ label: { en: 'maximum', zh: '最大值' }, min: 0, max: SEARCH_LIMITS.dimensionMax }),
  sort: oneOf({ label: { en: 'sort order', zh: '排序方式' }, values: PRODUCT_SEARCH_SORTS }),
  ...pagingFields,
});
export type ProductSearchRequest = T.Static<typeof productSearchBody>;

export const productSearchTop = defineCall({
  path: 'unpri/productSearchTop',
  caller: 'anyone',
  tag: 'search',
  summary: 'The header search: whether exactly one product matches, and which',
  body: fields({ name: text({ label: searchLabel, required: true, max: LIMITS.search }) }),
  answer: SearchTopAnswer,
});

export const productSearch = defineCall({
  path: 'unpri/productSearch',
  caller: 'anyone',
  tag: 'search',
  summary:
    'A page of product families by keyword, part number, category, material, finish or dimension, with facets and suggestions',
  body: productSearchBody,
  answer: ProductSearchAnswer,
});
