import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PriceListImportAnswer } from '#contract/calls/staff-price-list-csv.ts';
import type { PriceListDetail } from '#contract/calls/staff-price-lists.ts';
import { ApiCallError } from '../../../src/api/answer.ts';
import { saveFile } from '../../../src/lib/save-file.ts';
import { $messages } from '../../../src/stores/messages.ts';
import { api } from './api-mocks.ts';
import { answer, sentTo, startEachTestWithAFakeServer } from './fake-server.ts';
import { openConsole, startEachTestAsEditor } from './fixtures.tsx';

vi.mock('../../../src/api/editor.ts', async () => (await import('./api-mocks.ts')).api);

vi.mock('../../../src/api/call.ts', async () => (await import('./fake-server.ts')).callModule);
// A download in happy-dom would navigate the test's window away.
vi.mock('../../../src/lib/save-file.ts', () => ({ saveFile: vi.fn() }));

startEachTestAsEditor();
startEachTestWithAFakeServer();
beforeEach(() => {
  $messages.set([]);
  api.staffRole.mockResolvedValue('sales');
  answer('unpri/categoryTree', () => [
    {
      id: 1,
      imageUrl: null,
      typePath: '1',
      level: 1,
      parentId: null,
      name: 'Access Components',
      nameZh: '检修组件',
      children: [
        {
          id: 10,
          imageUrl: null,
          typePath: '1/10',
          level: 2,
          parentId: 1,
          name: 'Hinges',
          nameZh: '铰链',
          children: [],
        },
      ],
    },
  ]);
});

const click = (name: string | RegExp) => act(async () => fireEvent.click(screen.getByRole('button', { name })));
const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

const acme: PriceListDetail = {
  id: 4,
  name: 'Acme Engineering Ltd trade prices',
  currency: 'GBP',
  validFrom: null,
  validUntil: null,
  ruleCount: 2,
  companies: [{ id: 2, name: 'Acme Engineering Ltd' }],
  accounts: [],
  rules: [
    {
      id: 7,
      kind: 'net',
      partNo: 'LH-4102-20',
      familyId: null,
      categoryId: null,
      percentOff: null,
      breaks: [
        { minQty: 1, unitPricePence: 950 },
        { minQty: 100, unitPricePence: 820 },
      ],
    },
    { id: 8, kind: 'category', partNo: null, familyId: null, categoryId: 1, percentOff: 10, breaks: [] },
  ],
};

async function openAcme(locale: 'en' | 'zh-cn' = 'en') {
  answer('staff/priceListList', () => ({ list: [acme] }));
  answer('staff/priceListGet', () => acme);
  await openConsole('priceLists', locale);
  const name =
    locale === 'en'
      ? 'Open price list Acme Engineering Ltd trade prices'
      : '打开价格表 Acme Engineering Ltd trade prices';
  await click(name);
  await screen.findByRole('heading', { level: 3, name: acme.name });
}

function preview(
  changes: Partial<PriceListImportAnswer['changes']> = {},
  rest: Partial<PriceListImportAnswer> = {},
): PriceListImportAnswer {
  return {
    valid: true,
    errors: [],
    errorCount: 0,
    applied: false,
    changes: {
      added: 1,
      changed: 2,
      removed: 211,
      unchanged: 3,
      largestCut: { partNo: 'LH-4102-20', percent: 38 },
      details: ['LH-4102-20: 1:950 → 1:589'],
      ...changes,
    },
    ...rest,
  };
}

const chooseCsv = (file: File) =>
  act(async () => {
    fireEvent.change(screen.getByLabelText(/^(CSV file of net prices|净价 CSV 文件)$/), { target: { files: [file] } });
  });

