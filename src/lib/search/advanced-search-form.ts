import { parseBound } from './dimension-range.ts';
import { DIMENSION_KEY_PATTERN, SEARCH_LIMITS } from '#contract/limits/search.ts';
import { EMPTY_SEARCH, type SearchState } from './search-url.ts';

/**
 * The advanced search form (/search): the checks unpri/productSearch makes, on the form's fields, so
 * the buyer sees them beside the field instead of as a toast. Texts are trimmed; lengths in characters.
 */
export const ADVANCED_FIELDS = ['partNo', 'keyword', 'categoryId', 'material', 'dimKey', 'dimMin', 'dimMax'] as const;
export type AdvancedField = (typeof ADVANCED_FIELDS)[number];
export type AdvancedValues = Record<AdvancedField, string>;

export type AdvancedProblem =
  | { rule: 'tooLong'; n: number }
  | { rule: 'required' }
  | { rule: 'noSearchTerm' }
  | { rule: 'keyPattern' }
  | { rule: 'noRange' }
  | { rule: 'number' }
  | { rule: 'minAboveMax' };

export type AdvancedProblems = Partial<Record<AdvancedField, AdvancedProblem>>;

export const EMPTY_ADVANCED: AdvancedValues = {
  partNo: '',
  keyword: '',
  categoryId: '',
  material: '',
  dimKey: '',
  dimMin: '',
  dimMax: '',
};

const TEXT_LIMITS = {
  partNo: SEARCH_LIMITS.partNo,
  keyword: SEARCH_LIMITS.keyword,
  material: SEARCH_LIMITS.material,
  dimKey: SEARCH_LIMITS.dimKey,
};

const length = (value: string) => [...value].length;

function trimmed(values: AdvancedValues): AdvancedValues {
  return Object.fromEntries(ADVANCED_FIELDS.map((field) => [field, values[field].trim()])) as AdvancedValues;
}

/** Every field's problem; an empty object when the search may go. */
export function advancedProblems(raw: AdvancedValues): AdvancedProblems {
  const values = trimmed(raw);
  const problems: AdvancedProblems = {};
  for (const [field, max] of Object.entries(TEXT_LIMITS) as Array<[keyof typeof TEXT_LIMITS, number]>) {
    if (length(values[field]) > max) problems[field] = { rule: 'tooLong', n: max };
  }
  if (!values.partNo && !values.keyword && !values.categoryId) problems.keyword = { rule: 'noSearchTerm' };
  if (!problems.dimKey && values.dimKey && !DIMENSION_KEY_PATTERN.test(values.dimKey))
    problems.dimKey = { rule: 'keyPattern' };

  const min = parseBound(values.dimMin);
  const max = parseBound(values.dimMax);
  const hasRange = values.dimMin !== '' || values.dimMax !== '';
  if (hasRange && !values.dimKey) problems.dimKey = { rule: 'required' };
  if (values.dimKey && !hasRange) problems.dimMin = { rule: 'noRange' };
  if (min === undefined) problems.dimMin = { rule: 'number' };
  if (max === undefined) problems.dimMax = { rule: 'number' };
  if (typeof min === 'number' && typeof max === 'number' && min > max) problems.dimMax = { rule: 'minAboveMax' };
  return problems;
}

/** The problem of one field now, for fields that already show one (they follow the typing). */
export function recheckProblems(shown: AdvancedProblems, values: AdvancedValues): AdvancedProblems {
  const now = advancedProblems(values);
  return Object.fromEntries(
    ADVANCED_FIELDS.filter((field) => field in shown && now[field]).map((field) => [field, now[field]]),
  );
}

/** The results page's search for valid values. */
export function advancedSearchState(raw: AdvancedValues): SearchState {
  const values = trimmed(raw);
  return {
    ...EMPTY_SEARCH,
    text: values.keyword,
    partNo: values.partNo,
    categoryId: values.categoryId ? Number(values.categoryId) : null,
    material: values.material,
    dimension: values.dimKey
      ? { key: values.dimKey, min: parseBound(values.dimMin) ?? null, max: parseBound(values.dimMax) ?? null }
      : null,
  };
}
