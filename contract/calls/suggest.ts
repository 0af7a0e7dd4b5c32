import * as T from 'typebox';
import { defineCall } from '../call.ts';
import { fields, text } from '../fields.ts';
import { LIMITS } from '../limits/fields.ts';
import { SUGGEST_MIN_LENGTH } from '../rules/suggest-text.ts';
import { searchLabel } from './search.ts';

/** A family the header search suggests while the buyer types. */
export const SuggestedFamily = T.Object({
  id: T.Integer(),
  slug: T.String(),
  name: T.String(),
  nameZh: T.String(),
  code: T.String(),
});
export type SuggestedFamily = T.Static<typeof SuggestedFamily>;

/** A part number starting with the typed text, and its family's page. */
export const SuggestedPartNumber = T.Object({ partNo: T.String(), familyId: T.Integer(), slug: T.String() });
export type SuggestedPartNumber = T.Static<typeof SuggestedPartNumber>;

/** unpri/productSuggest: up to 6 of each, best first. */
export const ProductSuggestAnswer = T.Object({
  families: T.Array(SuggestedFamily),
  partNumbers: T.Array(SuggestedPartNumber),
});
export type ProductSuggestAnswer = T.Static<typeof ProductSuggestAnswer>;

export const productSuggest = defineCall({
  path: 'unpri/productSuggest',
  caller: 'anyone',
  tag: 'search',
  summary: 'Suggestions while the buyer types in the header search: up to 6 families and 6 part numbers',
  body: fields({ q: text({ label: searchLabel, required: true, min: SUGGEST_MIN_LENGTH, max: LIMITS.search }) }),
  answer: ProductSuggestAnswer,
});
