import { expect } from 'vitest';
import type { StaffOrderDetail } from '#contract/calls/staff-orders.ts';
import { placeOrder, type Buyer } from './shop.ts';

const TRACKING = { carrier: 'DPD', trackingNo: '15501234567890', trackingUrl: 'https://track.dpd.co.uk/p/1' };

/** Sales dispatch all of an order and mark it delivered, as the console does. */
export async function deliverAll(sales: Buyer, id: number): Promise<StaffOrderDetail> {
  const shown = (await sales.call<StaffOrderDetail>('staff/orderGet', { id })).body.data;
  const dispatched = await sales.call<StaffOrderDetail>('staff/orderDispatch', {
    id,
    version: shown.version,
    ...TRACKING,
  });
  expect(dispatched.body.code, dispatched.body.msg).toBe(200);
  const delivered = await sales.call<StaffOrderDetail>('staff/orderDelivered', {
    id,
    version: dispatched.body.data.version,
  });
  expect(delivered.body.code, delivered.body.msg).toBe(200);
  return delivered.body.data;
}

/** A company buyer's order on account (invoiced), then delivered by sales. */
export async function deliveredOnAccount(
  buyer: Buyer,
  sales: Buyer,
  lines: Array<[string, number]>,
): Promise<StaffOrderDetail> {
  const { id } = await placeOrder(buyer, lines);
  expect((await buyer.call('pri/payStart', { id, method: 'account' })).body.code).toBe(200);
  return deliverAll(sales, id);
}
