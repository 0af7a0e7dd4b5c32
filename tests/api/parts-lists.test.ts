import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Basket } from '#contract/calls/basket.ts';
import type { PartsListDetail, PartsListListAnswer, PartsListToBasketAnswer } from '#contract/calls/parts-lists.ts';
import { PARTS_LIST_LIMITS } from '#contract/limits/parts-lists.ts';
import { logInAs, partsWithBreaks, placeOrder, type Buyer, type PartWithBreaks } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

/** Parts lists' behaviour (docs/account.md): lines, limits, the basket, orders and the exports. */

let api: TestApi;
let tom: Buyer;
let priya: Buyer;
let alex: Buyer;
let a: PartWithBreaks;
let b: PartWithBreaks;
let c: PartWithBreaks;

beforeAll(async () => {
  api = await openTestApi();
  [tom, priya, alex] = (await Promise.all(
    ['member@acme.example', 'admin@acme.example', 'buyer@example.com'].map((e) => logInAs(api, e)),
  )) as [Buyer, Buyer, Buyer];
  [a, b, c] = (await partsWithBreaks(api, 3)) as [PartWithBreaks, PartWithBreaks, PartWithBreaks];
});
afterAll(() => api.close());

async function ok<T>(answer: Promise<{ body: { code: number; msg: string; data: T } }>): Promise<T> {
  const { body } = await answer;
  if (body.code !== 200) throw new Error(`${body.code} ${body.msg}`);
  return body.data;
}

