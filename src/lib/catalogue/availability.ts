import { fill } from '#contract/i18n/text.ts';

export interface AvailabilityStrings {
  stockOnHand: string;
  leadTime: string;
  partlyInStock: string;
}

/** In stock, on lead time, or both when the quantity is more than the stock (product page and basket). */
export function availabilityText(
  item: { stock: number; leadTimeDays: number },
  quantity: number,
  strings: AvailabilityStrings,
): string {
  if (item.stock <= 0) return fill(strings.leadTime, { n: item.leadTimeDays });
  if (quantity <= item.stock) return fill(strings.stockOnHand, { n: item.stock });
  return fill(strings.partlyInStock, { n: item.stock, rest: quantity - item.stock, days: item.leadTimeDays });
}
