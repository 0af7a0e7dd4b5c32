import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditorSynonyms } from '#contract/calls/synonyms.ts';
import type { Page } from '#contract/calls/paging.ts';
import type { FamilyCard } from '#contract/calls/catalogue.ts';
import { auditRecords } from './helpers/editor.ts';
import { logInAs, type Buyer } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
let editor: Buyer;
let buyer: Buyer;
beforeAll(async () => {
  api = await openTestApi();
  editor = await logInAs(api, 'editor@lihda.example');
  buyer = await logInAs(api, 'buyer@example.com');
});
afterAll(() => api.close());

const namesFound = async (keyword: string) =>
  (await api.call<Page<FamilyCard>>('unpri/productSearch', { keyword, pageSize: 100 })).body.data.list.map(
    (f) => f.nameZh,
  );

describe('Chinese synonyms and near-words in search', () => {
  it('finds 拉手 and 手柄 for 把手, a word no name holds', async () => {
    const names = await namesFound('把手');
    expect(names.some((n) => n.includes('拉手'))).toBe(true);
    expect(names.some((n) => n.includes('手柄'))).toBe(true);
    expect(names.some((n) => n.includes('把手'))).toBe(false);
  });

  it('swaps a synonym inside a longer keyword: 不锈钢把手 finds stainless steel handles', async () => {
    const names = await namesFound('不锈钢把手');
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n.includes('不锈钢') && /拉手|手柄/.test(n))).toBe(true);
  });

  it('finds a Chinese name from its characters in order with others between (星旋钮 → 星形旋钮)', async () => {
    const names = await namesFound('星旋钮');
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => /星.*旋.*钮/.test(n))).toBe(true);
  });

  it('finds English synonyms too: "grip" finds handles', async () => {
    const english = (
      await api.call<Page<FamilyCard>>('unpri/productSearch', { keyword: 'grip', pageSize: 100 })
    ).body.data.list.map((f) => f.name);
    expect(english.some((n) => /handle/i.test(n))).toBe(true);
  });
});

describe('editor/synonymsGet and editor/synonymsSave', () => {
  it('lets an editor change the table, in force for the next search and recorded', async () => {
    const before = (await editor.call<EditorSynonyms>('editor/synonymsGet')).body.data;
    expect(before.groups).toContainEqual(['把手', '拉手', '手柄']);
    expect(before.text.split('\n')[0]).toBe('把手, 拉手, 手柄');

    const saved = await editor.call<EditorSynonyms>('editor/synonymsSave', { text: '把手，拉手\n\n  Vice , VISE ' });
    expect(saved.body).toMatchObject({
      code: 200,
      data: {
        groups: [
          ['把手', '拉手'],
          ['vice', 'vise'],
        ],
        text: '把手, 拉手\nvice, vise',
      },
    });
    const names = await namesFound('把手');
    expect(names.some((n) => n.includes('拉手'))).toBe(true);
    expect(names.some((n) => n.includes('手柄'))).toBe(false);
    expect((await auditRecords(api))[0]).toMatchObject({
      area: 'synonyms',
      action: 'update',
      userEmail: 'editor@lihda.example',
    });

    expect((await editor.call('editor/synonymsSave', { text: before.text })).body.code).toBe(200);
    expect((await namesFound('把手')).some((n) => n.includes('手柄'))).toBe(true);
  });

  it('refuses a bad line with a bilingual message naming it, and changes nothing', async () => {
    const before = (await editor.call<EditorSynonyms>('editor/synonymsGet')).body.data;
    expect((await editor.call('editor/synonymsSave', { text: '把手, 拉手\n手柄' })).body).toMatchObject({
      code: 400,
      msg: 'Line 2: give at least two words, separated by commas',
    });
    expect((await editor.call('editor/synonymsSave', { text: 'a, 100%' }, { lang: 'zh-cn' })).body).toMatchObject({
      code: 400,
      msg: '第 1 行：“100%”包含 %、_ 或 \\',
    });
    expect((await editor.call('editor/synonymsSave', { text: 'x'.repeat(20_001) })).body.code).toBe(400);
    expect((await editor.call<EditorSynonyms>('editor/synonymsGet')).body.data).toEqual(before);
  });

  it('is for editors only', async () => {
    expect((await buyer.call('editor/synonymsGet')).body.code).toBe(403);
    expect((await buyer.call('editor/synonymsSave', { text: 'a, b' })).body.code).toBe(403);
  });
});
