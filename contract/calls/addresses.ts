import * as T from 'typebox';
import { defineCall } from '../call.ts';
import { emptyBody, fields, idField, oneOf, telephone, text, yesNo } from '../fields.ts';
import { ADDRESS_LIMITS } from '../limits/fields.ts';
import { businessText } from '../one-line-fields.ts';
import { DELIVERY_COUNTRIES } from '../rules/countries.ts';

/** The buyer's delivery and invoice addresses: the checkout's and the address book's (/acAddress). */

export const ADDRESS_KINDS = ['delivery', 'invoice'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];

/** The fields of an address as the buyer types them (and as an order keeps them). */
export const AddressFields = T.Object({
  contactName: T.String(),
  companyName: T.String(),
  line1: T.String(),
  line2: T.String(),
  town: T.String(),
  county: T.String(),
  /** UK postcodes are checked and written in the standard form (SW1A 1AA). */
  postcode: T.String(),
  /** ISO 3166-1 alpha-2 of a country we deliver to (contract/rules/countries.ts). */
  country: T.String(),
  phone: T.String(),
});
export type AddressFields = T.Static<typeof AddressFields>;

export const Address = T.Object({
  id: T.Integer(),
  kind: T.Unsafe<AddressKind>({ type: 'string', enum: [...ADDRESS_KINDS] }),
  isDefault: T.Boolean(),
  ...AddressFields.properties,
});
export type Address = T.Static<typeof Address>;

/** pri/addressDelete, pri/addressSetDefault: the buyer's own addresses after the change. */
export const AddressListAnswer = T.Object({ list: T.Array(Address) });
export type AddressListAnswer = T.Static<typeof AddressListAnswer>;

/** An address a company's admin keeps (a site of the company), offered to its members at checkout; theirs to use, not to edit. */
export const SharedAddress = T.Object({
  ...Address.properties,
  /** The admin who keeps it. */
  sharedBy: T.String(),
});
export type SharedAddress = T.Static<typeof SharedAddress>;

/** pri/addressList: the buyer's own addresses, and the company's addresses its admins keep (none for a buyer without a company). */
export const AddressBookAnswer = T.Object({ ...AddressListAnswer.properties, shared: T.Array(SharedAddress) });
export type AddressBookAnswer = T.Static<typeof AddressBookAnswer>;

/** A telephone number (an address's, required; the buyer's own on the profile, optional). */
export function phoneField<R extends boolean>(required: R) {
  return telephone({ label: { en: 'telephone number', zh: '电话号码' }, required, max: ADDRESS_LIMITS.phone });
}

/** The fields of a new address, with their limits and messages (the checkout's and the address book's). */
export const addressFields = {
  kind: oneOf({ label: { en: 'address type', zh: '地址类型' }, required: true, values: ADDRESS_KINDS }),
  contactName: businessText({
    label: { en: 'contact name', zh: '联系人' },
    required: true,
    max: ADDRESS_LIMITS.contactName,
  }),
  companyName: businessText({ label: { en: 'company name', zh: '公司名称' }, max: ADDRESS_LIMITS.companyName }),
  line1: businessText({ label: { en: 'address line 1', zh: '地址第一行' }, required: true, max: ADDRESS_LIMITS.line }),
  line2: businessText({ label: { en: 'address line 2', zh: '地址第二行' }, max: ADDRESS_LIMITS.line }),
  town: businessText({ label: { en: 'town or city', zh: '城镇/城市' }, required: true, max: ADDRESS_LIMITS.town }),
  county: businessText({ label: { en: 'county', zh: '郡/州' }, max: ADDRESS_LIMITS.county }),
  postcode: text({ label: { en: 'postcode', zh: '邮编' }, required: true, max: ADDRESS_LIMITS.postcode }),
  country: oneOf({ label: { en: 'country', zh: '国家/地区' }, required: true, values: DELIVERY_COUNTRIES }),
  phone: phoneField(true),
  makeDefault: yesNo({ label: { en: 'default address', zh: '默认地址' } }),
};

// An address's kind and default stay as they are when it is changed.
const { kind: _kind, makeDefault: _makeDefault, ...editableFields } = addressFields;

export const addressList = defineCall({
  path: 'pri/addressList',
  caller: 'buyer',
  tag: 'checkout',
  summary: "The buyer's delivery and invoice addresses, defaults first, and the company's addresses its admins keep",
  body: emptyBody,
  answer: AddressBookAnswer,
});

/** The optional lines (company, line 2, county) arrive absent when left empty. */
export const addressAdd = defineCall({
  path: 'pri/addressAdd',
  caller: 'buyer',
  tag: 'checkout',
  summary: 'Add a delivery or invoice address; UK postcodes are checked',
  body: fields(addressFields),
  answer: Address,
});
/** A new address as the forms make it: every line present, '' when empty. */
export type AddressAddRequest = AddressFields & { kind: AddressKind; makeDefault?: boolean };

/** Another buyer's address answers 404, as a missing one does. */
export const addressUpdate = defineCall({
  path: 'pri/addressUpdate',
  caller: 'buyer',
  tag: 'account',
  summary: "Change an address's fields (not its kind); orders keep the copy they were placed with",
  body: fields({ id: idField(), ...editableFields }),
  answer: Address,
});
export type AddressUpdateRequest = AddressFields & { id: number };

export const addressDelete = defineCall({
  path: 'pri/addressDelete',
  caller: 'buyer',
  tag: 'account',
  summary: 'Delete an address (a default passes to the oldest other of its kind); answers the addresses left',
  body: fields({ id: idField() }),
  answer: AddressListAnswer,
});

export const addressSetDefault = defineCall({
  path: 'pri/addressSetDefault',
  caller: 'buyer',
  tag: 'account',
  summary: 'Make an address the default of its kind; answers the addresses',
  body: fields({ id: idField() }),
  answer: AddressListAnswer,
});
