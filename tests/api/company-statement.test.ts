import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Statement } from '#contract/calls/company-statement.ts';
import type { StaffCompanyDetail } from '#contract/calls/staff-companies.ts';
import type { StaffOrderDetail } from '#contract/calls/staff-orders.ts';
import { ukDay } from '#contract/format/dates.ts';
import { readPdf } from '../support/pdf-text.ts';
import { logInAs, partsWithBreaks, placeOrder, type Buyer } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
let admin: Buyer;
let sales: Buyer;
let companyId: number;
beforeAll(async () => {
  api = await openTestApi();
  admin = await logInAs(api, 'admin@acme.example');
  sales = await logInAs(api, 'sales@lihda.example');
  companyId = (
    await api.db
      .selectFrom('users')
      .select('companyId')
      .where('email', '=', 'admin@acme.example')
      .executeTakeFirstOrThrow()
  ).companyId!;
});
afterAll(() => api.close());

const month = () => ukDay(new Date()).slice(0, 7);
const pdf = (url: string, who: Buyer | null, lang = 'en') =>
  api.app.inject({ method: 'GET', url: `/api/${url}`, headers: { ...(who ? { token: who.login.token } : {}), lang } });

describe('the monthly statement of account', () => {
  it('lists an order invoiced on account and a part payment, with the balances, for staff and for the company admin', async () => {
    const [part] = await partsWithBreaks(api, 1);
    const before = (await sales.call<Statement>('staff/companyStatement', { companyId, month: month() })).body.data;
    const { id, orderNo } = await placeOrder(admin, [[part!.partNo, 1]]);
    expect((await admin.call('pri/payStart', { id, method: 'account' })).body.code).toBe(200);
    const total = (
      await api.db.selectFrom('orders').select('totalPence').where('id', '=', id).executeTakeFirstOrThrow()
    ).totalPence;
    const version = (await sales.call<StaffOrderDetail>('staff/orderGet', { id })).body.data.version;
    const part1 = 500;
    expect(
      (
        await sales.call('staff/orderTransferReceived', {
          id,
          version,
          amountPence: part1,
          receivedOn: ukDay(new Date()),
          bankReference: 'BACS ST-1',
        })
      ).body.code,
    ).toBe(200);

    const { body } = await sales.call<Statement>('staff/companyStatement', { companyId, month: month() });
    expect(body.code).toBe(200);
    const statement = body.data;
    expect(statement).toMatchObject({
      companyId,
      companyName: 'Acme Engineering Ltd',
      month: month(),
      openingPence: before.openingPence,
    });
    const mine = statement.entries.filter((e) => e.orderNo === orderNo);
    expect(mine.map((e) => [e.kind, e.debitPence, e.creditPence])).toEqual([
      ['invoice', total, 0],
      ['payment', 0, part1],
    ]);
    expect(mine[1]!.reference).toBe('BACS ST-1');
    // The invoice entry names the VAT invoice issued as the order went on account.
    const { invoiceNo } = await api.db
      .selectFrom('invoices')
      .select('invoiceNo')
      .where('orderId', '=', id)
      .executeTakeFirstOrThrow();
    expect(mine[0]!.reference).toBe(invoiceNo);
    expect(statement.closingPence).toBe(before.closingPence + total - part1);
    expect(statement.overduePence).toBe(0);

    const own = await admin.call<Statement>('pri/companyStatement', { month: month() });
    expect(own.body.data).toEqual(statement);

    for (const [url, who] of [
      [`staff/companyStatementPdf?companyId=${companyId}&month=${month()}`, sales],
      [`pri/companyStatementPdf?month=${month()}`, admin],
    ] as const) {
      const response = await pdf(url, who);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="statement-${companyId}-${month()}.pdf"`,
      );
      expect(response.headers['cache-control']).toBe('private, no-store');
      // pdf.js breaks a wrapped cell's lines where the column does: compare without spaces.
      const text = (await readPdf(response.rawPayload)).text.replace(/\s+/g, '');
      for (const shown of [
        'Statement of account',
        'Acme Engineering Ltd',
        'Opening balance',
        `Invoice ${invoiceNo} (order ${orderNo})`,
        'Payment BACS ST-1',
        'Closing balance',
        'Overdue',
      ])
        expect(text).toContain(shown.replace(/\s+/g, ''));
    }
    const chinese = (
      await readPdf((await pdf(`pri/companyStatementPdf?month=${month()}`, admin, 'zh-cn')).rawPayload)
    ).text.replace(/\s+/g, '');
    for (const shown of ['对账单', '期初余额', '期末余额', `发票${invoiceNo}（订单${orderNo}）`])
      expect(chinese).toContain(shown);
  });

  it("is written in the company's language (its administrator's) when staff download it, whatever the staff page's, and the staff page says which", async () => {
    const words = async (url: string, who: Buyer, lang: string) =>
      (await readPdf((await pdf(url, who, lang)).rawPayload)).text.replace(/\s+/g, '');
    const staffUrl = `staff/companyStatementPdf?companyId=${companyId}&month=${month()}`;
    const detail = async () => (await sales.call<StaffCompanyDetail>('staff/companyGet', { id: companyId })).body.data;
    expect((await detail()).language).toBe('en');
    expect(await words(staffUrl, sales, 'zh-cn')).toContain('Statementofaccount');

    await api.db.updateTable('users').set({ language: 'zh-cn' }).where('email', '=', 'admin@acme.example').execute();
    try {
      expect((await detail()).language).toBe('zh-cn');
      const chinese = await words(staffUrl, sales, 'en');
      expect(chinese).toContain('对账单');
      expect(chinese).not.toContain('Statementofaccount');
      // The admin's own download follows the page they are on.
      expect(await words(`pri/companyStatementPdf?month=${month()}`, admin, 'en')).toContain('Statementofaccount');
    } finally {
      await api.db.updateTable('users').set({ language: 'en' }).where('email', '=', 'admin@acme.example').execute();
    }
  });

  it("is the company admins' and staff's only: a member gets 403, a buyer without a company 404, an editor 403", async () => {
    const member = await logInAs(api, 'member@acme.example');
    const refused = await member.call('pri/companyStatement', { month: month() });
    expect(refused.status).toBe(403);
    expect((await pdf(`pri/companyStatementPdf?month=${month()}`, member)).statusCode).toBe(403);
    expect(
      (await (await logInAs(api, 'buyer@example.com')).call('pri/companyStatement', { month: month() })).status,
    ).toBe(404);
    const editor = await logInAs(api, 'editor@lihda.example');
    expect((await editor.call('staff/companyStatement', { companyId, month: month() })).status).toBe(403);
    expect((await pdf(`staff/companyStatementPdf?companyId=${companyId}&month=${month()}`, editor)).statusCode).toBe(
      403,
    );
    expect((await api.call('pri/companyStatement', { month: month() })).body.code).toBe(701);
  });

  it('checks the month and the company with clear messages', async () => {
    const bad = await sales.call('staff/companyStatement', { companyId, month: '2026-13' });
    expect(bad.body).toMatchObject({ code: 400, msg: 'Month must be written as YYYY-MM, e.g. 2026-11' });
    expect((await sales.call('staff/companyStatement', { companyId })).body).toMatchObject({
      code: 400,
      msg: 'Please enter your month',
    });
    expect((await sales.call('staff/companyStatement', { companyId: 99_999, month: '2026-11' })).body).toMatchObject({
      code: 404,
      msg: 'There is no such company.',
    });
    expect((await pdf(`staff/companyStatementPdf?companyId=${companyId}&month=11-2026`, sales)).statusCode).toBe(400);
  });
});
