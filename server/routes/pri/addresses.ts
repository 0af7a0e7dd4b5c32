import type { FastifyInstance } from 'fastify';
import type { AddressUpdateRequest } from '#contract/api/profile-types.ts';
import type { Address, AddressAddRequest, AddressBookAnswer, AddressListAnswer } from '#contract/api/shop-types.ts';
import { pick } from '#contract/i18n/text.ts';
import { DELIVERY_COUNTRIES } from '#contract/rules/countries.ts';
import { ADDRESS_LIMITS, PHONE_PATTERN } from '#contract/limits/fields.ts';
import { requireSession } from '../../auth/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { emptyBody, fields, idField, oneOf, text, yesNo } from '#contract/fields.ts';
import { PROFILE_MESSAGES } from '../../i18n/profile-messages.ts';
import { addAddress, deleteAddress, listAddresses, listSharedAddresses, setDefaultAddress, updateAddress } from '../../shop/addresses.ts';

/** A telephone number (an address's, required; the buyer's own on the profile, optional). */
export function phoneField<R extends boolean>(required: R) {
  return text({
    label: { en: 'telephone number', zh: '电话号码' },
    required,
    max: ADDRESS_LIMITS.phone,
    pattern: PHONE_PATTERN,
    patternMessage: { en: 'Enter a telephone number of digits, spaces, +, brackets or dashes', zh: '电话号码只能包含数字、空格、+、括号或连字符' },
  });
}

/** The fields of a new address, with their limits and messages (the checkout's and the address book's). */
export const addressFields = {
  kind: oneOf({ label: { en: 'address type', zh: '地址类型' }, required: true, values: ['delivery', 'invoice'] }),
  contactName: text({ label: { en: 'contact name', zh: '联系人' }, required: true, max: ADDRESS_LIMITS.contactName }),
  companyName: text({ label: { en: 'company name', zh: '公司名称' }, max: ADDRESS_LIMITS.companyName }),
  line1: text({ label: { en: 'address line 1', zh: '地址第一行' }, required: true, max: ADDRESS_LIMITS.line }),
  line2: text({ label: { en: 'address line 2', zh: '地址第二行' }, max: ADDRESS_LIMITS.line }),
  town: text({ label: { en: 'town or city', zh: '城镇/城市' }, required: true, max: ADDRESS_LIMITS.town }),
  county: text({ label: { en: 'county', zh: '郡/州' }, max: ADDRESS_LIMITS.county }),
  postcode: text({ label: { en: 'postcode', zh: '邮编' }, required: true, max: ADDRESS_LIMITS.postcode }),
  country: oneOf({ label: { en: 'country', zh: '国家/地区' }, required: true, values: DELIVERY_COUNTRIES }),
  phone: phoneField(true),
  makeDefault: yesNo({ label: { en: 'default address', zh: '默认地址' } }),
};

export async function addressRoutes(app: FastifyInstance): Promise<void> {
  app.post('/pri/addressList', {
    schema: { tags: ['checkout'], summary: "The buyer's delivery and invoice addresses, defaults first, and the company's addresses its admins keep (701 without a live session)", body: emptyBody },
  }, async (request) => {
    const session = await requireSession(request);
    const [list, shared] = await Promise.all([listAddresses(app.db, session.userId), listSharedAddresses(app.db, session.userId)]);
    return ok<AddressBookAnswer>({ list, shared });
  });

  app.post('/pri/addressAdd', {
    schema: { tags: ['checkout'], summary: 'Add a delivery or invoice address; UK postcodes are checked (701 without a live session)', body: fields(addressFields) },
  }, async (request) => {
    const session = await requireSession(request);
    // The optional lines arrive absent when left empty.
    const { companyName = '', line2 = '', county = '', ...rest } = request.body as AddressAddRequest;
    return ok(await addAddress(app.db, session.userId, { ...rest, companyName, line2, county }));
  });

  // The address book (/acAddress). Another buyer's address answers 404, as a missing one does.
  const { kind: _kind, makeDefault: _makeDefault, ...editableFields } = addressFields;

  app.post('/pri/addressUpdate', {
    schema: { tags: ['account'], summary: "Change an address's fields (not its kind); orders keep the copy they were placed with (701 without a live session)", body: fields({ id: idField(), ...editableFields }) },
  }, async (request) => {
    const session = await requireSession(request);
    const { id, companyName = '', line2 = '', county = '', ...rest } = request.body as AddressUpdateRequest;
    const address = await updateAddress(app.db, session.userId, id, { ...rest, companyName, line2, county });
    return ok<Address>(address, pick(PROFILE_MESSAGES.addressSaved, request.language));
  });

  app.post('/pri/addressDelete', {
    schema: { tags: ['account'], summary: 'Delete an address (a default passes to the oldest other of its kind); answers the addresses left (701 without a live session)', body: fields({ id: idField() }) },
  }, async (request) => {
    const session = await requireSession(request);
    const { id } = request.body as { id: number };
    const list = await deleteAddress(app.db, session.userId, id);
    return ok<AddressListAnswer>({ list }, pick(PROFILE_MESSAGES.addressDeleted, request.language));
  });

  app.post('/pri/addressSetDefault', {
    schema: { tags: ['account'], summary: 'Make an address the default of its kind; answers the addresses (701 without a live session)', body: fields({ id: idField() }) },
  }, async (request) => {
    const session = await requireSession(request);
    const { id } = request.body as { id: number };
    const list = await setDefaultAddress(app.db, session.userId, id);
    return ok<AddressListAnswer>({ list }, pick(PROFILE_MESSAGES.defaultSet, request.language));
  });
}
