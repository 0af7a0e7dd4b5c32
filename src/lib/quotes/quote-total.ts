import type { QuoteDetail, QuoteVersion } from '#contract/calls/quotes.ts';
import type { Address } from '#contract/calls/addresses.ts';
import { ukDay } from '#contract/format/dates.ts';
import { taxDecision, type BuyerKind } from '#contract/rules/tax-decision.ts';
import { vatOn } from '#contract/rules/vat.ts';

/**
 * A version's order total as the server works it out on acceptance: lines and quoted delivery, VAT
 * as the tax decision has it for the delivery address (the quote's country until one is chosen).
 */
export function quoteOrderTotals(
  version: Pick<QuoteVersion, 'subtotalPence' | 'deliveryPence'>,
  quote: Pick<QuoteDetail, 'deliveryCountry' | 'taxRates' | 'companyName'>,
  delivery: Pick<Address, 'country' | 'postcode'> | undefined,
) {
  const exVat = version.subtotalPence + version.deliveryPence;
  const buyer: BuyerKind = quote.companyName === null ? 'individual' : 'company';
  const vatRate = taxDecision(
    delivery ?? { country: quote.deliveryCountry, postcode: '' },
    buyer,
    quote.taxRates,
    ukDay(),
  ).ratePercent;
  const vatPence = vatOn(exVat, vatRate);
  return { vatRate, vatPence, totalPence: exVat + vatPence };
}
