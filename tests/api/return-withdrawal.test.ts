import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderReturns } from '#contract/calls/returns.ts';
import { deliveredOnAccount } from './helpers/delivered-order.ts';
import { lastMailId } from './helpers/outbox-mark.ts';
import { logInAs, partsWithBreaks, type Buyer } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

/** A buyer withdraws a return request sales have not answered yet (docs/returns.md). */
let api: TestApi;
let acme: Buyer;
let member: Buyer;
let jordan: Buyer;
let sales: Buyer;
let editor: Buyer;
let partNo: string;

beforeAll(async () => {
  api = await openTestApi();
  const logIn = (email: string) => logInAs(api, email);
  [acme, member, jordan, sales, editor] = await Promise.all([
    logIn('admin@acme.example'),
    logIn('member@acme.example'),
    logIn('jordan@example.com'),
    logIn('sales@lihda.example'),
    logIn('editor@lihda.example'),
  ]);
  partNo = (await partsWithBreaks(api, 12)).find((p) => p.stock >= 20)!.partNo;
});
afterAll(async () => {
  await api.close();
});

const withdraw = (who: Buyer, id: number, lang = 'en') =>
  who.call<OrderReturns>('pri/returnWithdraw', { id }, { lang });

/** The company admin's delivered order on account with a return of two asked for: its ids and line. */
async function requestedReturn() {
  const order = await deliveredOnAccount(acme, sales, [[partNo, 3]]);
  const lineNo = order.lines[0]!.lineNo;
  const asked = await acme.call<OrderReturns>('pri/returnRequest', {
    orderId: order.id,
    lines: `${lineNo}:2`,
    reason: 'wrongPart',
  });
  expect(asked.body.code, asked.body.msg).toBe(200);
  return { order, lineNo, returnId: asked.body.data.returns[0]!.id };
}

describe('a buyer withdraws a return request', () => {
  it('gives the quantities back, keeps it in the history and tells sales; only while it is requested', async () => {
    const { order, lineNo, returnId } = await requestedReturn();
    const since = await lastMailId(api);
    const withdrawn = await withdraw(acme, returnId);
    expect(withdrawn.body).toMatchObject({ code: 200, msg: 'Your return request has been withdrawn.' });
    expect(withdrawn.body.data.returns).toMatchObject([{ id: returnId, state: 'withdrawn' }]);
    expect(withdrawn.body.data.returnable).toEqual([{ lineNo, quantity: 3 }]);
    const history = await api.db
      .selectFrom('orderEvents')
      .select('kind')
      .where('orderId', '=', order.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(history.kind).toBe('returnWithdrawn');
    const told = await api.db
      .selectFrom('mailOutbox')
      .select(['recipient', 'template', 'values'])
      .where('id', '>', since)
      .execute();
    expect(told).toEqual([
      {
        recipient: 'sales@lihda.example',
        template: 'staffNews',
        values: {
          section: 'returns',
          subject: {
            en: `Return withdrawn on order ${order.orderNo} by Priya Shah`,
            zh: `Priya Shah 撤回了订单 ${order.orderNo} 的退货申请`,
          },
          body: {
            en: `Priya Shah has withdrawn the request to return 2 × ${partNo} of order ${order.orderNo} (Wrong part ordered): nothing will come back, and there is nothing to answer.`,
            zh: `Priya Shah 撤回了退回订单 ${order.orderNo} 中 2 × ${partNo} 的申请（订错零件）：不会有货物退回，无需处理。`,
          },
        },
      },
    ]);

    // Once withdrawn it stays so, in both languages, and staff can no longer approve it.
    expect((await withdraw(acme, returnId)).body).toMatchObject({
      code: 409,
      msg: 'This return is withdrawn: it cannot be withdrawn now.',
    });
    expect((await withdraw(acme, returnId, 'zh-cn')).body).toMatchObject({
      code: 409,
      msg: '此退货状态为“已撤回”，现在不能撤回。',
    });
    const approve = await sales.call('staff/returnApprove', { id: returnId, version: 1, returnAddress: 'Unit 12' });
    expect(approve.body).toMatchObject({ code: 409, msg: 'This return is withdrawn: it cannot be approved now.' });
  });

  it('is refused once sales have answered, writing nothing', async () => {
    const { returnId } = await requestedReturn();
    const approved = await sales.call('staff/returnApprove', { id: returnId, version: 0, returnAddress: 'Unit 12' });
    expect(approved.body.code, approved.body.msg).toBe(200);
    const since = await lastMailId(api);
    expect((await withdraw(acme, returnId)).body).toMatchObject({
      code: 409,
      msg: 'This return is approved: send the goods back: it cannot be withdrawn now.',
    });
    const row = await api.db.selectFrom('returns').select(['state', 'version']).where('id', '=', returnId).execute();
    expect(row).toEqual([{ state: 'approved', version: 1 }]);
    expect(await lastMailId(api)).toBe(since);
  });

  it('is for the buyers who may see the order only: anyone else is told there is no such return', async () => {
    const { returnId } = await requestedReturn();
    expect((await api.call('pri/returnWithdraw', { id: returnId })).body.code).toBe(701);
    // A company member who did not place it, another company's buyer and staff see no such return.
    for (const who of [member, jordan, sales, editor])
      expect((await withdraw(who, returnId)).body).toMatchObject({ code: 404, msg: 'There is no such return.' });
    expect((await withdraw(jordan, 999_999, 'zh-cn')).body).toMatchObject({ code: 404, msg: '没有此退货申请。' });
    expect((await withdraw(acme, 0)).body.code).toBe(400);
    const row = await api.db.selectFrom('returns').select('state').where('id', '=', returnId).executeTakeFirstOrThrow();
    expect(row.state).toBe('requested');
  });
});
