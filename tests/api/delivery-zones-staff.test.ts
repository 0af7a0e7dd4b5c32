import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryZoneList, DeliveryZoneRecord, DeliveryZoneSaveRequest } from '#contract/calls/staff-delivery.ts';
import { auditRecords } from './helpers/editor.ts';
import { logInAs, type Buyer } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
let admin: Buyer;
let editor: Buyer;
let sales: Buyer;
let buyer: Buyer;

beforeAll(async () => {
  api = await openTestApi();
  admin = await logInAs(api, 'admin@lihda.example');
  editor = await logInAs(api, 'editor@lihda.example');
  sales = await logInAs(api, 'sales@lihda.example');
  buyer = await logInAs(api, 'buyer@example.com');
});
afterAll(() => api.close());

const zones = async () => (await admin.call<DeliveryZoneList>('editor/deliveryZoneList')).body.data.zones;
const zoneNamed = async (name: string) => (await zones()).find((z) => z.nameEn === name)!;
/** The tables as stored, to show a refusal changed nothing. */
const stored = async () => ({
  zones: await api.db.selectFrom('deliveryZones').selectAll().orderBy('id').execute(),
  areas: await api.db.selectFrom('deliveryZoneAreas').selectAll().orderBy('country').orderBy('postcodeArea').execute(),
  services: await api.db.selectFrom('deliveryServices').selectAll().orderBy('id').execute(),
  bands: await api.db.selectFrom('deliveryBands').selectAll().orderBy('serviceId').orderBy('upToGrams').execute(),
});

const ARRAN_BY_FERRY: DeliveryZoneSaveRequest = {
  nameEn: 'Arran by ferry',
  nameZh: '阿伦岛（渡轮）',
  areas: 'GB KA',
  standardOffered: true,
  standardDispatchDays: 1,
  standardDeliveryDays: 4,
  standardBands: '2000 = 12.50\n30000 = 19.95',
};

describe('the delivery tables in the console', () => {
  it("hold the demo's zones with today's prices", async () => {
    const list = await zones();
    expect(list.map((z) => z.nameEn)).toEqual([
      'UK mainland',
      'UK highlands, islands and Northern Ireland',
      'European Union',
      'Rest of the world',
    ]);
    expect(list[0]).toMatchObject({
      nameZh: '英国本土',
      areas: ['GB'],
      services: [
        { service: 'standard', freeOverPence: 15_000, bands: [{ upToGrams: 1_000_000, pricePence: 995 }] },
        {
          service: 'nextDay',
          freeOverPence: null,
          bands: [
            { upToGrams: 30_000, pricePence: 1495 },
            { upToGrams: 1_000_000, pricePence: 2995 },
          ],
        },
      ],
    });
    const districts = (area: string, from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => `GB ${area}${from + i}`);
    expect(list[1]!.areas).toEqual([
      ...districts('AB', 31, 38),
      ...districts('AB', 41, 56),
      'GB BT',
      ...districts('FK', 17, 21),
      'GB HS',
      'GB IV',
      'GB KW',
      'GB PA',
      'GB PH',
      'GB ZE',
    ]);
    expect(list.map((z) => z.dutiesPaid)).toEqual([false, false, false, false]);
    expect(list[2]!.areas).toContain('DE');
    expect(list[3]).toMatchObject({
      restOfWorld: true,
      areas: [],
      services: [{ service: 'standard', bands: [{ pricePence: 3500 }] }],
    });
  });

  it('are read by every member of staff and changed by administrators only', async () => {
    for (const who of [editor, sales]) {
      expect((await who.call<DeliveryZoneList>('editor/deliveryZoneList')).body.data.zones).toHaveLength(4);
      expect((await who.call('staff/deliveryZoneSave', ARRAN_BY_FERRY)).status).toBe(403);
      expect((await who.call('staff/deliveryZoneDelete', { id: 1 })).status).toBe(403);
    }
    expect((await buyer.call('editor/deliveryZoneList')).status).toBe(403);
    expect((await api.call('editor/deliveryZoneList')).status).toBe(401);
  });

  it('adds, changes and deletes a zone, each change audited', async () => {
    const added = await admin.call<DeliveryZoneList>('staff/deliveryZoneSave', ARRAN_BY_FERRY);
    expect([added.body.code, added.body.msg]).toEqual([200, 'Delivery zone saved.']);
    let zone = added.body.data.zones.find((z) => z.nameEn === ARRAN_BY_FERRY.nameEn)!;
    expect(zone).toMatchObject({
      areas: ['GB KA'],
      services: [
        {
          service: 'standard',
          dispatchDays: 1,
          deliveryDays: 4,
          freeOverPence: null,
          bands: [
            { upToGrams: 2000, pricePence: 1250 },
            { upToGrams: 30_000, pricePence: 1995 },
          ],
        },
      ],
    });

    const changed = await admin.call<DeliveryZoneList>('staff/deliveryZoneSave', {
      ...ARRAN_BY_FERRY,
      id: zone.id,
      standardFreeOverPence: 50_000,
      nextDayOffered: true,
      nextDayDispatchDays: 0,
      nextDayDeliveryDays: 2,
      nextDayBands: '30000 = 40',
    });
    zone = changed.body.data.zones.find((z) => z.id === zone.id)!;
    expect(zone.services.map((s) => [s.service, s.freeOverPence, s.bands.length])).toEqual([
      ['standard', 50_000, 2],
      ['nextDay', null, 1],
    ]);

    const [record] = await auditRecords(api);
    expect(record).toMatchObject({
      userEmail: 'admin@lihda.example',
      area: 'delivery',
      recordId: String(zone.id),
      action: 'update',
    });
    expect(record!.summary).toContain('nextDay ≤30000 g £40.00');

    const districtAndDuties = await admin.call<DeliveryZoneList>('staff/deliveryZoneSave', {
      ...ARRAN_BY_FERRY,
      id: zone.id,
      areas: 'GB KA, GB TR21, NO',
      dutiesPaid: true,
    });
    expect(districtAndDuties.body.code, districtAndDuties.body.msg).toBe(200);
    zone = districtAndDuties.body.data.zones.find((z) => z.id === zone.id)!;
    expect(zone).toMatchObject({ areas: ['GB KA', 'GB TR21', 'NO'], dutiesPaid: true });
    expect((await auditRecords(api))[0]!.summary).toContain('(duties paid)');

    const deleted = await admin.call<DeliveryZoneList>('staff/deliveryZoneDelete', { id: zone.id });
    expect(deleted.body.data.zones.some((z) => z.id === zone.id)).toBe(false);
    expect((await auditRecords(api))[0]).toMatchObject({ area: 'delivery', action: 'delete' });
  });

  it('never deletes the rest of the world', async () => {
    const rest = (await zones()).find((z) => z.restOfWorld)!;
    const refused = await admin.call('staff/deliveryZoneDelete', { id: rest.id }, { lang: 'zh-cn' });
    expect([refused.body.code, refused.body.msg]).toEqual([409, '世界其他地区不能删除。']);
  });
});

