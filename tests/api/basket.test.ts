import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Basket, BasketCountAnswer, QuickAddAnswer } from '#contract/calls/basket.ts';
import { logInAs, partsWithBreaks, type Buyer, type PartWithBreaks } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

/** The demo's UK mainland standard service (server/db/migrations/045-delivery-zones.ts): today's flat £9.95, free from £150. */
const UK_STANDARD = { pence: 995, freeFromPence: 15_000 };

let api: TestApi;
let buyer: Buyer;
let parts: PartWithBreaks[];

beforeAll(async () => {
  api = await openTestApi();
  buyer = await logInAs(api, 'buyer@example.com');
  parts = await partsWithBreaks(api, 4);
});
afterAll(() => api.close());
beforeEach(async () => {
  await api.db.deleteFrom('basketLines').execute();
});

const add = (partNo: string, quantity: number, who = buyer) =>
  who.call<BasketCountAnswer>('pri/basketAdd', { partNo, quantity });
const list = async (who = buyer) => (await who.call<Basket>('pri/basketList')).body.data;
const part = (i: number) => parts[i]!;

describe('basket calls need a live session', () => {
  it.each([
    'basketAdd',
    'basketList',
    'basketCount',
    'basketUpdate',
    'basketRemove',
    'basketSave',
    'basketClear',
    'basketQuickAdd',
  ])('%s answers 701 without a token', async (name) => {
    const { status, body } = await api.call(`pri/${name}`, {});
    expect(status).toBe(401);
    expect(body.code).toBe(701);
  });
});

describe('basketAdd and basketCount', () => {
  it('adds a part and answers the badge count (the sum of quantities)', async () => {
    expect((await add(part(0).partNo, 3)).body).toEqual({ code: 200, msg: 'OK', data: { basketCount: 3 } });
    expect((await add(part(1).partNo.toLowerCase(), 2)).body.data.basketCount).toBe(5);
    expect((await buyer.call<BasketCountAnswer>('pri/basketCount')).body.data.basketCount).toBe(5);
  });

  it('adds to a line already there, up to 9,999, and refuses more with the line named', async () => {
    await add(part(0).partNo, 9000);
    await add(part(0).partNo, 999);
    const { status, body } = await add(part(0).partNo, 1);
    expect(status).toBe(400);
    expect(body.msg).toBe(`A basket line can hold at most 9999 of one part; ${part(0).partNo} already has 9999.`);
    expect((await list()).lines[0]!.quantity).toBe(9999);
  });

  it('refuses an unknown part number with 404 and a bad quantity with the field named', async () => {
    const unknown = await add('NO-SUCH-PART-1', 1);
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('There is no product with part number NO-SUCH-PART-1.');
    const zero = await add(part(0).partNo, 0);
    expect(zero.body).toMatchObject({ code: 400, msg: 'Quantity must be from 1 to 9999', data: { field: 'quantity' } });
    const tooLong = await add('X'.repeat(41), 1);
    expect(tooLong.body.msg).toBe('Part number cannot exceed 40 characters');
    expect((await list()).lines).toEqual([]);
  });

  it('answers in Chinese when asked', async () => {
    const { body } = await buyer.call('pri/basketAdd', { partNo: 'NO-SUCH-PART-1', quantity: 1 }, { lang: 'zh-cn' });
    expect(body.msg).toBe('没有零件编号为 NO-SUCH-PART-1 的产品。');
  });

  it('loses nothing when two sessions of one buyer add at the same time', async () => {
    const second = await logInAs(api, 'buyer@example.com');
    const adds = Array.from({ length: 20 }, (_, i) => add(part(0).partNo, 1, i % 2 === 0 ? buyer : second));
    const answers = await Promise.all(adds);
    expect(answers.every((a) => a.body.code === 200)).toBe(true);
    expect((await list(second)).lines.map((l) => [l.partNo, l.quantity])).toEqual([[part(0).partNo, 20]]);
  });
});

