import {
  ADDRESS_KINDS,
  type Address,
  type AddressAddRequest,
  type AddressFields,
  type SharedAddress,
} from '#contract/calls/addresses.ts';
import { HOME_COUNTRY } from '#contract/rules/countries.ts';
import { normaliseUkPostcode } from '#contract/rules/postcode.ts';
import { fillBoth } from '#contract/i18n/text.ts';
import type { Db } from '../db/connect.ts';
import type { AddressSnapshotJson } from '../db/schema.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { MESSAGES } from '../i18n/messages.ts';
import { VERIFIED_ADDRESS_MESSAGES } from '../i18n/verified-address-messages.ts';
import { hasVerifiedAddress, requireVerifiedAddress } from '../accounts/verified-address.ts';

/** Addresses a buyer keeps (both kinds together). */
export const MAX_ADDRESSES = 50;

const ADDRESS_COLUMNS = [
  'id',
  'kind',
  'isDefault',
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

export async function listAddresses(db: Db, userId: number): Promise<Address[]> {
  return db
    .selectFrom('addresses')
    .select(ADDRESS_COLUMNS)
    .where('userId', '=', userId)
    .where('deletedAt', 'is', null)
    .orderBy('kind')
    .orderBy('isDefault', 'desc')
    .orderBy('id')
    .execute();
}

/** The admins of the buyer's company other than the buyer: their addresses are the company's, shared with its team. */
function companyAdminsOf(db: Db, userId: number) {
  return db
    .selectFrom('users as admin')
    .innerJoin('users as me', 'me.companyId', 'admin.companyId')
    .select('admin.id')
    .where('me.id', '=', userId)
    .where('admin.companyRole', '=', 'admin')
    .where('admin.id', '<>', userId);
}

/** The company's addresses (its admins' own) for a member to deliver or invoice to; never a default of the member's. */
export async function listSharedAddresses(db: Db, userId: number): Promise<SharedAddress[]> {
  const rows = await db
    .selectFrom('addresses as a')
    .innerJoin('users as u', 'u.id', 'a.userId')
    .select(ADDRESS_COLUMNS.map((column) => `a.${column}` as const))
    .select(['u.firstName', 'u.lastName'])
    .where('a.userId', 'in', companyAdminsOf(db, userId))
    .where('a.deletedAt', 'is', null)
    .where('a.addedUnverified', '=', false)
    .orderBy('a.kind')
    .orderBy('a.isDefault', 'desc')
    .orderBy('a.id')
    .execute();
  return rows.map(({ firstName, lastName, ...address }) => ({
    ...address,
    isDefault: false,
    sharedBy: `${firstName} ${lastName}`,
  }));
}

/** UK postcodes in the standard form; other countries' postcodes as typed. */
function checkedPostcode(postcode: string, country: string): string {
  if (country !== HOME_COUNTRY) return postcode.toUpperCase();
  const normal = normaliseUkPostcode(postcode);
  if (!normal) throw new ApiError(CODE.badInput, MESSAGES.badPostcode, { field: 'postcode' });
  return normal;
}

/**
 * Adds an address; the first of its kind, or one asked to be, becomes the default of that kind.
 * Before the account's address is verified it is kept for the checkout only: marked, never a
 * default and never offered to a team (it joins the book when the address is verified).
 */
export async function addAddress(db: Db, userId: number, request: AddressAddRequest): Promise<Address> {
  const { kind, makeDefault = false, ...fields } = request;
  const postcode = checkedPostcode(fields.postcode, fields.country);
  const addedUnverified = !(await hasVerifiedAddress(db, userId));
  return db.transaction().execute(async (tx) => {
    const counts = await tx
      .selectFrom('addresses')
      .select((eb) => [
        eb.fn.countAll<number>().as('all'),
        eb.fn.countAll<number>().filterWhere('kind', '=', kind).as('ofKind'),
      ])
      .where('userId', '=', userId)
      .where('deletedAt', 'is', null)
      .executeTakeFirstOrThrow();
    if (Number(counts.all) >= MAX_ADDRESSES)
      throw new ApiError(CODE.conflict, fillBoth(MESSAGES.tooManyAddresses, { max: MAX_ADDRESSES }));
    const isDefault = !addedUnverified && (makeDefault || Number(counts.ofKind) === 0);
    if (isDefault) {
      await tx
        .updateTable('addresses')
        .set({ isDefault: false })
        .where('userId', '=', userId)
        .where('kind', '=', kind)
        .where('isDefault', '=', true)
        .execute();
    }
    return tx
      .insertInto('addresses')
      .values({ userId, kind, isDefault, addedUnverified, ...fields, postcode })
      .returning(ADDRESS_COLUMNS)
      .executeTakeFirstOrThrow();
  });
}

/** One of the buyer's live addresses, or one of the company's its admins keep, as an order keeps it, or 404. */
export async function addressSnapshot(db: Db, userId: number, id: number): Promise<AddressSnapshotJson> {
  const address = await db
    .selectFrom('addresses')
    .select(['contactName', 'companyName', 'line1', 'line2', 'town', 'county', 'postcode', 'country', 'phone'])
    .where('id', '=', id)
    .where((eb) => eb.or([eb('userId', '=', userId), eb('userId', 'in', companyAdminsOf(db, userId))]))
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (!address) throw new ApiError(CODE.notFound, MESSAGES.noSuchAddress);
  return address satisfies AddressFields;
}

/** The buyer's live address of this id (its kind and whether it is the default), or 404 as for a missing id. */
async function ownAddress(db: Db, userId: number, id: number): Promise<{ kind: Address['kind']; isDefault: boolean }> {
  const address = await db
    .selectFrom('addresses')
    .select(['kind', 'isDefault'])
    .where('id', '=', id)
    .where('userId', '=', userId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (!address) throw new ApiError(CODE.notFound, MESSAGES.noSuchAddress);
  return address;
}

/** Changes an address's fields in place; orders placed with it keep their own copy, so they do not change. */
export async function updateAddress(db: Db, userId: number, id: number, fields: AddressFields): Promise<Address> {
  await requireVerifiedAddress(db, userId, VERIFIED_ADDRESS_MESSAGES.addressBookNeedsVerified);
  await ownAddress(db, userId, id);
  const postcode = checkedPostcode(fields.postcode, fields.country);
  return db
    .updateTable('addresses')
    .set({ ...fields, postcode })
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returning(ADDRESS_COLUMNS)
    .executeTakeFirstOrThrow();
}

/**
 * Deletes an address softly (orders still point at its row, and keep their own copy of it). When it
 * was the default, the oldest remaining address of its kind becomes the default.
 */
export async function deleteAddress(db: Db, userId: number, id: number): Promise<Address[]> {
  await db.transaction().execute(async (tx) => {
    const { kind, isDefault } = await ownAddress(tx, userId, id);
    await tx.updateTable('addresses').set({ deletedAt: new Date(), isDefault: false }).where('id', '=', id).execute();
    if (!isDefault) return;
    const next = await tx
      .selectFrom('addresses')
      .select('id')
      .where('userId', '=', userId)
      .where('kind', '=', kind)
      .where('deletedAt', 'is', null)
      .orderBy('id')
      .executeTakeFirst();
    if (next) await tx.updateTable('addresses').set({ isDefault: true }).where('id', '=', next.id).execute();
  });
  return listAddresses(db, userId);
}

/** Makes an address the default of its kind (the one the checkout chooses first). */
export async function setDefaultAddress(db: Db, userId: number, id: number): Promise<Address[]> {
  await requireVerifiedAddress(db, userId, VERIFIED_ADDRESS_MESSAGES.addressBookNeedsVerified);
  await db.transaction().execute(async (tx) => {
    const { kind } = await ownAddress(tx, userId, id);
    await tx
      .updateTable('addresses')
      .set({ isDefault: false })
      .where('userId', '=', userId)
      .where('kind', '=', kind)
      .where('isDefault', '=', true)
      .execute();
    await tx.updateTable('addresses').set({ isDefault: true }).where('id', '=', id).execute();
  });
  return listAddresses(db, userId);
}

/** The addresses kept for the checkout before the account's address was verified join the book; a kind without a default gets its oldest. */
export async function adoptCheckoutAddresses(tx: Db, userId: number): Promise<void> {
  await tx
    .updateTable('addresses')
    .set({ addedUnverified: false })
    .where('userId', '=', userId)
    .where('addedUnverified', '=', true)
    .execute();
  for (const kind of ADDRESS_KINDS) {
    const live = tx
      .selectFrom('addresses')
      .where('userId', '=', userId)
      .where('kind', '=', kind)
      .where('deletedAt', 'is', null);
    if (await live.select('id').where('isDefault', '=', true).executeTakeFirst()) continue;
    const oldest = await live.select('id').orderBy('id').executeTakeFirst();
    if (oldest) await tx.updateTable('addresses').set({ isDefault: true }).where('id', '=', oldest.id).execute();
  }
}
