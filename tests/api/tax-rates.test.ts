import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Basket } from '#contract/calls/basket.ts';
import type { OrderCreateAnswer, OrderDetail } from '#contract/calls/orders.ts';
import type { StaffTaxRates } from '#contract/calls/staff-tax-rates.ts';
import { addDays } from '#contract/rules/calendar-day.ts';
import { ukDay } from '#contract/format/dates.ts';
import { auditRecords, unnamedDetailKeys } from './helpers/editor.ts';
import { addAddress, logInAs, partsWithBreaks, prepareCheckout, type Buyer } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
let admin: Buyer;
let editor: Buyer;
let sales: Buyer;
let buyer: Buyer;
let partNo: string;

beforeAll(async () => {
  api = await openTestApi();
  [admin, editor, sales, buyer] = await Promise.all([
    logInAs(api, 'admin@lihda.example'),
    logInAs(api, 'editor@lihda.example'),
    logInAs(api, 'sales@lihda.example'),
    logInAs(api, 'jordan@example.com'),
  ]);
  partNo = (await partsWithBreaks(api, 1))[0]!.partNo;
});
afterAll(() => api.close());

const rates = async (who: Buyer = admin) => (await who.call<StaffTaxRates>('editor/taxRatesGet')).body.data.rates;
const add = (body: object, lang = 'en', who: Buyer = admin) =>
  who.call<StaffTaxRates>('staff/taxRateAdd', body, { lang });
const BELFAST = { postcode: 'BT1 5GS', town: 'Belfast', county: 'County Antrim' };