describe('basketList: prices, breaks and totals', () => {
  it('prices each line at the break its quantity reaches, with the next break and the line total', async () => {
    const p = part(0);
    const [first, second] = p.breaks as [PartWithBreaks['breaks'][0], PartWithBreaks['breaks'][0]];
    await add(p.partNo, second.minQty - 1);
    let line = (await list()).lines[0]!;
    expect(line).toMatchObject({
      partNo: p.partNo,
      quantity: second.minQty - 1,
      unitPricePence: first.unitPricePence,
      breakMinQty: first.minQty,
      nextBreak: second,
    });
    expect(line.lineTotalPence).toBe((second.minQty - 1) * first.unitPricePence);
    // The line shows the picture of its very part.
    expect(line.imageUrl).toBe(`/api/unpri/partPicture?partNo=${encodeURIComponent(p.partNo)}`);
    expect((await api.app.inject({ method: 'GET', url: line.imageUrl! })).headers['content-type']).toBe(
      'image/svg+xml',
    );
    await buyer.call('pri/basketUpdate', { partNo: p.partNo, quantity: second.minQty });
    line = (await list()).lines[0]!;
    expect(line).toMatchObject({
      unitPricePence: second.unitPricePence,
      breakMinQty: second.minQty,
      lineTotalPence: second.minQty * second.unitPricePence,
    });
    // The buyer saw the new break's price when setting the quantity: no change to report.
    expect(line.seenUnitPricePence).toBe(second.unitPricePence);
    expect(line.stock).toBe(p.stock);
  });

  it('adds UK delivery below the free threshold and VAT at 20% on goods and delivery', async () => {
    const p = part(0);
    await add(p.partNo, 1);
    const { totals } = await list();
    const subtotal = p.breaks[0]!.unitPricePence;
    expect(subtotal).toBeLessThan(UK_STANDARD.freeFromPence);
    expect(totals).toEqual({
      subtotalPence: subtotal,
      deliveryPence: UK_STANDARD.pence,
      vatRatePercent: 20,
      vatPence: Math.round((subtotal + UK_STANDARD.pence) * 0.2),
      totalPence: subtotal + UK_STANDARD.pence + Math.round((subtotal + UK_STANDARD.pence) * 0.2),
      freeDeliveryFromPence: UK_STANDARD.freeFromPence,
      currency: 'GBP',
    });
  });

  it('delivers free from the threshold', async () => {
    const p = part(0);
    const price = p.breaks.at(-1)!.unitPricePence;
    await add(p.partNo, Math.max(p.breaks.at(-1)!.minQty, Math.ceil(UK_STANDARD.freeFromPence / price)));
    const { totals } = await list();
    expect(totals.subtotalPence).toBeGreaterThanOrEqual(UK_STANDARD.freeFromPence);
    expect(totals.deliveryPence).toBe(0);
    expect(totals.totalPence).toBe(totals.subtotalPence + totals.vatPence);
  });

  it('shows a change of price since the line was added', async () => {
    const p = part(1);
    await add(p.partNo, 1);
    const before = p.breaks[0]!.unitPricePence;
    await api.db
      .updateTable('variantPriceBreaks')
      .set({ unitPricePence: before + 250 })
      .where('variantId', '=', p.variantId)
      .where('minQty', '=', p.breaks[0]!.minQty)
      .execute();
    try {
      const line = (await list()).lines[0]!;
      expect(line.seenUnitPricePence).toBe(before);
      expect(line.unitPricePence).toBe(before + 250);
      expect(line.lineTotalPence).toBe(before + 250);
    } finally {
      await api.db
        .updateTable('variantPriceBreaks')
        .set({ unitPricePence: before })
        .where('variantId', '=', p.variantId)
        .where('minQty', '=', p.breaks[0]!.minQty)
        .execute();
    }
  });
});

