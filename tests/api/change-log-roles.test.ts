import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeListAnswer } from '#contract/calls/editor-changes.ts';
import { logInAs, type Buyer } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

// The staff change log: each role reads the areas it works in, so an editor never reads who changed
// a customer's credit, a staff account or the bank account.

let api: TestApi;
const as: Record<'editor' | 'sales' | 'admin', Buyer> = {} as never;

beforeAll(async () => {
  api = await openTestApi();
  for (const role of ['editor', 'sales', 'admin'] as const) as[role] = await logInAs(api, `${role}@lihda.example`);
  // One change in each kind of area, made by whoever may make it.
  const synonyms = await as.editor.call<{ text: string }>('editor/synonymsGet');
  expect((await as.editor.call('editor/synonymsSave', { text: `${synonyms.body.data.text}\nknob, handwheel-knob` })).body.code).toBe(200);
  expect((await as.sales.call('staff/companySetCredit', { id: 1, creditApproved: true, creditLimitPence: 300_000, terms: 'eom30' })).body.code).toBe(200);
  const customer = await api.db.selectFrom('users').select('id').where('email', '=', 'jordan@example.com').executeTakeFirstOrThrow();
  expect((await as.sales.call('staff/customerSetDisabled', { id: customer.id, disabled: true })).body.code).toBe(200);
  const bank = { bankAccountName: 'Lihda Group Ltd', bankName: 'Northern Bank', bankSortCode: '20-30-40', bankAccountNo: '55667788', bankIban: '', bankBic: '' };
  expect((await as.admin.call('staff/bankDetailsPropose', bank)).body.code).toBe(200);
});
afterAll(() => api.close());

const areasSeenBy = async (role: keyof typeof as) => {
  const list = (await as[role].call<ChangeListAnswer>('editor/changeList', { pageSize: 100 })).body.data.list;
  return [...new Set(list.map((change) => `${change.area}/${change.action}`))].sort();
};

describe('who reads which changes', () => {
  it('editors read catalogue and content changes only', async () => {
    expect(await areasSeenBy('editor')).toEqual(['synonyms/update']);
  });

  it('sales read the orders, customers and customer companies they work on, not content, staff or the bank account', async () => {
    expect(await areasSeenBy('sales')).toEqual(['company/credit', 'customer/disable']);
  });

  it('admins read everything', async () => {
    expect(await areasSeenBy('admin')).toEqual(['bankDetails/propose', 'company/credit', 'customer/disable', 'synonyms/update']);
  });
});
