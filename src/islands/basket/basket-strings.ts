import type { Dictionary } from '../../i18n/dictionary.ts';

/** What the basket island shows: its own area, the quote request's words, the catalogue's words for quantities and availability, and a buyer's prices. */
export type BasketStrings = Dictionary['basket'] &
  { quotes: Dictionary['quotes'] } &
  Pick<Dictionary['catalogue'], 'quantity' | 'quantityInvalid' | 'availability' | 'stockOnHand' | 'leadTime' | 'partlyInStock'> & { prices: Dictionary['prices'] };

export function basketStrings(t: Dictionary): BasketStrings {
  const { quantity, quantityInvalid, availability, stockOnHand, leadTime, partlyInStock } = t.catalogue;
  return { ...t.basket, quantity, quantityInvalid, availability, stockOnHand, leadTime, partlyInStock, prices: t.prices, quotes: t.quotes };
}
