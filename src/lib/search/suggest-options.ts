import type { CustomerPartNoSuggestAnswer } from '#contract/calls/customer-part-numbers.ts';
import type { ProductSuggestAnswer, SuggestedFamily, SuggestedPartNumber } from '#contract/calls/suggest.ts';
import { partHref, productHref } from '../catalogue/tree-walk.ts';

/** One of our parts found by the number the buyer's company gives it. */
export type YourPartNumber = CustomerPartNoSuggestAnswer['partNumbers'][number];

/** What the header box suggests: everyone's suggestions, and for a company's member the parts its own numbers find. */
export type HeaderSuggestions = ProductSuggestAnswer & { yourPartNumbers?: YourPartNumber[] };

/** One choice of the header's suggestion list. */
export type SuggestOption =
  | { kind: 'yourPartNumber'; partNumber: YourPartNumber }
  | { kind: 'family'; family: SuggestedFamily }
  | { kind: 'partNumber'; partNumber: SuggestedPartNumber };

/** The choices in list order (the company's own numbers, families, then part numbers): the order the arrow keys walk. */
export function suggestOptions(answer: HeaderSuggestions): SuggestOption[] {
  return [
    ...(answer.yourPartNumbers ?? []).map((partNumber): SuggestOption => ({ kind: 'yourPartNumber', partNumber })),
    ...answer.families.map((family): SuggestOption => ({ kind: 'family', family })),
    ...answer.partNumbers.map((partNumber): SuggestOption => ({ kind: 'partNumber', partNumber })),
  ];
}

/**
 * Where a choice leads, as a locale-free path: the family's page, and for a part number the page of
 * its family with ?partNo= so the page can pre-select that variant.
 */
export function optionPath(option: SuggestOption): string {
  if (option.kind === 'family') return productHref(option.family);
  const { familyId, slug, partNo } = option.partNumber;
  return partHref({ id: familyId, slug, matchedPartNo: partNo });
}
