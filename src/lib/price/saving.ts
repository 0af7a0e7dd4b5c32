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

/** What a buyer's prices save on the list prices of some lines, in pence (0 for a buyer paying list prices). */
export function listSavingOf(
  lines: readonly { quantity: number; unitPricePence: number; listUnitPricePence: number }[],
): number {
  return lines.reduce(
    (sum, line) => sum + Math.max(0, line.listUnitPricePence - line.unitPricePence) * line.quantity,
    0,
  );
}
