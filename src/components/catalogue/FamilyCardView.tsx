import type { FamilyCard } from '#contract/calls/catalogue.ts';
import { format } from '../../i18n/dictionary.ts';
import { localePath, type Locale } from '#contract/i18n/locales.ts';
import { localised } from '../../i18n/localised.ts';
import { formatPence } from '#contract/format/money.ts';
import { partHref } from '../../lib/catalogue/tree-walk.ts';

export interface FamilyCardStrings {
  variantCount: string;
  fromPrice: string;
  exVat: string;
}

/**
 * A product family as a card: rendered statically by category pages and by the "show more" island.
 * A search result that matched one part names it and opens the product page with it chosen.
 */
export function FamilyCardView({ family, locale, strings }: { family: FamilyCard; locale: Locale; strings: FamilyCardStrings }) {
  return (
    <a className="tile family-card" href={localePath(locale, partHref(family))}>
      <img src={family.pictureUrl} alt="" width={320} height={240} loading="lazy" decoding="async" />
      <span className="tile-title">{localised(family, 'name', locale)}</span>
      <span className="family-meta">
        {family.matchedPartNo ?? family.code} · {format(strings.variantCount, { n: family.variantCount })}
      </span>
      <span className="family-price">
        {format(strings.fromPrice, { price: formatPence(family.fromPricePence, locale) })} <small>{strings.exVat}</small>
      </span>
    </a>
  );
}
