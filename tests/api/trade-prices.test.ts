import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Basket, QuickAddAnswer } from '#contract/calls/basket.ts';
import type { PriceMineAnswer } from '#contract/calls/buyer-prices.ts';
import type { OrderCreateRequest, OrderDetail } from '#contract/calls/orders.ts';
import { DEMO_PRICE_LIST, writeDemoPriceList } from '../../server/seed/demo-price-list.ts';
import { lessPercent } from '../../server/pricing/price-rules.ts';
import { netPricedPart } from './helpers/acme-net-part.ts';
import { placeOrder, prepareCheckout, type Buyer } from './helpers/shop.ts';
import { tradeBuyers } from './helpers/trade-buyers.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
let acmeAdmin: Buyer;
let acmeMember: Buyer;
let buyer: Buyer;
let jordan: Buyer;
let rival: Buyer;
/** A part under Access Components (10 % off for Acme) and one with an Acme net price. */
let access: { variantId: number; partNo: string; breaks: Array<{ minQty: number; unitPricePence: number }> };
let net: { variantId: number; partNo: string; netPence: number; listPence: number; customerPartNo: string };
let listId: number;

async function firstPartUnder(groupName: string) {
  const group = await api.db
    .selectFrom('categories')
    .select('id')
    .where('level', '=', 1)
    .where('nameEn', '=', groupName)
    .executeTakeFirstOrThrow();
  const row = await api.db
    .selectFrom('variants as v')
    .innerJoin('productFamilies as pf', 'pf.id', 'v.familyId')
    .innerJoin('categories as c', 'c.id', 'pf.categoryId')
    .select(['v.id', 'v.partNo'])
    .where('c.typePath', 'like', `${group.id}/%`)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('priceListRules').whereRef('variantId', '=', 'v.id'))))
    .where('v.stock', '>=', 10)
    .orderBy('v.id')
    .executeTakeFirstOrThrow();
  const breaks = await api.db
    .selectFrom('variantPriceBreaks')
    .select(['minQty', 'unitPricePence'])
    .where('variantId', '=', row.id)
    .orderBy('minQty')
    .execute();
  return { variantId: row.id, partNo: row.partNo, breaks };
}

beforeAll(async () => {
  api = await openTestApi();
  ({ acmeAdmin, acmeMember, buyer, jordan, rival } = await tradeBuyers(api));
  access = await firstPartUnder(DEMO_PRICE_LIST.percentOffGroup);
  const list = await api.db
    .selectFrom('priceLists')
    .select('id')
    .where('name', '=', DEMO_PRICE_LIST.name)
    .executeTakeFirstOrThrow();
  listId = list.id;
  net = await netPricedPart(api.db, listId);
});
afterAll(() => api.close());
beforeEach(async () => {
  await api.db.deleteFrom('basketLines').execute();
});

const mine = async (who: Buyer, variantIds: number[]) =>
  (await who.call<PriceMineAnswer>('pri/priceMine', { variantIds })).body;
const basketOf = async (who: Buyer) => (await who.call<Basket>('pri/basketList')).body.data;

describe('pri/priceMine', () => {
  it("gives Acme's members 10 % off an Access Components part at every break, and the net price on a Design Elements part", async () => {
    for (const who of [acmeAdmin, acmeMember]) {
      const { code, data } = await mine(who, [access.variantId, net.variantId]);
      expect(code).toBe(200);
      const byId = new Map(data.prices.map((p) => [p.variantId, p]));
      expect(byId.get(access.variantId)).toMatchObject({
        partNo: access.partNo,
        listPriceBreaks: access.breaks,
        priceBreaks: access.breaks.map((b) => ({
          minQty: b.minQty,
          unitPricePence: lessPercent(b.unitPricePence, 10),
          priceListId: listId,
          rule: 'category',
        })),
      });
      expect(byId.get(net.variantId)!.priceBreaks[0]).toEqual({
        minQty: 1,
        unitPricePence: net.netPence,
        priceListId: listId,
        rule: 'net',
      });
      expect(byId.get(net.variantId)!.customerPartNo).toBe(net.customerPartNo);
    }
  });

  it('gives buyers outside Acme (alone or in another company) the list price and no Acme part numbers', async () => {
    for (const who of [buyer, jordan, rival]) {
      const { data } = await mine(who, [access.variantId, net.variantId]);
      for (const price of data.prices) {
        expect(price.priceBreaks).toEqual(
          price.listPriceBreaks.map((b) => ({ ...b, priceListId: null, rule: 'list' })),
        );
        expect(price.customerPartNo).toBeNull();
      }
    }
  });

  it('answers 701 logged out: logged-out pages keep their list prices', async () => {
    const { body } = await api.call('pri/priceMine', { variantIds: [access.variantId] });
    expect(body.code).toBe(701);
  });

  it('refuses more than 200 variants with a message naming the field', async () => {
    const { code, msg } = await mine(
      acmeAdmin,
      Array.from({ length: 201 }, (_, i) => i + 1),
    );
    expect(code).toBe(400);
    expect(msg).toBe('Variants must list from 1 to 200 items');
  });
});

