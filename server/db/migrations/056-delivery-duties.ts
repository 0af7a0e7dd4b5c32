import { sql, type Kysely } from 'kysely';

/**
 * Who pays import duties on a delivery outside the UK (docs/delivery.md, "Duties"): by default the
 * recipient (DAP, Incoterms 2020, as the terms and conditions say), unless the zone says the shop pays
 * them (DDP). Orders keep what their zone said when they were placed, as they keep the zone's name.
 *
 * Zones may now name postcode districts as well as areas: the starting tables' Highlands zone takes the
 * Highland districts of the AB (Aberdeen) and FK (Falkirk) areas, whose towns stay on the mainland rate.
 */
const HIGHLAND_DISTRICTS = [...range('AB', 31, 38), ...range('AB', 41, 56), ...range('FK', 17, 21)];

function range(area: string, from: number, to: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, i) => `${area}${from + i}`);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE delivery_zones ADD COLUMN duties_paid boolean NOT NULL DEFAULT false`.execute(db);
  await sql`ALTER TABLE orders ADD COLUMN duties_paid boolean NOT NULL DEFAULT false`.execute(db);
  // Only where a shop still has the starting zone and no other zone names the district.
  for (const district of HIGHLAND_DISTRICTS) {
    await sql`
      INSERT INTO delivery_zone_areas (zone_id, country, postcode_area)
      SELECT id, 'GB', ${district} FROM delivery_zones WHERE name_en = 'UK highlands, islands and Northern Ireland'
      ON CONFLICT (country, postcode_area) DO NOTHING`.execute(db);
  }
}
