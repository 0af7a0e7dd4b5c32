import type { ProductSuggestAnswer, SuggestedFamily, SuggestedPartNumber } from '#contract/calls/suggest.ts';
import { partHref, productHref } from '../catalogue/tree-walk.ts';

/** One choice of the header's suggestion list. */
export type SuggestOption = { kind: 'family'; family: SuggestedFamily } | { kind: 'partNumber'; partNumber: SuggestedPartNumber };

/** The choices in list order (families, then part numbers): the order the arrow keys walk. */
export function suggestOptions(answer: ProductSuggestAnswer): SuggestOption[] {
  return [
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
