import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartsListDetail, PartsListListAnswer, PartsListToBasketAnswer } from '#contract/calls/parts-lists.ts';
import { writeDemoPartsLists } from '../../server/seed/demo-parts-lists.ts';
import { logInAs, type Buyer } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

/** The demo data's parts lists (docs/account.md, README "Demo data"): what a newcomer sees on /acList. */

let api: TestApi;
let tom: Buyer;
let priya: Buyer;
let alex: Buyer;

beforeAll(async () => {
  api = await openTestApi();
  [tom, priya, alex] = (await Promise.all(
    ['member@acme.example', 'admin@acme.example', 'buyer@example.com'].map((e) => logInAs(api, e)),
  )) as [Buyer, Buyer, Buyer];
});
afterAll(() => api.close());

async function ok<T>(answer: Promise<{ body: { code: number; msg: string; data: T } }>): Promise<T> {
  const { body } = await answer;
  if (body.code !== 200) throw new Error(`${body.code} ${body.msg}`);
  return body.data;
}

const listsOf = async (who: Buyer) =>
  (await ok(who.call<PartsListListAnswer>('pri/partsListList'))).lists.map((l) => ({
    name: l.name,
    mine: l.mine,
    shared: l.shared,
    ownerName: l.ownerName,
    canChange: l.canChange,
    lineCount: l.lineCount,
  }));

describe('the demo parts lists', () => {
  it('show the member a private list of their own and Acme’s shared "Monthly maintenance", the admin only the latter, an individual buyer none', async () => {
    expect(await listsOf(tom)).toEqual([
      {
        name: 'Cell 4 frame prototype',
        mine: true,
        shared: false,
        ownerName: 'Tom Baker',
        canChange: true,
        lineCount: 3,
      },
      {
        name: 'Monthly maintenance',
        mine: false,
        shared: true,
        ownerName: 'Priya Shah',
        canChange: false,
        lineCount: 5,
      },
    ]);
    expect(await listsOf(priya)).toEqual([
      { name: 'Monthly maintenance', mine: true, shared: true, ownerName: 'Priya Shah', canChange: true, lineCount: 5 },
    ]);
    expect(await listsOf(alex)).toEqual([]);
  });

  it('are orderable: every maintenance line is sold and goes to the member’s basket; the prototype keeps a part we do not know', async () => {
    const lists = (await ok(tom.call<PartsListListAnswer>('pri/partsListList'))).lists;
    const [prototype, maintenance] = await Promise.all(
      lists.map((l) => ok(tom.call<PartsListDetail>('pri/partsListGet', { id: l.id }))),
    );
    expect(prototype!.lines.map((l) => [l.partNo, l.state])).toContainEqual(['ACME-FRAME-77', 'notFound']);
    expect(maintenance!.lines.map((l) => l.state)).toEqual(['sold', 'sold', 'sold', 'sold', 'sold']);
    expect(maintenance!.lines.every((l) => l.unitPricePence !== null && l.stock! >= l.quantity)).toBe(true);
    const sent = await ok(tom.call<PartsListToBasketAnswer>('pri/partsListToBasket', { id: maintenance!.id }));
    expect(sent.problems).toEqual([]);
    expect(sent.added).toEqual(maintenance!.lines.map((l) => ({ partNo: l.partNo, quantity: l.quantity })));
    await ok(tom.call('pri/basketClear'));
  });

  it('are made again by a re-seed, lines and sharing, leaving other lists alone', async () => {
    const maintenance = (await ok(priya.call<PartsListListAnswer>('pri/partsListList'))).lists[0]!;
    const before = await ok(priya.call<PartsListDetail>('pri/partsListGet', { id: maintenance.id }));
    await ok(priya.call('pri/partsListShare', { id: maintenance.id, shared: false }));
    await ok(priya.call('pri/partsListRemoveLines', { id: maintenance.id, lineIds: [before.lines[0]!.id] }));
    const other = await ok(priya.call<PartsListDetail>('pri/partsListCreate', { name: 'Kestrel spares' }));
    await writeDemoPartsLists(api.db);
    const lists = (await ok(priya.call<PartsListListAnswer>('pri/partsListList'))).lists;
    expect(lists.map((l) => l.name).sort()).toEqual(['Kestrel spares', 'Monthly maintenance']);
    const again = lists.find((l) => l.name === 'Monthly maintenance')!;
    const after = await ok(priya.call<PartsListDetail>('pri/partsListGet', { id: again.id }));
    expect(after.shared).toBe(true);
    expect(after.lines.map((l) => [l.partNo, l.quantity, l.note])).toEqual(
      before.lines.map((l) => [l.partNo, l.quantity, l.note]),
    );
    expect((await ok(priya.call<PartsListDetail>('pri/partsListGet', { id: other.id }))).lines).toEqual([]);
  });
});
