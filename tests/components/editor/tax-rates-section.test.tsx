import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StaffTaxRates } from '#contract/calls/staff-tax-rates.ts';
import { api } from './api-mocks.ts';
import { openConsole, startEachTestAsEditor } from './fixtures.tsx';

vi.mock('../../../src/api/editor.ts', async () => (await import('./api-mocks.ts')).api);
const rateApi = vi.hoisted(() => ({ taxRatesGet: vi.fn(), taxRateAdd: vi.fn(), taxRateWithdraw: vi.fn() }));
vi.mock('../../../src/api/tax-rates.ts', () => rateApi);

startEachTestAsEditor();

const RATES: StaffTaxRates = {
  today: '2026-11-29',
  rates: [
    {
      id: 4,
      region: 'GB',
      ratePercent: 22,
      effectiveFrom: '2027-04-01',
      inForce: false,
      addedBy: 'admin@lihda.example',
    },
    { id: 1, region: 'GB', ratePercent: 20, effectiveFrom: '2011-01-04', inForce: true, addedBy: null },
    { id: 2, region: 'XI', ratePercent: 20, effectiveFrom: '2011-01-04', inForce: true, addedBy: null },
    { id: 3, region: 'export', ratePercent: 0, effectiveFrom: '2011-01-04', inForce: true, addedBy: null },
  ],
};

const rowOf = (name: RegExp) => screen.getByRole('row', { name });

describe('the VAT rates section', () => {
  it('shows an editor every rate with its state, and nothing to change', async () => {
    rateApi.taxRatesGet.mockResolvedValue(RATES);
    await openConsole('taxRates');
    const table = await screen.findByRole('table', { name: 'VAT rates by destination' });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(rowOf(/Great Britain 22% 1 April 2027 To come admin@lihda\.example/)).toBeTruthy();
    expect(rowOf(/Great Britain 20% 4 January 2011 In force Set up with the shop/)).toBeTruthy();
    expect(rowOf(/Outside the UK \(zero-rated export\) 0%/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Add a rate' })).toBeNull();
  });

  it('lets an administrator add a rate from a day and withdraw one still to come', async () => {
    api.staffRole.mockResolvedValue('admin');
    rateApi.taxRatesGet.mockResolvedValue(RATES);
    rateApi.taxRateAdd.mockResolvedValue({
      ...RATES,
      rates: [
        {
          id: 5,
          region: 'XI',
          ratePercent: 5,
          effectiveFrom: '2027-01-01',
          inForce: false,
          addedBy: 'admin@lihda.example',
        },
        ...RATES.rates,
      ],
    });
    await openConsole('taxRates');
    const form = await screen.findByRole('form', { name: 'Add a rate' });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Destination' }), { target: { value: 'XI' } });
    fireEvent.change(within(form).getByRole('spinbutton', { name: 'VAT rate (%)' }), { target: { value: '5' } });
    fireEvent.change(within(form).getByLabelText('Takes effect on'), { target: { value: '2027-01-01' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Add the rate' })));
    expect(rateApi.taxRateAdd).toHaveBeenCalledWith({ region: 'XI', ratePercent: 5, effectiveFrom: '2027-01-01' });
    expect(rowOf(/Northern Ireland \(BT postcodes\) 5% 1 January 2027 To come/)).toBeTruthy();

    rateApi.taxRateWithdraw.mockResolvedValue(RATES);
    await act(async () =>
      fireEvent.click(
        screen.getByRole('button', { name: 'Withdraw the Northern Ireland (BT postcodes) rate from 1 January 2027' }),
      ),
    );
    expect(rateApi.taxRateWithdraw).toHaveBeenCalledWith(5);
    expect(screen.queryByRole('row', { name: /Northern Ireland \(BT postcodes\) 5%/ })).toBeNull();
    // Only rates still to come can be withdrawn.
    expect(screen.getAllByRole('button', { name: /^Withdraw/ })).toHaveLength(1);
  });

  it('speaks Chinese on /zh-cn/editor', async () => {
    rateApi.taxRatesGet.mockResolvedValue(RATES);
    await openConsole('taxRates', 'zh-cn');
    expect(await screen.findByRole('table', { name: '按目的地的增值税率' })).toBeTruthy();
    expect(screen.getAllByText('生效中')).toHaveLength(3);
  });
});
