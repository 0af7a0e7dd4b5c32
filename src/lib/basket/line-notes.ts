import type { BasketLine } from '#contract/calls/basket.ts';
import { localePath, type Locale } from '#contract/i18n/locales.ts';
import { productPartHref } from '../catalogue/tree-walk.ts';

/** Today's unit price and the one the buyer saw when the line was added or its quantity last set, when they differ. */
export function priceChange(
  line: Pick<BasketLine, 'seenUnitPricePence' | 'unitPricePence'>,
): { fromPence: number; toPence: number } | null {
  if (line.seenUnitPricePence === line.unitPricePence) return null;
  return { fromPence: line.seenUnitPricePence, toPence: line.unitPricePence };
}

/** The line's product name in the page's language (the English one when no Chinese name was given). */
export function lineName(line: Pick<BasketLine, 'name' | 'nameZh'>, locale: Locale): string {
  return locale === 'zh-cn' && line.nameZh ? line.nameZh : line.name;
}

/** The line's product page in the page's language, with its part chosen: the page shows the very part the line pictures. */
export function lineHref(line: Pick<BasketLine, 'familyId' | 'familySlug' | 'partNo'>, locale: Locale): string {
  return localePath(locale, productPartHref({ id: line.familyId, slug: line.familySlug }, line.partNo));
}