describe('basket and orders', () => {
  it("prices Acme's basket at Acme's prices with the list price beside, and the customer part number", async () => {
    await acmeAdmin.call('pri/basketAdd', { partNo: net.partNo, quantity: 2 });
    const [line] = (await basketOf(acmeAdmin)).lines;
    expect(line).toMatchObject({
      partNo: net.partNo,
      unitPricePence: net.netPence,
      listUnitPricePence: net.listPence,
      seenUnitPricePence: net.netPence,
      lineTotalPence: 2 * net.netPence,
      customerPartNo: net.customerPartNo,
    });
    await buyer.call('pri/basketAdd', { partNo: net.partNo, quantity: 2 });
    const [theirs] = (await basketOf(buyer)).lines;
    expect(theirs).toMatchObject({
      unitPricePence: net.listPence,
      listUnitPricePence: net.listPence,
      customerPartNo: null,
    });
  });

  it('records list price, buyer price, source and customer part number on each order line, and a later list change alters nothing', async () => {
    const accessPence = lessPercent(access.breaks[0]!.unitPricePence, 10);
    const order = await placeOrder(acmeAdmin, [
      [net.partNo, 1],
      [access.partNo, 1],
    ]);
    const lines = () =>
      api.db
        .selectFrom('orderLines')
        .select([
          'partNo',
          'unitPricePence',
          'listUnitPricePence',
          'priceListId',
          'priceRule',
          'customerPartNo',
          'lineTotalPence',
        ])
        .where('orderId', '=', order.id)
        .orderBy('lineNo')
        .execute();
    const placed = await lines();
    expect(placed).toEqual([
      {
        partNo: net.partNo,
        unitPricePence: net.netPence,
        listUnitPricePence: net.listPence,
        priceListId: listId,
        priceRule: 'net',
        customerPartNo: net.customerPartNo,
        lineTotalPence: net.netPence,
      },
      {
        partNo: access.partNo,
        unitPricePence: accessPence,
        listUnitPricePence: access.breaks[0]!.unitPricePence,
        priceListId: listId,
        priceRule: 'category',
        customerPartNo: expect.any(String),
        lineTotalPence: accessPence,
      },
    ]);
    const total = await api.db
      .selectFrom('orders')
      .select('totalPence')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();

    await api.db
      .updateTable('priceListRules')
      .set({ percentOff: 50 })
      .where('priceListId', '=', listId)
      .where('kind', '=', 'category')
      .execute();
    await api.db.deleteFrom('priceLists').where('id', '=', listId).execute();
    try {
      expect(await lines()).toEqual(placed);
      const detail = (await acmeAdmin.call<OrderDetail>('pri/orderDetail', { id: order.id })).body.data;
      expect(detail.lines[0]).toMatchObject({
        unitPricePence: net.netPence,
        listUnitPricePence: net.listPence,
        customerPartNo: net.customerPartNo,
      });
      expect(
        await api.db.selectFrom('orders').select('totalPence').where('id', '=', order.id).executeTakeFirstOrThrow(),
      ).toEqual(total);
    } finally {
      await restoreDemoList();
    }
  });

  it('refuses an order at a total the buyer saw before the price list changed (409 with the new totals)', async () => {
    const request: OrderCreateRequest = await prepareCheckout(acmeAdmin, [[access.partNo, 3]]);
    await api.db
      .updateTable('priceListRules')
      .set({ percentOff: 20 })
      .where('priceListId', '=', listId)
      .where('kind', '=', 'category')
      .execute();
    try {
      const { body } = await acmeAdmin.call<{ totals: Basket['totals'] }>('pri/orderCreate', request);
      expect(body.code).toBe(409);
      expect(body.data.totals.subtotalPence).toBe(3 * lessPercent(access.breaks[0]!.unitPricePence, 20));
    } finally {
      await api.db
        .updateTable('priceListRules')
        .set({ percentOff: DEMO_PRICE_LIST.percentOff })
        .where('priceListId', '=', listId)
        .where('kind', '=', 'category')
        .execute();
    }
  });

  it('lets a buyer change the quantity of a line whose part lost its prices, which then leaves the basket', async () => {
    await acmeAdmin.call('pri/basketAdd', { partNo: access.partNo, quantity: 1 });
    await api.db.deleteFrom('variantPriceBreaks').where('variantId', '=', access.variantId).execute();
    try {
      const { body } = await acmeAdmin.call<Basket>('pri/basketUpdate', { partNo: access.partNo, quantity: 5 });
      expect(body.code).toBe(200);
      expect(body.data.lines).toEqual([]);
    } finally {
      await api.db
        .insertInto('variantPriceBreaks')
        .values(access.breaks.map((b) => ({ variantId: access.variantId, ...b })))
        .execute();
    }
  });

  it('ignores a list outside its dates', async () => {
    await api.db.updateTable('priceLists').set({ validUntil: '2020-12-31' }).where('id', '=', listId).execute();
    try {
      const { data } = await mine(acmeAdmin, [access.variantId]);
      expect(data.prices[0]!.priceBreaks[0]!.rule).toBe('list');
    } finally {
      await api.db.updateTable('priceLists').set({ validUntil: null }).where('id', '=', listId).execute();
    }
  });

  it("gives an account's own list beside its company's: the lower price wins per line", async () => {
    const own = await api.db
      .insertInto('priceLists')
      .values({ name: 'Priya own' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const admin = await api.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@acme.example')
      .executeTakeFirstOrThrow();
    await api.db.insertInto('priceListAssignments').values({ priceListId: own.id, userId: admin.id }).execute();
    await api.db
      .insertInto('priceListRules')
      .values({ priceListId: own.id, kind: 'catalogue', percentOff: 15 })
      .execute();
    try {
      const { data } = await mine(acmeAdmin, [access.variantId, net.variantId]);
      const byId = new Map(data.prices.map((p) => [p.variantId, p.priceBreaks[0]]));
      expect(byId.get(access.variantId)).toMatchObject({
        unitPricePence: lessPercent(access.breaks[0]!.unitPricePence, 15),
        priceListId: own.id,
        rule: 'catalogue',
      });
      expect(byId.get(net.variantId)).toMatchObject({
        unitPricePence: Math.min(net.netPence, lessPercent(net.listPence, 15)),
      });
      const member = (await mine(acmeMember, [access.variantId])).data.prices[0]!.priceBreaks[0];
      expect(member).toMatchObject({ priceListId: listId, rule: 'category' });
    } finally {
      await api.db.deleteFrom('priceLists').where('id', '=', own.id).execute();
    }
  });
});

describe('customer part numbers in quick order', () => {
  it("finds our part by Acme's own number for Acme's members only", async () => {
    const acme = (
      await acmeMember.call<QuickAddAnswer>('pri/basketQuickAdd', { text: `${net.customerPartNo.toLowerCase()} 3` })
    ).body.data;
    expect(acme.added).toEqual([{ partNo: net.partNo, quantity: 3 }]);
    expect(acme.basket.lines[0]).toMatchObject({ partNo: net.partNo, customerPartNo: net.customerPartNo, quantity: 3 });
    for (const who of [buyer, rival]) {
      const other = (await who.call<QuickAddAnswer>('pri/basketQuickAdd', { text: `${net.customerPartNo} 3` })).body
        .data;
      expect(other.added).toEqual([]);
      expect(other.problems[0]!.reason).toBe('There is no product with this part number.');
    }
  });
});

/** Puts the demo list back as the seed writes it, for the tests after one that deleted it. */
async function restoreDemoList(): Promise<void> {
  await writeDemoPriceList(api.db);
  listId = (
    await api.db
      .selectFrom('priceLists')
      .select('id')
      .where('name', '=', DEMO_PRICE_LIST.name)
      .executeTakeFirstOrThrow()
  ).id;
}
