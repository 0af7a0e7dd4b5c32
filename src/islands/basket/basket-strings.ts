import type { Dictionary } from '../../i18n/dictionary.ts';
import { addToListStrings, type AddToListStrings } from '../lists/add-to-list-strings.ts';

/** What the basket island shows: its own area, the quote request's words, "Add to list", the catalogue's words for quantities and availability, and a buyer's prices. */
export type BasketStrings = Dictionary['basket'] & { quotes: Dictionary['quotes'] } & Pick<
    Dictionary['catalogue'],
    'quantity' | 'quantityInvalid' | 'availability' | 'stockOnHand' | 'leadTime' | 'partlyInStock'
  > & { prices: Dictionary['prices']; lists: AddToListStrings };

export function basketStrings(t: Dictionary): BasketStrings {
  const { quantity, quantityInvalid, availability, stockOnHand, leadTime, partlyInStock } = t.catalogue;
  return {
    ...t.basket,
    quantity,
    quantityInvalid,
    availability,
    stockOnHand,
    leadTime,
    partlyInStock,
    prices: t.prices,
    quotes: t.quotes,
    lists: addToListStrings(t),
  };
}
