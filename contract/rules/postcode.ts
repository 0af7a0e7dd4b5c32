/**
 * UK postcodes (BS 7666 form): outward code (area, district) and inward code (sector, unit),
 * e.g. SW1A 1AA, M1 1AE, B33 8TH, plus the special GIR 0AA.
 */
const UK_POSTCODE = /^(GIR0AA|[A-Z]{1,2}[0-9][A-Z0-9]?[0-9][A-Z]{2})$/;

/** The standard form of a UK postcode (upper case, one space before the inward code), or null when it is not one. */
export function normaliseUkPostcode(input: string): string | null {
  const compact = input.replace(/\s+/g, '').toUpperCase();
  if (!UK_POSTCODE.test(compact)) return null;
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}
