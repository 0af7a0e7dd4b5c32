import type { AddressFields } from '#contract/calls/addresses.ts';
import { ADDRESS_LIMITS, BUSINESS_TEXT_PATTERN, PERSON_NAME_PATTERN, PHONE_PATTERN } from '#contract/limits/fields.ts';
import { isDeliveryCountry } from '#contract/rules/countries.ts';
import type { Db } from '../db/connect.ts';
import type { CxmlAddress } from './cxml-read.ts';

/**
 * A purchase order's ShipTo and BillTo as the order's addresses: checked by the address book's
 * limits and characters, then kept for the order only (never in the company's address book).
 */

const fits = (value: string, max: number, pattern: RegExp, required = false) =>
  value === '' ? !required : value.length <= max && pattern.test(value);

/** The address fields of a cXML address, or null when one is missing, too long or holds what an address may not. */
export function addressFields(address: CxmlAddress): AddressFields | null {
  const [line1 = '', line2 = '', ...more] = address.streets;
  const fields: AddressFields = {
    contactName: address.deliverTo,
    companyName: address.name,
    line1,
    line2,
    town: address.city,
    county: address.state,
    postcode: address.postalCode.toUpperCase(),
    country: address.country.toUpperCase(),
    phone: address.phone,
  };
  const valid =
    more.length === 0 &&
    fits(fields.contactName, ADDRESS_LIMITS.contactName, PERSON_NAME_PATTERN, true) &&
    fits(fields.companyName, ADDRESS_LIMITS.companyName, BUSINESS_TEXT_PATTERN) &&
    fits(fields.line1, ADDRESS_LIMITS.line, BUSINESS_TEXT_PATTERN, true) &&
    fits(fields.line2, ADDRESS_LIMITS.line, BUSINESS_TEXT_PATTERN) &&
    fits(fields.town, ADDRESS_LIMITS.town, BUSINESS_TEXT_PATTERN, true) &&
    fits(fields.county, ADDRESS_LIMITS.county, BUSINESS_TEXT_PATTERN) &&
    fits(fields.postcode, ADDRESS_LIMITS.postcode, /^[A-Z0-9 -]+$/, true) &&
    fits(fields.phone, ADDRESS_LIMITS.phone, PHONE_PATTERN) &&
    isDeliveryCountry(fields.country);
  return valid ? fields : null;
}

/** Writes an order's address as one the address book does not show (deleted at once), and answers its id. */
export async function keepOrderAddress(
  db: Db,
  userId: number,
  kind: 'delivery' | 'invoice',
  fields: AddressFields,
): Promise<number> {
  const row = await db
    .insertInto('addresses')
    .values({ userId, kind, ...fields, deletedAt: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
