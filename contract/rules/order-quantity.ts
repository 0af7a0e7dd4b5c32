/** What a buyer may order of one part in one line. */
export const MIN_ORDER_QTY = 1;
export const MAX_ORDER_QTY = 9999;

/** The quantity typed into a field, or null when it is not a whole number from 1 to 9,999. */
export function parseQuantity(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const quantity = Number(text);
  return quantity >= MIN_ORDER_QTY && quantity <= MAX_ORDER_QTY ? quantity : null;
}
