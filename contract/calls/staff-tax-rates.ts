import * as T from 'typebox';
import { defineCall, enumOf, orNull } from '../call.ts';
import { emptyBody, fields, idField, oneOf, wholeNumber } from '../fields.ts';
import { dayField } from '../rules/calendar-day.ts';
import { TAX_REGIONS } from '../rules/tax-decision.ts';

/**
 * VAT rates by destination (docs/tax-and-invoices.md): every member of staff reads them, only
 * administrators add a rate, which takes effect on a day from today on; orders keep their rate.
 */

export const TAX_RATE_LABELS = {
  region: { en: 'tax region', zh: '税务地区' },
  ratePercent: { en: 'VAT rate (%)', zh: '增值税率（%）' },
  effectiveFrom: { en: 'takes effect on', zh: '生效日期' },
  rate: { en: 'rate', zh: '税率' },
} as const;

export const TaxRateRow = T.Object({
  id: T.Integer(),
  region: enumOf(TAX_REGIONS),
  ratePercent: T.Integer(),
  /** YYYY-MM-DD, a UK day. */
  effectiveFrom: T.String(),
  /** In force today (the latest of its region that has taken effect). */
  inForce: T.Boolean(),
  /** Who added it; null for the rates the shop started with. */
  addedBy: orNull(T.String()),
});
export type TaxRateRow = T.Static<typeof TaxRateRow>;

/** Every rate, each region's newest first, and the UK day the answer was made on. */
export const StaffTaxRates = T.Object({ today: T.String(), rates: T.Array(TaxRateRow) });
export type StaffTaxRates = T.Static<typeof StaffTaxRates>;

export const taxRatesGet = defineCall({
  path: 'editor/taxRatesGet',
  caller: 'staff',
  tag: 'editor',
  summary: 'The VAT rates by destination, past, in force and to come',
  body: emptyBody,
  answer: StaffTaxRates,
});

export const taxRateAdd = defineCall({
  path: 'staff/taxRateAdd',
  caller: 'admin',
  tag: 'staff',
  summary:
    "Add a region's VAT rate from a day on (today or later; a day in the past is refused); a rate already set for that day that has not taken effect is replaced. Audited",
  body: fields({
    region: oneOf({ label: TAX_RATE_LABELS.region, required: true, values: TAX_REGIONS }),
    ratePercent: wholeNumber({ label: TAX_RATE_LABELS.ratePercent, required: true, min: 0, max: 100 }),
    effectiveFrom: dayField(TAX_RATE_LABELS.effectiveFrom, true),
  }),
  answer: StaffTaxRates,
});
export type TaxRateAddRequest = T.Static<typeof taxRateAdd.body>;

export const taxRateWithdraw = defineCall({
  path: 'staff/taxRateWithdraw',
  caller: 'admin',
  tag: 'staff',
  summary: 'Withdraw a rate that has not taken effect yet (409 for one in force or past). Audited',
  body: fields({ id: idField(TAX_RATE_LABELS.rate) }),
  answer: StaffTaxRates,
});
