import * as T from 'typebox';
import { enumOf, orNull } from '../call.ts';
import { oneOf } from '../fields.ts';

/** Delivery as the basket and checkout offer it: the zone of the address and its services (docs/delivery.md). */

export const DELIVERY_SERVICES = ['standard', 'nextDay'] as const;
export type DeliveryServiceName = (typeof DELIVERY_SERVICES)[number];

/** Who pays import duties: nobody within the UK; abroad the recipient (DAP) unless the zone says we do (DDP). */
export const DUTIES = ['none', 'recipient', 'shop'] as const;

/** The body field naming the service a buyer chose; left out, the cheapest offered. */
export const deliveryServiceField = oneOf({
  label: { en: 'delivery service', zh: '配送服务' },
  values: DELIVERY_SERVICES,
});

export const DeliveryOption = T.Object({
  service: enumOf(DELIVERY_SERVICES),
  /** Ex VAT, for this basket's weight and subtotal (0 when over the service's free-over threshold). */
  pricePence: T.Integer(),
  /** The subtotal ex VAT from which this service is free, or null. */
  freeOverPence: orNull(T.Integer()),
  /** ISO days: when the parcel leaves, and when it arrives at the latest (working days, docs/delivery.md). */
  dispatchOn: T.String(),
  deliverBy: T.String(),
});
export type DeliveryOption = T.Static<typeof DeliveryOption>;

export const DeliveryChoice = T.Object({
  zoneEn: T.String(),
  zoneZh: T.String(),
  duties: enumOf(DUTIES),
  /** The parcel's weight: the sum of each line's variant weight times its quantity. */
  weightGrams: T.Integer(),
  /** The services of the zone that can carry the parcel, cheapest first; empty when it is heavier than every band. */
  options: T.Array(DeliveryOption),
  /** The service the totals are for, or null when none is offered. */
  chosen: orNull(enumOf(DELIVERY_SERVICES)),
  /** Parts with no weight recorded: their delivery cannot be priced, so the order is refused until they have one. */
  unweighedPartNos: T.Array(T.String()),
});
export type DeliveryChoice = T.Static<typeof DeliveryChoice>;

/** The delivery an order was placed with: the service, the zone it was priced for, the days promised (ISO; null on orders older than delivery services). */
export const OrderDelivery = T.Object({
  service: enumOf(DELIVERY_SERVICES),
  zoneEn: T.String(),
  zoneZh: T.String(),
  /** Abroad: the zone said we pay import duties (DDP) when the order was placed; false: the recipient does (DAP). */
  dutiesPaid: T.Boolean(),
  dispatchOn: orNull(T.String()),
  deliverBy: orNull(T.String()),
});
export type OrderDelivery = T.Static<typeof OrderDelivery>;
