import type { FastifyInstance } from 'fastify';
import type { AddressAddRequest, AddressListAnswer } from '../../../src/api/shop-types.ts';
import { DELIVERY_COUNTRIES } from '../../../src/lib/address/countries.ts';
import { ADDRESS_LIMITS, PHONE_PATTERN } from '../../../src/lib/validation/limits.ts';
import { requireSession } from '../../auth/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { emptyBody, fields, oneOf, text, yesNo } from '../../http/fields.ts';
import { addAddress, listAddresses } from '../../shop/addresses.ts';

/** The fields of a new address, with their limits and messages (shared by the account pages later). */
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
  phone: text({
    label: { en: 'telephone number', zh: '电话号码' },
    required: true,
    max: ADDRESS_LIMITS.phone,
    pattern: PHONE_PATTERN,
    patternMessage: { en: 'Enter a telephone number of digits, spaces, +, brackets or dashes', zh: '电话号码只能包含数字、空格、+、括号或连字符' },
  }),
  makeDefault: yesNo({ label: { en: 'default address', zh: '默认地址' } }),
};

export async function addressRoutes(app: FastifyInstance): Promise<void> {
  app.post('/pri/addressList', {
    schema: { tags: ['checkout'], summary: "The buyer's delivery and invoice addresses, defaults first (701 without a live session)", body: emptyBody },
  }, async (request) => {
    const session = await requireSession(request);
    return ok<AddressListAnswer>({ list: await listAddresses(app.db, session.userId) });
  });

  app.post('/pri/addressAdd', {
    schema: { tags: ['checkout'], summary: 'Add a delivery or invoice address; UK postcodes are checked (701 without a live session)', body: fields(addressFields) },
  }, async (request) => {
    const session = await requireSession(request);
    // The optional lines arrive absent when left empty.
    const { companyName = '', line2 = '', county = '', ...rest } = request.body as AddressAddRequest;
    return ok(await addAddress(app.db, session.userId, { ...rest, companyName, line2, county }));
  });
}
