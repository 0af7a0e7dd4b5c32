import type { DeliveryChoice, DeliveryOption, DeliveryServiceName } from '#contract/calls/delivery-choice.ts';
import { addWorkingDays, type IsoDay } from '#contract/rules/dispatch-date.ts';
import { servicePrice, type DeliveryZone } from './zones.ts';

/** What delivery is priced on: the lines' subtotal and weight, and the day the last part is ready to leave. */
export interface Parcel {
  subtotalPence: number;
  weightGrams: number;
  readyOn: IsoDay;
  unweighedPartNos: string[];
  /** It leaves the UK, so import duties are due at the other end. */
  exported: boolean;
}

/**
 * The zone's services that can carry the parcel, cheapest first, with their prices and dates; the
 * one asked for when offered, else the cheapest. The one rule basket and checkout both price by.
 */
export function deliveryChoice(
  zone: DeliveryZone,
  parcel: Parcel,
  wanted?: DeliveryServiceName,
): { choice: DeliveryChoice; deliveryPence: number } {
  const options: DeliveryOption[] = zone.services
    .flatMap((s) => {
      const pricePence = servicePrice(s, parcel.subtotalPence, parcel.weightGrams);
      if (pricePence === null) return [];
      const dispatchOn = addWorkingDays(parcel.readyOn, s.dispatchDays);
      return [
        {
          service: s.service,
          pricePence,
          freeOverPence: s.freeOverPence,
          dispatchOn,
          deliverBy: addWorkingDays(dispatchOn, s.deliveryDays),
        },
      ];
    })
    .sort((a, b) => a.pricePence - b.pricePence || a.deliverBy.localeCompare(b.deliverBy));
  const chosen = options.find((o) => o.service === wanted) ?? options[0];
  return {
    choice: {
      zoneEn: zone.nameEn,
      zoneZh: zone.nameZh,
      duties: parcel.exported ? (zone.dutiesPaid ? 'shop' : 'recipient') : 'none',
      weightGrams: parcel.weightGrams,
      options,
      chosen: chosen?.service ?? null,
      unweighedPartNos: parcel.unweighedPartNos,
    },
    // An empty basket sends nothing.
    deliveryPence: parcel.subtotalPence === 0 || !chosen ? 0 : chosen.pricePence,
  };
}
