/**
 * What a buyer saves on the list price: the amount in pence and the whole percentage (at least 1 for
 * any saving, so a saving is never written as 0 %). Null when the buyer pays the list price (or more:
 * never, docs/pricing.md, but then there is nothing to show).
 */
export function savingOf(pricePence: number, listPricePence: number): { pence: number; percent: number } | null {
  const pence = listPricePence - pricePence;
  if (pence <= 0 || listPricePence <= 0) return null;
  return { pence, percent: Math.max(1, Math.round((pence * 100) / listPricePence)) };
}
