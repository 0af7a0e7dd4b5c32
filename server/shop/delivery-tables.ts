import type { Db } from '../db/connect.ts';
import type { DeliveryZone } from '../domain/delivery/zones.ts';

/** Every delivery zone with its areas, services and bands (lightest first), in the console's order. */
export async function readDeliveryZones(db: Db): Promise<DeliveryZone[]> {
  const [zones, areas, services, bands] = await Promise.all([
    db
      .selectFrom('deliveryZones')
      .select(['id', 'nameEn', 'nameZh', 'restOfWorld', 'dutiesPaid'])
      .orderBy('sortOrder')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('deliveryZoneAreas')
      .select(['zoneId', 'country', 'postcodeArea'])
      .orderBy('country')
      .orderBy('postcodeArea')
      .execute(),
    db
      .selectFrom('deliveryServices')
      .select(['id', 'zoneId', 'service', 'dispatchDays', 'deliveryDays', 'freeOverPence'])
      .orderBy('id')
      .execute(),
    db.selectFrom('deliveryBands').select(['serviceId', 'upToGrams', 'pricePence']).orderBy('upToGrams').execute(),
  ]);
  return zones.map((zone) => ({
    ...zone,
    areas: areas.filter((a) => a.zoneId === zone.id).map(({ country, postcodeArea }) => ({ country, postcodeArea })),
    services: services
      .filter((s) => s.zoneId === zone.id)
      .map(({ id, zoneId: _zone, ...service }) => ({
        ...service,
        bands: bands.filter((b) => b.serviceId === id).map(({ upToGrams, pricePence }) => ({ upToGrams, pricePence })),
      })),
  }));
}
