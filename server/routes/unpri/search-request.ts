import type { ProductSearchRequest } from '#contract/calls/search.ts';
import { findCategory } from '../../catalogue/categories.ts';
import type { DimensionFilter, SearchCriteria } from '../../catalogue/search-filters.ts';
import { searchKeyword } from '../../catalogue/search-synonym-swaps.ts';
import type { Db } from '../../db/connect.ts';
import { ApiError, CODE } from '../../http/api-error.ts';
import { MESSAGES } from '../../i18n/messages.ts';

/** dimKey with either dimValue or a range (dimMin, dimMax or both); none of them is no filter. */
function dimensionFilter({
  dimKey: key,
  dimValue: value,
  dimMin: min,
  dimMax: max,
}: ProductSearchRequest): DimensionFilter | undefined {
  const hasRange = min !== undefined || max !== undefined;
  if (key === undefined && value === undefined && !hasRange) return undefined;
  if (key === undefined || (value !== undefined) === hasRange) {
    throw new ApiError(CODE.badInput, MESSAGES.incompleteDimension, { field: 'dimKey' });
  }
  return value !== undefined ? { key, value } : { key, min, max };
}

/** What the search looks for, from a validated body: at least a keyword, a part number or a category. */
export async function searchCriteria(db: Db, body: ProductSearchRequest): Promise<SearchCriteria> {
  const { keyword, partNo, categoryId, material, finish } = body;
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
  return {
    keyword: keyword === undefined ? undefined : await searchKeyword(db, keyword),
    partNo,
    categoryTypePath,
    material,
    finish,
    dimension,
  };
}
