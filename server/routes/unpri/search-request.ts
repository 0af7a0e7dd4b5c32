import type { ProductSearchRequest } from '#contract/api/types.ts';
import { DIMENSION_KEY_PATTERN, SEARCH_LIMITS } from '#contract/limits/search.ts';
import { LIMITS } from '#contract/limits/fields.ts';
import { findCategory } from '../../catalogue/categories.ts';
import type { DimensionFilter, SearchCriteria } from '../../catalogue/search-filters.ts';
import { SEARCH_SORTS } from '../../catalogue/search-order.ts';
import type { Db } from '../../db/connect.ts';
import { ApiError, CODE } from '../../http/api-error.ts';
import { decimal, fields, oneOf, text, wholeNumber } from '#contract/fields.ts';
import { MESSAGES } from '../../i18n/messages.ts';
import { pagingFields } from './catalogue.ts';

export const searchLabel = { en: 'search', zh: '搜索内容' };


export const productSearchBody = fields({
  keyword: text({ label: searchLabel, max: LIMITS.search }),
  partNo: text({ label: { en: 'part number', zh: '零件编号' }, max: SEARCH_LIMITS.partNo }),
  categoryId: wholeNumber({ label: { en: 'category', zh: '类别' }, min: 1, max: 2_147_483_647 }),
  material: text({ label: { en: 'material', zh: '材料' }, max: LIMITS.defaultText }),
  dimKey: text({ label: { en: 'dimension', zh: '尺寸' }, max: SEARCH_LIMITS.dimKey, pattern: DIMENSION_KEY_PATTERN }),
  dimValue: text({ label: { en: 'dimension value', zh: '尺寸值' }, max: 20 }),
  dimMin: decimal({ label: { en: 'minimum', zh: '最小值' }, min: 0, max: SEARCH_LIMITS.dimensionMax }),
  dimMax: decimal({ label: { en: 'maximum', zh: '最大值' }, min: 0, max: SEARCH_LIMITS.dimensionMax }),
  sort: oneOf({ label: { en: 'sort order', zh: '排序方式' }, values: SEARCH_SORTS }),
  ...pagingFields,
});

/** dimKey with either dimValue or a range (dimMin, dimMax or both); none of them is no filter. */
function dimensionFilter({ dimKey: key, dimValue: value, dimMin: min, dimMax: max }: ProductSearchRequest): DimensionFilter | undefined {
  const hasRange = min !== undefined || max !== undefined;
  if (key === undefined && value === undefined && !hasRange) return undefined;
  if (key === undefined || (value !== undefined) === hasRange) {
    throw new ApiError(CODE.badInput, MESSAGES.incompleteDimension, { field: 'dimKey' });
  }
  return value !== undefined ? { key, value } : { key, min, max };
}

/** What the search looks for, from a validated body: at least a keyword, a part number or a category. */
export async function searchCriteria(db: Db, body: ProductSearchRequest): Promise<SearchCriteria> {
  const { keyword, partNo, categoryId, material } = body;
  if (keyword === undefined && partNo === undefined && categoryId === undefined) {
    throw new ApiError(CODE.badInput, MESSAGES.noSearchTerm, { field: 'keyword' });
  }
  const dimension = dimensionFilter(body);
  let categoryTypePath: string | undefined;
  if (categoryId !== undefined) {
    const category = await findCategory(db, categoryId);
    if (!category) throw new ApiError(CODE.notFound, MESSAGES.noSuchCategory);
    categoryTypePath = category.typePath;
  }
  return { keyword, partNo, categoryTypePath, material, dimension };
}
