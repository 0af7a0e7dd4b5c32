import * as T from 'typebox';
import { defineCall, enumOf, orNull } from '../call.ts';
import { emptyBody, fields, idField, text, wholeNumber, yesNo } from '../fields.ts';
import type { BilingualText } from '../i18n/text.ts';
import { DELIVERY_SERVICES } from './delivery-choice.ts';

/**
 * The delivery tables in the console (docs/delivery.md): every member of staff reads them, only
 * administrators change them. A zone is saved whole: its name, the countries and postcode areas it
 * covers, and each service it offers with its dispatch and delivery days, free-over threshold and
 * weight bands.
 */

export const DELIVERY_LIMITS = {
  zoneName: 100,
  /** "GB IV, GB KW, …": room for every country we deliver to. */
  areasText: 1000,
  /** One band a line, "30000 = 9.95". */
  bandsText: 1000,
  maxBands: 20,
  maxDays: 60,
  maxGrams: 100_000_000,
  maxPence: 10_000_000,
} as const;

export const DeliveryBand = T.Object({ upToGrams: T.Integer(), pricePence: T.Integer() });

export const DeliveryServiceRecord = T.Object({
  service: enumOf(DELIVERY_SERVICES),
  dispatchDays: T.Integer(),
  deliveryDays: T.Integer(),
  freeOverPence: orNull(T.Integer()),
  /** Lightest first. */
  bands: T.Array(DeliveryBand),
});

export const DeliveryZoneRecord = T.Object({
  id: T.Integer(),
  nameEn: T.String(),
  nameZh: T.String(),
  /** The zone of every destination no other zone names. */
  restOfWorld: T.Boolean(),
  /** Import duties outside the UK paid by the shop (DDP); false: by the recipient (DAP). */
  dutiesPaid: T.Boolean(),
  /** Country codes, with a postcode area where the zone takes only part of a country ("GB", "GB IV"). */
  areas: T.Array(T.String()),
  services: T.Array(DeliveryServiceRecord),
});
export type DeliveryZoneRecord = T.Static<typeof DeliveryZoneRecord>;

export const DeliveryZoneList = T.Object({ zones: T.Array(DeliveryZoneRecord) });
export type DeliveryZoneList = T.Static<typeof DeliveryZoneList>;

const days = (label: BilingualText) => wholeNumber({ label, min: 0, max: DELIVERY_LIMITS.maxDays });
const pence = (label: BilingualText) => wholeNumber({ label, min: 0, max: DELIVERY_LIMITS.maxPence });
const bands = (label: BilingualText) => text({ label, max: DELIVERY_LIMITS.bandsText });

/** A zone as the console's form sends it: each service's fields prefixed with its name; a service not offered leaves them out. */
export const deliveryZoneFields = {
  nameEn: text({
    label: { en: 'zone name (English)', zh: '区域名称（英文）' },
    required: true,
    max: DELIVERY_LIMITS.zoneName,
  }),
  nameZh: text({
    label: { en: 'zone name (Chinese)', zh: '区域名称（中文）' },
    required: true,
    max: DELIVERY_LIMITS.zoneName,
  }),
  restOfWorld: yesNo({ label: { en: 'rest of the world', zh: '世界其他地区' } }),
  dutiesPaid: yesNo({ label: { en: 'duties paid by us (DDP)', zh: '关税由我方承担（DDP）' } }),
  areas: text({ label: { en: 'countries and postcode areas', zh: '国家及邮编区域' }, max: DELIVERY_LIMITS.areasText }),
  standardOffered: yesNo({ label: { en: 'standard delivery offered', zh: '提供标准配送' } }),
  standardDispatchDays: days({ en: 'standard delivery: dispatch days', zh: '标准配送：发货天数' }),
  standardDeliveryDays: days({ en: 'standard delivery: delivery days', zh: '标准配送：运送天数' }),
  standardFreeOverPence: pence({ en: 'standard delivery: free over (pence)', zh: '标准配送：免运费门槛（便士）' }),
  standardBands: bands({ en: 'standard delivery: weight bands', zh: '标准配送：重量区间' }),
  nextDayOffered: yesNo({ label: { en: 'next-day delivery offered', zh: '提供次日达' } }),
  nextDayDispatchDays: days({ en: 'next-day delivery: dispatch days', zh: '次日达：发货天数' }),
  nextDayDeliveryDays: days({ en: 'next-day delivery: delivery days', zh: '次日达：运送天数' }),
  nextDayFreeOverPence: pence({ en: 'next-day delivery: free over (pence)', zh: '次日达：免运费门槛（便士）' }),
  nextDayBands: bands({ en: 'next-day delivery: weight bands', zh: '次日达：重量区间' }),
};

const zoneId = idField({ en: 'delivery zone', zh: '配送区域' });

export const deliveryZoneList = defineCall({
  path: 'editor/deliveryZoneList',
  caller: 'staff',
  tag: 'editor',
  summary: 'Every delivery zone with its areas, services and weight bands',
  body: emptyBody,
  answer: DeliveryZoneList,
});

export const deliveryZoneSave = defineCall({
  path: 'staff/deliveryZoneSave',
  caller: 'admin',
  tag: 'staff',
  summary:
    'Add a delivery zone (no id) or replace one whole; refused with nothing saved when a service is missing, bands overlap or an area is taken',
  body: fields({ id: T.Optional(zoneId), ...deliveryZoneFields }),
  answer: DeliveryZoneList,
});
export type DeliveryZoneSaveRequest = T.Static<typeof deliveryZoneSave.body>;

export const deliveryZoneDelete = defineCall({
  path: 'staff/deliveryZoneDelete',
  caller: 'admin',
  tag: 'staff',
  summary: 'Delete a delivery zone (never the rest of the world)',
  body: fields({ id: zoneId }),
  answer: DeliveryZoneList,
});
