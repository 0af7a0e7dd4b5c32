import type { AddressFields } from '../calls/addresses.ts';
import type { Language } from '../i18n/text.ts';
import { countryName } from './countries.ts';

/** An address as it is written on an envelope, one line each, the country named in the reader's language. */
export function postalLines(a: AddressFields, language: Language): string[] {
  return [
    a.contactName,
    a.companyName,
    a.line1,
    a.line2,
    a.town,
    a.county,
    a.postcode,
    countryName(a.country, language),
  ].filter(Boolean);
}
