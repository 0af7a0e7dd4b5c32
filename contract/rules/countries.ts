/**
 * Countries we deliver to (ISO 3166-1 alpha-2), the UK first. Names come from Intl.DisplayNames in
 * the page's language, so the list needs no translations of its own.
 */
export const DELIVERY_COUNTRIES = [
  'GB',
  'IE',
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'NO',
  'IS',
  'CH',
  'LI',
  'US',
  'CA',
  'MX',
  'AU',
  'NZ',
  'JP',
  'KR',
  'CN',
  'HK',
  'TW',
  'SG',
  'MY',
  'TH',
  'IN',
  'AE',
  'SA',
  'IL',
  'TR',
  'ZA',
  'BR',
] as const;

export type CountryCode = (typeof DELIVERY_COUNTRIES)[number];

export const HOME_COUNTRY: CountryCode = 'GB';

export function isDeliveryCountry(code: string): code is CountryCode {
  return (DELIVERY_COUNTRIES as readonly string[]).includes(code);
}

/** The country's name in a language ('en' or 'zh-cn'), e.g. United Kingdom, 英国. */
export function countryName(code: string, locale: string): string {
  return new Intl.DisplayNames([locale === 'zh-cn' ? 'zh-Hans' : 'en-GB'], { type: 'region' }).of(code) ?? code;
}
