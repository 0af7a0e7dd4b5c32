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
  /** A postcode area (IV) or district (AB37); blank: the whole country. */
  postcodeArea: string;
}

export interface DeliveryZone {
  id: number;
  nameEn: string;
  nameZh: string;
  restOfWorld: boolean;
  /** Import duties outside the UK paid by the shop (DDP), else by the recipient (DAP). */
  dutiesPaid: boolean;
  areas: ZoneArea[];
  services: ZoneService[];
}

/** A UK postcode's area: its leading letters (IV2 3AB → IV, B33 8TH → B); blank when it starts otherwise. */
export function postcodeArea(postcode: string): string {
  return /^[A-Z]{1,2}/.exec(postcode.trim().toUpperCase())?.[0] ?? '';
}

/** A UK postcode district's shape: the area's letters, a digit, and maybe one more digit or letter (AB37, EC1A). */
export const POSTCODE_DISTRICT = /^[A-Z]{1,2}\d[A-Z\d]?$/;

/** A UK postcode's district, its outward code (AB37 9XX → AB37); blank when it has none. */
export function postcodeDistrict(postcode: string): string {
  const packed = postcode.toUpperCase().replace(/\s+/g, '');
  const outward = packed.length >= 5 ? packed.slice(0, -3) : packed;
  return POSTCODE_DISTRICT.test(outward) ? outward : '';
}

/**
 * The zone of a destination: the zone naming its country and postcode district, else its postcode
 * area, else the whole country, else the rest-of-the-world zone; undefined when the tables have none.
 * Carriers price some districts of an area apart (AB37 in the Highlands, AB10 in Aberdeen).
 */
export function matchZone(zones: readonly DeliveryZone[], country: string, postcode: string): DeliveryZone | undefined {
  // Most specific first; the blank part is the whole country.
  const parts = [postcodeDistrict(postcode), postcodeArea(postcode)].filter((part) => part !== '');
  for (const part of [...parts, '']) {
    const zone = zones.find((z) => z.areas.some((a) => a.country === country && a.postcodeArea === part));
    if (zone) return zone;
  }
  return zones.find((z) => z.restOfWorld);
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
