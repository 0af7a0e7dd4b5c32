import type { Shipment } from '#contract/calls/orders.ts';
import type { Db } from '../db/connect.ts';

/** An order's shipments, oldest first, each with its lines' part numbers and quantities. */
export async function shipmentsOf(db: Db, orderId: number): Promise<Shipment[]> {
  const [shipments, lines] = await Promise.all([
    db
      .selectFrom('shipments')
      .select(['id', 'createdAt', 'carrier', 'trackingNo', 'trackingUrl'])
      .where('orderId', '=', orderId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('shipmentLines as s')
      .innerJoin('orderLines as l', (join) =>
        join.onRef('l.orderId', '=', 's.orderId').onRef('l.lineNo', '=', 's.lineNo'),
      )
      .select(['s.shipmentId', 's.lineNo', 'l.partNo', 's.quantity'])
      .where('s.orderId', '=', orderId)
      .orderBy('s.lineNo')
      .execute(),
  ]);
  return shipments.map((s) => ({
    id: s.id,
    at: new Date(s.createdAt).toISOString(),
    carrier: s.carrier,
    trackingNo: s.trackingNo,
    trackingUrl: s.trackingUrl,
    lines: lines
      .filter((l) => l.shipmentId === s.id)
      .map((l) => ({ lineNo: l.lineNo, partNo: l.partNo, quantity: l.quantity })),
  }));
}
