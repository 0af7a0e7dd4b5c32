import type { ColumnType, Generated } from 'kysely';

/** Delivery zones, their services and weight bands (server/db/migrations/045-delivery-zones.ts). */

export type DeliveryServiceColumn = 'standard' | 'nextDay';

export interface DeliveryZonesTable {
  id: Generated<number>;
  nameEn: string;
  nameZh: string;
  sortOrder: ColumnType<number, number | undefined, number>;
  /** The zone of every destination no other zone names. */
  restOfWorld: ColumnType<boolean, boolean | undefined, boolean>;
  /** Import duties on a delivery outside the UK paid by the shop (DDP); false: by the recipient (DAP). */
  dutiesPaid: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface DeliveryZoneAreasTable {
  zoneId: number;
  country: string;
  /** The postcode's leading letters (IV, BT) or its district (AB37); blank for the whole country. */
  postcodeArea: ColumnType<string, string | undefined, string>;
}

export interface DeliveryServicesTable {
  id: Generated<number>;
  zoneId: number;
  service: DeliveryServiceColumn;
  /** Working days added to the day the parts are ready to leave. */
  dispatchDays: number;
  /** Working days from dispatch to the door. */
  deliveryDays: number;
  /** Subtotal ex VAT from which the service is free; null: never free. */
  freeOverPence: number | null;
}

export interface DeliveryBandsTable {
  serviceId: number;
  /** The band covers parcels up to and including this weight (and above the band below). */
  upToGrams: number;
  pricePence: number;
}

export interface DeliveryTables {
  deliveryZones: DeliveryZonesTable;
  deliveryZoneAreas: DeliveryZoneAreasTable;
  deliveryServices: DeliveryServicesTable;
  deliveryBands: DeliveryBandsTable;
}
