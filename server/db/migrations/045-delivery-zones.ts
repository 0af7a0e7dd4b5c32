import { sql, type Kysely } from 'kysely';

/**
 * Delivery priced by zone and weight (docs/delivery.md): zones matched by country and postcode area,
 * each with its services (standard, next day where offered), their weight bands and a free-over
 * threshold. The demo's tables keep the prices of the flat rule they replace (UK £9.95, free from
 * £150; abroad £35) and add next day on the mainland and a heavy band for the Highlands and islands.
 * Orders keep the service they were sent by and the dates promised.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE delivery_zones (
      id serial PRIMARY KEY,
      name_en text NOT NULL UNIQUE,
      name_zh text NOT NULL,
      sort_order integer NOT NULL DEFAULT 0,
      rest_of_world boolean NOT NULL DEFAULT false
    )`.execute(db);
  // One zone takes every destination no other zone names.
  await sql`CREATE UNIQUE INDEX delivery_zones_one_rest_of_world ON delivery_zones (rest_of_world) WHERE rest_of_world`.execute(
    db,
  );
  // A blank postcode area is the whole country; a destination belongs to one zone only.
  await sql`
    CREATE TABLE delivery_zone_areas (
      zone_id integer NOT NULL REFERENCES delivery_zones (id) ON DELETE CASCADE,
      country text NOT NULL,
      postcode_area text NOT NULL DEFAULT '',
      PRIMARY KEY (country, postcode_area)
    )`.execute(db);
  await sql`
    CREATE TABLE delivery_services (
      id serial PRIMARY KEY,
      zone_id integer NOT NULL REFERENCES delivery_zones (id) ON DELETE CASCADE,
      service text NOT NULL CHECK (service IN ('standard', 'nextDay')),
      dispatch_days integer NOT NULL CHECK (dispatch_days >= 0),
      delivery_days integer NOT NULL CHECK (delivery_days >= 1),
      free_over_pence integer CHECK (free_over_pence >= 0),
      UNIQUE (zone_id, service)
    )`.execute(db);
  await sql`
    CREATE TABLE delivery_bands (
      service_id integer NOT NULL REFERENCES delivery_services (id) ON DELETE CASCADE,
      up_to_grams integer NOT NULL CHECK (up_to_grams > 0),
      price_pence integer NOT NULL CHECK (price_pence >= 0),
      PRIMARY KEY (service_id, up_to_grams)
    )`.execute(db);
  await sql`
    ALTER TABLE orders
      ADD COLUMN delivery_service text NOT NULL DEFAULT 'standard' CHECK (delivery_service IN ('standard', 'nextDay')),
      ADD COLUMN delivery_zone_en text NOT NULL DEFAULT '',
      ADD COLUMN delivery_zone_zh text NOT NULL DEFAULT '',
      ADD COLUMN dispatch_on date,
      ADD COLUMN deliver_by date`.execute(db);
  await seedDemoTables(db);
}

const EU = [
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
];
const HIGHLANDS_ISLANDS_NI = ['BT', 'HS', 'IV', 'KW', 'PA', 'PH', 'ZE'];
const TONNE = 1_000_000;

interface SeedService {
  service: 'standard' | 'nextDay';
  dispatchDays: number;
  deliveryDays: number;
  freeOverPence: number | null;
  bands: Array<[upToGrams: number, pricePence: number]>;
}

interface SeedZone {
  en: string;
  zh: string;
  restOfWorld?: boolean;
  areas: Array<[country: string, postcodeArea: string]>;
  services: SeedService[];
}

const ZONES: SeedZone[] = [
  {
    en: 'UK mainland',
    zh: '英国本土',
    areas: [['GB', '']],
    services: [
      { service: 'standard', dispatchDays: 0, deliveryDays: 2, freeOverPence: 15_000, bands: [[TONNE, 995]] },
      {
        service: 'nextDay',
        dispatchDays: 0,
        deliveryDays: 1,
        freeOverPence: null,
        bands: [
          [30_000, 1_495],
          [TONNE, 2_995],
        ],
      },
    ],
  },
  {
    en: 'UK highlands, islands and Northern Ireland',
    zh: '英国高地、岛屿及北爱尔兰',
    areas: HIGHLANDS_ISLANDS_NI.map((area) => ['GB', area]),
    services: [
      {
        service: 'standard',
        dispatchDays: 0,
        deliveryDays: 3,
        freeOverPence: 15_000,
        bands: [
          [30_000, 995],
          [TONNE, 2_495],
        ],
      },
    ],
  },
  {
    en: 'European Union',
    zh: '欧盟',
    areas: EU.map((country) => [country, '']),
    services: [{ service: 'standard', dispatchDays: 0, deliveryDays: 4, freeOverPence: null, bands: [[TONNE, 3_500]] }],
  },
  {
    en: 'Rest of the world',
    zh: '世界其他地区',
    restOfWorld: true,
    areas: [],
    services: [{ service: 'standard', dispatchDays: 0, deliveryDays: 7, freeOverPence: null, bands: [[TONNE, 3_500]] }],
  },
];

async function seedDemoTables(db: Kysely<unknown>): Promise<void> {
  for (const [index, zone] of ZONES.entries()) {
    const { rows } = await sql<{ id: number }>`
      INSERT INTO delivery_zones (name_en, name_zh, sort_order, rest_of_world) VALUES (${zone.en}, ${zone.zh}, ${index + 1}, ${zone.restOfWorld ?? false}) RETURNING id`.execute(
      db,
    );
    const zoneId = rows[0]!.id;
    for (const [country, area] of zone.areas) {
      await sql`INSERT INTO delivery_zone_areas (zone_id, country, postcode_area) VALUES (${zoneId}, ${country}, ${area})`.execute(
        db,
      );
    }
    for (const s of zone.services) {
      const service = await sql<{ id: number }>`
        INSERT INTO delivery_services (zone_id, service, dispatch_days, delivery_days, free_over_pence)
        VALUES (${zoneId}, ${s.service}, ${s.dispatchDays}, ${s.deliveryDays}, ${s.freeOverPence}) RETURNING id`.execute(
        db,
      );
      for (const [upToGrams, pricePence] of s.bands) {
        await sql`INSERT INTO delivery_bands (service_id, up_to_grams, price_pence) VALUES (${service.rows[0]!.id}, ${upToGrams}, ${pricePence})`.execute(
          db,
        );
      }
    }
  }
}