describe('bad input', () => {
  const mainland = () => zoneNamed('UK mainland');
  /** The mainland zone as the form would send it, with one change. */
  async function mainlandWith(change: Partial<DeliveryZoneSaveRequest>): Promise<DeliveryZoneSaveRequest> {
    const zone: DeliveryZoneRecord = await mainland();
    const [standard, nextDay] = zone.services;
    const bandText = (s: typeof standard) => s!.bands.map((b) => `${b.upToGrams} = ${b.pricePence / 100}`).join('\n');
    return {
      id: zone.id,
      nameEn: zone.nameEn,
      nameZh: zone.nameZh,
      areas: zone.areas.join(', '),
      standardOffered: true,
      standardDispatchDays: standard!.dispatchDays,
      standardDeliveryDays: standard!.deliveryDays,
      standardFreeOverPence: standard!.freeOverPence!,
      standardBands: bandText(standard),
      nextDayOffered: true,
      nextDayDispatchDays: nextDay!.dispatchDays,
      nextDayDeliveryDays: nextDay!.deliveryDays,
      nextDayBands: bandText(nextDay),
      ...change,
    };
  }

  it.each<[string, Partial<DeliveryZoneSaveRequest>, string, string]>([
    [
      'a zone without services',
      { standardOffered: false, nextDayOffered: false },
      'A zone needs at least one delivery service.',
      '每个配送区域至少需要一项配送服务。',
    ],
    [
      'overlapping weight bands',
      { nextDayBands: '30000 = 14.95\n30000 = 19.95' },
      'Next-day delivery: two weight bands both end at 30000 g. Each band must end at a heavier weight than the one before.',
      '次日达：有两个重量区间都止于 30000 克。每个区间的上限必须重于前一个区间。',
    ],
    [
      'a negative price',
      { standardBands: '30000 = 9.95\n50000 = -1.00' },
      'Standard delivery, line 2: a price cannot be negative.',
      '标准配送，第 2 行：价格不能为负数。',
    ],
    [
      'a band that is not weight = price',
      { standardBands: 'heavy = 9.95' },
      'Standard delivery, line 1: write a band as weight in grams = price in pounds, e.g. 30000 = 9.95.',
      '标准配送，第 1 行：请按“重量（克）= 价格（英镑）”填写区间，例如 30000 = 9.95。',
    ],
    [
      'a service with no bands',
      { standardBands: '' },
      'Standard delivery: add at least one weight band.',
      '标准配送：请至少添加一个重量区间。',
    ],
    [
      'an area another zone has',
      { areas: 'GB, GB IV' },
      'GB IV already belongs to the zone UK highlands, islands and Northern Ireland.',
      'GB IV 已属于配送区域“UK highlands, islands and Northern Ireland”。',
    ],
    [
      'a country we do not deliver to',
      { areas: 'GB, XX' },
      'XX is not a country we deliver to, or its postcode part is neither an area of one or two letters nor a district (write GB, GB IV or GB AB37).',
      'XX 不是我们配送的国家，或其邮编部分既不是一到两个字母的区域，也不是邮编分区（请填写 GB、GB IV 或 GB AB37）。',
    ],
    [
      'a second rest of the world',
      { restOfWorld: true },
      'The zone Rest of the world is already the rest of the world.',
      '配送区域“Rest of the world”已是世界其他地区。',
    ],
    [
      'delivery in no days',
      { nextDayDeliveryDays: 0 },
      'Next-day delivery: delivery takes at least one day.',
      '次日达：运送至少需要一天。',
    ],
  ])('refuses %s in both languages and saves nothing', async (_case, change, en, zh) => {
    const before = await stored();
    const audits = (await auditRecords(api)).length;
    const body = await mainlandWith(change);
    const english = await admin.call('staff/deliveryZoneSave', body);
    const chinese = await admin.call('staff/deliveryZoneSave', body, { lang: 'zh-cn' });
    expect([english.body.code, english.body.msg]).toEqual([400, en]);
    expect([chinese.body.code, chinese.body.msg]).toEqual([400, zh]);
    expect(await stored()).toEqual(before);
    expect(await auditRecords(api)).toHaveLength(audits);
  });

  it('refuses a price below zero in the days fields by the field rules', async () => {
    const refused = await admin.call('staff/deliveryZoneSave', await mainlandWith({ standardFreeOverPence: -5 }));
    expect(refused.body.code).toBe(400);
    expect(refused.body.msg).toMatch(/standard delivery: free over \(pence\)/i);
  });
});
