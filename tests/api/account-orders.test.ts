import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ukDay } from '#contract/format/dates.ts';
import { dueDate } from '#contract/rules/due-date.ts';
import type { Database } from '../../server/db/schema.ts';
import { writeDemoOrders } from '../../server/seed/demo-orders.ts';
import { readPdf } from '../support/pdf-text.ts';
import type { OrderListAnswer, OrderListRequest } from '#contract/calls/order-history.ts';
import type { OrderAgainAnswer } from '#contract/calls/order-history.ts';
import type { OrderDetail } from '#contract/calls/orders.ts';
import type { Envelope } from '#contract/api/types.ts';
import type { LoginAnswer } from '#contract/calls/login.ts';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts.ts';
import { logInAs, partsWithBreaks, placeOrder, type Buyer, type PartWithBreaks } from './helpers/shop.ts';
import { followMailedLink } from './helpers/mailed-links.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
let parts: PartWithBreaks[];
let registered = 0;

beforeAll(async () => {
  api = await openTestApi();
  parts = await partsWithBreaks(api, 3);
});
afterAll(() => api.close());

/** A fresh buyer (the admin of a new company, when named), logged in. */
async function register(companyName?: string): Promise<Buyer & { id: number; name: string }> {
  const n = ++registered;
  const email = `orders${n}@orders.example`;
  const { body } = await api.call<LoginAnswer>(
    'unpri/userRegister',
    { firstName: 'Robin', lastName: `Buyer${n}`, email, pwd: DEMO_PASSWORD, ...(companyName ? { companyName } : {}) },
    { remoteAddress: `10.7.0.${n}` },
  );
  if (body.code !== 200) throw new Error(`register failed: ${body.msg}`);
  // The company is founded when its admin's address is verified.
  if (companyName) await followMailedLink(api, email);
  return { ...(await logInAs(api, email)), id: body.data.id, name: `Robin Buyer${n}` };
}

const part = (i: number) => parts[i]!.partNo;
const list = (who: Buyer, request: OrderListRequest = {}) => who.call<OrderListAnswer>('pri/orderList', request);
const listed = async (who: Buyer, request: OrderListRequest = {}) => (await list(who, request)).body.data;
const detail = (who: Buyer, id: number) => who.call<OrderDetail>('pri/orderDetail', { id });
const invoice = (who: Buyer | null, id: number) =>
  api.app.inject({
    method: 'GET',
    url: `/api/pri/orderInvoice?id=${id}`,
    headers: who ? { token: who.login.token } : {},
  });

