import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { QuoteFloorRow } from '#contract/calls/staff-quotes.ts';
import { ApiCallError } from '../../../src/api/answer.ts';
import { api } from './api-mocks.ts';
import { openConsole, startEachTestAsEditor } from './fixtures.tsx';

vi.mock('../../../src/api/editor.ts', async () => (await import('./api-mocks.ts')).api);
const floorApi = vi.hoisted(() => ({ quoteFloorList: vi.fn(), quoteFloorSave: vi.fn(), quoteFloorRemove: vi.fn() }));
vi.mock('../../../src/api/quote-floors.ts', () => floorApi);

startEachTestAsEditor();

const BOLTS: QuoteFloorRow = {
  familyId: 12,
  code: 'LH-1202',
  nameEn: 'Hexagon socket bolts',
  nameZh: '内六角螺栓',
  minPercentOfList: 45.5,
};
const page = (list: QuoteFloorRow[]) => ({ total: list.length, page: 1, pageSize: 25, list });

async function openAs(role: 'sales' | 'admin', locale: 'en' | 'zh-cn' = 'en') {
  api.staffRole.mockResolvedValue(role);
  floorApi.quoteFloorList.mockResolvedValue(page([BOLTS]));
  await openConsole('quoteFloors', locale);
}

describe('the quote floors section', () => {
  it('shows sales the floors set, with the default, and nothing to change', async () => {
    await openAs('sales');
    const table = await screen.findByRole('table', { name: 'Product families with a floor of their own' });
    expect(within(table).getByRole('row', { name: 'LH-1202 Hexagon socket bolts 45.5%' })).toBeTruthy();
    expect(screen.getByText(/the default: 60% of the list price/)).toBeTruthy();
    expect(screen.getByText('1 family')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Set a floor' })).toBeNull();
    expect(screen.queryByRole('button', { name: /floor of/ })).toBeNull();
  });

  it('finds families by code, part number or name', async () => {
    await openAs('sales');
    await screen.findByRole('table');
    floorApi.quoteFloorList.mockResolvedValue(page([]));
    const search = screen.getByRole('search', { name: 'Find a family with a floor' });
    fireEvent.change(within(search).getByRole('searchbox', { name: 'Code, part number or name' }), {
      target: { value: ' m12 ' },
    });
    await act(async () => fireEvent.click(within(search).getByRole('button', { name: 'Find' })));
    expect(floorApi.quoteFloorList).toHaveBeenLastCalledWith({ q: 'm12', page: 1, pageSize: 25 });
    expect(await screen.findByText('No family with a floor of its own matches.')).toBeTruthy();
  });

  it('lets an admin set a floor, then lists it again', async () => {
    await openAs('admin');
    const form = await screen.findByRole('form', { name: 'Set a floor' });
    floorApi.quoteFloorSave.mockResolvedValue({ ...BOLTS, minPercentOfList: 40 });
    floorApi.quoteFloorList.mockResolvedValue(page([{ ...BOLTS, minPercentOfList: 40 }]));
    fireEvent.change(within(form).getByRole('textbox', { name: 'Product family (code, part number or name)' }), {
      target: { value: ' lh-1202 ' },
    });
    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Floor (% of list price)' }), {
      target: { value: '40' },
    });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save the floor' })));
    expect(floorApi.quoteFloorSave).toHaveBeenCalledWith({ family: 'lh-1202', minPercentOfList: 40 });
    expect(within(form).getByRole('status').textContent).toBe('Saved: Hexagon socket bolts at 40% of the list price.');
    expect(await screen.findByRole('row', { name: /LH-1202 Hexagon socket bolts 40%/ })).toBeTruthy();
  });

  it('shows the server’s refusal under the field it names', async () => {
    await openAs('admin');
    const form = await screen.findByRole('form', { name: 'Set a floor' });
    floorApi.quoteFloorSave.mockRejectedValue(
      new ApiCallError(400, 'No product family has the code, part number or name "NUTS".', 'family'),
    );
    const family = within(form).getByRole('textbox', { name: 'Product family (code, part number or name)' });
    fireEvent.change(family, { target: { value: 'NUTS' } });
    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Floor (% of list price)' }), {
      target: { value: '50' },
    });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save the floor' })));
    expect(family.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('No product family has the code, part number or name "NUTS".').id).toBe(
      'quote-floor-family-error',
    );
    // The percentage field keeps the browser's bounds, the server's.
    const percent = within(form).getByRole('spinbutton', { name: 'Floor (% of list price)' });
    expect([percent.getAttribute('min'), percent.getAttribute('max')]).toEqual(['0', '100']);
  });

  it('fills the form from a row to change it, and removes a floor', async () => {
    await openAs('admin');
    await act(async () =>
      fireEvent.click(await screen.findByRole('button', { name: 'Change the floor of Hexagon socket bolts' })),
    );
    const form = screen.getByRole('form', { name: 'Set a floor' });
    expect(within(form).getByRole('textbox', { name: /Product family/ })).toHaveProperty('value', 'LH-1202');
    const percent = within(form).getByRole('spinbutton', { name: 'Floor (% of list price)' });
    expect(percent).toHaveProperty('value', '45.5');
    expect(document.activeElement).toBe(percent);

    floorApi.quoteFloorRemove.mockResolvedValue({ familyId: 12, minPercentOfList: 60 });
    floorApi.quoteFloorList.mockResolvedValue(page([]));
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Remove the floor of Hexagon socket bolts' })),
    );
    expect(floorApi.quoteFloorRemove).toHaveBeenCalledWith(12);
    expect(
      await screen.findByText('The floor of Hexagon socket bolts is removed: the default 60% applies to it.'),
    ).toBeTruthy();
    expect(await screen.findByText('No family has a floor of its own.')).toBeTruthy();
  });

  it('speaks Chinese on /zh-cn/editor, refusals too', async () => {
    await openAs('admin', 'zh-cn');
    const table = await screen.findByRole('table', { name: '单独设置了底价的产品系列' });
    expect(within(table).getByRole('row', { name: 'LH-1202 内六角螺栓 45.5% 修改 删除' })).toBeTruthy();
    const form = screen.getByRole('form', { name: '设置底价' });
    floorApi.quoteFloorSave.mockRejectedValue(
      new ApiCallError(400, '底价（标价的百分比）必须在0到100之间', 'minPercentOfList'),
    );
    fireEvent.change(within(form).getByRole('textbox', { name: '产品系列（代码、零件编号或名称）' }), {
      target: { value: 'LH-1202' },
    });
    fireEvent.change(within(form).getByRole('spinbutton', { name: '底价（标价的百分比）' }), {
      target: { value: '70' },
    });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: '保存底价' })));
    expect(screen.getByText('底价（标价的百分比）必须在0到100之间').id).toBe('quote-floor-percent-error');
  });
});
