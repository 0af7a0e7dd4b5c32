import type { ReactNode } from 'react';
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
  /** A search's match: the part is one of the family's variants, at its own price. */
  variantOf: string;
  partPrice: string;
}

/** A search's matched part's own single-unit price; undefined when the card gives the family's "from" price. */
export function partPriceOf(family: FamilyCard): number | undefined {
  return family.matchedPartNo !== undefined ? family.matchedPartPricePence : undefined;
}

/** The ids of the cards that give their family's "from" price: the ones a buyer's "from" price replaces. */
export function fromPricedIds(families: readonly FamilyCard[]): number[] {
  return families.filter((family) => partPriceOf(family) === undefined).map((family) => family.id);
}

/** The variant ids of the cards that give a search's matched part's own price: the ones a buyer's price of that part replaces. */
export function matchedPartIds(families: readonly FamilyCard[]): number[] {
  return families.flatMap((family) =>
    partPriceOf(family) !== undefined && family.matchedVariantId !== undefined ? [family.matchedVariantId] : [],
  );
}

/**
 * A product family as a card: rendered statically by category pages and by the "show more" island.
 * A search result that matched one part names it, gives its own single-unit price (as RS and MISUMI
 * do) and opens the product page with it chosen; any other card gives the family's "from" price.
 * `eager` for the cards a page shows first when they come after it (search results): their pictures
 * are fetched at once rather than when the browser has placed them. `buyerFromPrice` replaces the
 * family's "from" price for a logged-in buyer (src/islands/price/CardBuyerPrice.tsx); the price
 * carries the family's id, so static pages' cards get it too (src/islands/price/static-family-prices.tsx).
 * `buyerPartPrice` likewise replaces a matched part's own price (search results).
 */
export function FamilyCardView({
  family,
  locale,
  strings,
  eager = false,
  buyerFromPrice,
  buyerPartPrice,
}: {
  family: FamilyCard;
  locale: Locale;
  strings: FamilyCardStrings;
  eager?: boolean;
  buyerFromPrice?: ReactNode;
  buyerPartPrice?: ReactNode;
}) {
  const matched = family.matchedPartNo !== undefined;
  const partPrice = partPriceOf(family);
  return (
    <a className="tile family-card" href={localePath(locale, partHref(family))}>
      <img
        src={family.pictureUrl}
        alt=""
        width={320}
        height={240}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <span className="tile-title">{localised(family, 'name', locale)}</span>
      <span className="family-meta">
        {family.matchedPartNo ?? family.code} ·{' '}
        {format(matched && family.variantCount > 1 ? strings.variantOf : strings.variantCount, {
          n: family.variantCount,
        })}
      </span>
      <span className="family-price">
        {partPrice === undefined ? (
          <span data-from-family={family.id}>
            {buyerFromPrice ?? format(strings.fromPrice, { price: formatPence(family.fromPricePence, locale) })}
          </span>
        ) : (
          (buyerPartPrice ?? format(strings.partPrice, { price: formatPence(partPrice, locale) }))
        )}{' '}
        <small>{strings.exVat}</small>
      </span>
    </a>
  );
}
