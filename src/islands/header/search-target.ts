import type { SearchTopAnswer } from '#contract/calls/search.ts';

/**
 * Where a header search goes, as a locale-free path: the product's page when
 * exactly one product matches (with ?partNo= when an exact part number was typed, so that variant
 * is chosen), else the product list. The list route of docs/spec.md#routes is
 * /productList/{download?}/{search?}/{provideSearch?}; the header sends one segment, the typed
 * text, which the list page reads as provideSearch (the text as the buyer typed it).
 */
export function searchTarget(text: string, answer: SearchTopAnswer | null): string {
  if (answer?.onlyOneProduct && answer.id !== null && answer.name) {
    const page = `/goodsInfo/${answer.id}/${encodeURIComponent(answer.name)}`;
    return answer.partNo ? `${page}?partNo=${encodeURIComponent(answer.partNo)}` : page;
  }
  return `/productList/${encodeURIComponent(text)}`;
}