describe('changing the basket', () => {
  it('sets a reference, removes a line, and removing it again is no error', async () => {
    await add(part(0).partNo, 1);
    await add(part(1).partNo, 1);
    const updated = (
      await buyer.call<Basket>('pri/basketUpdate', { partNo: part(0).partNo, reference: 'Jig 4, left side' })
    ).body.data;
    expect(updated.lines[0]!.reference).toBe('Jig 4, left side');
    const tooLong = await buyer.call('pri/basketUpdate', { partNo: part(0).partNo, reference: 'x'.repeat(31) });
    expect(tooLong.body.msg).toBe('Line reference cannot exceed 30 characters');
    expect(
      (await buyer.call<Basket>('pri/basketRemove', { partNo: part(0).partNo })).body.data.lines.map((l) => l.partNo),
    ).toEqual([part(1).partNo]);
    expect((await buyer.call<Basket>('pri/basketRemove', { partNo: part(0).partNo })).body.code).toBe(200);
  });

  it('answers 404 for a part that is not in the basket', async () => {
    const { status, body } = await buyer.call('pri/basketUpdate', { partNo: part(2).partNo, quantity: 2 });
    expect(status).toBe(404);
    expect(body.msg).toBe(`Part number ${part(2).partNo} is not in your basket.`);
  });

  it('saves a line for later (not counted, not in the totals) and moves it back', async () => {
    await add(part(0).partNo, 2);
    await add(part(1).partNo, 5);
    const saved = (await buyer.call<Basket>('pri/basketSave', { partNo: part(1).partNo, saved: true })).body.data;
    expect(saved.lines.map((l) => l.partNo)).toEqual([part(0).partNo]);
    expect(saved.saved.map((l) => [l.partNo, l.quantity])).toEqual([[part(1).partNo, 5]]);
    expect(saved.basketCount).toBe(2);
    expect(saved.totals.subtotalPence).toBe(saved.lines[0]!.lineTotalPence);
    const back = (await buyer.call<Basket>('pri/basketSave', { partNo: part(1).partNo, saved: false })).body.data;
    expect(back.saved).toEqual([]);
    expect(back.basketCount).toBe(7);
  });

  it('empties the basket but keeps what was saved for later', async () => {
    await add(part(0).partNo, 2);
    await add(part(1).partNo, 1);
    await buyer.call('pri/basketSave', { partNo: part(1).partNo, saved: true });
    const emptied = (await buyer.call<Basket>('pri/basketClear')).body.data;
    expect(emptied.lines).toEqual([]);
    expect(emptied.saved.map((l) => l.partNo)).toEqual([part(1).partNo]);
    expect(emptied.totals).toMatchObject({ subtotalPence: 0, deliveryPence: 0, vatPence: 0, totalPence: 0 });
  });

  it("keeps each buyer's basket to that buyer", async () => {
    const other = await logInAs(api, 'member@acme.example');
    await add(part(0).partNo, 1);
    expect((await list(other)).lines).toEqual([]);
    expect((await other.call('pri/basketRemove', { partNo: part(0).partNo })).body.code).toBe(200);
    expect((await list()).lines).toHaveLength(1);
  });
});

describe('basketQuickAdd', () => {
  it('adds the known part numbers and lists every other line with its reason', async () => {
    const text = [
      'Part number,Quantity',
      `${part(0).partNo},4`,
      `${part(1).partNo.toLowerCase()}\t2`,
      '',
      'NO-SUCH-PART 3',
      `${part(2).partNo}; 0`,
      'not a part!',
      `${part(0).partNo} 1`,
      part(3).partNo,
    ].join('\n');
    const { body } = await buyer.call<QuickAddAnswer>('pri/basketQuickAdd', { text });
    expect(body.data.added).toEqual([
      { partNo: part(0).partNo, quantity: 5 },
      { partNo: part(1).partNo, quantity: 2 },
      { partNo: part(3).partNo, quantity: 1 },
    ]);
    expect(body.data.problems).toEqual([
      { line: 5, text: 'NO-SUCH-PART 3', reason: 'There is no product with this part number.' },
      { line: 6, text: `${part(2).partNo}; 0`, reason: 'The quantity must be a whole number from 1 to 9999.' },
      { line: 7, text: 'not a part!', reason: 'Write one part number and one quantity per line.' },
    ]);
    expect(body.data.basket.basketCount).toBe(8);
  });

  it('gives its reasons in Chinese when asked', async () => {
    const { body } = await buyer.call<QuickAddAnswer>(
      'pri/basketQuickAdd',
      { text: 'NO-SUCH-PART 3' },
      { lang: 'zh-cn' },
    );
    expect(body.data.problems[0]!.reason).toBe('没有此零件编号的产品。');
  });

  it('refuses more than 200 lines and more than 20,000 characters, adding nothing', async () => {
    const lines = await buyer.call('pri/basketQuickAdd', { text: `${part(0).partNo} 1\n`.repeat(201) });
    expect(lines.body).toMatchObject({ code: 400, msg: 'A quick order takes at most 200 lines.' });
    const long = await buyer.call('pri/basketQuickAdd', { text: 'x'.repeat(20_001) });
    expect(long.body.msg).toBe('Quick order cannot exceed 20000 characters');
    expect((await list()).lines).toEqual([]);
  });
});
