import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VariantLive } from '#contract/calls/catalogue.ts';
import type { BuyerVariantPrice } from '#contract/calls/buyer-prices.ts';
import { forgetBuyerPrices } from '../../../src/stores/buyer-prices.ts';
import BuyBox from '../../../src/islands/catalogue/BuyBox.tsx';
import Configurator from '../../../src/islands/catalogue/Configurator.tsx';
import { startProductChoice } from '../../../src/lib/catalogue/product-choice-start.ts';
import VariantPicker from '../../../src/islands/catalogue/VariantPicker.tsx';
import { $chosenId, $filters, $quantityText, $variants } from '../../../src/stores/product-choice.ts';
import { $session, ANONYMOUS_USER_ID } from '../../../src/stores/session.ts';
import { buyBoxStrings, COLUMNS, listStrings, pickerStrings, priceStrings, VARIANTS } from './fixtures.ts';

const api = vi.hoisted(() => ({
  productLive: vi.fn<(id: number) => Promise<VariantLive[]>>(),
  browseRecord: vi.fn<(id: number) => Promise<{ recorded: boolean }>>(),
}));
vi.mock('../../../src/api/product-live.ts', () => ({ productLive: api.productLive }));
vi.mock('../../../src/api/history.ts', () => ({ browseRecord: api.browseRecord }));
const priceMine = vi.hoisted(() => vi.fn<(ids: readonly number[]) => Promise<BuyerVariantPrice[]>>());
vi.mock('../../../src/api/buyer-prices.ts', () => ({ priceMine }));

/** A trade buyer's prices: 10 % off every list break, rounded half up; a net price of £1.00 from 200 off on the first part. */
const tradePrices = (ids: readonly number[]): BuyerVariantPrice[] =>
  VARIANTS.filter((v) => ids.includes(v.id)).map((v) => ({
    variantId: v.id,
    partNo: v.partNo,
    listPriceBreaks: v.priceBreaks,
    priceBreaks: [
      ...v.priceBreaks.map((b) => ({
        minQty: b.minQty,
        unitPricePence: Math.round(b.unitPricePence * 0.9),
        priceListId: 1,
        rule: 'category' as const,
      })),
      ...(v.id === 23 ? [{ minQty: 200, unitPricePence: 100, priceListId: 1, rule: 'net' as const }] : []),
    ],
    customerPartNo: null,
  }));

/** The live answer: the built values unless changed. */
const live = (changes: Partial<Record<number, Partial<VariantLive>>> = {}): VariantLive[] =>
  VARIANTS.map(({ id, partNo, stock, leadTimeDays, priceBreaks }) => ({
    id,
    partNo,
    stock,
    leadTimeDays,
    priceBreaks,
    ...changes[id],
  }));

let stopChoice = () => {};

// The page's two islands beside each other, in step through the product-choice store, which the
// page's script starts (src/components/catalogue/ProductChoiceStart.astro).
function renderPicker() {
  stopChoice = startProductChoice(3, VARIANTS);
  return render(
    <>
      <Configurator locale="en" columns={COLUMNS} variants={VARIANTS} strings={pickerStrings} />
      <VariantPicker
        locale="en"
        columns={COLUMNS}
        variants={VARIANTS}
        strings={pickerStrings}
        priceStrings={priceStrings}
      />
    </>,
  );
}
const partNumbers = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const parameter = (name: string) => screen.getByRole('group', { name });
const value = (group: string, name: string) => within(parameter(group)).getByRole<HTMLInputElement>('radio', { name });

beforeEach(() => {
  forgetBuyerPrices();
  priceMine.mockReset();
  priceMine.mockImplementation(async (ids) => tradePrices(ids));
  api.productLive.mockResolvedValue(live());
  api.browseRecord.mockResolvedValue({ recorded: true });
  $session.set({
    loaded: true,
    token: null,
    firstName: '',
    userId: ANONYMOUS_USER_ID,
    blongCompany: 0,
    basketCount: 0,
  });
  // One page, one product: each test starts as a new page would.
  $quantityText.set('1');
  $chosenId.set(null);
  $filters.set({});
  $variants.set([]);
});
afterEach(() => {
  cleanup();
  stopChoice();
  window.history.replaceState(null, '', '/');
});

