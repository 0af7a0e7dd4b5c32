import type { PriceBreak } from '../calls/catalogue.ts';
import { MAX_ORDER_QTY, MIN_ORDER_QTY } from './order-quantity.ts';

/**
 * A variant's price breaks as editors type them: "1:166,10:153,50:140" (minimum quantity, a colon,
 * the unit price in pence ex VAT; breaks separated by commas; spaces anywhere are ignored).
 */
export const PRICE_BREAK_RULES = {
  maxBreaks: 8,
  /** A break above the largest quantity a basket line takes could never apply. */
  maxQuantity: MAX_ORDER_QTY,
  maxPricePence: 10_000_000,
} as const;

/** Why a text is not a list of price breaks; `item` counts the breaks from 1. */
export type PriceBreakProblem =
  | { kind: 'empty' }
  | { kind: 'format'; item: number; text: string }
  | { kind: 'tooMany'; max: number }
  | { kind: 'quantityRange'; item: number; max: number }
  | { kind: 'priceRange'; item: number; max: number }
  | { kind: 'firstNotOne' }
  | { kind: 'notAscending'; item: number };

export type PriceBreakParse = { breaks: PriceBreak[] } | { problem: PriceBreakProblem };

// Seven and eight digits are more than the ranges allow: the range checks below name the rule.
const ITEM = /^(\d{1,7}):(\d{1,9})$/;

/** Reads the text; the first problem wins (format, count, ranges, then the order of quantities). */
export function parsePriceBreaks(text: string): PriceBreakParse {
  const compact = text.replace(/\s+/g, '');
  if (compact === '') return { problem: { kind: 'empty' } };
  const items = compact.split(',');
  // A trailing comma ("1:166,10:153,") is a slip, not a missing break.
  if (items.length > 1 && items.at(-1) === '') items.pop();
  const breaks: PriceBreak[] = [];
  for (const [index, item] of items.entries()) {
    const match = ITEM.exec(item);
    if (!match) return { problem: { kind: 'format', item: index + 1, text: item.slice(0, 30) } };
    breaks.push({ minQty: Number(match[1]), unitPricePence: Number(match[2]) });
  }
  if (breaks.length > PRICE_BREAK_RULES.maxBreaks)
    return { problem: { kind: 'tooMany', max: PRICE_BREAK_RULES.maxBreaks } };
  for (const [index, b] of breaks.entries()) {
    if (b.minQty < MIN_ORDER_QTY || b.minQty > PRICE_BREAK_RULES.maxQuantity) {
      return { problem: { kind: 'quantityRange', item: index + 1, max: PRICE_BREAK_RULES.maxQuantity } };
    }
    if (b.unitPricePence > PRICE_BREAK_RULES.maxPricePence) {
      return { problem: { kind: 'priceRange', item: index + 1, max: PRICE_BREAK_RULES.maxPricePence } };
    }
  }
  if (breaks[0]!.minQty !== 1) return { problem: { kind: 'firstNotOne' } };
  for (let i = 1; i < breaks.length; i++) {
    if (breaks[i]!.minQty <= breaks[i - 1]!.minQty) return { problem: { kind: 'notAscending', item: i + 1 } };
  }
  return { breaks };
}

/** The text form of price breaks, lowest quantity first: what parsePriceBreaks reads back. */
export function formatPriceBreaks(breaks: readonly PriceBreak[]): string {
  return breaks
    .toSorted((a, b) => a.minQty - b.minQty)
    .map((b) => `${b.minQty}:${b.unitPricePence}`)
    .join(',');
}
