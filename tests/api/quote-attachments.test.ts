import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteDetail } from '#contract/calls/quotes.ts';
import { QUOTE_LIMITS } from '#contract/limits/quotes.ts';
import { PNG_BASE64, toBase64 } from './helpers/editor.ts';
import { logInQuotePeople } from './helpers/quote-people.ts';
import { partsWithBreaks, type Buyer, type PartWithBreaks } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
let part: PartWithBreaks;
let member: Buyer, companyAdmin: Buyer, stranger: Buyer, sales: Buyer, editor: Buyer;

beforeAll(async () => {
  api = await openTestApi();
  ({ member, companyAdmin, stranger, sales, editor } = await logInQuotePeople(api));
  [part] = (await partsWithBreaks(api, 1)) as [PartWithBreaks];
});
afterAll(() => api.close());

/** One small real file of each kind, as a buyer would send them. */
const FILES = {
  'bracket.pdf': toBase64('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  'photo.png': PNG_BASE64,
  'sample.JPG': toBase64(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9])),
  'flange.stp': toBase64("ISO-10303-21;\nHEADER;\nFILE_NAME('flange.stp');\nENDSEC;\nEND-ISO-10303-21;\n"),
  'plate.dxf': toBase64('  0\nSECTION\n  2\nENTITIES\n  0\nENDSEC\n  0\nEOF\n'),
};

async function ok<T>(answer: Promise<{ body: { code: number; msg: string; data: T } }>): Promise<T> {
  const { body } = await answer;
  if (body.code !== 200) throw new Error(`${body.code} ${body.msg}`);
  return body.data;
}

const request = (who: Buyer = member) =>
  ok(who.call<QuoteDetail>('pri/quoteRequest', { partNo: part.partNo, quantity: 300, deliveryCountry: 'GB' }));
const attach = (who: Buyer, id: number, fileName: string, dataBase64: string, lang = 'en') =>
  who.call<QuoteDetail>('pri/quoteAttach', { id, fileName, dataBase64 }, { lang });
const get = (path: string, who: Buyer | null) =>
  api.app.inject({ method: 'GET', url: `/api/${path}`, headers: who ? { token: who.login.token } : {} });
const stored = async (quoteId: number) =>
  (await api.db.selectFrom('quoteAttachments').select('fileName').where('quoteId', '=', quoteId).execute()).length;

/** Refused in English and Chinese with these words, and nothing stored. */
async function refused(id: number, fileName: string, data: string, code: number, en: string, zh: string) {
  const before = await stored(id);
  const english = (await attach(member, id, fileName, data)).body;
  const chinese = (await attach(member, id, fileName, data, 'zh-cn')).body;
  expect([english.code, chinese.code]).toEqual([code, code]);
  expect(english.msg).toBe(en);
  expect(chinese.msg).toBe(zh);
  expect(await stored(id)).toBe(before);
}

