import { describe, expect, it } from 'vitest';
import { deliveryChoice, type Parcel } from '../../server/domain/delivery/choice.ts';
import { buildCatalogue } from '../../server/seed/catalogue/index.ts';
import {
  matchZone,
  postcodeArea,
  postcodeDistrict,
  servicePrice,
  type DeliveryZone,
  type ZoneService,
} from '../../server/domain/delivery/zones.ts';

// Tables shaped as the demo's (server/db/migrations/045-delivery-zones.ts).
const standard = (deliveryDays: number, freeOverPence: number | null, bands: Array<[number, number]>): ZoneService => ({
  service: 'standard',
  dispatchDays: 0,
  deliveryDays,
  freeOverPence,
  bands: bands.map(([upToGrams, pricePence]) => ({ upToGrams, pricePence })),
});
const nextDay: ZoneService = {
  service: 'nextDay',
  dispatchDays: 0,
  deliveryDays: 1,
  freeOverPence: null,
  bands: [
    { upToGrams: 30_000, pricePence: 1495 },
    { upToGrams: 1_000_000, pricePence: 2995 },
  ],
};
const zone = (
  id: number,
  nameEn: string,
  areas: Array<[string, string]>,
  services: ZoneService[],
  restOfWorld = false,
  dutiesPaid = false,
): DeliveryZone => ({
  id,
  nameEn,
  nameZh: nameEn,
  restOfWorld,
  dutiesPaid,
  areas: areas.map(([country, postcodeArea]) => ({ country, postcodeArea })),
  services,
});
const ZONES = [
  zone(1, 'UK mainland', [['GB', '']], [standard(2, 15_000, [[1_000_000, 995]]), nextDay]),
  zone(
    2,
    'UK highlands, islands and Northern Ireland',
    ['BT', 'HS', 'IV', 'KW', 'PA', 'PH', 'ZE', 'AB37', 'AB38'].map((a) => ['GB', a] as [string, string]),
    [
      standard(3, 15_000, [
        [30_000, 995],
        [1_000_000, 2495],
      ]),
    ],
  ),
  zone(
    3,
    'European Union',
    [
      ['DE', ''],
      ['IE', ''],
      ['FR', ''],
    ],
    [standard(4, null, [[1_000_000, 3500]])],
  ),
  zone(4, 'Rest of the world', [], [standard(7, null, [[1_000_000, 3500]])], true),
  zone(5, 'Norway, duties paid', [['NO', '']], [standard(5, null, [[1_000_000, 4500]])], false, true),
];
const zoneOf = (country: string, postcode: string) => matchZone(ZONES, country, postcode)?.nameEn;

describe('postcodeArea', () => {
  it('is the leading letters of the outward code', () => {
    expect(postcodeArea('IV2 3AB')).toBe('IV');
    expect(postcodeArea(' bt1 5gs')).toBe('BT');
    expect(postcodeArea('B33 8TH')).toBe('B');
    expect(postcodeArea('SW1A 1AA')).toBe('SW');
    expect(postcodeArea('')).toBe('');
    expect(postcodeArea('10115')).toBe('');
  });
});

describe('postcodeDistrict', () => {
  it('is the outward code of a whole or partial postcode, spaced or not', () => {
    expect(postcodeDistrict('AB37 9XX')).toBe('AB37');
    expect(postcodeDistrict('ab379xx')).toBe('AB37');
    expect(postcodeDistrict('EC1A 1BB')).toBe('EC1A');
    expect(postcodeDistrict('B33 8TH')).toBe('B33');
    expect(postcodeDistrict('M1 1AE')).toBe('M1');
    expect(postcodeDistrict('KW15')).toBe('KW15');
    expect(postcodeDistrict('')).toBe('');
    expect(postcodeDistrict('10115')).toBe('');
  });
});

describe('matchZone', () => {
  it.each([
    ['IV2 3AB', 'Inverness'],
    ['KW15 1AA', 'Kirkwall'],
    ['PH33 6SY', 'Fort William'],
    ['PA20 0AA', 'Argyll'],
    ['HS1 2AA', 'Stornoway'],
    ['ZE1 0AA', 'Lerwick'],
    ['BT1 5GS', 'Belfast'],
  ])('puts %s (%s) in the Highlands, islands and Northern Ireland', (postcode) => {
    expect(zoneOf('GB', postcode)).toBe('UK highlands, islands and Northern Ireland');
  });

  it('takes a district apart from the rest of its area (AB37 Highland, AB10 Aberdeen)', () => {
    expect(zoneOf('GB', 'AB37 9XX')).toBe('UK highlands, islands and Northern Ireland');
    expect(zoneOf('GB', 'AB38 9AA')).toBe('UK highlands, islands and Northern Ireland');
    expect(zoneOf('GB', 'AB39 2AA')).toBe('UK mainland');
  });

  it('matches a district before its area when both are named', () => {
    const zones = [
      zone(1, 'Area', [['GB', 'AB']], []),
      zone(2, 'District', [['GB', 'AB37']], []),
      zone(3, 'Country', [['GB', '']], []),
    ];
    expect(matchZone(zones, 'GB', 'AB37 9XX')?.nameEn).toBe('District');
    expect(matchZone(zones, 'GB', 'AB10 1AA')?.nameEn).toBe('Area');
    expect(matchZone(zones, 'GB', 'M1 1AE')?.nameEn).toBe('Country');
  });

  it.each(['SW1A 1AA', 'M1 1AE', 'B33 8TH', 'P1 1AA', 'EH1 1YZ', 'AB10 1AA', ''])(
    'keeps %s on the mainland',
    (postcode) => {
      // P (Portsmouth) and PA, B and BT: an area is matched whole, never by its first letter.
      expect(zoneOf('GB', postcode)).toBe('UK mainland');
    },
  );

  it('matches an EU country whatever its postcode, and anywhere else to the rest of the world', () => {
    expect(zoneOf('DE', '10115')).toBe('European Union');
    expect(zoneOf('IE', 'D02 X285')).toBe('European Union');
    expect(zoneOf('US', '10001')).toBe('Rest of the world');
    expect(zoneOf('CH', '8001')).toBe('Rest of the world');
  });

  it('finds no zone when the tables have no rest of the world', () => {
    expect(matchZone(ZONES.slice(0, 3), 'US', '10001')).toBeUndefined();
  });
});

