import type { TaxRate } from '#contract/rules/tax-decision.ts';

/** The rates migration 043 starts the shop with: UK VAT 20 % in Great Britain and Northern Ireland, exports zero-rated. */
export const TAX_RATES_2026: TaxRate[] = [
  { region: 'GB', ratePercent: 20, effectiveFrom: '2011-01-04' },
  { region: 'XI', ratePercent: 20, effectiveFrom: '2011-01-04' },
  { region: 'export', ratePercent: 0, effectiveFrom: '2011-01-04' },
];