describe('VariantPicker: the table', () => {
  it('shows every variant and asks for today’s prices once', async () => {
    renderPicker();
    expect(partNumbers()).toEqual([
      'LH-1111-100-PA',
      'LH-1111-120-PA',
      'LH-1111-160-PA',
      'LH-1111-80-PA',
      'LH-1111-100-PAB',
    ]);
    expect(screen.getByText('Showing 5 of 5 variants')).toBeTruthy();
    await waitFor(() => expect(api.productLive).toHaveBeenCalledTimes(1));
    expect(api.productLive).toHaveBeenCalledWith(3);
  });

  it('sorts by a column header, numeric-aware, and says so with aria-sort', () => {
    renderPicker();
    const header = screen.getByRole('button', { name: 'Hole centres (mm)' });
    fireEvent.click(header);
    expect(partNumbers()).toEqual([
      'LH-1111-80-PA',
      'LH-1111-100-PA',
      'LH-1111-100-PAB',
      'LH-1111-120-PA',
      'LH-1111-160-PA',
    ]);
    expect(header.closest('th')?.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(header);
    expect(partNumbers()).toEqual([
      'LH-1111-160-PA',
      'LH-1111-120-PA',
      'LH-1111-100-PA',
      'LH-1111-100-PAB',
      'LH-1111-80-PA',
    ]);
    expect(header.closest('th')?.getAttribute('aria-sort')).toBe('descending');
  });

  it('shows the live prices and stock when they differ from the build, and keeps the built ones when the call fails', async () => {
    api.productLive.mockResolvedValue(
      live({ 23: { stock: 0, leadTimeDays: 7, priceBreaks: [{ minQty: 1, unitPricePence: 199 }] } }),
    );
    renderPicker();
    const row = () => screen.getByRole('radio', { name: 'LH-1111-100-PA' }).closest('tr')!;
    expect(row().textContent).toContain('£1.66');
    await waitFor(() => expect(row().textContent).toContain('£1.99'));
    expect(row().textContent).toContain('Ships in 7 working days');
    cleanup();
    stopChoice();
    api.productLive.mockRejectedValue(new Error('offline'));
    renderPicker();
    await waitFor(() => expect(api.productLive).toHaveBeenCalledTimes(2));
    expect(row().textContent).toContain('£1.66');
  });
});

describe('VariantPicker and BuyBox: a logged-in trade buyer’s prices', () => {
  const logInTradeBuyer = () =>
    $session.set({ loaded: true, token: 't', firstName: 'Priya', userId: '7', blongCompany: 1, basketCount: 0 });
  const rowOf = (partNo: string) =>
    within(screen.getByRole('table'))
      .getByRole('rowheader', { name: new RegExp(`^${partNo}$`) })
      .closest('tr')!;

  it('asks once for every variant of the page, and shows the buyer’s price before the struck list price in each row and in the buy box', async () => {
    logInTradeBuyer();
    renderPicker();
    // Family 4 for the buy box: its view of family 3 is recorded once per page load, and the last test here checks that.
    render(
      <BuyBox
        locale="en"
        familyId={4}
        variantCount={VARIANTS.length}
        fromPricePence={150}
        quotePath="/acQuote"
        strings={buyBoxStrings}
        priceStrings={priceStrings}
        listStrings={listStrings}
      />,
    );
    const first = await waitFor(() => {
      const row = rowOf('LH-1111-100-PA');
      expect(row.querySelector('s')).not.toBeNull();
      return row;
    });
    expect(priceMine).toHaveBeenCalledTimes(1);
    expect([...priceMine.mock.calls[0]![0]].sort((a, b) => a - b)).toEqual(
      VARIANTS.map((v) => v.id).sort((a, b) => a - b),
    );
    // 1 off: £1.66 list, £1.49 for the buyer; the net price from 200 off gets a column of its own.
    const cells = [...first.querySelectorAll('td.num')].map((cell) => cell.textContent);
    expect(cells[0]).toBe('£1.49 List price £1.66 Save 10%');
    expect(screen.getByRole('columnheader', { name: /200\+/ })).toBeTruthy();
    expect(cells.at(-1)).toBe('£1.00 List price £1.29 Save 22%');

    // Before a choice, the box's first line: the family's lowest price of one for the buyer (10 % off £1.50), the list's after it.
    await waitFor(() =>
      expect(document.querySelector('.buy-from')?.textContent).toBe('5 variants from £1.35 List price £1.50 ex VAT'),
    );
    expect(document.querySelector('.buy-from s')?.textContent).toBe('£1.50');

    fireEvent.click(within(first).getByRole('radio'));
    await screen.findByTestId('chosen-part-no');
    const unit = () => screen.getByText('Unit price', { selector: 'dt' }).nextElementSibling!;
    await waitFor(() => expect(unit().textContent).toBe('£1.49 List price £1.66 You save £0.17 (10%) ex VAT'));
    expect(unit().querySelector('s')?.textContent).toBe('£1.66');
    expect(screen.getByText('From 10: £1.38 each')).toBeTruthy();
    expect(priceMine).toHaveBeenCalledTimes(1);
  });

  it('logged out: no price call, list prices only', async () => {
    renderPicker();
    await waitFor(() => expect(api.productLive).toHaveBeenCalled());
    expect(priceMine).not.toHaveBeenCalled();
    expect(screen.getByRole('table').querySelector('s')).toBeNull();
  });
});

describe('Configurator: in step with the table', () => {
  it('has a group per parameter with more than one value, every value shown', () => {
    renderPicker();
    const values = (group: string) =>
      within(parameter(group))
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).labels?.[0]?.textContent);
    expect(values('Hole centres (mm)')).toEqual(['All', '80', '100', '120', '160']);
    expect(values('Thread')).toEqual(['All', 'M5', 'M6', 'M8']);
  });

  it('filters the table, disables the values no variant has with the others, and clears', () => {
    renderPicker();
    fireEvent.click(value('Thread', 'M6'));
    expect(partNumbers()).toEqual(['LH-1111-100-PA', 'LH-1111-120-PA', 'LH-1111-100-PAB']);
    expect(screen.getByText('Showing 3 of 5 variants').getAttribute('aria-live')).toBe('polite');
    expect(value('Hole centres (mm)', '80').disabled).toBe(true);
    expect(value('Hole centres (mm)', '160').disabled).toBe(true);
    expect(value('Hole centres (mm)', '120').disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(partNumbers()).toHaveLength(5);
    expect(value('Thread', 'All').checked).toBe(true);
  });

  it('chooses the variant when one is left', () => {
    renderPicker();
    fireEvent.click(value('Hole centres (mm)', '120'));
    expect($chosenId.get()).toBe(25);
    expect(screen.getByRole('radio', { name: 'LH-1111-120-PA' })).toHaveProperty('checked', true);
    expect(value('Thread', 'M6').checked).toBe(true);
    expect(window.location.search).toBe('?partNo=LH-1111-120-PA');
  });

  it('offers the part numbers of twins the parameters cannot tell apart', () => {
    renderPicker();
    fireEvent.click(value('Hole centres (mm)', '100'));
    fireEvent.click(value('Thread', 'M6'));
    expect($chosenId.get()).toBeNull();
    const twins = screen.getByRole('group', { name: '2 variants match: choose one' });
    fireEvent.click(within(twins).getByRole('button', { name: 'LH-1111-100-PAB' }));
    expect($chosenId.get()).toBe(31);
    expect(screen.getByRole('radio', { name: 'LH-1111-100-PAB' })).toHaveProperty('checked', true);
  });

  it('sets its values from a row chosen in the table', () => {
    renderPicker();
    fireEvent.click(screen.getByRole('radio', { name: 'LH-1111-160-PA' }));
    expect(value('Hole centres (mm)', '160').checked).toBe(true);
    expect(value('Thread', 'M8').checked).toBe(true);
    expect(partNumbers()).toEqual(['LH-1111-160-PA']);
    expect(screen.getByText('Part number LH-1111-160-PA')).toBeTruthy();
  });

  it('opens with the variant a ?partNo= link names already chosen, in any letter case', () => {
    window.history.replaceState(null, '', '/goodsInfo/3/handle?partNo=lh-1111-120-pa');
    renderPicker();
    expect(screen.getByRole('radio', { name: 'LH-1111-120-PA' })).toHaveProperty('checked', true);
    expect(value('Hole centres (mm)', '120').checked).toBe(true);
    expect(window.location.search).toBe('?partNo=LH-1111-120-PA');
  });

  it('records a logged-in buyer’s view for the browse history (the buy box does), and the part number chosen', async () => {
    $session.set({ loaded: true, token: 'token', firstName: 'Alex', userId: '7', blongCompany: 0, basketCount: 0 });
    renderPicker();
    render(
      <BuyBox
        locale="en"
        familyId={3}
        variantCount={VARIANTS.length}
        fromPricePence={150}
        quotePath="/acQuote"
        strings={buyBoxStrings}
        priceStrings={priceStrings}
        listStrings={listStrings}
      />,
    );
    await waitFor(() => expect(api.browseRecord).toHaveBeenCalledWith(3, undefined));
    fireEvent.click(screen.getByRole('radio', { name: 'LH-1111-160-PA' }));
    await waitFor(() => expect(api.browseRecord).toHaveBeenLastCalledWith(3, 'LH-1111-160-PA'));
  });
});
