import type { BasketTotals } from '#contract/calls/basket.ts';
import type { DeliveryChoice, DeliveryServiceName } from '#contract/calls/delivery-choice.ts';
import { dispatchDay, firstDispatchDay } from '#contract/rules/dispatch-date.ts';
import { fillBoth } from '#contract/i18n/text.ts';
import { taxRegionOf } from '#contract/rules/tax-decision.ts';
import type { Db } from '../db/connect.ts';
import { deliveryChoice } from '../domain/delivery/choice.ts';
import { matchZone, type DeliveryZone } from '../domain/delivery/zones.ts';
import { totalsWithDelivery, type AppliedTax } from '../domain/pricing.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { DELIVERY_MESSAGES as M } from '../i18n/delivery-messages.ts';
import { readDeliveryZones } from './delivery-tables.ts';

/** What delivery needs of a line: its weight, its value, and when it can leave. */
export interface ParcelLine {
  partNo: string;
  quantity: number;
  weightGrams: number;
  stock: number;
  leadTimeDays: number;
  lineTotalPence: number;
}

export interface Destination {
  country: string;
  postcode: string;
}

/** Where a basket is estimated for when the buyer has not chosen: the UK mainland. */
export const UK_MAINLAND: Destination = { country: 'GB', postcode: '' };

/** A destination no zone takes (the console keeps a rest-of-the-world zone, so only a broken table): nothing offered. */
const NO_ZONE: DeliveryZone = {
  id: 0,
  nameEn: '',
  nameZh: '',
  restOfWorld: false,
  dutiesPaid: false,
  areas: [],
  services: [],
};

export interface PricedDelivery {
  totals: BasketTotals;
  delivery: DeliveryChoice;
}

/**
 * The totals and delivery choice of lines sent to a destination: the one function the basket, the
 * checkout and the order price delivery by, so all three show the same figures. VAT is as decided
 * for the destination and buyer (server/tax/tax-rates.ts).
 */
export async function pricedDelivery(
  db: Db,
  lines: readonly ParcelLine[],
  destination: Destination,
  tax: AppliedTax,
  wanted?: DeliveryServiceName,
  now = new Date(),
): Promise<PricedDelivery> {
  const zone = matchZone(await readDeliveryZones(db), destination.country, destination.postcode) ?? NO_ZONE;
  const subtotalPence = lines.reduce((sum, l) => sum + l.lineTotalPence, 0);
  const parcel = {
    subtotalPence,
    weightGrams: lines.reduce((sum, l) => sum + l.weightGrams * l.quantity, 0),
    readyOn: lines.map((l) => dispatchDay(l, l.quantity, now)).reduce((a, b) => (a > b ? a : b), firstDispatchDay(now)),
    unweighedPartNos: lines.filter((l) => l.weightGrams <= 0).map((l) => l.partNo),
    exported: taxRegionOf(destination) === 'export',
  };
  const { choice, deliveryPence } = deliveryChoice(zone, parcel, wanted);
  const freeOver = choice.options.find((o) => o.service === choice.chosen)?.freeOverPence ?? null;
  return { totals: totalsWithDelivery(subtotalPence, deliveryPence, tax, freeOver), delivery: choice };
}

/** Refuses an order whose delivery cannot be priced: a part with no weight, a parcel no service takes, a service not offered. */
export function requireDeliverable(
  delivery: DeliveryChoice,
  wanted: DeliveryServiceName | undefined,
): DeliveryServiceName {
  if (delivery.unweighedPartNos.length > 0)
    throw new ApiError(CODE.badInput, fillBoth(M.noWeight, { partNos: delivery.unweighedPartNos.join(', ') }));
  if (delivery.chosen === null) throw new ApiError(CODE.badInput, delivery.zoneEn ? M.noService : M.noZone);
  if (wanted !== undefined && wanted !== delivery.chosen)
    throw new ApiError(CODE.badInput, M.serviceNotOffered, { field: 'deliveryService' });
  return delivery.chosen;
}
