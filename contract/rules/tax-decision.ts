import { HOME_COUNTRY } from './countries.ts';

/**
 * The one place VAT is decided (docs/tax-and-invoices.md). Basket, checkout, orders, quotes and
 * invoices all ask taxDecision; the rates themselves are data (the tax_rates table, changed by
 * administrators in the console), passed in, so the same rule runs in the browser and the server.
 */

/** Great Britain, Northern Ireland (postcodes BT…), and everywhere else: an export from the UK. */
export const TAX_REGIONS = ['GB', 'XI', 'export'] as const;
export type TaxRegion = (typeof TAX_REGIONS)[number];

/** UK VAT at the region's rate, or a zero-rated export (HMRC VAT Notice 703). */
export type TaxTreatment = 'ukVat' | 'zeroRatedExport';

export const BUYER_KINDS = ['company', 'individual'] as const;
export type BuyerKind = (typeof BUYER_KINDS)[number];

/** A region's rate from a day on (YYYY-MM-DD, a UK day). */
export interface TaxRate {
  region: TaxRegion;
  ratePercent: number;
  effectiveFrom: string;
}

export interface TaxDestination {
  country: string;
  postcode: string;
}

export interface TaxDecision {
  region: TaxRegion;
  treatment: TaxTreatment;
  ratePercent: number;
  /** The day the applied rate took effect. */
  rateEffectiveFrom: string;
}

/** Northern Ireland's postcodes all begin BT followed by the district's digits (BT1 … BT94). */
const NORTHERN_IRELAND_POSTCODE = /^BT\d/i;

export function taxRegionOf(destination: TaxDestination): TaxRegion {
  if (destination.country !== HOME_COUNTRY) return 'export';
  return NORTHERN_IRELAND_POSTCODE.test(destination.postcode.trim()) ? 'XI' : 'GB';
}

/** The region's rate in force on a day: the latest that took effect on or before it. */
export function rateInForce(rates: readonly TaxRate[], region: TaxRegion, day: string): TaxRate {
  let found: TaxRate | undefined;
  for (const rate of rates) {
    if (rate.region === region && rate.effectiveFrom <= day && (!found || rate.effectiveFrom > found.effectiveFrom))
      found = rate;
  }
  if (!found) throw new Error(`No ${region} VAT rate is in force on ${day}`);
  return found;
}

/**
 * How a supply is taxed: by where the goods go and on the tax point's day. Under the UK rules the
 * buyer's kind does not change the outcome (a UK company pays VAT on goods as an individual does,
 * with no reverse charge; exported goods are zero-rated whoever buys them), which the unit tests
 * pin for each kind so a rule that does depend on it has to change them deliberately.
 */
export function taxDecision(
  destination: TaxDestination,
  _buyer: BuyerKind,
  rates: readonly TaxRate[],
  taxPointDay: string,
): TaxDecision {
  const region = taxRegionOf(destination);
  const rate = rateInForce(rates, region, taxPointDay);
  return {
    region,
    treatment: region === 'export' ? 'zeroRatedExport' : 'ukVat',
    ratePercent: rate.ratePercent,
    rateEffectiveFrom: rate.effectiveFrom,
  };
}