describe('servicePrice', () => {
  const highlands = ZONES[1]!.services[0]!;

  it('prices by the lightest band that holds the weight, its upper bound included', () => {
    expect(servicePrice(highlands, 5000, 1)).toBe(995);
    expect(servicePrice(highlands, 5000, 30_000)).toBe(995);
    expect(servicePrice(highlands, 5000, 30_001)).toBe(2495);
    expect(servicePrice(highlands, 5000, 1_000_000)).toBe(2495);
  });

  it('is free from the threshold, whatever the band', () => {
    expect(servicePrice(highlands, 14_999, 40_000)).toBe(2495);
    expect(servicePrice(highlands, 15_000, 40_000)).toBe(0);
    expect(servicePrice(nextDay, 1_000_000, 1000)).toBe(1495);
  });

  it('cannot carry a parcel heavier than every band', () => {
    expect(servicePrice(highlands, 5000, 1_000_001)).toBeNull();
  });
});

describe('deliveryChoice', () => {
  // Tuesday 24 November 2026, 10:00 in London: ready to leave today.
  const parcel = (weightGrams: number, subtotalPence = 5000): Parcel => ({
    subtotalPence,
    weightGrams,
    readyOn: '2026-11-24',
    unweighedPartNos: [],
    exported: false,
  });
  const mainland = ZONES[0]!;

  it("offers the zone's services cheapest first with dispatch and delivery days, and charges the chosen one", () => {
    const { choice, deliveryPence } = deliveryChoice(mainland, parcel(2000));
    expect(choice.options).toEqual([
      {
        service: 'standard',
        pricePence: 995,
        freeOverPence: 15_000,
        dispatchOn: '2026-11-24',
        deliverBy: '2026-11-26',
      },
      { service: 'nextDay', pricePence: 1495, freeOverPence: null, dispatchOn: '2026-11-24', deliverBy: '2026-11-25' },
    ]);
    expect(choice.chosen).toBe('standard');
    expect(deliveryPence).toBe(995);
    expect(deliveryChoice(mainland, parcel(2000), 'nextDay')).toMatchObject({
      choice: { chosen: 'nextDay' },
      deliveryPence: 1495,
    });
  });

  it('counts working days over a weekend', () => {
    const friday = { ...parcel(2000), readyOn: '2026-11-27' };
    expect(
      deliveryChoice(mainland, friday, 'nextDay').choice.options.find((o) => o.service === 'nextDay')?.deliverBy,
    ).toBe('2026-11-30');
  });

  it('falls back to the cheapest when the service asked for is not offered, and charges nothing for an empty basket', () => {
    expect(deliveryChoice(ZONES[1]!, parcel(2000), 'nextDay').choice.chosen).toBe('standard');
    expect(deliveryChoice(mainland, parcel(0, 0)).deliveryPence).toBe(0);
  });

  it('says who pays import duties: nobody at home, the recipient abroad, us where the zone says so', () => {
    const abroad = { ...parcel(1000), exported: true };
    expect(deliveryChoice(mainland, parcel(1000)).choice.duties).toBe('none');
    expect(deliveryChoice(ZONES[2]!, abroad).choice.duties).toBe('recipient');
    expect(deliveryChoice(ZONES[4]!, abroad).choice.duties).toBe('shop');
  });

  it('offers nothing for a parcel too heavy for every service', () => {
    expect(deliveryChoice(ZONES[3]!, parcel(2_000_000))).toMatchObject({
      choice: { options: [], chosen: null },
      deliveryPence: 0,
    });
  });
});

describe('the demo catalogue', () => {
  it('gives every variant a weight, so every demo basket can be priced for delivery', () => {
    const variants = buildCatalogue().families.flatMap((f) => f.variants);
    expect(variants.length).toBeGreaterThan(100);
    expect(variants.filter((v) => !(v.weightGrams > 0)).map((v) => v.partNo)).toEqual([]);
  });
});