const rowCount = async () => ({
  lists: Number(
    (
      await api.db
        .selectFrom('partsLists')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  lines: Number(
    (
      await api.db
        .selectFrom('partsListLines')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  quantities: Number(
    (
      await api.db
        .selectFrom('partsListLines')
        .select((eb) => eb.fn.coalesce(eb.fn.sum('quantity'), eb.val(0)).as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
});

/** Refused with this code and these words in English and Chinese, and nothing written. */
async function refused(who: Buyer, path: string, body: object, code: number, en: string, zh: string): Promise<void> {
  const before = await rowCount();
  const english = (await who.call(path, body)).body;
  const chinese = (await who.call(path, body, { lang: 'zh-cn' })).body;
  expect([english.code, english.msg]).toEqual([code, en]);
  expect([chinese.code, chinese.msg]).toEqual([code, zh]);
  expect(await rowCount()).toEqual(before);
}

const create = (who: Buyer, body: object) =>
  ok(who.call<PartsListDetail>('pri/partsListCreate', { name: 'Press line spares', ...body }));

describe('a list with lines', () => {
  it('matches part numbers ignoring case, adds repeats up, keeps notes, and prices each line for the caller', async () => {
    const list = await create(tom, {
      lines: `${a.partNo.toLowerCase()} | 3 | by the press\n\n${b.partNo}\n${a.partNo} | 2`,
    });
    expect(list.lines.map((l) => [l.partNo, l.quantity, l.note, l.state])).toEqual([
      [a.partNo, 5, 'by the press', 'sold'],
      [b.partNo, 1, '', 'sold'],
    ]);
    expect(list.lines[0]!.unitPricePence).toBeGreaterThan(0);
    expect(list.lines[0]!.name).not.toBe('');
    expect(list).toMatchObject({ mine: true, canChange: true, canShare: true, shared: false });
  });

  it('refuses an unknown part number naming its row, unless unmatched ones are kept as "not found"', async () => {
    const lines = `${a.partNo} | 2\n\nNO-SUCH-PART-9 | 4 | typo in the BOM`;
    await refused(
      tom,
      'pri/partsListCreate',
      { name: 'x', lines },
      400,
      'Row 3: there is no product with part number NO-SUCH-PART-9.',
      '第 3 行：没有零件编号为 NO-SUCH-PART-9 的产品。',
    );
    const list = await create(tom, { lines, keepUnmatched: true });
    expect(list.lines.map((l) => [l.partNo, l.quantity, l.state, l.unitPricePence])).toEqual([
      [a.partNo, 2, 'sold', expect.any(Number)],
      ['NO-SUCH-PART-9', 4, 'notFound', null],
    ]);
  });

  it('refuses rows it cannot read, in both languages, writing nothing', async () => {
    const max = PARTS_LIST_LIMITS.maxQuantity;
    await refused(
      tom,
      'pri/partsListCreate',
      { name: 'x', lines: `${a.partNo} | 0` },
      400,
      `Row 1: the quantity must be a whole number from 1 to ${max}.`,
      `第 1 行：数量必须是 1 到 ${max} 之间的整数。`,
    );
    await refused(
      tom,
      'pri/partsListCreate',
      { name: 'x', lines: `${b.partNo}\n\n${a.partNo} | 2.5` },
      400,
      `Row 3: the quantity must be a whole number from 1 to ${max}.`,
      `第 3 行：数量必须是 1 到 ${max} 之间的整数。`,
    );
    await refused(
      tom,
      'pri/partsListCreate',
      { name: 'x', lines: `${a.partNo} | 1 | ${'n'.repeat(201)}` },
      400,
      'Row 1: a note may hold up to 200 characters.',
      '第 1 行：备注最多 200 个字符。',
    );
    await refused(
      tom,
      'pri/partsListCreate',
      { name: 'x', lines: ` | 1` },
      400,
      'Row 1: give a part number of up to 60 characters.',
      '第 1 行：请填写不超过 60 个字符的零件编号。',
    );
    await refused(
      tom,
      'pri/partsListCreate',
      { name: 'n'.repeat(81) },
      400,
      'List name cannot exceed 80 characters',
      '清单名称不能超过80个字符',
    );
    await refused(tom, 'pri/partsListCreate', {}, 400, 'Please enter your list name', '请输入您的清单名称');
    const tooMany = Array.from({ length: 501 }, (_, i) => `X-${i} | 1`).join('\n');
    await refused(
      tom,
      'pri/partsListCreate',
      { name: 'x', lines: tooMany, keepUnmatched: true },
      400,
      'A parts list can hold at most 500 lines.',
      '一个零件清单最多 500 行。',
    );
  });

  it('changes a quantity within 1 to 9999 and a note, removes lines, and says so for a line it does not hold', async () => {
    const list = await create(tom, { lines: `${a.partNo} | 2\n${b.partNo} | 3\n${c.partNo} | 4` });
    const [first, second, third] = list.lines as [
      PartsListDetail['lines'][number],
      PartsListDetail['lines'][number],
      PartsListDetail['lines'][number],
    ];
    const changed = await ok(
      tom.call<PartsListDetail>('pri/partsListChangeLine', {
        id: list.id,
        lineId: first.id,
        quantity: 40,
        note: 'cell 4',
      }),
    );
    expect(changed.lines[0]).toMatchObject({ quantity: 40, note: 'cell 4' });
    expect(
      (await ok(tom.call<PartsListDetail>('pri/partsListChangeLine', { id: list.id, lineId: first.id, note: '' })))
        .lines[0],
    ).toMatchObject({ quantity: 40, note: '' });
    await refused(
      tom,
      'pri/partsListChangeLine',
      { id: list.id, lineId: first.id, quantity: 10_000 },
      400,
      'Quantity must be from 1 to 9999',
      '数量必须在1到9999之间',
    );
    await refused(
      tom,
      'pri/partsListChangeLine',
      { id: list.id, lineId: first.id },
      400,
      'Give the new quantity or note of the line.',
      '请填写该行的新数量或备注。',
    );
    const other = await create(tom, { lines: `${a.partNo} | 1` });
    await refused(
      tom,
      'pri/partsListChangeLine',
      { id: list.id, lineId: other.lines[0]!.id, quantity: 2 },
      404,
      'This parts list has no such line.',
      '此零件清单中没有该行。',
    );
    await refused(
      tom,
      'pri/partsListRemoveLines',
      { id: list.id, lineIds: [second.id, other.lines[0]!.id] },
      404,
      'This parts list has no such line.',
      '此零件清单中没有该行。',
    );
    const after = await ok(
      tom.call<PartsListDetail>('pri/partsListRemoveLines', { id: list.id, lineIds: [second.id] }),
    );
    expect(after.lines.map((l) => l.id)).toEqual([first.id, third.id]);
  });

  it('adds lines to a list, growing a part already on it, within 9999 a line', async () => {
    const list = await create(tom, { lines: `${a.partNo} | 9000` });
    const grown = await ok(
      tom.call<PartsListDetail>('pri/partsListAddLines', { id: list.id, lines: `${a.partNo} | 999\n${b.partNo} | 2` }),
    );
    expect(grown.lines.map((l) => [l.partNo, l.quantity])).toEqual([
      [a.partNo, 9999],
      [b.partNo, 2],
    ]);
    await refused(
      tom,
      'pri/partsListAddLines',
      { id: list.id, lines: `${a.partNo} | 1` },
      400,
      `${a.partNo} would come to 10000 on the list; a line holds at most 9999.`,
      `${a.partNo} 在清单中的数量将达到 10000；每行最多 9999。`,
    );
  });

  it('copies a list seen as the caller’s own private one, not-found lines included', async () => {
    const shared = await create(priya, {
      shared: true,
      lines: `${a.partNo} | 2 | top shelf\nBOM-ONLY-1 | 3`,
      keepUnmatched: true,
    });
    const copy = await ok(tom.call<PartsListDetail>('pri/partsListCopy', { id: shared.id, name: 'My press spares' }));
    expect(copy).toMatchObject({ name: 'My press spares', mine: true, shared: false, ownerName: 'Tom Baker' });
    expect(copy.lines.map((l) => [l.partNo, l.quantity, l.note, l.state])).toEqual(
      shared.lines.map((l) => [l.partNo, l.quantity, l.note, l.state]),
    );
  });
});

describe('limits of an account', () => {
  it('keeps at most 100 lists an account and 500 lines a list', async () => {
    const userId = alex.login.id;
    const have = (await ok(alex.call<PartsListListAnswer>('pri/partsListList'))).lists.length;
    await api.db
      .insertInto('partsLists')
      .values(Array.from({ length: 100 - have }, (_, i) => ({ userId, name: `Filler ${i}` })))
      .execute();
    await refused(
      alex,
      'pri/partsListCreate',
      { name: 'One more' },
      409,
      'An account can keep at most 100 parts lists: delete one you no longer need first.',
      '每个账户最多保存 100 个零件清单：请先删除不再需要的清单。',
    );
    const full = (await ok(alex.call<PartsListListAnswer>('pri/partsListList'))).lists[0]!;
    await refused(
      alex,
      'pri/partsListCopy',
      { id: full.id, name: 'copy' },
      409,
      'An account can keep at most 100 parts lists: delete one you no longer need first.',
      '每个账户最多保存 100 个零件清单：请先删除不再需要的清单。',
    );
    await api.db
      .insertInto('partsListLines')
      .values(
        Array.from({ length: 499 }, (_, i) => ({ listId: full.id, position: i + 1, partNo: `GONE-${i}`, quantity: 1 })),
      )
      .execute();
    await refused(
      alex,
      'pri/partsListAddLines',
      { id: full.id, lines: `${a.partNo}\n${b.partNo}` },
      409,
      'A parts list can hold at most 500 lines; this would make 501.',
      '一个零件清单最多 500 行；此操作将达到 501 行。',
    );
    expect(
      (await ok(alex.call<PartsListDetail>('pri/partsListAddLines', { id: full.id, lines: a.partNo }))).lines,
    ).toHaveLength(500);
    expect((await alex.call('pri/partsListDelete', { id: full.id })).body.code).toBe(200);
    expect((await alex.call('pri/partsListGet', { id: full.id })).body.code).toBe(404);
    expect(await api.db.selectFrom('partsListLines').select('id').where('listId', '=', full.id).execute()).toEqual([]);
    expect((await alex.call('pri/partsListCreate', { name: 'Room again' })).body.code).toBe(200);
  });
});

describe('ordering from a list', () => {
  it('puts all lines or the chosen ones in the basket and reports lines no longer sold or never found, adding the rest', async () => {
    const buyer = await logInAs(api, 'jordan@example.com');
    const list = await create(buyer, {
      lines: `${a.partNo} | 2\n${b.partNo} | 3\n${c.partNo} | 4\nNOT-OURS-1 | 5`,
      keepUnmatched: true,
    });
    // c stops being sold: it loses its prices (the catalogue keeps the part, the basket refuses it).
    const cBreaks = await api.db
      .selectFrom('variantPriceBreaks')
      .selectAll()
      .where('variantId', '=', c.variantId)
      .execute();
    await api.db.deleteFrom('variantPriceBreaks').where('variantId', '=', c.variantId).execute();
    try {
      const seen = await ok(buyer.call<PartsListDetail>('pri/partsListGet', { id: list.id }));
      expect(seen.lines.map((l) => [l.partNo, l.state])).toEqual([
        [a.partNo, 'sold'],
        [b.partNo, 'sold'],
        [c.partNo, 'gone'],
        ['NOT-OURS-1', 'notFound'],
      ]);
      const chosen = await ok(
        buyer.call<PartsListToBasketAnswer>('pri/partsListToBasket', { id: list.id, lineIds: [list.lines[1]!.id] }),
      );
      expect(chosen.added).toEqual([{ partNo: b.partNo, quantity: 3 }]);
      expect(chosen.problems).toEqual([]);
      const all = await ok(
        buyer.call<PartsListToBasketAnswer>('pri/partsListToBasket', { id: list.id }, { lang: 'zh-cn' }),
      );
      expect(all.added).toEqual([
        { partNo: a.partNo, quantity: 2 },
        { partNo: b.partNo, quantity: 3 },
      ]);
      expect(all.problems).toEqual([
        { partNo: 'NOT-OURS-1', reason: '此零件编号在目录中没有匹配项。' },
        { partNo: c.partNo, reason: expect.stringMatching(/./) },
      ]);
      const basket = await ok(buyer.call<Basket>('pri/basketList'));
      const quantities = Object.fromEntries(basket.lines.map((l) => [l.partNo, l.quantity]));
      expect(quantities).toEqual({ [a.partNo]: 2, [b.partNo]: 6 });
      expect((await buyer.call('pri/partsListToBasket', { id: list.id, lineIds: [999_999] })).body.code).toBe(404);
    } finally {
      await api.db.insertInto('variantPriceBreaks').values(cBreaks).execute();
    }
  });

  it('saves a past order as a private list of its parts and quantities; another buyer’s order is not found', async () => {
    const order = await placeOrder(priya, [
      [a.partNo, 6],
      [b.partNo, 1],
    ]);
    const list = await ok(
      priya.call<PartsListDetail>('pri/partsListFromOrder', { orderId: order.id, name: `Again: ${order.orderNo}` }),
    );
    expect(list.lines.map((l) => [l.partNo, l.quantity, l.state])).toEqual([
      [a.partNo, 6, 'sold'],
      [b.partNo, 1, 'sold'],
    ]);
    expect(list.shared).toBe(false);
    await refused(
      alex,
      'pri/partsListFromOrder',
      { orderId: order.id, name: 'mine now' },
      404,
      'There is no such order.',
      '没有此订单。',
    );
  });
});

describe('the exports', () => {
  const exportOf = (token: string, id: number, format: string, lang = 'en') =>
    api.app.inject({
      method: 'GET',
      url: `/api/pri/partsListExport?id=${id}&format=${format}`,
      headers: { token, lang },
    });

  it('writes CSV in the caller’s language with a byte order mark, a cell that would run as a formula as text', async () => {
    const list = await create(tom, {
      lines: `${a.partNo} | 2 | =HYPERLINK("http://evil.example")\n@SUM-1 | 1 | plain`,
      keepUnmatched: true,
    });
    const en = await exportOf(tom.login.token, list.id, 'csv');
    expect(en.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(en.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="parts-list-${list.id}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    expect(en.headers['cache-control']).toBe('private, no-store');
    const rows = en.body.split('\r\n');
    expect(rows[0]).toBe('\uFEFFPart No,Qty,Note,Product,Status');
    expect(rows[1]).toMatch(new RegExp(`^${a.partNo},2,"'=HYPERLINK\\(""http://evil.example""\\)",.+,Sold$`));
    expect(rows[2]).toBe("'@SUM-1,1,plain,,Not found");
    const zh = await exportOf(tom.login.token, list.id, 'csv', 'zh-cn');
    expect(zh.body.split('\r\n')[0]).toBe('\uFEFF零件号,数量,备注,产品,状态');
    expect(zh.body).toContain('未找到');
  });

  it('writes an .xlsx workbook of one sheet with the same rows, quantities as numbers', async () => {
    const list = await create(tom, { name: 'Jigs: cell 4/5', lines: `${a.partNo} | 12 | =1+1` });
    const file = await exportOf(tom.login.token, list.id, 'xlsx');
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Jigs  cell 4 5');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Part No', 'Qty', 'Note', 'Product', 'Status']);
    expect(sheet.getCell('A2').value).toBe(a.partNo);
    expect(sheet.getCell('B2').value).toBe(12);
    expect(sheet.getCell('C2').value).toBe('=1+1');
    expect(sheet.getCell('C2').formula).toBeUndefined();
    expect((await exportOf(tom.login.token, list.id, 'pdf')).json()).toMatchObject({ code: 400 });
  });
});
