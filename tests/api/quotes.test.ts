import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { OrderCreateAnswer, OrderDetail } from '#contract/calls/orders.ts';
import type { QuoteDetail, QuoteRow } from '#contract/calls/quotes.ts';
import { ukDay } from '#contract/format/dates.ts';
import { addDays } from '#contract/rules/calendar-day.ts';
import { addWorkingDays } from '#contract/rules/dispatch-date.ts';
import { unitPriceFor } from '#contract/rules/price-breaks.ts';
import Fastify from 'fastify';
import { quoteExpiryKeeper, runQuoteExpiry } from '../../server/quotes/quote-expiry.ts';
import { auditRecords } from './helpers/editor.ts';
import { lastMailId } from './helpers/outbox-mark.ts';
import { addAddress, logInAs, partsWithBreaks, type Buyer, type PartWithBreaks } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
let tom: Buyer;
let priya: Buyer;
let jordan: Buyer;
let sales: Buyer;
let admin: Buyer;
let editor: Buyer;
let part: PartWithBreaks;
let other: PartWithBreaks;

const onPostgres = Boolean(inject('postgresTemplateUrl'));

beforeAll(async () => {
  api = await openTestApi();
  [tom, priya, jordan, sales, admin, editor] = (await Promise.all(
    [
      'member@acme.example',
      'admin@acme.example',
      'jordan@example.com',
      'sales@lihda.example',
      'admin@lihda.example',
      'editor@lihda.example',
    ].map((email) => logInAs(api, email)),
  )) as [Buyer, Buyer, Buyer, Buyer, Buyer, Buyer];
  [part, other] = (await partsWithBreaks(api, 2)) as [PartWithBreaks, PartWithBreaks];
});
afterAll(() => api.close());

const fromToday = (days: number) => addDays(ukDay(), days);
const listAt = (p: PartWithBreaks, quantity: number) => unitPriceFor(quantity, p.breaks);

async function ok<T>(answer: Promise<{ body: { code: number; msg: string; data: T } }>): Promise<T> {
  const { body } = await answer;
  if (body.code !== 200) throw new Error(`${body.code} ${body.msg}`);
  return body.data;
}

/** A request for one part, answered by sales at `percent` of the list price. */
async function quoted(buyer: Buyer, quantity: number, percent = 90, country = 'GB'): Promise<QuoteDetail> {
  const request = await ok(
    buyer.call<QuoteDetail>('pri/quoteRequest', { partNo: part.partNo, quantity, deliveryCountry: country }),
  );
  const price = Math.round((listAt(part, quantity) * percent) / 100);
  return ok(
    sales.call<QuoteDetail>('staff/quoteSend', { id: request.id, lines: `1 | 1:${price} | 10`, deliveryPence: 1500 }),
  );
}