describe('VAT rates by destination', () => {
  it('start as the UK rules: 20 % in Great Britain and Northern Ireland, exports zero-rated, all in force', async () => {
    for (const who of [admin, editor, sales]) {
      expect(
        (await rates(who)).map(({ region, ratePercent, inForce, addedBy }) => ({
          region,
          ratePercent,
          inForce,
          addedBy,
        })),
      ).toEqual([
        { region: 'GB', ratePercent: 20, inForce: true, addedBy: null },
        { region: 'XI', ratePercent: 20, inForce: true, addedBy: null },
        { region: 'export', ratePercent: 0, inForce: true, addedBy: null },
      ]);
    }
    expect((await buyer.call('editor/taxRatesGet')).status).toBe(403);
  });

  it('are changed by administrators only', async () => {
    for (const who of [editor, sales])
      expect(
        (await add({ region: 'GB', ratePercent: 25, effectiveFrom: addDays(ukDay(), 30) }, 'en', who)).status,
      ).toBe(403);
    expect(await rates()).toHaveLength(3);
  });

  it('refuse a rate that would take effect in the past, in both languages, and save nothing', async () => {
    const yesterday = addDays(ukDay(), -1);
    const before = (await auditRecords(api)).length;
    for (const [lang, words] of [
      ['en', 'cannot take effect on a day that has passed'],
      ['zh-cn', '不能在已过去的日期生效'],
    ] as const) {
      const refused = await add({ region: 'GB', ratePercent: 25, effectiveFrom: yesterday }, lang);
      expect(refused.body).toMatchObject({ code: 400, data: { field: 'effectiveFrom' } });
      expect(refused.body.msg).toContain(words);
    }
    for (const body of [
      { region: 'GB', ratePercent: 101, effectiveFrom: addDays(ukDay(), 3) },
      { region: 'EU', ratePercent: 20, effectiveFrom: addDays(ukDay(), 3) },
      { region: 'GB', ratePercent: 20, effectiveFrom: '2030-02-31' },
    ]) {
      expect((await add(body)).body.code).toBe(400);
    }
    expect(await rates()).toHaveLength(3);
    expect((await auditRecords(api)).length).toBe(before);
  });

  it('take a rate from a day to come, audited, leaving today’s in force; one still to come is replaced or withdrawn', async () => {
    const day = addDays(ukDay(), 30);
    expect((await add({ region: 'GB', ratePercent: 22, effectiveFrom: day })).body.code).toBe(200);
    const replaced = await add({ region: 'GB', ratePercent: 21, effectiveFrom: day });
    const gb = replaced.body.data.rates.filter((r) => r.region === 'GB');
    expect(
      gb.map(({ ratePercent, effectiveFrom, inForce, addedBy }) => ({ ratePercent, effectiveFrom, inForce, addedBy })),
    ).toEqual([
      { ratePercent: 21, effectiveFrom: day, inForce: false, addedBy: 'admin@lihda.example' },
      { ratePercent: 20, effectiveFrom: '2011-01-04', inForce: true, addedBy: null },
    ]);
    const [record] = await auditRecords(api);
    expect(record).toMatchObject({
      area: 'tax',
      action: 'update',
      userEmail: 'admin@lihda.example',
      summary: `VAT rate for GB: 21 % from ${day} (was 22 %)`,
    });
    expect(unnamedDetailKeys([record!.detail])).toEqual([]);
    // Editors read the tax audit as they read the rates.
    const changes = await editor.call<{ list: Array<{ area: string }> }>('editor/changeList', { area: 'tax' });
    expect(changes.body.data.list.map((c) => c.area)).toEqual(['tax', 'tax']);

    // The basket still charges today's rate.
    await buyer.call('pri/basketAdd', { partNo, quantity: 1 });
    expect((await buyer.call<Basket>('pri/basketList')).body.data.totals.vatRatePercent).toBe(20);

    const withdrawn = await admin.call<StaffTaxRates>('staff/taxRateWithdraw', { id: gb[0]!.id });
    expect(withdrawn.body.code).toBe(200);
    expect(withdrawn.body.data.rates.filter((r) => r.region === 'GB')).toHaveLength(1);
    expect((await auditRecords(api))[0]).toMatchObject({ area: 'tax', action: 'delete' });
    const inForce = withdrawn.body.data.rates.find((r) => r.region === 'GB')!;
    expect((await admin.call('staff/taxRateWithdraw', { id: inForce.id })).body.code).toBe(409);
  });

  it('decide an order by where it goes: a rate from today applies to Northern Ireland only, and the order keeps it', async () => {
    expect((await add({ region: 'XI', ratePercent: 5, effectiveFrom: ukDay() })).body.code).toBe(200);
    // Today's rate may have been charged already: it is not replaced.
    expect((await add({ region: 'XI', ratePercent: 6, effectiveFrom: ukDay() })).body.code).toBe(409);

    const checkout = await prepareCheckout(buyer, [[partNo, 1]]);
    const belfast = await addAddress(buyer, BELFAST);
    const quote = (await buyer.call<Basket['totals']>('pri/checkoutTotals', { deliveryAddressId: belfast.id })).body
      .data;
    expect(quote.vatRatePercent).toBe(5);
    const placed = await buyer.call<OrderCreateAnswer>('pri/orderCreate', {
      ...checkout,
      deliveryAddressId: belfast.id,
      invoiceAddressId: belfast.id,
      expectedTotalPence: quote.totalPence,
    });
    expect(placed.body.code).toBe(200);
    const order = placed.body.data;
    const detail = (await buyer.call<OrderDetail>('pri/orderDetail', { id: order.id })).body.data;
    expect(detail.totals).toMatchObject({ vatRatePercent: 5, totalPence: quote.totalPence });

    // Great Britain and exports are untouched.
    const sheffield = await addAddress(buyer);
    const german = await addAddress(buyer, { postcode: '70173', town: 'Stuttgart', county: '', country: 'DE' });
    await buyer.call('pri/basketAdd', { partNo, quantity: 1 });
    expect(
      (await buyer.call<Basket['totals']>('pri/checkoutTotals', { deliveryAddressId: sheffield.id })).body.data
        .vatRatePercent,
    ).toBe(20);
    expect(
      (await buyer.call<Basket['totals']>('pri/checkoutTotals', { deliveryAddressId: german.id })).body.data,
    ).toMatchObject({ vatRatePercent: 0, vatPence: 0 });

    // A later change leaves the placed order as it was charged.
    await api.db
      .updateTable('taxRates')
      .set({ ratePercent: 20 })
      .where('region', '=', 'XI')
      .where('ratePercent', '=', 5)
      .execute();
    expect((await buyer.call<OrderDetail>('pri/orderDetail', { id: order.id })).body.data.totals.vatRatePercent).toBe(
      5,
    );
  });
});