describe('the price lists section', () => {
  it('lists the lists for sales, with their days, holders and rules, and opens one with its rules by name', async () => {
    answer('staff/priceListList', () => ({ list: [acme] }));
    await openConsole('priceLists');
    expect(screen.getByRole('link', { name: 'Price lists' })).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Price lists' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'NameCurrencyValid fromValid untilCompanies and accountsRules',
      'Acme Engineering Ltd trade pricesGBPopenopen12',
    ]);
    answer('staff/priceListGet', () => acme);
    await click('Open price list Acme Engineering Ltd trade prices');
    await screen.findByRole('heading', { level: 3, name: acme.name });
    // Focus follows the editor into the list they opened.
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 3, name: acme.name }));
    const rules = within(screen.getByRole('table', { name: `Rules of ${acme.name}, most specific first` }))
      .getAllByRole('row')
      .slice(1);
    expect(rules.map((row) => row.textContent)).toEqual([
      'Net priceLH-4102-201+ £9.50, 100+ £8.20Remove',
      'Percentage off a categoryAccess Components10 % offRemove',
    ]);
    expect(screen.getByRole('button', { name: 'Take the list back from Acme Engineering Ltd' })).toBeTruthy();
    await click('Download the net prices');
    expect(sentTo('staff/priceListExport')).toHaveLength(1);
    expect(vi.mocked(saveFile)).toHaveBeenCalledWith(expect.any(Blob), 'staff-priceListExport.csv');
  });

  it("creates a list and opens it; changes a list's days, with a refusal under the field it names", async () => {
    answer('staff/priceListList', () => ({ list: [] }));
    await openConsole('priceLists');
    expect(screen.getByText('There are no price lists yet.')).toBeTruthy();
    const made = { ...acme, id: 5, name: 'Spring offer', companies: [], rules: [], ruleCount: 0 };
    answer('staff/priceListSave', () => made);
    answer('staff/priceListGet', () => made);
    type('Name', 'Spring offer');
    await click('Create the price list');
    expect(sentTo('staff/priceListSave')).toEqual([{ name: 'Spring offer' }]);
    await screen.findByRole('heading', { level: 3, name: 'Spring offer' });

    const form = within(screen.getByRole('form', { name: 'Name and days' }));
    fireEvent.change(form.getByLabelText('Valid from'), { target: { value: '2027-02-01' } });
    fireEvent.change(form.getByLabelText('Valid until'), { target: { value: '2027-01-31' } });
    answer('staff/priceListSave', () => {
      throw new ApiCallError(400, 'The last day comes before the first day.', 'validUntil');
    });
    await act(async () => fireEvent.click(form.getByRole('button', { name: 'Save' })));
    expect(sentTo('staff/priceListSave').at(-1)).toEqual({
      id: 5,
      name: 'Spring offer',
      validFrom: '2027-02-01',
      validUntil: '2027-01-31',
    });
    expect(form.getByLabelText('Valid until').getAttribute('aria-invalid')).toBe('true');
    expect(form.getByText('The last day comes before the first day.')).toBeTruthy();
    expect(form.getByLabelText('Valid from').getAttribute('aria-invalid')).toBeNull();
    answer('staff/priceListSave', () => ({ ...made, validFrom: '2027-02-01', validUntil: null }));
    fireEvent.change(form.getByLabelText('Valid until'), { target: { value: '' } });
    await act(async () => fireEvent.click(form.getByRole('button', { name: 'Save' })));
    expect(sentTo('staff/priceListSave').at(-1)).toEqual({ id: 5, name: 'Spring offer', validFrom: '2027-02-01' });
    expect(form.getByRole('status').textContent).toBe('Saved.');
  });

  it('adds a net price, and shows a refusal under the field the server names, until the next save', async () => {
    await openAcme();
    answer('staff/priceListRuleSave', () => {
      throw new ApiCallError(400, 'A price must be whole pence from 1 to 10000000.', 'breaks');
    });
    type('Part number', 'lh-617-8-m12-ss');
    type('Net price breaks', '1:0');
    await click('Save the rule');
    const breaks = screen.getByRole('textbox', { name: 'Net price breaks' });
    expect(breaks.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(breaks.getAttribute('aria-describedby')!.split(' ')[1]!)!.textContent).toBe(
      'A price must be whole pence from 1 to 10000000.',
    );
    expect(screen.getByRole('textbox', { name: 'Part number' }).getAttribute('aria-invalid')).toBeNull();

    const withNet = {
      ...acme,
      ruleCount: 3,
      rules: [
        ...acme.rules,
        {
          id: 9,
          kind: 'net' as const,
          partNo: 'LH-617-8-M12-SS',
          familyId: null,
          categoryId: null,
          percentOff: null,
          breaks: [{ minQty: 1, unitPricePence: 1200 }],
        },
      ],
    };
    answer('staff/priceListRuleSave', () => withNet);
    type('Net price breaks', '1:1200');
    await click('Save the rule');
    expect(sentTo('staff/priceListRuleSave').at(-1)).toEqual({
      priceListId: 4,
      kind: 'net',
      partNo: 'lh-617-8-m12-ss',
      breaks: '1:1200',
    });
    expect(screen.queryByText('A price must be whole pence from 1 to 10000000.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove the rule for LH-617-8-M12-SS' })).toBeTruthy();
  });

  it('sends a percentage off a category chosen from the tree, and removes a rule', async () => {
    await openAcme();
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind of rule' }), { target: { value: 'category' } });
    await screen.findByRole('option', { name: /Hinges/ });
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: '10' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Percentage off' }), { target: { value: '12.5' } });
    answer('staff/priceListRuleSave', () => acme);
    await click('Save the rule');
    expect(sentTo('staff/priceListRuleSave')).toEqual([
      { priceListId: 4, kind: 'category', percentOff: 12.5, categoryId: 10 },
    ]);
    answer('staff/priceListRuleRemove', () => ({ ...acme, ruleCount: 1, rules: [acme.rules[0]!] }));
    await click('Remove the rule for Access Components');
    expect(sentTo('staff/priceListRuleRemove')).toEqual([{ priceListId: 4, ruleId: 8 }]);
    expect(screen.queryByRole('button', { name: 'Remove the rule for Access Components' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 4, name: 'Rules' }));
  });

  it('finds a product family by name for a percentage off it, and asks for one before saving without', async () => {
    await openAcme();
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind of rule' }), { target: { value: 'family' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Percentage off' }), { target: { value: '15' } });
    await click('Save the rule');
    expect(screen.getByText('Find and choose a product family first.')).toBeTruthy();
    expect(sentTo('staff/priceListRuleSave')).toEqual([]);
    answer('unpri/productSuggest', () => ({
      families: [{ id: 12, slug: 'star-knob', name: 'Star knob', nameZh: '星形旋钮', code: 'LH-617' }],
      partNumbers: [],
    }));
    const search = screen.getByRole('searchbox', { name: 'Product family' });
    fireEvent.change(search, { target: { value: 'knob' } });
    // Enter finds, and does not send the rule form.
    await act(async () => fireEvent.keyDown(search, { key: 'Enter' }));
    expect(sentTo('unpri/productSuggest')).toEqual([{ q: 'knob' }]);
    await click('Choose LH-617 Star knob');
    expect(screen.getByText('Chosen: LH-617 Star knob')).toBeTruthy();
    answer('staff/priceListRuleSave', () => acme);
    await click('Save the rule');
    expect(sentTo('staff/priceListRuleSave')).toEqual([
      { priceListId: 4, kind: 'family', percentOff: 15, familyId: 12 },
    ]);
  });

  it('finds an account by search and gives it the list; an overlap is shown under the search', async () => {
    await openAcme();
    answer('staff/customerList', () => ({
      total: 1,
      page: 1,
      pageSize: 10,
      list: [
        {
          id: 31,
          name: 'Jordan Lee',
          email: 'jordan@example.com',
          companyName: null,
          createdAt: '2026-01-01T00:00:00.000Z',
          disabled: false,
          orderCount: 0,
        },
      ],
    }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Give it to' }), { target: { value: 'account' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Name or e-mail' }), { target: { value: 'jordan' } });
    await click('Find');
    expect(sentTo('staff/customerList')).toEqual([{ search: 'jordan', page: 1, pageSize: 10 }]);
    answer('staff/priceListAssign', () => {
      throw new ApiCallError(
        409,
        'The price list "Jordan special" of jordan@example.com is valid on some of the same days: end one before the other begins.',
      );
    });
    await click('Give the list to jordan@example.com');
    const search = screen.getByRole('searchbox', { name: 'Name or e-mail' });
    expect(search.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/is valid on some of the same days/, { selector: '.field-error' })).toBeTruthy();
    answer('staff/priceListAssign', () => ({ ...acme, accounts: [{ id: 31, email: 'jordan@example.com' }] }));
    await click('Give the list to jordan@example.com');
    expect(sentTo('staff/priceListAssign').at(-1)).toEqual({ priceListId: 4, assigned: true, userId: 31 });
    expect(screen.getByRole('button', { name: 'Take the list back from jordan@example.com' })).toBeTruthy();
  });

  it('previews a CSV import (parts changed, the largest cut) before writing it, and lists the bad rows of a refused file', async () => {
    await openAcme();
    const csv = 'part_no,price_breaks\r\nLH-4102-20,1:589\r\n';
    answer('staff/priceListImport', (body) => (body.dryRun ? preview() : preview({}, { applied: true })));
    await chooseCsv(new File([csv], 'acme.csv', { type: 'text/csv' }));
    expect(sentTo('staff/priceListImport')).toEqual([{ priceListId: 4, csv, fileName: 'acme.csv', dryRun: true }]);
    const region = within(screen.getByRole('region', { name: 'Net prices as CSV' }));
    expect(region.getByRole('status').textContent).toBe(
      'This list changes 214 parts. The largest cut is 38 % on LH-4102-20.',
    );
    expect(region.getByText('1 added, 2 changed, 211 removed, 3 unchanged.')).toBeTruthy();
    await click('Set the net prices from acme.csv');
    expect(sentTo('staff/priceListImport').at(-1)).toMatchObject({ dryRun: false });
    expect(region.getByRole('status').textContent).toBe('The net prices from acme.csv are set.');
    // The list is read again after the import.
    expect(sentTo('staff/priceListGet').length).toBe(2);

    answer('staff/priceListImport', () =>
      preview(
        { added: 0, changed: 0, removed: 0, largestCut: null, details: [] },
        {
          valid: false,
          errorCount: 1,
          errors: [{ line: 3, column: 'part_no', reason: 'There is no product with part number LH-0000.' }],
        },
      ),
    );
    await chooseCsv(new File([csv], 'bad.csv'));
    expect(within(screen.getByRole('table', { name: 'Errors in bad.csv' })).getAllByRole('row')[1]!.textContent).toBe(
      '3part_noThere is no product with part number LH-0000.',
    );
    expect(screen.queryByRole('button', { name: 'Set the net prices from bad.csv' })).toBeNull();
  });

  it('speaks Chinese on /zh-cn/editor, the preview too', async () => {
    await openAcme('zh-cn');
    answer('staff/priceListImport', () => preview({ added: 1, changed: 0, removed: 0 }));
    await chooseCsv(new File(['part_no,price_breaks\r\nLH-4102-20,1:589\r\n'], 'acme.csv'));
    const region = within(screen.getByRole('region', { name: '净价 CSV' }));
    expect(region.getByRole('status').textContent).toBe('此价格表将更改 1 个零件。最大降幅为 LH-4102-20 的 38%。');
    expect(screen.getByRole('button', { name: '保存规则' })).toBeTruthy();
  });
});
