import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Basket } from '#contract/calls/basket.ts';
import type { CheckoutTotals, OrderCreateAnswer } from '#contract/calls/orders.ts';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts.ts';
import { formatDate } from '#contract/format/dates.ts';
import { composeMail, shopIdentity } from '../../server/mail/compose.ts';
import { readPdf } from '../support/pdf-text.ts';
import { addAddress, logInAs, partsWithBreaks, type Buyer, type PartWithBreaks } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
let part: PartWithBreaks;
/** pdf.js puts spaces or line breaks between runs of text; compare without them. */
const squash = (text: string) => text.replace(/\s+/g, '');

beforeAll(async () => {
  api = await openTestApi();
  part = (await partsWithBreaks(api, 1))[0]!;
});
afterAll(() => api.close());

let registered = 0;
/** A fresh buyer (each test its own basket and address book). */
async function newBuyer(): Promise<Buyer> {
  const n = ++registered;
  const email = `delivery${n}@delivery.example`;
  const { body } = await api.call(
    'unpri/userRegister',
    { firstName: 'Morag', lastName: `Fraser${n}`, email, pwd: DEMO_PASSWORD },
    { remoteAddress: `10.8.0.${n}` },
  );
  expect(body.code, body.msg).toBe(200);
  return logInAs(api, email);
}

const basket = async (buyer: Buyer) => (await buyer.call<Basket>('pri/basketList')).body.data;
const checkout = async (buyer: Buyer, deliveryAddressId: number, deliveryService?: string) =>
  (
    await buyer.call<CheckoutTotals>('pri/checkoutTotals', {
      deliveryAddressId,
      ...(deliveryService && { deliveryService }),
    })
  ).body.data;
const weightOf = async (partNo: string) =>
  (await api.db.selectFrom('variants').select('weightGrams').where('partNo', '=', partNo).executeTakeFirstOrThrow())
    .weightGrams;
const order = (buyer: Buyer, addressId: number, expectedTotalPence: number, deliveryService?: string) =>
  buyer.call<OrderCreateAnswer>('pri/orderCreate', {
    idempotencyKey: `key-${Math.random().toString(36).slice(2)}`,
    deliveryAddressId: addressId,
    invoiceAddressId: addressId,
    paymentMethod: 'bankTransfer',
    expectedTotalPence,
    ...(deliveryService && { deliveryService }),
  });