describe('the order list', () => {
  it('lists the buyer’s own orders newest first, a page at a time', async () => {
    const buyer = await register();
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await placeOrder(buyer, [[part(i), 1]], { poReference: `PO-${i}` }));
    const first = await listed(buyer, { pageSize: 2 });
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2, canSeeTeam: false });
    expect(first.orders.map((o) => o.orderNo)).toEqual([made[2]!.orderNo, made[1]!.orderNo]);
    expect(first.orders[0]).toMatchObject({
      poReference: 'PO-2',
      stage: 'awaitingPayment',
      lineCount: 1,
      mine: true,
      placedBy: null,
    });
    const second = await listed(buyer, { pageSize: 2, page: 2 });
    expect(second.orders.map((o) => o.orderNo)).toEqual([made[0]!.orderNo]);
    expect((await listed(await register())).orders).toEqual([]);
  });

  it('filters by status and by UK calendar days', async () => {
    const buyer = await register();
    const transfer = await placeOrder(buyer, [[part(0), 1]]);
    await buyer.call('pri/payStart', { id: transfer.id, method: 'bankTransfer' });
    const unpaid = await placeOrder(buyer, [[part(1), 1]]);
    const old = await placeOrder(buyer, [[part(2), 1]]);
    // 14 January 2025, 23:30 in London (GMT): still the 14th there.
    await api.db
      .updateTable('orders')
      .set({ createdAt: new Date('2025-01-14T23:30:00Z'), deliveryState: 'delivered' })
      .where('id', '=', old.id)
      .execute();

    const numbers = async (request: OrderListRequest) => (await listed(buyer, request)).orders.map((o) => o.orderNo);
    expect(await numbers({ stage: 'awaitingTransfer' })).toEqual([transfer.orderNo]);
    expect(await numbers({ stage: 'awaitingPayment' })).toEqual([unpaid.orderNo]);
    expect(await numbers({ stage: 'delivered' })).toEqual([old.orderNo]);
    expect(await numbers({ stage: 'cancelled' })).toEqual([]);
    expect(await numbers({ from: '2025-01-14', to: '2025-01-14' })).toEqual([old.orderNo]);
    expect(await numbers({ from: '2025-01-15', to: '2025-12-31' })).toEqual([]);
    expect(await numbers({ from: '2025-02-01' })).toEqual([unpaid.orderNo, transfer.orderNo]);
  });

  it('searches by order number, PO reference and part number (any case, a part of one)', async () => {
    const buyer = await register();
    const a = await placeOrder(buyer, [[part(0), 2]], { poReference: 'WIDGET-77' });
    const b = await placeOrder(buyer, [
      [part(1), 1],
      [part(2), 3],
    ]);
    const numbers = async (search: string) => (await listed(buyer, { search })).orders.map((o) => o.orderNo);
    expect(await numbers(a.orderNo.slice(3))).toEqual([a.orderNo]);
    expect(await numbers('widget-7')).toEqual([a.orderNo]);
    expect(await numbers(part(2).toLowerCase())).toEqual([b.orderNo]);
    expect(await numbers('100%')).toEqual([]);
  });

  it('validates every field with a limit', async () => {
    const buyer = await register();
    const refused = async (request: Record<string, unknown>) => (await buyer.call('pri/orderList', request)).body;
    expect(await refused({ stage: 'lost' })).toMatchObject({ code: 400, data: { field: 'stage' } });
    expect(await refused({ from: '22/11/2026' })).toMatchObject({
      code: 400,
      msg: 'Enter a date as YYYY-MM-DD, such as 2026-11-22.',
      data: { field: 'from' },
    });
    expect(await refused({ to: '2026-02-31' })).toMatchObject({ code: 400, data: { field: 'to' } });
    expect(await refused({ search: 'x'.repeat(41) })).toMatchObject({ code: 400, data: { field: 'search' } });
    expect(await refused({ pageSize: 51 })).toMatchObject({ code: 400, data: { field: 'pageSize' } });
    expect(await refused({ scope: 'everyone' })).toMatchObject({ code: 400, data: { field: 'scope' } });
    expect(await refused({ colour: 'red' })).toMatchObject({ code: 400 });
    expect((await api.call('pri/orderList', {})).body.code).toBe(701);
  });

  it('shows the seeded demo orders of buyer@example.com with their history', async () => {
    const demo = await logInAs(api, 'buyer@example.com');
    const { orders } = await listed(demo);
    expect(orders.map((o) => o.stage)).toEqual(['awaitingTransfer', 'dispatched', 'delivered']);
    const delivered = (await detail(demo, orders[2]!.id)).body.data;
    expect(delivered.events.map((e) => e.kind)).toEqual(['placed', 'paymentReceived', 'dispatched', 'delivered']);
    expect(delivered.totals.subtotalPence).toBe(delivered.lines.reduce((sum, l) => sum + l.lineTotalPence, 0));
    expect(delivered).toMatchObject({ paymentState: 'paid', deliveryState: 'delivered', payable: false, mine: true });
  });

  it("dates the demo company's invoices on account by its payment terms, as a real order on account is", async () => {
    /** Each demo invoice on account's due day, and the day its terms make from when it was invoiced. */
    const invoices = async (db: Kysely<Database>) => {
      const rows = await db
        .selectFrom('orders as o')
        .innerJoin('companies as c', 'c.id', 'o.companyId')
        .innerJoin('orderEvents as e', (join) => join.onRef('e.orderId', '=', 'o.id').on('e.kind', '=', 'onAccount'))
        .select(['o.id', 'o.dueAt', 'e.at', 'c.creditTerms'])
        .where('c.name', '=', 'Acme Engineering Ltd')
        .where('o.idempotencyKey', 'like', 'demo-%')
        .where('o.paymentMethod', '=', 'account')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        due: ukDay(r.dueAt!),
        byTerms: ukDay(dueDate(r.at, r.creditTerms)),
        terms: r.creditTerms,
      }));
    };
    const seeded = await invoices(api.db);
    expect(seeded).toHaveLength(2);
    for (const invoice of seeded) expect(invoice).toMatchObject({ due: invoice.byTerms, terms: 'eom30' });

    // The same orders seeded for a company on days30 terms, then rolled back: the other tests keep the demo as it was.
    class RolledBack extends Error {
      readonly written: Awaited<ReturnType<typeof invoices>>;
      constructor(written: Awaited<ReturnType<typeof invoices>>) {
        super('rolled back');
        this.written = written;
      }
    }
    const again = await api.db
      .transaction()
      .execute(async (tx) => {
        await tx
          .updateTable('companies')
          .set({ creditTerms: 'days30' })
          .where('name', '=', 'Acme Engineering Ltd')
          .execute();
        const ids = seeded.map((s) => s.id);
        await tx.deleteFrom('payments').where('orderId', 'in', ids).execute();
        await tx.deleteFrom('invoices').where('orderId', 'in', ids).execute();
        await tx.deleteFrom('orders').where('id', 'in', ids).execute();
        await writeDemoOrders(tx);
        throw new RolledBack(await invoices(tx));
      })
      .catch((error: unknown) => {
        if (error instanceof RolledBack) return error.written;
        throw error;
      });
    expect(again).toHaveLength(2);
    for (const invoice of again) expect(invoice).toMatchObject({ due: invoice.byTerms, terms: 'days30' });
    expect(await invoices(api.db)).toEqual(seeded);
  });
});

