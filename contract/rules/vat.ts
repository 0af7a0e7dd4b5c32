import { HOME_COUNTRY } from './countries.ts';

/** UK VAT standard rate. Goods sent abroad are exports, zero-rated. */
export const UK_VAT_RATE_PERCENT = 20;

export function vatRatePercent(country: string): number {
  return country === HOME_COUNTRY ? UK_VAT_RATE_PERCENT : 0;
}

/** VAT on an amount, rounded half up to the penny (HMRC allows rounding on the invoice total). */
export function vatOn(amountPence: number, ratePercent: number): number {
  return Math.floor((amountPence * ratePercent + 50) / 100);
}
