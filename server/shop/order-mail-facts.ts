import type { Db } from '../db/connect.ts';
import { SERVICE_NAMES } from '../i18n/delivery-messages.ts';
import type { OrderMailFacts } from '../mail/templates/order-update.ts';
import { readOrder } from './order-detail.ts';

/** The parcel of a dispatch, as recordOrderEvent's values carry it (back-office/dispatch.ts). */
function shipmentOf(values: Record<string, string> | undefined): OrderMailFacts['shipment'] {
  if (!values?.carrier || !values.trackingNo) return null;
  return { carrier: values.carrier, trackingNo: values.trackingNo, trackingUrl: values.trackingUrl ?? '' };
}

/**
 * The order as its e-mail shows it (lines, totals, delivery address), read in the event's
 * transaction; with the bank details when it waits for a transfer and the parcel when it ships.
 */
export async function orderMailFacts(
  tx: Db,
  buyerId: number,
  orderId: number,
  values?: Record<string, string>,
): Promise<OrderMailFacts> {
  const order = await readOrder(tx, buyerId, orderId);
  return {
    lines: order.lines.map((l) => ({
      partNo: l.partNo,
      name: { en: l.name, zh: l.nameZh },
      quantity: l.quantity,
      unitPricePence: l.unitPricePence,
      lineTotalPence: l.lineTotalPence,
      listUnitPricePence: l.listUnitPricePence,
      customerPartNo: l.customerPartNo,
    })),
    totals: order.totals,
    poReference: order.poReference,
    deliveryAddress: order.deliveryAddress,
    bank: order.paymentState === 'awaitingTransfer' ? order.bankDetails : null,
    shipment: shipmentOf(values),
    // Orders placed at checkout name their zone; those from a quote or before delivery services do not.
    ...(order.delivery.zoneEn && {
      delivery: {
        service: SERVICE_NAMES[order.delivery.service],
        zone: { en: order.delivery.zoneEn, zh: order.delivery.zoneZh },
        deliverBy: order.delivery.deliverBy,
      },
    }),
  };
}