describe('a company', () => {
  it('lets an admin see the whole team’s orders with who placed each; a member sees only their own', async () => {
    const admin = await register('Orders Team Ltd');
    const member = await register();
    const { companyId } = await api.db
      .selectFrom('users')
      .select('companyId')
      .where('id', '=', admin.id)
      .executeTakeFirstOrThrow();
    await api.db.updateTable('users').set({ companyId, companyRole: 'buyer' }).where('id', '=', member.id).execute();
    const theirs = await placeOrder(member, [[part(0), 1]]);
    const mine = await placeOrder(admin, [[part(1), 1]]);

    const team = await listed(admin, { scope: 'team' });
    expect(team.canSeeTeam).toBe(true);
    expect(team.orders.map((o) => [o.orderNo, o.mine, o.placedBy])).toEqual([
      [mine.orderNo, true, admin.name],
      [theirs.orderNo, false, member.name],
    ]);
    expect((await listed(admin, { scope: 'mine' })).orders.map((o) => o.orderNo)).toEqual([mine.orderNo]);
    const seen = (await detail(admin, theirs.id)).body.data;
    expect(seen).toMatchObject({ orderNo: theirs.orderNo, mine: false, placedBy: member.name, payable: false });

    const own = await listed(member, { scope: 'team' });
    expect(own).toMatchObject({ canSeeTeam: false });
    expect(own.orders.map((o) => o.orderNo)).toEqual([theirs.orderNo]);
    expect((await detail(member, theirs.id)).body.data).toMatchObject({ mine: true, placedBy: null, payable: true });
    expect((await detail(member, mine.id)).body).toMatchObject({ code: 404, msg: 'There is no such order.' });
  });
});

