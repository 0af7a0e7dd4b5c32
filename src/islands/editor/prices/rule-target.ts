import type { PriceListRule } from '#contract/calls/staff-price-lists.ts';
import { fill } from '#contract/i18n/text.ts';
import type { EditorStrings } from '../editor-strings.ts';

/** What a rule applies to, as the console names it: the part number, the family, the category (by name when known), or the whole catalogue. */
export function ruleTarget(
  rule: PriceListRule,
  strings: EditorStrings,
  categoryNames: ReadonlyMap<number, string>,
): string {
  const text = strings.priceLists;
  switch (rule.kind) {
    case 'net':
      return rule.partNo ?? '';
    case 'family':
      return fill(text.familyTarget, { id: rule.familyId ?? '' });
    case 'category':
      return categoryNames.get(rule.categoryId ?? 0) ?? fill(text.categoryTarget, { id: rule.categoryId ?? '' });
    case 'catalogue':
      return text.wholeCatalogue;
  }
}