const counts = async () => ({
  quotes: Number(
    (
      await api.db
        .selectFrom('quotes')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  versions: Number(
    (
      await api.db
        .selectFrom('quoteVersions')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  events: Number(
    (
      await api.db
        .selectFrom('quoteEvents')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  orders: Number(
    (
      await api.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
});

/** Refused with this code and these words in English and Chinese, and nothing written. */
async function refused(
  who: Buyer,
  path: string,
  body: object,
  code: number,
  en: string | RegExp,
  zh: string | RegExp,
): Promise<void> {
  const before = await counts();
  const english = (await who.call(path, body)).body;
  const chinese = (await who.call(path, body, { lang: 'zh-cn' })).body;
  expect(english.code).toBe(code);
  expect(chinese.code).toBe(code);
  expect(english.msg).toMatch(en);
  expect(chinese.msg).toMatch(zh);
  expect(await counts()).toEqual(before);
}

const mailsTo = (email: string, since: number) =>
  api.db
    .selectFrom('mailOutbox')
    .select(['template', 'language', 'values'])
    .where('recipient', '=', email)
    .where('id', '>', since)
    .orderBy('id')
    .execute();
const subjects = async (email: string, since: number) =>
  (await mailsTo(email, since)).map((m) => (m.values as { subject: { en: string } }).subject.en);

describe('the demo data', () => {
  it('gives admin@acme.example a quote valid for 30 days from loading, and sales two open requests', async () => {
    const priyas = await ok(priya.call<{ list: QuoteRow[] }>('pri/quoteList', { state: 'quoted' }));
    expect(priyas.list).toEqual([
      expect.objectContaining({ state: 'quoted', validUntil: fromToday(30), reference: 'ACME-RFQ-101', lineCount: 2 }),
    ]);
    const detail = await ok(priya.call<QuoteDetail>('pri/quoteGet', { id: priyas.list[0]!.id }));
    expect(detail).toMatchObject({ canAccept: true, versions: [expect.objectContaining({ versionNo: 1 })] });
    const open = await ok(sales.call<{ list: QuoteRow[] }>('staff/quoteList', { state: 'requested' }));
    expect(open.list.map((q) => [q.companyName, q.reference])).toEqual([
      ['Acme Engineering Ltd', 'ACME-RFQ-103'],
      ['Acme Engineering Ltd', 'ACME-RFQ-102'],
    ]);
    const states = (await ok(sales.call<{ list: QuoteRow[] }>('staff/quoteList', {}))).list
      .map((q) => q.state)
      .toSorted();
    expect(states).toEqual(['declined', 'expired', 'quoted', 'requested', 'requested']);
    const old = await ok(sales.call<{ list: QuoteRow[] }>('staff/quoteList', { olderThanDays: 10 }));
    expect(old.list.map((q) => q.reference)).toEqual(['ACME-RFQ-095', 'ACME-RFQ-088']);
  });
});

describe('a quote from request to order', () => {
  it('is asked for, sent, revised and accepted into exactly one order at the quoted prices; each step mailed, in the inbox and audited', async () => {
    const since = await lastMailId(api);
    const request = await ok(
      tom.call<QuoteDetail>('pri/quoteRequest', {
        partNo: part.partNo.toLowerCase(),
        quantity: 12_000,
        targetPricePence: 50,
        note: 'M10 instead of M8',
        neededBy: fromToday(20),
        deliveryCountry: 'GB',
        reference: 'PRJ-7',
        message: 'For the Leeds line.',
      }),
    );
    expect(request).toMatchObject({
      state: 'requested',
      reference: 'PRJ-7',
      neededBy: fromToday(20),
      versions: [],
      mine: true,
      canAccept: false,
      companyName: 'Acme Engineering Ltd',
    });
    expect(request.lines).toEqual([
      expect.objectContaining({
        lineNo: 1,
        partNo: part.partNo,
        quantity: 12_000,
        targetPricePence: 50,
        note: 'M10 instead of M8',
      }),
    ]);
    expect(request.messages).toEqual([expect.objectContaining({ side: 'buyer', body: 'For the Leeds line.' })]);
    expect(await subjects('member@acme.example', since)).toEqual([`Quote request ${request.quoteNo} received`]);
    expect(await subjects('sales@lihda.example', since)).toEqual([
      `New quote request ${request.quoteNo} from Tom Baker`,
    ]);
    const inbox = await api.db
      .selectFrom('inboxMessages')
      .select(['kind', 'quoteId', 'subjectZh'])
      .where('quoteId', '=', request.id)
      .execute();
    expect(inbox).toEqual([{ kind: 'quote', quoteId: request.id, subjectZh: `已收到询价 ${request.quoteNo}` }]);

    const price = listAt(part, 9999) - 1;
    const sent = await ok(
      sales.call<QuoteDetail>('staff/quoteSend', {
        id: request.id,
        lines: `1 | 1:${price} | 14`,
        deliveryPence: 2500,
        message: 'Our best price.',
      }),
    );
    expect(sent.state).toBe('quoted');
    expect(sent.validUntil).toBe(fromToday(30));
    expect(sent.versions).toEqual([
      expect.objectContaining({ versionNo: 1, deliveryPence: 2500, subtotalPence: 12_000 * price, belowFloor: false }),
    ]);
    const revised = await ok(
      sales.call<QuoteDetail>('staff/quoteRevise', {
        id: request.id,
        lines: `1 | 1:${price + 2};5000:${price} | 21`,
        deliveryPence: 0,
        validUntil: fromToday(10),
      }),
    );
    expect(revised.versions.map((v) => v.versionNo)).toEqual([1, 2]);
    const seen = await ok(tom.call<QuoteDetail>('pri/quoteGet', { id: request.id }));
    expect(seen).toMatchObject({ state: 'quoted', validUntil: fromToday(10), canAccept: true, waiting: null });
    expect(seen.events.map((e) => [e.kind, e.by])).toEqual([
      ['requested', null],
      ['sent', null],
      ['revised', null],
    ]);
    expect((await subjects('member@acme.example', since)).slice(1)).toEqual([
      `Your quote ${request.quoteNo} is ready`,
      `Quote ${request.quoteNo} revised (version 2)`,
    ]);

    const address = await addAddress(tom);
    const total = 12_000 * price * 1.2;
    const accept = {
      id: request.id,
      versionNo: 2,
      idempotencyKey: 'quote-accept-1',
      deliveryAddressId: address.id,
      invoiceAddressId: address.id,
      paymentMethod: 'bankTransfer',
      expectedTotalPence: total,
    };
    await refused(
      tom,
      'pri/quoteAccept',
      { ...accept, versionNo: 1 },
      409,
      'This quote has a newer version (2): read it before you accept.',
      '此报价已有新版本（2）：请先查看再接受。',
    );
    await refused(priya, 'pri/quoteAccept', accept, 404, 'There is no such quote.', '没有此报价。');
    const order = await ok(tom.call<OrderCreateAnswer>('pri/quoteAccept', accept));
    expect(await ok(tom.call<OrderCreateAnswer>('pri/quoteAccept', accept))).toEqual(order);
    await refused(
      tom,
      'pri/quoteAccept',
      { ...accept, idempotencyKey: 'quote-accept-2' },
      409,
      'This quote is ordered: it cannot be accepted now.',
      '此报价状态为“已下单”，现在不能接受。',
    );

    const placed = await api.db
      .selectFrom('orders')
      .select(['quoteId', 'subtotalPence', 'deliveryPence', 'totalPence', 'approvalState'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    // Tom's spending limit is £500: the company's approval applies to an order from a quote as to any other.
    expect(placed).toEqual({
      quoteId: request.id,
      subtotalPence: 12_000 * price,
      deliveryPence: 0,
      totalPence: total,
      approvalState: 'pending',
    });
    const lines = await api.db
      .selectFrom('orderLines')
      .select(['partNo', 'quantity', 'unitPricePence', 'priceRule', 'leadTimeDays'])
      .where('orderId', '=', order.id)
      .execute();
    expect(lines).toEqual([
      { partNo: part.partNo, quantity: 12_000, unitPricePence: price, priceRule: 'quote', leadTimeDays: 21 },
    ]);
    const detail = await ok(tom.call<OrderDetail>('pri/orderDetail', { id: order.id }));
    expect(detail.quote).toEqual({ id: request.id, quoteNo: request.quoteNo });
    // Sent as checkout records it: the address's zone and service, dispatched after the quoted lead time.
    expect(detail.delivery).toMatchObject({ service: 'standard', zoneEn: 'UK mainland', dutiesPaid: false });
    expect(detail.delivery.dispatchOn! > addWorkingDays(ukDay(), 20)).toBe(true);
    expect((await ok(sales.call<OrderDetail>('staff/orderGet', { id: order.id }))).quote).toEqual({
      id: request.id,
      quoteNo: request.quoteNo,
    });
    const done = await ok(tom.call<QuoteDetail>('pri/quoteGet', { id: request.id }));
    expect(done).toMatchObject({ state: 'ordered', order: { id: order.id, orderNo: order.orderNo }, canAccept: false });
    expect(done.events.map((e) => e.kind)).toEqual(['requested', 'sent', 'revised', 'accepted', 'ordered']);
    expect(await subjects('sales@lihda.example', since)).toContain(
      `Quote ${request.quoteNo} accepted: order ${order.orderNo}`,
    );
    const audit = (await auditRecords(api)).filter((r) => r.area === 'quote' && r.recordId === String(request.id));
    expect(audit.map((r) => [r.action, r.userEmail])).toEqual([
      ['revise', 'sales@lihda.example'],
      ['send', 'sales@lihda.example'],
    ]);
  });

  it('refuses delivery to another country than quoted, and an expired quote, in both languages', async () => {
    const quote = await quoted(tom, 5, 90, 'DE');
    const address = await addAddress(tom);
    const accept = {
      id: quote.id,
      versionNo: 1,
      idempotencyKey: 'quote-country-1',
      deliveryAddressId: address.id,
      invoiceAddressId: address.id,
      paymentMethod: 'bankTransfer',
      expectedTotalPence: 1,
    };
    await refused(
      tom,
      'pri/quoteAccept',
      accept,
      400,
      'This quote is for delivery to Germany: choose a delivery address there.',
      '此报价的收货国家为德国：请选择该国家的收货地址。',
    );
    await api.db
      .updateTable('quotes')
      .set({ validUntil: fromToday(-1) })
      .where('id', '=', quote.id)
      .execute();
    await refused(
      tom,
      'pri/quoteAccept',
      accept,
      409,
      `This quote expired on ${fromToday(-1)}: ask for a new one.`,
      `此报价已于 ${fromToday(-1)} 过期：请重新询价。`,
    );
  });

  it('goes back to sales when the buyer asks for a change; is declined, withdrawn, and refuses moves from there', async () => {
    const quote = await quoted(tom, 3);
    const back = await ok(
      tom.call<QuoteDetail>('pri/quoteAskChange', { id: quote.id, message: 'Can you do 4 weeks?' }),
    );
    expect(back.state).toBe('requested');
    expect(back.messages.at(-1)).toMatchObject({ side: 'buyer', body: 'Can you do 4 weeks?' });
    await refused(tom, 'pri/quoteAskChange', { id: quote.id }, 400, /message/i, /留言/);
    await refused(
      tom,
      'pri/quoteDecline',
      { id: quote.id },
      409,
      'This quote is requested: it cannot be declined now.',
      '此报价状态为“已询价”，现在不能拒绝。',
    );
    expect((await ok(tom.call<QuoteDetail>('pri/quoteWithdraw', { id: quote.id }))).state).toBe('withdrawn');
    await refused(
      sales,
      'staff/quoteSend',
      { id: quote.id, lines: '1 | 1:100 | 1', deliveryPence: 0 },
      409,
      'This quote is withdrawn: it cannot be sent now.',
      /已撤回/,
    );

    const declined = await quoted(tom, 4);
    expect((await ok(tom.call<QuoteDetail>('pri/quoteDecline', { id: declined.id, message: 'Too dear.' }))).state).toBe(
      'declined',
    );
    const bySales = await ok(
      tom.call<QuoteDetail>('pri/quoteRequest', { partNo: part.partNo, quantity: 2, deliveryCountry: 'GB' }),
    );
    const answer = await ok(sales.call<QuoteDetail>('staff/quoteDecline', { id: bySales.id, reason: 'Discontinued.' }));
    expect(answer).toMatchObject({
      state: 'declined',
      messages: [expect.objectContaining({ side: 'staff', body: 'Discontinued.' })],
    });
  });
});

describe('the cost guard', () => {
  it('holds a price under the floor for an admin, who sends it; an admin may set a family floor', async () => {
    const request = await ok(
      tom.call<QuoteDetail>('pri/quoteRequest', { partNo: part.partNo, quantity: 10, deliveryCountry: 'GB' }),
    );
    const cheap = Math.max(1, Math.floor(listAt(part, 10) * 0.5));
    const since = await lastMailId(api);
    const held = await ok(
      sales.call<QuoteDetail>('staff/quoteSend', { id: request.id, lines: `1 | 1:${cheap} | 5`, deliveryPence: 0 }),
    );
    expect(held).toMatchObject({
      state: 'requested',
      versions: [],
      waiting: { versionNo: 1, sentAt: null, belowFloor: true },
    });
    expect((await ok(tom.call<QuoteDetail>('pri/quoteGet', { id: request.id }))).waiting).toBeNull();
    expect(await subjects('admin@lihda.example', since)).toEqual([`Quote ${request.quoteNo} waits for your approval`]);
    expect(await subjects('member@acme.example', since)).toEqual([]);
    await refused(
      sales,
      'staff/quoteSend',
      { id: request.id, lines: '1 | 1:999999 | 5', deliveryPence: 0 },
      409,
      'A version of this quote is already waiting for approval.',
      '此报价已有一个版本在等待审批。',
    );
    const queue = await ok(sales.call<{ list: QuoteRow[] }>('staff/quoteList', { state: 'requested' }));
    expect(queue.list.find((q) => q.id === request.id)).toMatchObject({
      awaitingApproval: true,
      buyerName: 'Tom Baker',
    });
    expect((await sales.call('staff/quoteApprove', { id: request.id })).body.code).toBe(403);
    const approved = await ok(admin.call<QuoteDetail>('staff/quoteApprove', { id: request.id }));
    expect(approved).toMatchObject({
      state: 'quoted',
      waiting: null,
      versions: [expect.objectContaining({ versionNo: 1, belowFloor: true })],
    });
    await refused(
      admin,
      'staff/quoteApprove',
      { id: request.id },
      409,
      'No version of this quote is waiting for approval.',
      '此报价没有等待审批的版本。',
    );

    // Only admins set floors (tests/api/quote-floors.test.ts): the part's family at 40 % lets the same price through.
    const floor = { family: part.partNo, minPercentOfList: 40 };
    expect((await sales.call('staff/quoteFloorSave', floor)).body.code).toBe(403);
    expect((await ok(admin.call<{ minPercentOfList: number }>('staff/quoteFloorSave', floor))).minPercentOfList).toBe(
      40,
    );
    const now = await ok(
      sales.call<QuoteDetail>('staff/quoteRevise', { id: request.id, lines: `1 | 1:${cheap} | 5`, deliveryPence: 0 }),
    );
    expect(now.versions.map((v) => [v.versionNo, v.belowFloor])).toEqual([
      [1, true],
      [2, false],
    ]);
  });
});

describe('who sees and does what', () => {
  it("shows a member their own quotes, the company's admin all of them, and nobody else any", async () => {
    const toms = await ok(
      tom.call<QuoteDetail>('pri/quoteRequest', { partNo: part.partNo, quantity: 7, deliveryCountry: 'GB' }),
    );
    const priyas = await ok(
      priya.call<QuoteDetail>('pri/quoteRequest', { partNo: other.partNo, quantity: 8, deliveryCountry: 'GB' }),
    );
    expect((await ok(priya.call<QuoteDetail>('pri/quoteGet', { id: toms.id }))).mine).toBe(false);
    await refused(tom, 'pri/quoteGet', { id: priyas.id }, 404, 'There is no such quote.', '没有此报价。');
    await refused(jordan, 'pri/quoteGet', { id: toms.id }, 404, 'There is no such quote.', '没有此报价。');
    await refused(priya, 'pri/quoteWithdraw', { id: toms.id }, 404, 'There is no such quote.', '没有此报价。');
    const company = await ok(
      priya.call<{ list: QuoteRow[]; canSeeCompany: boolean }>('pri/quoteList', { scope: 'company' }),
    );
    expect(company.canSeeCompany).toBe(true);
    expect(company.list.map((q) => q.id)).toEqual(expect.arrayContaining([toms.id, priyas.id]));
    const own = await ok(tom.call<{ list: QuoteRow[]; canSeeCompany: boolean }>('pri/quoteList', { scope: 'company' }));
    expect(own.canSeeCompany).toBe(false);
    expect(own.list.map((q) => q.id)).not.toContain(priyas.id);
    expect(own.list.every((q) => q.mine)).toBe(true);
    expect((await ok(jordan.call<{ list: QuoteRow[] }>('pri/quoteList', {}))).list).toEqual([]);
  });

  it('lets only buyers make buyer calls and only sales and admins make staff calls; approvals and floors admins only', async () => {
    const quote = await ok(
      tom.call<QuoteDetail>('pri/quoteRequest', { partNo: part.partNo, quantity: 9, deliveryCountry: 'GB' }),
    );
    const staffCalls: Array<[string, object]> = [
      ['staff/quoteList', {}],
      ['staff/quoteGet', { id: quote.id }],
      ['staff/quoteSend', { id: quote.id, lines: '1 | 1:100 | 1', deliveryPence: 0 }],
      ['staff/quoteRevise', { id: quote.id, lines: '1 | 1:100 | 1', deliveryPence: 0 }],
      ['staff/quoteDecline', { id: quote.id, reason: 'No.' }],
      ['staff/quoteApprove', { id: quote.id }],
      ['staff/quoteFloorList', {}],
      ['staff/quoteFloorSave', { family: part.partNo, minPercentOfList: 50 }],
      ['staff/quoteFloorRemove', { familyId: 1 }],
    ];
    const adminOnly = new Set(['staff/quoteApprove', 'staff/quoteFloorSave', 'staff/quoteFloorRemove']);
    for (const [path, body] of staffCalls) {
      expect((await api.call(path, body)).body.code, `${path} logged out`).toBe(701);
      for (const who of [tom, priya, jordan, editor]) expect((await who.call(path, body)).body.code, path).toBe(403);
      if (adminOnly.has(path)) expect((await sales.call(path, body)).body.code, `${path} by sales`).toBe(403);
    }
    expect((await sales.call('staff/quoteGet', { id: quote.id })).body.code).toBe(200);
    expect((await admin.call('staff/quoteGet', { id: quote.id })).body.code).toBe(200);
    const buyerCalls = [
      'pri/quoteRequest',
      'pri/quoteList',
      'pri/quoteGet',
      'pri/quoteAccept',
      'pri/quoteDecline',
      'pri/quoteWithdraw',
      'pri/quoteAskChange',
    ];
    for (const path of buyerCalls) expect((await api.call(path, { id: quote.id })).body.code, path).toBe(701);
    // Staff have no quotes of their own: a staff member's buyer call finds none.
    expect((await sales.call('pri/quoteGet', { id: quote.id })).body.code).toBe(404);
  });
});

describe('bad input', () => {
  it('refuses quantities, prices and dates out of bounds in both languages, writing nothing', async () => {
    const ask = { partNo: part.partNo, deliveryCountry: 'GB' };
    for (const quantity of [0, -1, 100_001])
      await refused(
        tom,
        'pri/quoteRequest',
        { ...ask, quantity },
        400,
        'Quantity must be from 1 to 100000',
        '数量必须在1到100000之间',
      );
    await refused(
      tom,
      'pri/quoteRequest',
      { ...ask, quantity: 1, targetPricePence: 0 },
      400,
      /^Target unit price must be from 1/,
      /^目标单价必须在1/,
    );
    await refused(
      tom,
      'pri/quoteRequest',
      { ...ask, quantity: 1, neededBy: fromToday(-1) },
      400,
      'The needed-by date is in the past.',
      '需求日期已过。',
    );
    await refused(
      tom,
      'pri/quoteRequest',
      { ...ask, quantity: 1, fromBasket: true },
      400,
      /either from the basket or for one part/,
      /二选一/,
    );
    await refused(
      tom,
      'pri/quoteRequest',
      { ...ask, partNo: 'NO-SUCH-PART', quantity: 1 },
      400,
      'There is no product with part number NO-SUCH-PART.',
      '没有零件编号为 NO-SUCH-PART 的产品。',
    );
    await refused(
      tom,
      'pri/quoteRequest',
      { ...ask, quantity: 1, deliveryCountry: 'XX' },
      400,
      /^Delivery country must be one of/,
      /^收货国家必须是以下之一/,
    );
    await refused(
      jordan,
      'pri/quoteRequest',
      { fromBasket: true, deliveryCountry: 'GB' },
      409,
      'Your basket is empty: add the parts you want quoted first.',
      '您的购物篮是空的：请先添加需要报价的零件。',
    );

    const request = await ok(tom.call<QuoteDetail>('pri/quoteRequest', { ...ask, quantity: 1 }));
    const send = { id: request.id, deliveryPence: 0 };
    await refused(sales, 'staff/quoteSend', { ...send, lines: '1 | 1:0 | 5' }, 400, /^Line 1: /, /^第 1 行：/);
    await refused(sales, 'staff/quoteSend', { ...send, lines: '1 | 1:-5 | 5' }, 400, /^Line 1: /, /^第 1 行：/);
    await refused(
      sales,
      'staff/quoteSend',
      { ...send, lines: '1 | 1:500 | 5', validUntil: fromToday(-1) },
      400,
      'The valid-until date must be today or later.',
      '有效期截止日期必须是今天或以后。',
    );
    await refused(
      sales,
      'staff/quoteSend',
      { ...send, lines: '1 | 1:500 | 5', validUntil: fromToday(400) },
      400,
      'A quote can be valid for at most 365 days.',
      '报价有效期最多 365 天。',
    );
    await refused(
      sales,
      'staff/quoteSend',
      { ...send, lines: '1 | 1:500 | 400' },
      400,
      'Line 1: the lead time must be whole days from 0 to 365.',
      '第 1 行：交货期必须是 0 到 365 之间的整天数。',
    );
    await refused(
      sales,
      'staff/quoteSend',
      { ...send, lines: '2 | 1:500 | 5' },
      400,
      'The request has no line 2.',
      '询价中没有第 2 行。',
    );
    await refused(
      sales,
      'staff/quoteSend',
      { ...send, lines: '1 | 1:500 | 5\n1 | 1:400 | 5' },
      400,
      'Line 1 is priced twice.',
      '第 1 行重复报价。',
    );
    await refused(
      sales,
      'staff/quoteSend',
      { ...send, lines: 'one line' },
      400,
      /^Line 1: write "line \| price breaks/,
      /^第 1 行：请按/,
    );
    await refused(
      sales,
      'staff/quoteSend',
      { ...send, lines: '1 | 1:500 | 5 | NO-SUCH-PART' },
      400,
      'There is no product with part number NO-SUCH-PART.',
      '没有零件编号为 NO-SUCH-PART 的产品。',
    );
    await refused(
      sales,
      'staff/quoteSend',
      { ...send, lines: '1 | 1:500 | 5', deliveryPence: -1 },
      400,
      /^Delivery charge must be from 0/,
      /^运费必须在0/,
    );
    await refused(sales, 'staff/quoteDecline', { id: request.id }, 400, /reason/i, /原因/);
    await refused(sales, 'staff/quoteGet', { id: 999_999 }, 404, 'There is no such quote.', '没有此报价。');
  });

  it('asks for a quote of the whole basket, line by line', async () => {
    await jordan.call('pri/basketAdd', { partNo: part.partNo, quantity: 3 });
    await jordan.call('pri/basketAdd', { partNo: other.partNo, quantity: 4 });
    const basket = { fromBasket: true, deliveryCountry: 'IE' };
    await refused(
      jordan,
      'pri/quoteRequest',
      { ...basket, lineDetails: '3 | 45 | extra' },
      400,
      'The request has no line 3.',
      '询价中没有第 3 行。',
    );
    await refused(
      jordan,
      'pri/quoteRequest',
      { ...basket, lineDetails: '1 | 0 | cheap' },
      400,
      'Line 1: the target price must be whole pence from 1 to 10000000.',
      '第 1 行：目标价格必须是 1 到 10000000 之间的整数（便士）。',
    );
    await refused(
      jordan,
      'pri/quoteRequest',
      { ...basket, lineDetails: '2 | | <b>' },
      400,
      /^Line 2: Use one line, without/,
      /^第 2 行：只能写一行/,
    );
    await refused(
      jordan,
      'pri/quoteRequest',
      { ...basket, lineDetails: 'M10 please' },
      400,
      /^Row 1: write "line \| target unit price/,
      /^第 1 行：请按/,
    );
    await refused(
      jordan,
      'pri/quoteRequest',
      { partNo: part.partNo, quantity: 1, deliveryCountry: 'GB', lineDetails: '1 | 45 | x' },
      400,
      /^Target prices and notes by line go with a request from the basket/,
      /仅用于从购物篮询价/,
    );
    const request = await ok(
      jordan.call<QuoteDetail>('pri/quoteRequest', { ...basket, lineDetails: '2 |  | M10 instead of M8\n1 | 45 |' }),
    );
    expect(request.lines.map((l) => [l.lineNo, l.partNo, l.quantity, l.targetPricePence, l.note])).toEqual([
      [1, part.partNo, 3, 45, ''],
      [2, other.partNo, 4, null, 'M10 instead of M8'],
    ]);
    expect(request).toMatchObject({ deliveryCountry: 'IE', companyName: null });
    const answer = await ok(
      sales.call<QuoteDetail>('staff/quoteSend', {
        id: request.id,
        lines: `2 | 1:${listAt(other, 4)} | 3\n1 | 1:${listAt(part, 3)} | 0 | ${other.partNo}`,
        deliveryPence: 3500,
      }),
    );
    expect(answer.versions[0]!.lines.map((l) => [l.lineNo, l.partNo, l.alternative])).toEqual([
      [1, other.partNo, true],
      [2, other.partNo, false],
    ]);
  });
});

describe('the expiry job', () => {
  it('warns three days before the last day once, expires the day after once, and tells the buyer each time', async () => {
    const warn = await quoted(tom, 11);
    const lapse = await quoted(tom, 13);
    await api.db
      .updateTable('quotes')
      .set({ validUntil: fromToday(3) })
      .where('id', '=', warn.id)
      .execute();
    await api.db
      .updateTable('quotes')
      .set({ validUntil: fromToday(-1) })
      .where('id', '=', lapse.id)
      .execute();
    const since = await lastMailId(api);
    const first = await runQuoteExpiry(api.db);
    expect(first.expired).toBeGreaterThanOrEqual(1);
    expect(first.warned).toBeGreaterThanOrEqual(1);
    expect(await runQuoteExpiry(api.db)).toEqual({ expired: 0, warned: 0 });
    const told = await subjects('member@acme.example', since);
    expect(told.filter((s) => s === `Quote ${warn.quoteNo} expires on ${fromToday(3)}`)).toHaveLength(1);
    expect(told.filter((s) => s === `Quote ${lapse.quoteNo} has expired`)).toHaveLength(1);
    expect((await ok(tom.call<QuoteDetail>('pri/quoteGet', { id: lapse.id }))).state).toBe('expired');
    expect((await ok(tom.call<QuoteDetail>('pri/quoteGet', { id: warn.id }))).state).toBe('quoted');
    // A revision is a new version: its buyer is warned again when it nears its end.
    await ok(
      sales.call<QuoteDetail>('staff/quoteRevise', {
        id: warn.id,
        lines: `1 | 1:${listAt(part, 11)} | 2`,
        deliveryPence: 0,
        validUntil: fromToday(2),
      }),
    );
    expect((await runQuoteExpiry(api.db)).warned).toBe(1);
  });
});

describe('the expiry keeper', () => {
  it('runs the expiry now and then in a process that sends mail, and closes with it', async () => {
    const lapse = await quoted(tom, 17);
    await api.db
      .updateTable('quotes')
      .set({ validUntil: fromToday(-1) })
      .where('id', '=', lapse.id)
      .execute();
    const process = Fastify();
    process.decorate('db', api.db);
    await process.register(quoteExpiryKeeper, { everyMs: 20 });
    await process.ready();
    const state = async () =>
      (await api.db.selectFrom('quotes').select('state').where('id', '=', lapse.id).executeTakeFirstOrThrow()).state;
    await expect.poll(state, { timeout: 5_000, interval: 20 }).toBe('expired');
    await process.close();
  });
});

describe.runIf(onPostgres)('two accepts at once on PostgreSQL', () => {
  it('make one order', async () => {
    const quote = await quoted(priya, 6);
    const address = await addAddress(priya);
    const total = (quote.versions[0]!.subtotalPence + 1500) * 1.2;
    const body = (key: string) => ({
      id: quote.id,
      versionNo: 1,
      idempotencyKey: key,
      deliveryAddressId: address.id,
      invoiceAddressId: address.id,
      paymentMethod: 'bankTransfer',
      expectedTotalPence: total,
    });
    const answers = await Promise.all(
      ['tab-one-key', 'tab-two-key', 'tab-one-key'].map((key) =>
        priya.call<OrderCreateAnswer>('pri/quoteAccept', body(key)),
      ),
    );
    const orders = await api.db.selectFrom('orders').select('id').where('quoteId', '=', quote.id).execute();
    expect(orders).toHaveLength(1);
    const codes = answers.map((a) => a.body.code).toSorted();
    expect(codes.filter((c) => c === 200).length).toBeGreaterThanOrEqual(1);
    for (const a of answers) if (a.body.code === 200) expect(a.body.data.id).toBe(orders[0]!.id);
    for (const a of answers)
      if (a.body.code !== 200) expect(a.body.msg).toBe('This quote is ordered: it cannot be accepted now.');
  });
});