describe('another buyer’s order', () => {
  it('is not found for the detail, the invoice and order again, exactly like a missing id', async () => {
    const owner = await register();
    const stranger = await register();
    const { id } = await placeOrder(owner, [[part(0), 1]]);
    for (const which of [id, 2_000_000_000]) {
      expect((await detail(stranger, which)).body).toMatchObject({
        code: 404,
        msg: 'There is no such order.',
        data: null,
      });
      expect((await stranger.call('pri/orderAgain', { id: which })).body).toMatchObject({
        code: 404,
        msg: 'There is no such order.',
      });
      const pdf = await invoice(stranger, which);
      expect(pdf.statusCode).toBe(404);
      expect(pdf.json<Envelope<null>>()).toMatchObject({ code: 404, msg: 'There is no such order.' });
    }
    // Nor does an admin of another company see it.
    const otherAdmin = await logInAs(api, 'admin@acme.example');
    expect((await detail(otherAdmin, id)).body.code).toBe(404);
  });
});

describe('order again', () => {
  it('puts the lines into the basket at today’s prices and reports parts no longer sold', async () => {
    const buyer = await register();
    const [kept, gone] = [parts[0]!, parts[1]!];
    const { id } = await placeOrder(buyer, [
      [kept.partNo, 2],
      [gone.partNo, 1],
    ]);
    const ordered = (await detail(buyer, id)).body.data;
    const today = ordered.lines[0]!.unitPricePence + 7;
    await api.db
      .updateTable('variantPriceBreaks')
      .set({ unitPricePence: today })
      .where('variantId', '=', kept.variantId)
      .where('minQty', '=', 1)
      .execute();
    await api.db.deleteFrom('variants').where('id', '=', gone.variantId).execute();

    const { body } = await buyer.call<OrderAgainAnswer>('pri/orderAgain', { id });
    expect(body.code).toBe(200);
    expect(body.data.added).toEqual([{ partNo: kept.partNo, quantity: 2 }]);
    expect(body.data.problems).toEqual([{ partNo: gone.partNo, reason: 'This part is no longer sold.' }]);
    expect(body.data.basket.lines).toHaveLength(1);
    expect(body.data.basket.lines[0]).toMatchObject({
      partNo: kept.partNo,
      quantity: 2,
      unitPricePence: today,
      lineTotalPence: 2 * today,
    });

    const zh = await buyer.call<OrderAgainAnswer>('pri/orderAgain', { id }, { lang: 'zh-cn' });
    expect(zh.body.data.problems[0]!.reason).toBe('此零件已停售。');
    expect(zh.body.data.basket.lines[0]!.quantity).toBe(4);
  });
});

describe('the invoice', () => {
  it('is the pro-forma while unpaid: a PDF attachment with the order number, seller VAT number, totals and bank details', async () => {
    const buyer = await register();
    const { id, orderNo } = await placeOrder(buyer, [[part(0), 3]], { poReference: 'INV-PO-9' });
    const pdf = await invoice(buyer, id);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="pro-forma-${orderNo}.pdf"`);
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    const { text } = await readPdf(pdf.rawPayload);
    for (const shown of [orderNo, 'INV-PO-9', 'VAT number GB987654321', 'Sort code', part(0)])
      expect(text).toContain(shown);
    const order = (await detail(buyer, id)).body.data;
    expect(text).toContain(
      new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(order.totals.totalPence / 100),
    );
    // In the lang header's language.
    const chinese = await api.app.inject({
      method: 'GET',
      url: `/api/pri/orderInvoice?id=${id}`,
      headers: { token: buyer.login.token, lang: 'zh-cn' },
    });
    expect((await readPdf(chinese.rawPayload)).text).toContain('发票');
  });

  it('needs a live session (701)', async () => {
    const pdf = await invoice(null, 1);
    expect(pdf.statusCode).toBe(401);
    expect(pdf.json<Envelope<null>>().code).toBe(701);
  });
});
