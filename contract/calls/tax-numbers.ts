import * as T from 'typebox';
import { defineCall, enumOf, orNull } from '../call.ts';
import { emptyBody, fields, text } from '../fields.ts';

/**
 * A buyer's VAT and EORI numbers (docs/tax-and-invoices.md): an individual's own on /acInformation,
 * a company's on /acTeam (its admins change them). Each order keeps the numbers it was placed with
 * and its invoice prints them. A VAT number is checked by format and check digits, and online when
 * the shop is set up for it.
 */

/** How a kept VAT number was checked: offline only (contract/rules/tax-numbers.ts), or confirmed by HMRC or VIES as well. */
export const VAT_NUMBER_CHECKS = ['formatChecked', 'confirmedOnline'] as const;
export type VatNumberCheck = (typeof VAT_NUMBER_CHECKS)[number];

export const TAX_NUMBER_LABELS = {
  vatNo: { en: 'VAT number', zh: '增值税号' },
  eoriNo: { en: 'EORI number', zh: 'EORI 号码' },
} as const;

/** Longer than any country's VAT or EORI number with its prefix. */
export const TAX_NUMBER_MAX = 20;

export const TaxNumbers = T.Object({
  /** Compact, with its country prefix (GB123456789); '' when none is kept. */
  vatNo: T.String(),
  /** How the VAT number was checked: by format and check digits, or confirmed online too; null without a number. */
  vatNoCheck: orNull(enumOf(VAT_NUMBER_CHECKS)),
  /** ISO 8601, when it was checked. */
  vatNoCheckedAt: orNull(T.String()),
  eoriNo: T.String(),
});
export type TaxNumbers = T.Static<typeof TaxNumbers>;

/** The numbers the caller's orders are invoiced with, and whose they are. */
export const BuyerTaxNumbers = T.Object({
  /** An individual's own numbers, or null for a company member. */
  own: orNull(TaxNumbers),
  /** The company's numbers, or null for an individual. */
  company: orNull(TaxNumbers),
  /** The caller may change the company's numbers (its admin). */
  canChangeCompany: T.Boolean(),
});
export type BuyerTaxNumbers = T.Static<typeof BuyerTaxNumbers>;

/** Both numbers at once; a blank one is removed. */
const taxNumberFields = fields({
  vatNo: text({ label: TAX_NUMBER_LABELS.vatNo, max: TAX_NUMBER_MAX, keepBlank: true }),
  eoriNo: text({ label: TAX_NUMBER_LABELS.eoriNo, max: TAX_NUMBER_MAX, keepBlank: true }),
});
export type TaxNumbersRequest = T.Static<typeof taxNumberFields>;

export const taxNumbersGet = defineCall({
  path: 'pri/taxNumbersGet',
  caller: 'buyer',
  tag: 'account',
  summary: "The VAT and EORI numbers the caller's orders are invoiced with (their own, or their company's)",
  body: emptyBody,
  answer: BuyerTaxNumbers,
});

export const ownTaxNumbersUpdate = defineCall({
  path: 'pri/ownTaxNumbersUpdate',
  caller: 'buyer',
  tag: 'account',
  summary:
    "An individual buyer sets their VAT and EORI numbers (blank: none); a VAT number with a wrong format or check digits is refused with the country's rule (409 for a company member: the company's numbers apply)",
  body: taxNumberFields,
  answer: BuyerTaxNumbers,
});

export const companyTaxNumbersUpdate = defineCall({
  path: 'pri/companyTaxNumbersUpdate',
  caller: 'buyer',
  tag: 'team',
  summary:
    "A company admin sets the company's VAT and EORI numbers (blank: none), checked as for an individual (403 for a buyer, 404 without a company)",
  body: taxNumberFields,
  answer: BuyerTaxNumbers,
});
