import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceFromMineAnswer } from '#contract/calls/buyer-prices.ts';
import { DEMO_PRICE_LIST } from '../../server/seed/demo-price-list.ts';
import { lessPercent } from '../../server/pricing/price-rules.ts';
import { netPricedPart } from './helpers/acme-net-part.ts';
import type { Buyer } from './helpers/shop.ts';
import { tradeBuyers, type TradeBuyers } from './helpers/trade-buyers.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
let who: TradeBuyers;
/** A family under Access Components (10 % off for Acme) and the family of a part with an Acme net price, with their list "from" prices. */
let access: { familyId: number; listFrom: number };
let netFamily: { familyId: number; listFrom: number; netPence: number };

/** The lowest single-unit list price of a family's parts. */
async function listFromOf(familyId: number): Promise<number> {
  const row = await api.db
    .selectFrom('variantPriceBreaks as b')
    .innerJoin('variants as v', 'v.id', 'b.variantId')
    .select((eb) => eb.fn.min<number>('b.unitPricePence').as('low'))
    .where('v.familyId', '=', familyId)
    .where('b.minQty', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.low);
}

async function firstFamilyUnder(groupName: string): Promise<number> {
  const group = await api.db
    .selectFrom('categories')
    .select('id')
    .where('level', '=', 1)
    .where('nameEn', '=', groupName)
    .executeTakeFirstOrThrow();
  const row = await api.db
    .selectFrom('productFamilies as pf')
    .innerJoin('categories as c', 'c.id', 'pf.categoryId')
    .innerJoin('familySearch as s', 's.familyId', 'pf.id')
    .select('pf.id')
    .where('c.typePath', 'like', `${group.id}/%`)
    .where('s.pricedVariants', '>', 0)
    .orderBy('pf.id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  api = await openTestApi();
  who = await tradeBuyers(api);
  const accessId = await firstFamilyUnder(DEMO_PRICE_LIST.percentOffGroup);
  access = { familyId: accessId, listFrom: await listFromOf(accessId) };
  const list = await api.db
    .selectFrom('priceLists')
    .select('id')
    .where('name', '=', DEMO_PRICE_LIST.name)
    .executeTakeFirstOrThrow();
  const net = await netPricedPart(api.db, list.id);
  const { familyId } = await api.db
    .selectFrom('variants')
    .select('familyId')
    .where('id', '=', net.variantId)
    .executeTakeFirstOrThrow();
  netFamily = { familyId, listFrom: await listFromOf(familyId), netPence: net.netPence };
});
afterAll(() => api.close());

const fromMine = async (buyer: Buyer, familyIds: number[], lang?: string) =>
  (await buyer.call<PriceFromMineAnswer>('pri/priceFromMine', { familyIds }, lang ? { lang } : undefined)).body;

describe('pri/priceFromMine', () => {
  it("gives Acme's members 10 % off an Access Components family's from price, and a net price's effect on its family", async () => {
    for (const buyer of [who.acmeAdmin, who.acmeMember]) {
      const { code, data } = await fromMine(buyer, [access.familyId, netFamily.familyId]);
      expect(code).toBe(200);
      const byId = new Map(data.prices.map((p) => [p.familyId, p]));
      expect(byId.get(access.familyId)).toEqual({
        familyId: access.familyId,
        fromPricePence: lessPercent(access.listFrom, 10),
        listFromPricePence: access.listFrom,
      });
      expect(byId.get(netFamily.familyId)).toEqual({
        familyId: netFamily.familyId,
        fromPricePence: Math.min(netFamily.netPence, netFamily.listFrom),
        listFromPricePence: netFamily.listFrom,
      });
      expect(byId.get(netFamily.familyId)!.fromPricePence).toBeLessThan(netFamily.listFrom);
    }
  });

  it('gives buyers outside Acme (alone or in another company) the list from prices', async () => {
    for (const buyer of [who.buyer, who.jordan, who.rival]) {
      const { code, data } = await fromMine(buyer, [access.familyId, netFamily.familyId]);
      expect(code).toBe(200);
      expect(data.prices.map((p) => p.familyId).sort()).toEqual([access.familyId, netFamily.familyId].sort());
      for (const price of data.prices) expect(price.fromPricePence).toBe(price.listFromPricePence);
      expect(data.prices.find((p) => p.familyId === access.familyId)!.listFromPricePence).toBe(access.listFrom);
    }
  });

  it('leaves out unknown families', async () => {
    const { data } = await fromMine(who.acmeAdmin, [access.familyId, 2_000_000_000]);
    expect(data.prices.map((p) => p.familyId)).toEqual([access.familyId]);
  });

  it('answers 701 logged out: logged-out pages keep their list prices', async () => {
    const { body } = await api.call('pri/priceFromMine', { familyIds: [access.familyId] });
    expect(body.code).toBe(701);
  });

  it('refuses more than 200 families in English and Chinese', async () => {
    const ids = Array.from({ length: 201 }, (_, i) => i + 1);
    const en = await fromMine(who.acmeAdmin, ids);
    expect(en.code).toBe(400);
    expect(en.msg).toBe('Product families must list from 1 to 200 items');
    const zh = await fromMine(who.acmeAdmin, ids, 'zh-cn');
    expect(zh.code).toBe(400);
    expect(zh.msg).toBe('产品系列必须包含1到200项');
  });
});