describe('attachments to a quote request', () => {
  it('takes a PDF, PNG, JPEG, STEP and DXF file, lists them, audits each, and lets the buyer, their admin and sales download them', async () => {
    const quote = await request();
    expect(quote.canAttach).toBe(true);
    let detail = quote;
    for (const [fileName, data] of Object.entries(FILES)) detail = await ok(attach(member, quote.id, fileName, data));
    expect(detail.attachments.map((a) => [a.fileName, a.kind])).toEqual([
      ['bracket.pdf', 'pdf'],
      ['photo.png', 'png'],
      ['sample.JPG', 'jpeg'],
      ['flange.stp', 'step'],
      ['plate.dxf', 'dxf'],
    ]);
    expect(detail.canAttach).toBe(false);
    expect(detail.events.filter((e) => e.kind === 'attached')).toHaveLength(5);

    const step = detail.attachments[3]!;
    const query = `?id=${quote.id}&file=${step.id}`;
    for (const who of [member, companyAdmin]) {
      const file = await get(`pri/quoteAttachment${query}`, who);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('model/step');
      expect(file.headers['content-disposition']).toBe('attachment; filename="flange.stp"');
      expect(file.rawPayload.toString('base64')).toBe(FILES['flange.stp']);
    }
    const forSales = await get(`staff/quoteAttachment${query}`, sales);
    expect(forSales.statusCode).toBe(200);
    expect(forSales.rawPayload.toString('base64')).toBe(FILES['flange.stp']);
    const staffView = await ok(sales.call<QuoteDetail>('staff/quoteGet', { id: quote.id }));
    expect(staffView.attachments).toHaveLength(5);
    expect(staffView.canAttach).toBe(false);
  });

  it('lets nobody else read them: another buyer, a logged-out visitor, an editor, or a file of another quote', async () => {
    const quote = await request();
    const pdf = (await ok(attach(member, quote.id, 'bracket.pdf', FILES['bracket.pdf']))).attachments[0]!;
    const other = await request();
    const query = `?id=${quote.id}&file=${pdf.id}`;
    expect(JSON.parse((await get(`pri/quoteAttachment${query}`, stranger)).payload).code).toBe(404);
    expect(JSON.parse((await get(`pri/quoteAttachment${query}`, null)).payload).code).toBe(701);
    expect(JSON.parse((await get(`staff/quoteAttachment${query}`, editor)).payload).code).toBe(403);
    expect(JSON.parse((await get(`staff/quoteAttachment${query}`, member)).payload).code).toBe(403);
    expect(JSON.parse((await get(`pri/quoteAttachment?id=${other.id}&file=${pdf.id}`, member)).payload).code).toBe(404);
    // Only the buyer who asked adds files: their company's admin reads the quote but cannot.
    expect((await attach(companyAdmin, quote.id, 'more.pdf', FILES['bracket.pdf'])).body.code).toBe(404);
    expect((await attach(stranger, quote.id, 'more.pdf', FILES['bracket.pdf'])).body.code).toBe(404);
  });
});

describe('attachments refused', () => {
  it('judges a file by its content: a name that claims another kind, or a kind not taken, is refused in both languages', async () => {
    const { id } = await request();
    await refused(
      id,
      'drawing.pdf',
      PNG_BASE64,
      400,
      'drawing.pdf is not a PDF file: its content is not what its name says.',
      'drawing.pdf 不是 PDF 文件：其内容与文件名不符。',
    );
    await refused(
      id,
      'model.step',
      toBase64('solid cube\nendsolid cube\n'),
      400,
      'model.step is not a STEP file: its content is not what its name says.',
      'model.step 不是 STEP 文件：其内容与文件名不符。',
    );
    await refused(
      id,
      'outline.dxf',
      FILES['flange.stp'],
      400,
      'outline.dxf is not a DXF file: its content is not what its name says.',
      'outline.dxf 不是 DXF 文件：其内容与文件名不符。',
    );
    await refused(
      id,
      'setup.exe',
      FILES['bracket.pdf'],
      400,
      'setup.exe: only PDF, PNG, JPEG, STEP and DXF files can be attached.',
      'setup.exe：只能附加 PDF、PNG、JPEG、STEP 和 DXF 文件。',
    );
  });

  it('refuses a file over 10 MB and a sixth file in both languages', async () => {
    const { id } = await request();
    const tooBig = new Uint8Array(QUOTE_LIMITS.attachmentBytes + 1);
    tooBig.set(new TextEncoder().encode('%PDF-1.4\n'));
    await refused(id, 'big.pdf', toBase64(tooBig), 400, 'big.pdf is larger than 10 MB.', 'big.pdf 超过 10 MB。');
    // Exactly the limit is taken.
    const atLimit = tooBig.subarray(0, QUOTE_LIMITS.attachmentBytes);
    expect((await attach(member, id, 'full.pdf', toBase64(atLimit))).body.code).toBe(200);
    for (let n = 2; n <= QUOTE_LIMITS.attachments; n++)
      expect((await attach(member, id, `sheet-${n}.pdf`, FILES['bracket.pdf'])).body.code).toBe(200);
    await refused(
      id,
      'sixth.pdf',
      FILES['bracket.pdf'],
      409,
      'A request can hold at most 5 files.',
      '一份询价最多可附加 5 个文件。',
    );
  });

  it('takes no file once sales have answered', async () => {
    const { id } = await request();
    const price = part.breaks[0]!.unitPricePence;
    await ok(sales.call('staff/quoteSend', { id, lines: `1 | 1:${price} | 10`, deliveryPence: 0 }));
    await refused(
      id,
      'late.pdf',
      FILES['bracket.pdf'],
      409,
      'Files can only be added while the request waits for an answer from sales.',
      '只能在询价等待销售答复时添加文件。',
    );
  });
});
