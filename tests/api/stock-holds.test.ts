import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginAnswer } from '#contract/calls/login.ts';
import type { OrderDetail } from '#contract/calls/orders.ts';
import { releaseLapsedHolds } from '../../server/shop/stock-holds.ts';
import { followMailedLink } from './helpers/mailed-links.ts';
import { logInAs, partsWithBreaks, placeOrder, type Buyer, type PartWithBreaks } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

// A throw-away account cannot empty the shelf: unpaid orders hold stock for a while only, an
// unconfirmed address holds none, and one account's unpaid orders hold at most half a part's stock.

let api: TestApi;
let part: PartWithBreaks;
let registered = 0;

beforeAll(async () => {
  api = await openTestApi();
  [part] = (await partsWithBreaks(api, 1)) as [PartWithBreaks];
});
afterAll(() => api.close());

async function newBuyer(confirmed: boolean): Promise<Buyer> {
  const email = `hoarder${++registered}-${Date.now()}@throwaway.example`;
  const { body } = await api.call<LoginAnswer>(
    'unpri/userRegister',
    { firstName: 'Hoa', lastName: 'Rder', email, pwd: 'secret-pass1' },
    { remoteAddress: `10.12.0.${registered}` },
  );
  if (confirmed) await followMailedLink(api, email);
  return {
    login: body.data,
    call: (path, payload = {}, headers = {}) =>
      api.call(path, payload, { headers: { token: body.data.token, ...headers } }),
  };
}

const shelf = async () =>
  (await api.db.selectFrom('variants').select('stock').where('id', '=', part.variantId).executeTakeFirstOrThrow())
    .stock;
const setShelf = (stock: number) =>
  api.db.updateTable('variants').set({ stock }).where('id', '=', part.variantId).execute();
const held = async (buyer: Buyer, id: number) =>
  (await buyer.call<OrderDetail>('pri/orderDetail', { id })).body.data.lines[0]!.reservedQty;
const HOUR = 3_600_000;

/** The shelf at a stock of its own, with every earlier test's holds released first (they are of the same part). */
async function freshShelf(stock: number) {
  await releaseLapsedHolds(api.db, new Date(Date.now() + 1000 * HOUR));
  await setShelf(stock);
}

describe('stock held by unpaid orders', () => {
  it('is none for an account whose address is unconfirmed', async () => {
    await setShelf(100);
    const hoarder = await newBuyer(false);
    const order = await placeOrder(hoarder, [[part.partNo, 100]]);
    expect(await held(hoarder, order.id)).toBe(0);
    expect(await shelf()).toBe(100);
  });

  it('is at most half the shelf for one account, however many orders it places', async () => {
    await setShelf(100);
    const hoarder = await newBuyer(true);
    const first = await placeOrder(hoarder, [[part.partNo, 100]]);
    const second = await placeOrder(hoarder, [[part.partNo, 100]]);
    expect([await held(hoarder, first.id), await held(hoarder, second.id)]).toEqual([50, 0]);
    expect(await shelf()).toBe(50);
    // Another buyer's paid order of the same part is dispatched from what is left.
    const other = await logInAs(api, 'buyer@example.com');
    const theirs = await placeOrder(other, [[part.partNo, 20]]);
    expect(await held(other, theirs.id)).toBe(20);
  });

  it('goes back on the shelf when the hold lapses: 72 hours for a transfer; a paid order keeps its stock', async () => {
    await freshShelf(100);
    const buyer = await newBuyer(true);
    const transfer = await placeOrder(buyer, [[part.partNo, 10]]);
    const paid = await placeOrder(buyer, [[part.partNo, 10]]);
    await api.db.updateTable('orders').set({ paymentState: 'paid' }).where('id', '=', paid.id).execute();
    expect(await shelf()).toBe(80);
    expect(await releaseLapsedHolds(api.db, new Date(Date.now() + 71 * HOUR))).toBe(0);
    expect(await releaseLapsedHolds(api.db, new Date(Date.now() + 73 * HOUR))).toBe(1);
    expect(await shelf()).toBe(90);
    expect(await held(buyer, transfer.id)).toBe(0);
    expect(await held(buyer, paid.id)).toBe(10);
    const history = (await buyer.call<OrderDetail>('pri/orderDetail', { id: transfer.id })).body.data;
    expect(history.events.map((e) => e.kind)).toContain('holdLapsed');
    expect(await releaseLapsedHolds(api.db, new Date(Date.now() + 100 * HOUR))).toBe(0);
  });

  it('releases each lapsed order once when two processes look at the same moment', async () => {
    await freshShelf(100);
    const buyer = await newBuyer(true);
    for (let i = 0; i < 4; i++) await placeOrder(buyer, [[part.partNo, 5]]);
    expect(await shelf()).toBe(80);
    const later = new Date(Date.now() + 73 * HOUR);
    const [a, b] = await Promise.all([releaseLapsedHolds(api.db, later), releaseLapsedHolds(api.db, later)]);
    expect(a + b).toBe(4);
    expect(await shelf()).toBe(100);
  });
});
