import { LIMITS } from './fields.ts';

/** The limits on unpri/productSearch fields: the API's route checks them, the form and URL reading too. */
export const SEARCH_LIMITS = {
  keyword: LIMITS.search,
  partNo: LIMITS.partNumber,
  material: LIMITS.defaultText,
  dimKey: 20,
  dimensionMax: 1_000_000,
  page: 10_000,
  id: 2_147_483_647,
} as const;

/** Dimension keys are short names such as d1, thread or F. */
export const DIMENSION_KEY_PATTERN = /^[A-Za-z0-9]+$/;
