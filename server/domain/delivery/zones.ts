import type { DeliveryServiceName } from '#contract/calls/delivery-choice.ts';

/** The delivery tables as the shop prices from them (server/shop/delivery-tables.ts reads them). */

export interface WeightBand {
  upToGrams: number;
  pricePence: number;
}

export interface ZoneService {
  service: DeliveryServiceName;
  dispatchDays: number;
  deliveryDays: number;
  freeOverPence: number | null;
  /** Lightest first. */
  bands: WeightBand[];
}

export interface ZoneArea {
  country: string;
  /** Blank: the whole country. */
  postcodeArea: string;
}

export interface DeliveryZone {
  id: number;
  nameEn: string;
  nameZh: string;
  restOfWorld: boolean;
  areas: ZoneArea[];
  services: ZoneService[];
}

/** A UK postcode's area: its leading letters (IV2 3AB → IV, B33 8TH → B); blank when it starts otherwise. */
export function postcodeArea(postcode: string): string {
  return /^[A-Z]{1,2}/.exec(postcode.trim().toUpperCase())?.[0] ?? '';
}

/**
 * The zone of a destination: the zone naming its country and postcode area, else the one naming the
 * whole country, else the rest-of-the-world zone; undefined when the tables have none of these.
 */
export function matchZone(zones: readonly DeliveryZone[], country: string, postcode: string): DeliveryZone | undefined {
  const area = postcodeArea(postcode);
  const naming = (postcodeAreaWanted: string) =>
    zones.find((z) => z.areas.some((a) => a.country === country && a.postcodeArea === postcodeAreaWanted));
  return (area ? naming(area) : undefined) ?? naming('') ?? zones.find((z) => z.restOfWorld);
}

/**
 * A service's price for a parcel, ex VAT: free from its threshold, else the price of the lightest band
 * that holds the weight; null when the parcel is heavier than every band (the service cannot take it).
 */
export function servicePrice(service: ZoneService, subtotalPence: number, weightGrams: number): number | null {
  const band = service.bands.find((b) => weightGrams <= b.upToGrams);
  if (!band) return null;
  if (service.freeOverPence !== null && subtotalPence >= service.freeOverPence) return 0;
  return band.pricePence;
}
