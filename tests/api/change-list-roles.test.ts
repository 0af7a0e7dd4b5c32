import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeListAnswer } from '#contract/calls/editor-changes.ts';
import { logInAs, type Buyer } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
let editor: Buyer;
let sales: Buyer;
let admin: Buyer;

const CONTENT = ['category', 'family', 'import', 'page', 'publish', 'rollback', 'service', 'synonyms', 'variant'];

beforeAll(async () => {
  api = await openTestApi();
  editor = await logInAs(api, 'editor@lihda.example');
  sales = await logInAs(api, 'sales@lihda.example');
  admin = await logInAs(api, 'admin@lihda.example');
  // One record of every area the console writes, as their calls write them.
  const areas = [...CONTENT, 'company', 'customer', 'order', 'priceList', 'mail', 'staff', 'bank', 'settings'];
  await api.db
    .insertInto('editorChanges')
    .values(
      areas.map((area) => ({
        userId: null,
        userEmail: 'someone@lihda.example',
        area,
        recordId: '7',
        action: 'update',
        summary: `${area} changed`,
        detail: '{}',
      })),
    )
    .execute();
  // The shop's own details (company record 1, action update) are content; a customer company's credit is not.
  await api.db
    .insertInto('editorChanges')
    .values({
      userId: null,
      userEmail: 'someone@lihda.example',
      area: 'company',
      recordId: '1',
      action: 'credit',
      summary: 'credit',
      detail: '{}',
    })
    .execute();
});
afterAll(() => api.close());

const areasSeenBy = async (who: Buyer, request: object = {}) => {
  const page = (await who.call<ChangeListAnswer>('editor/changeList', { pageSize: 100, ...request })).body.data;
  return page.list.map((record) => `${record.area}:${record.action}`);
};

describe('the audit trail by role', () => {
  it('shows editors content and catalogue changes only', async () => {
    const seen = await areasSeenBy(editor);
    for (const area of CONTENT) expect(seen).toContain(`${area}:update`);
    expect(seen).toContain('company:update');
    for (const hidden of [
      'company:credit',
      'customer:update',
      'order:update',
      'priceList:update',
      'mail:update',
      'staff:update',
      'bank:update',
      'settings:update',
    ])
      expect(seen).not.toContain(hidden);
    expect(await areasSeenBy(editor, { area: 'staff' })).toEqual([]);
    const page = (await editor.call<ChangeListAnswer>('editor/changeList', { pageSize: 100 })).body.data;
    expect(page.total).toBe(page.list.length);
  });

  it('shows sales content, orders, customers, companies and price lists, but not staff accounts, bank details or mail', async () => {
    const seen = await areasSeenBy(sales);
    for (const shown of [
      'family:update',
      'company:update',
      'company:credit',
      'customer:update',
      'order:update',
      'priceList:update',
      'settings:update',
    ])
      expect(seen).toContain(shown);
    for (const hidden of ['mail:update', 'staff:update', 'bank:update']) expect(seen).not.toContain(hidden);
  });

  it('shows administrators everything', async () => {
    const seen = await areasSeenBy(admin);
    for (const shown of [
      'family:update',
      'company:credit',
      'customer:update',
      'order:update',
      'mail:update',
      'staff:update',
      'bank:update',
      'settings:update',
    ])
      expect(seen).toContain(shown);
  });
});
