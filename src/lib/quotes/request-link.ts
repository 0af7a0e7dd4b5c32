import { BLANK_PART_LINE, type PartLineValues } from './request-form.ts';

/**
 * A product page's "Request a quote" is a link to /acQuote carrying the part and quantity
 * (`?part=LH-…&quantity=500`: src/islands/catalogue/BuyBox.tsx writes it); the account's request
 * form opens with them as its first line. Null when the address asks for no request.
 */
export function requestedLine(search: string): PartLineValues | null {
  const query = new URLSearchParams(search);
  const partNo = query.get('part');
  const quantity = query.get('quantity');
  if (partNo === null && quantity === null) return null;
  return { ...BLANK_PART_LINE, partNo: partNo ?? '', quantity: quantity ?? '' };
}
