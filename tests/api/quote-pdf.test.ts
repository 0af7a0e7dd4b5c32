import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderCreateAnswer } from '#contract/calls/orders.ts';
import type { QuoteDetail } from '#contract/calls/quotes.ts';
import { readPdf } from '../support/pdf-text.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import { eventually } from './helpers/eventually.ts';
import { logInQuotePeople } from './helpers/quote-people.ts';
import { addAddress, partsWithBreaks, type Buyer, type PartWithBreaks } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let smtp: SmtpSink;
let api: TestApi;
let member: Buyer;
let companyAdmin: Buyer;
let stranger: Buyer;
let sales: Buyer;
let editor: Buyer;
let part: PartWithBreaks;

beforeAll(async () => {
  smtp = await startSmtpSink();
  api = await openTestApi({
    mail: {
      smtpUrl: smtp.url,
      from: 'Lihda Group <shop@lihda.example>',
      emlDir: '/nonexistent',
      siteUrl: 'https://shop.lihda.example',
      pollMs: 30,
    },
  });
  ({ member, companyAdmin, stranger, sales, editor } = await logInQuotePeople(api));
  [part] = (await partsWithBreaks(api, 1)) as [PartWithBreaks];
});
afterAll(async () => {
  await api?.close();
  await smtp?.close();
});

async function ok<T>(answer: Promise<{ body: { code: number; msg: string; data: T } }>): Promise<T> {
  const { body } = await answer;
  if (body.code !== 200) throw new Error(`${body.code} ${body.msg}`);
  return body.data;
}

const download = (url: string, who: Buyer | null, lang = 'en') =>
  api.app.inject({ method: 'GET', url: `/api/${url}`, headers: { ...(who ? { token: who.login.token } : {}), lang } });
const words = async (response: { rawPayload: Buffer }) => (await readPdf(response.rawPayload)).text.replace(/\s+/g, '');

const request = () =>
  ok(
    member.call<QuoteDetail>('pri/quoteRequest', {
      partNo: part.partNo,
      quantity: 250,
      deliveryCountry: 'GB',
      reference: 'PDF-TEST',
    }),
  );
const send = (id: number, price: number, path = 'staff/quoteSend') =>
  ok(sales.call<QuoteDetail>(path, { id, lines: `1 | 1:${price} | 12`, deliveryPence: 1800 }));
const fairPrice = () => part.breaks.at(-1)!.unitPricePence;

describe('the invoice of an order made from a quote', { timeout: 60_000 }, () => {
  it('names the quote, in English and Chinese', async () => {
    const asked = await ok(
      companyAdmin.call<QuoteDetail>('pri/quoteRequest', { partNo: part.partNo, quantity: 250, deliveryCountry: 'GB' }),
    );
    const quote = await send(asked.id, fairPrice());
    const address = await addAddress(companyAdmin);
    const order = await ok(
      companyAdmin.call<OrderCreateAnswer>('pri/quoteAccept', {
        id: quote.id,
        versionNo: 1,
        idempotencyKey: `invoice-names-quote-${quote.id}`,
        deliveryAddressId: address.id,
        invoiceAddressId: address.id,
        paymentMethod: 'bankTransfer',
        // 20% VAT on 250 units and £18.00 delivery: whole pence either way.
        expectedTotalPence: ((250 * fairPrice() + 1800) * 6) / 5,
      }),
    );
    const english = await words(await download(`pri/orderInvoice?id=${order.id}`, companyAdmin));
    expect(english).toContain(`Quotenumber${quote.quoteNo}`);
    const chinese = await words(await download(`pri/orderInvoice?id=${order.id}`, companyAdmin, 'zh-cn'));
    expect(chinese).toContain(`报价号${quote.quoteNo}`);
  });
});

describe('the quotation PDF', { timeout: 60_000 }, () => {
  it('is the buyer’s to download, in the page’s language, and their company admin’s; another company’s buyer gets 404', async () => {
    const quote = await send((await request()).id, fairPrice());
    const mine = await download(`pri/quotePdf?id=${quote.id}`, member);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-disposition']).toBe(`attachment; filename="quotation-${quote.quoteNo}-v1.pdf"`);
    const english = await words(mine);
    for (const text of [
      'Quotation',
      quote.quoteNo,
      part.partNo,
      'PDF-TEST',
      '12days',
      'Delivery(exVAT)',
      '£18.00',
      'TotalexVAT(GBP)',
    ])
      expect(english).toContain(text);
    expect(await words(await download(`pri/quotePdf?id=${quote.id}`, member, 'zh-cn'))).toContain('报价单');
    expect((await download(`pri/quotePdf?id=${quote.id}`, companyAdmin)).statusCode).toBe(200);
    const other = await download(`pri/quotePdf?id=${quote.id}`, stranger);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 404, msg: 'There is no such quote.' });
    expect((await download(`pri/quotePdf?id=${quote.id}`, null)).json().code).toBe(701);
  });

  it('is staff’s to download in the buyer’s language; editors are refused; a request not answered yet has none', async () => {
    const quote = await send((await request()).id, fairPrice());
    await api.db.updateTable('users').set({ language: 'zh-cn' }).where('email', '=', 'member@acme.example').execute();
    try {
      const staffCopy = await download(`staff/quotePdf?id=${quote.id}`, sales, 'en');
      expect(staffCopy.statusCode).toBe(200);
      expect(await words(staffCopy)).toContain('报价单');
    } finally {
      await api.db.updateTable('users').set({ language: 'en' }).where('email', '=', 'member@acme.example').execute();
    }
    expect((await download(`staff/quotePdf?id=${quote.id}`, editor)).statusCode).toBe(403);
    expect((await download(`staff/quotePdf?id=${quote.id}`, member)).statusCode).toBe(403);
    const unanswered = await request();
    for (const [url, who] of [
      [`staff/quotePdf?id=${unanswered.id}`, sales],
      [`pri/quotePdf?id=${unanswered.id}`, member],
    ] as const) {
      const none = await download(url, who);
      expect(none.statusCode).toBe(404);
      expect(none.json().msg).toBe('No version of this quote has been sent yet, so there is no quotation to download.');
    }
    expect((await download('staff/quotePdf?id=0', sales)).statusCode).toBe(400);
  });

  it('goes with the e-mails of a sent and a revised quote, each the version it announces', async () => {
    const mark = smtp.received.length;
    const quote = await send((await request()).id, fairPrice());
    await send(quote.id, fairPrice() - 1, 'staff/quoteRevise');
    const mails = await eventually('both quote e-mails', () => {
      const found = smtp.received
        .slice(mark)
        .filter(
          (m) =>
            m.envelopeTo.includes('member@acme.example') &&
            /Q-\d+/.test(m.parsed.subject ?? '') &&
            m.parsed.subject!.includes(quote.quoteNo) &&
            m.parsed.attachments.length > 0,
        );
      // The worker may send the two in either order.
      return found.length === 2
        ? found
            .map((m) => m.parsed)
            .toSorted((a, b) => a.attachments[0]!.filename!.localeCompare(b.attachments[0]!.filename!))
        : undefined;
    });
    expect(mails.map((m) => m.attachments.map((a) => [a.filename, a.contentType]))).toEqual([
      [[`quotation-${quote.quoteNo}-v1.pdf`, 'application/pdf']],
      [[`quotation-${quote.quoteNo}-v2.pdf`, 'application/pdf']],
    ]);
    const first = (await readPdf(mails[0]!.attachments[0]!.content)).text;
    expect(first.replace(/\s+/g, '')).toContain(`Version1`);
  });
});
