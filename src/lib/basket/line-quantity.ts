import { MAX_ORDER_QTY, MIN_ORDER_QTY } from '#contract/rules/order-quantity.ts';

/** The quantity one step up or down from a line's quantity, kept within 1 to 9,999. */
export function steppedQuantity(quantity: number, step: 1 | -1): number {
  return Math.min(MAX_ORDER_QTY, Math.max(MIN_ORDER_QTY, quantity + step));
}
