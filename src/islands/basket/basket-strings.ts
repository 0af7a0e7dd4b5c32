import type { Dictionary } from '../../i18n/dictionary.ts';

/** What the basket island shows: its own area and the catalogue's words for quantities and availability. */
export type BasketStrings = Dictionary['basket'] &
  Pick<Dictionary['catalogue'], 'quantity' | 'quantityInvalid' | 'availability' | 'stockOnHand' | 'leadTime' | 'partlyInStock'>;

export function basketStrings(t: Dictionary): BasketStrings {
  const { quantity, quantityInvalid, availability, stockOnHand, leadTime, partlyInStock } = t.catalogue;
  return { ...t.basket, quantity, quantityInvalid, availability, stockOnHand, leadTime, partlyInStock };
}
