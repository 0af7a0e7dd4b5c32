import type { QuoteVersion } from '#contract/calls/quotes.ts';
import { vatOn, vatRatePercent } from '#contract/rules/vat.ts';

/** A version's order total as the server works it out on acceptance: lines and quoted delivery, VAT as the delivery country has it. */
export function quoteOrderTotals(version: Pick<QuoteVersion, 'subtotalPence' | 'deliveryPence'>, country: string) {
  const exVat = version.subtotalPence + version.deliveryPence;
  const vatRate = vatRatePercent(country);
  const vatPence = vatOn(exVat, vatRate);
  return { vatRate, vatPence, totalPence: exVat + vatPence };
}