describe('delivery by zone and weight at checkout', () => {
  it('estimates the basket for the UK mainland with no address, and checkout offers the same figures for a mainland address', async () => {
    const buyer = await newBuyer();
    await buyer.call('pri/basketAdd', { partNo: part.partNo, quantity: 1 });
    const estimate = await basket(buyer);
    expect(estimate.delivery).toMatchObject({
      zoneEn: 'UK mainland',
      zoneZh: '英国本土',
      chosen: 'standard',
      weightGrams: await weightOf(part.partNo),
      unweighedPartNos: [],
    });
    expect(estimate.delivery.options.map((o) => [o.service, o.pricePence])).toEqual([
      ['standard', 995],
      ['nextDay', 1495],
    ]);
    const [standard, nextDay] = estimate.delivery.options;
    expect(nextDay!.deliverBy < standard!.deliverBy).toBe(true);

    const sheffield = await addAddress(buyer);
    const totals = await checkout(buyer, sheffield.id);
    expect(totals.delivery).toEqual(estimate.delivery);
    const { delivery: _d, ...plain } = totals;
    expect(plain).toEqual(estimate.totals);
  });

  it('places a next-day order and keeps the service, zone and dates on the order', async () => {
    const buyer = await newBuyer();
    await buyer.call('pri/basketAdd', { partNo: part.partNo, quantity: 1 });
    const sheffield = await addAddress(buyer);
    const totals = await checkout(buyer, sheffield.id, 'nextDay');
    expect(totals).toMatchObject({ deliveryPence: 1495, freeDeliveryFromPence: 0, delivery: { chosen: 'nextDay' } });
    expect(totals.totalPence).toBe(totals.subtotalPence + 1495 + Math.round((totals.subtotalPence + 1495) * 0.2));
    const placed = await order(buyer, sheffield.id, totals.totalPence, 'nextDay');
    expect(placed.body.code, placed.body.msg).toBe(200);
    const row = await api.db
      .selectFrom('orders')
      .select([
        'deliveryPence',
        'deliveryService',
        'deliveryZoneEn',
        'deliveryZoneZh',
        sql<string>`dispatch_on::text`.as('dispatchOn'),
        sql<string>`deliver_by::text`.as('deliverBy'),
      ])
      .where('id', '=', placed.body.data.id)
      .executeTakeFirstOrThrow();
    const promised = totals.delivery.options.find((o) => o.service === 'nextDay')!;
    expect(row).toEqual({
      deliveryPence: 1495,
      deliveryService: 'nextDay',
      deliveryZoneEn: 'UK mainland',
      deliveryZoneZh: '英国本土',
      dispatchOn: promised.dispatchOn,
      deliverBy: promised.deliverBy,
    });

    // The confirmation e-mail and the invoice name the service, its zone and the day promised.
    const day = (language: 'en' | 'zh-cn') => formatDate(`${promised.deliverBy}T12:00:00Z`, language);
    const mail = await api.db
      .selectFrom('mailOutbox')
      .selectAll()
      .where('template', '=', 'orderUpdate')
      .where('recipient', 'like', 'delivery%')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const shop = await shopIdentity(api.db);
    expect(composeMail(mail, shop, 'https://shop.example').text).toContain(
      `Delivery: Next-day delivery (UK mainland), by ${day('en')}`,
    );
    expect(composeMail({ ...mail, language: 'zh-cn' }, shop, 'https://shop.example').text).toContain(
      `配送：次日达（英国本土），预计 ${day('zh-cn')} 前送达`,
    );
    const pdf = async (lang: string) =>
      squash(
        (
          await readPdf(
            (
              await api.app.inject({
                method: 'GET',
                url: `/api/pri/orderInvoice?id=${placed.body.data.id}`,
                headers: { token: buyer.login.token, lang },
              })
            ).rawPayload,
          )
        ).text,
      );
    expect(await pdf('en')).toContain(squash(`Next-day delivery (UK mainland) Delivery by ${day('en')}`));
    expect(await pdf('zh-cn')).toContain(squash(`次日达（英国本土） 预计送达 ${day('zh-cn')}`));
  });

  it('prices a Highlands address by its zone and weight band, offering no next day', async () => {
    const buyer = await newBuyer();
    const inverness = await addAddress(buyer, { town: 'Inverness', county: 'Highland', postcode: 'IV2 3AB' });
    // Enough parts to pass 30 kg, yet under the £150 free-over threshold: the heavy band.
    const light = await api.db
      .selectFrom('variants as v')
      .innerJoin('variantPriceBreaks as b', 'b.variantId', 'v.id')
      .select(['v.partNo', 'v.weightGrams', 'b.unitPricePence'])
      .where('b.minQty', '=', 1)
      .where('v.weightGrams', '>=', 2000)
      .orderBy('b.unitPricePence')
      .executeTakeFirstOrThrow();
    const quantity = Math.ceil(30_001 / light.weightGrams);
    await buyer.call('pri/basketAdd', { partNo: light.partNo, quantity });
    const totals = await checkout(buyer, inverness.id);
    expect(totals.delivery).toMatchObject({
      zoneEn: 'UK highlands, islands and Northern Ireland',
      weightGrams: quantity * light.weightGrams,
      chosen: 'standard',
    });
    expect(totals.delivery.options.map((o) => o.service)).toEqual(['standard']);
    expect(totals.deliveryPence).toBe(totals.subtotalPence >= 15_000 ? 0 : 2495);
    // The basket estimates for the buyer's default address, so it shows the same.
    expect((await basket(buyer)).totals).toEqual((({ delivery: _d, ...plain }) => plain)(totals));

    const refused = await order(buyer, inverness.id, totals.totalPence, 'nextDay');
    expect([refused.body.code, refused.body.msg]).toEqual([
      400,
      'That delivery service is not offered for this address. Please choose another.',
    ]);
    expect((await basket(buyer)).lines).toHaveLength(1);
  });

  it('refuses an order with a part that has no weight, in both languages, and places nothing', async () => {
    const buyer = await newBuyer();
    const sheffield = await addAddress(buyer);
    const [, weightless] = await partsWithBreaks(api, 2);
    await api.db.updateTable('variants').set({ weightGrams: 0 }).where('partNo', '=', weightless!.partNo).execute();
    try {
      await buyer.call('pri/basketAdd', { partNo: weightless!.partNo, quantity: 1 });
      const totals = await checkout(buyer, sheffield.id);
      expect(totals.delivery.unweighedPartNos).toEqual([weightless!.partNo]);
      const english = await order(buyer, sheffield.id, totals.totalPence);
      expect([english.body.code, english.body.msg]).toEqual([
        400,
        `We cannot price delivery for ${weightless!.partNo}: no weight is recorded for it yet. Please remove it or ask us for a quote.`,
      ]);
      const chinese = await buyer.call(
        'pri/orderCreate',
        {
          idempotencyKey: 'key-weightless-zh',
          deliveryAddressId: sheffield.id,
          invoiceAddressId: sheffield.id,
          paymentMethod: 'bankTransfer',
          expectedTotalPence: totals.totalPence,
        },
        { lang: 'zh-cn' },
      );
      expect(chinese.body.msg).toBe(`无法计算 ${weightless!.partNo} 的运费：尚未记录其重量。请将其移除或向我们询价。`);
      expect(await api.db.selectFrom('orders').select('id').where('userId', '=', buyer.login.id).execute()).toEqual([]);
    } finally {
      await api.db.updateTable('variants').set({ weightGrams: 100 }).where('partNo', '=', weightless!.partNo).execute();
    }
  });

  it('charges the EU and the rest of the world by their zones', async () => {
    const buyer = await newBuyer();
    await buyer.call('pri/basketAdd', { partNo: part.partNo, quantity: 1 });
    const berlin = await addAddress(buyer, { town: 'Berlin', county: '', postcode: '10115', country: 'DE' });
    const newYork = await addAddress(buyer, { town: 'New York', county: 'NY', postcode: '10001', country: 'US' });
    expect((await checkout(buyer, berlin.id)).delivery).toMatchObject({
      zoneEn: 'European Union',
      options: [{ service: 'standard', pricePence: 3500 }],
    });
    expect((await checkout(buyer, newYork.id)).delivery).toMatchObject({
      zoneEn: 'Rest of the world',
      options: [{ service: 'standard', pricePence: 3500 }],
    });
  });
});
