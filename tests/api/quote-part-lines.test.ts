import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteDetail } from '#contract/calls/quotes.ts';
import { logInAs, partsWithBreaks, type Buyer, type PartWithBreaks } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

/** A request listed by part number (`partLines`), as the account's request form sends it (docs/quotes.md). */

let api: TestApi;
let tom: Buyer;
let part: PartWithBreaks;
let other: PartWithBreaks;

beforeAll(async () => {
  api = await openTestApi();
  tom = await logInAs(api, 'member@acme.example');
  [part, other] = (await partsWithBreaks(api, 2)) as [PartWithBreaks, PartWithBreaks];
});
afterAll(() => api.close());

const quoteCount = async () =>
  Number(
    (
      await api.db
        .selectFrom('quotes')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The request is refused in both languages with these words, under the field named, and no quote is written. */
async function refusal(body: object, en: string | RegExp, zh: string | RegExp, field = 'partLines') {
  const before = await quoteCount();
  const request = { deliveryCountry: 'GB', ...body };
  const english = (await tom.call('pri/quoteRequest', request)).body;
  const chinese = (await tom.call('pri/quoteRequest', request, { lang: 'zh-cn' })).body;
  expect([english.code, chinese.code]).toEqual([400, 400]);
  expect(english.msg).toMatch(en);
  expect(chinese.msg).toMatch(zh);
  expect(english).toMatchObject({ data: { field } });
  expect(await quoteCount()).toBe(before);
}

describe('a request listed by part number', () => {
  it('makes one quote of every row, in order, with quantities beyond the basket, target prices and notes', async () => {
    const quote = await tom.call<QuoteDetail>('pri/quoteRequest', {
      partLines: `${part.partNo.toLowerCase()} | 25000\n\n${other.partNo} | 40 | 125 | zinc plated, 2 drawings`,
      deliveryCountry: 'DE',
      reference: 'PO-77',
      message: 'For the new line.',
    });
    expect(quote.body.code).toBe(200);
    const detail = quote.body.data;
    expect(detail.lines.map((l) => [l.lineNo, l.partNo, l.quantity, l.targetPricePence, l.note])).toEqual([
      [1, part.partNo, 25_000, null, ''],
      [2, other.partNo, 40, 125, 'zinc plated, 2 drawings'],
    ]);
    expect(detail).toMatchObject({ state: 'requested', deliveryCountry: 'DE', reference: 'PO-77', mine: true });
    const listed = await tom.call<{ list: Array<{ id: number; state: string }> }>('pri/quoteList', {});
    expect(listed.body.data.list[0]).toMatchObject({ id: detail.id, state: 'requested' });
  });

  it('refuses a row it cannot read, a quantity out of bounds, an unknown part and a bad price or note, naming the line', async () => {
    await refusal({ partLines: `${part.partNo}` }, /^Row 1: write "part number \| quantity/, /^第 1 行：请按“零件编号/);
    await refusal({ partLines: `${part.partNo} | 5\n | 5` }, /^Row 2: write "part number \| quantity/, /^第 2 行：/);
    for (const quantity of ['0', '100001', 'ten', '2.5'])
      await refusal(
        { partLines: `${part.partNo} | ${quantity}` },
        'Line 1: the quantity must be a whole number from 1 to 100000.',
        '第 1 行：数量必须是 1 到 100000 之间的整数。',
      );
    await refusal(
      { partLines: `${part.partNo} | 5\nNO-SUCH-PART | 1` },
      'Line 2: There is no product with part number NO-SUCH-PART.',
      '第 2 行：没有零件编号为 NO-SUCH-PART 的产品。',
    );
    await refusal(
      { partLines: `${part.partNo} | 5 | 0` },
      'Line 1: the target price must be whole pence from 1 to 10000000.',
      '第 1 行：目标价格必须是 1 到 10000000 之间的整数（便士）。',
    );
    await refusal(
      { partLines: `${part.partNo} | 5 | | ${'x'.repeat(201)}` },
      /^Line 1: a note may hold up to 200/,
      /^第 1 行：备注最多 200/,
    );
    const many = Array.from({ length: 51 }, () => `${part.partNo} | 1`).join('\n');
    await refusal({ partLines: many }, 'A quote can hold at most 50 lines.', '一份报价最多包含 50 行。');
  });

  it('goes alone: not with the basket, a single part or its price and note', async () => {
    const lines = `${part.partNo} | 5`;
    for (const besides of [
      { fromBasket: true },
      { partNo: other.partNo, quantity: 3 },
      { targetPricePence: 40 },
      { note: 'x' },
      { lineDetails: '1 | 45 | x' },
    ])
      await refusal({ partLines: lines, ...besides }, /^Parts listed by part number go alone/, /须单独提交/);
  });
});
