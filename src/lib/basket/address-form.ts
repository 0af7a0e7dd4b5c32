import type { AddressAddRequest, AddressFields, AddressKind } from '#contract/calls/addresses.ts';
import { countryName, DELIVERY_COUNTRIES, HOME_COUNTRY } from '#contract/rules/countries.ts';
import { normaliseUkPostcode } from '#contract/rules/postcode.ts';
import { ADDRESS_LIMITS, PHONE_PATTERN } from '#contract/limits/fields.ts';

/**
 * The new-address form's checks: the API's rules for pri/addressAdd (texts trimmed, lengths in
 * characters, the phone's characters, the UK postcode form), so a slip shows before the address is sent.
 */
export const ADDRESS_FIELDS = [
  'contactName',
  'companyName',
  'line1',
  'line2',
  'town',
  'county',
  'postcode',
  'country',
  'phone',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = AddressFields;

/** Each field's maximum length: the API's (pri/addressAdd); the country is chosen from a list. */
const MAX_LENGTH: Record<Exclude<AddressField, 'country'>, number> = {
  contactName: ADDRESS_LIMITS.contactName,
  companyName: ADDRESS_LIMITS.companyName,
  line1: ADDRESS_LIMITS.line,
  line2: ADDRESS_LIMITS.line,
  town: ADDRESS_LIMITS.town,
  county: ADDRESS_LIMITS.county,
  postcode: ADDRESS_LIMITS.postcode,
  phone: ADDRESS_LIMITS.phone,
};

const REQUIRED = new Set<AddressField>(['contactName', 'line1', 'town', 'postcode', 'country', 'phone']);

export const isRequiredAddressField = (field: AddressField) => REQUIRED.has(field);

export type AddressProblem =
  { rule: 'required' } | { rule: 'tooLong'; n: number } | { rule: 'postcode' } | { rule: 'phone' };
export type AddressProblems = Partial<Record<AddressField, AddressProblem>>;

export const EMPTY_ADDRESS: AddressValues = {
  contactName: '',
  companyName: '',
  line1: '',
  line2: '',
  town: '',
  county: '',
  postcode: '',
  country: HOME_COUNTRY,
  phone: '',
};

/** The problem with one field, or undefined when it is fine. */
export function addressProblem(field: AddressField, values: AddressValues): AddressProblem | undefined {
  const value = values[field].trim();
  if (value === '') return REQUIRED.has(field) ? { rule: 'required' } : undefined;
  if (field === 'country') return undefined;
  if ([...value].length > MAX_LENGTH[field]) return { rule: 'tooLong', n: MAX_LENGTH[field] };
  if (field === 'postcode' && values.country === HOME_COUNTRY && normaliseUkPostcode(value) === null)
    return { rule: 'postcode' };
  if (field === 'phone' && !PHONE_PATTERN.test(value)) return { rule: 'phone' };
  return undefined;
}

/** Every field's problem; an empty object when the address may be sent. */
export function addressProblems(values: AddressValues): AddressProblems {
  const problems: AddressProblems = {};
  for (const field of ADDRESS_FIELDS) {
    const problem = addressProblem(field, values);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The request for checked values: texts trimmed, a UK postcode in its standard form (SW1A 1AA). */
export function addressRequest(values: AddressValues, kind: AddressKind): AddressAddRequest {
  const trimmed = { ...values };
  for (const field of ADDRESS_FIELDS) trimmed[field] = values[field].trim();
  const postcode =
    trimmed.country === HOME_COUNTRY ? (normaliseUkPostcode(trimmed.postcode) ?? trimmed.postcode) : trimmed.postcode;
  return { ...trimmed, postcode, kind };
}

/** The countries for the select: the UK first, the rest by their name in the page's language. */
export function countryOptions(locale: string): Array<{ code: string; name: string }> {
  const option = (code: string) => ({ code, name: countryName(code, locale) });
  const others = DELIVERY_COUNTRIES.filter((code) => code !== HOME_COUNTRY).map(option);
  return [
    option(HOME_COUNTRY),
    ...others.sort((a, b) => a.name.localeCompare(b.name, locale === 'zh-cn' ? 'zh-Hans' : 'en-GB')),
  ];
}

/** An address on one line, for the checkout's select: "Alex Morgan, 1 High Street, Leeds LS1 1AA, United Kingdom". */
export function addressOneLine(address: AddressFields, locale: string): string {
  const { contactName, companyName, line1, line2, town, county, postcode, country } = address;
  return [contactName, companyName, line1, line2, town, county, postcode, countryName(country, locale)]
    .filter((part) => part.trim() !== '')
    .join(', ');
}
