import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VariantLive } from '#contract/calls/catalogue.ts';
import VariantPicker from '../../../src/islands/catalogue/VariantPicker.tsx';
import { $messages, dismissMessage } from '../../../src/stores/messages.ts';
import { $session, ANONYMOUS_USER_ID } from '../../../src/stores/session.ts';
import { COLUMNS, pickerStrings, VARIANTS } from './fixtures.ts';

const api = vi.hoisted(() => ({
  productLive: vi.fn<(id: number) => Promise<VariantLive[]>>(),
  addToBasket: vi.fn<(partNo: string, quantity: number) => Promise<{ basketCount: number }>>(),
  browseRecord: vi.fn<(id: number) => Promise<{ recorded: boolean }>>(),
}));
vi.mock('../../../src/api/catalogue.ts', () => ({ productLive: api.productLive }));
vi.mock('../../../src/api/basket.ts', () => ({ addToBasket: api.addToBasket }));
vi.mock('../../../src/api/history.ts', () => ({ browseRecord: api.browseRecord }));

function session(token: string | null): void {
  $session.set({ loaded: true, token, firstName: token ? 'Alex' : '', userId: token ? '7' : ANONYMOUS_USER_ID, blongCompany: 0, basketCount: 0 });
}

/** The live answer: the built values unless changed. */
const live = (changes: Partial<Record<number, Partial<VariantLive>>> = {}): VariantLive[] =>
  VARIANTS.map(({ id, partNo, stock, leadTimeDays, priceBreaks }) => ({ id, partNo, stock, leadTimeDays, priceBreaks, ...changes[id] }));

const renderPicker = () => render(<VariantPicker productId={3} locale="en" columns={COLUMNS} variants={VARIANTS} strings={pickerStrings} />);
const partNumbers = () => within(screen.getByRole('table')).getAllByRole('rowheader').map((cell) => cell.textContent);
const termValue = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

beforeEach(() => {
  api.productLive.mockResolvedValue(live());
  api.addToBasket.mockReset();
  api.browseRecord.mockResolvedValue({ recorded: true });
  session(null);
});
afterEach(() => {
  cleanup();
  for (const m of $messages.get()) dismissMessage(m.id);
  sessionStorage.clear();
});

describe('VariantPicker: the table', () => {
  it('shows every variant and asks for today’s prices once', async () => {
    renderPicker();
    expect(partNumbers()).toEqual(['LH-1111-100-PA', 'LH-1111-120-PA', 'LH-1111-160-PA', 'LH-1111-80-PA']);
    expect(screen.getByText('Showing 4 of 4 variants')).toBeTruthy();
    await waitFor(() => expect(api.productLive).toHaveBeenCalledTimes(1));
    expect(api.productLive).toHaveBeenCalledWith(3);
  });

  it('filters by a dimension, counts the rows shown, and clears the filters', () => {
    renderPicker();
    const clear = screen.getByRole('button', { name: 'Clear filters' });
    expect(clear).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByRole('combobox', { name: 'Thread' }), { target: { value: 'M6' } });
    expect(partNumbers()).toEqual(['LH-1111-100-PA', 'LH-1111-120-PA']);
    expect(screen.getByText('Showing 2 of 4 variants').getAttribute('aria-live')).toBe('polite');
    // The other select offers only what is left.
    const holes = screen.getByRole('combobox', { name: 'Hole centres (mm)' });
    expect(within(holes).getAllByRole('option').map((o) => o.textContent)).toEqual(['All', '100', '120']);
    fireEvent.click(clear);
    expect(partNumbers()).toHaveLength(4);
    expect((screen.getByRole('combobox', { name: 'Thread' }) as HTMLSelectElement).value).toBe('');
  });

  it('sorts by a column header, numeric-aware, and says so with aria-sort', () => {
    renderPicker();
    const header = screen.getByRole('button', { name: 'Hole centres (mm)' });
    fireEvent.click(header);
    expect(partNumbers()).toEqual(['LH-1111-80-PA', 'LH-1111-100-PA', 'LH-1111-120-PA', 'LH-1111-160-PA']);
    expect(header.closest('th')?.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(header);
    expect(partNumbers()).toEqual(['LH-1111-160-PA', 'LH-1111-120-PA', 'LH-1111-100-PA', 'LH-1111-80-PA']);
    expect(header.closest('th')?.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: 'Part number' }));
    expect(partNumbers()).toEqual(['LH-1111-80-PA', 'LH-1111-100-PA', 'LH-1111-120-PA', 'LH-1111-160-PA']);
    expect(header.closest('th')?.hasAttribute('aria-sort')).toBe(false);
  });

  it('shows the live prices and stock when they differ from the build', async () => {
    api.productLive.mockResolvedValue(live({ 23: { stock: 0, leadTimeDays: 7, priceBreaks: [{ minQty: 1, unitPricePence: 199 }, { minQty: 10, unitPricePence: 180 }, { minQty: 50, unitPricePence: 170 }, { minQty: 100, unitPricePence: 160 }] } }));
    renderPicker();
    const row = () => screen.getByRole('radio', { name: 'LH-1111-100-PA' }).closest('tr')!;
    expect(row().textContent).toContain('£1.66');
    await waitFor(() => expect(row().textContent).toContain('£1.99'));
    expect(row().textContent).toContain('Ships in 7 working days');
  });

  it('keeps the built values when the live call fails', async () => {
    api.productLive.mockRejectedValue(new Error('offline'));
    renderPicker();
    await waitFor(() => expect(api.productLive).toHaveBeenCalled());
    expect(screen.getByRole('radio', { name: 'LH-1111-100-PA' }).closest('tr')!.textContent).toContain('£1.66');
  });
});

describe('VariantPicker: choosing a variant', () => {
  it('shows the tier price and total for the quantity, and marks the tier', () => {
    renderPicker();
    expect(screen.getByText(/Choose a variant in the table/)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'LH-1111-100-PA' }));
    expect(screen.getByText('Part number LH-1111-100-PA')).toBeTruthy();
    expect(termValue('Unit price')).toBe('£1.66 ex VAT');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity' }), { target: { value: '10' } });
    expect(termValue('Unit price')).toBe('£1.53 ex VAT');
    expect(termValue('Total')).toBe('£15.30 ex VAT');
    const tiers = screen.getByRole('list', { name: 'Price breaks' });
    expect(within(tiers).getAllByRole('listitem').filter((li) => li.getAttribute('aria-current') === 'true').map((li) => li.textContent)).toEqual(['10+ £1.53']);
    expect(document.querySelector('tr.chosen .tier-active')?.textContent).toBe('£1.53');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity' }), { target: { value: '120' } });
    expect(termValue('Unit price')).toBe('£1.29 ex VAT');
    expect(termValue('Total')).toBe('£154.80 ex VAT');
  });

  it('opens with the variant a ?partNo= link names already chosen, in any letter case', () => {
    window.history.replaceState(null, '', '/goodsInfo/3/handle?partNo=lh-1111-120-pa');
    try {
      renderPicker();
      expect(screen.getByText('Part number LH-1111-120-PA')).toBeTruthy();
      expect(screen.getByRole('radio', { name: 'LH-1111-120-PA' })).toHaveProperty('checked', true);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('says when the quantity is out of range', () => {
    renderPicker();
    fireEvent.click(screen.getByRole('radio', { name: 'LH-1111-100-PA' }));
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    fireEvent.change(input, { target: { value: '10000' } });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a whole number from 1 to 9,999.')).toBeTruthy();
    expect(termValue('Total')).toBe('– ex VAT');
  });

  it('gives stock, lead time, or both when the quantity is more than the stock', () => {
    renderPicker();
    fireEvent.click(screen.getByRole('radio', { name: 'LH-1111-160-PA' }));
    expect(screen.getByText('In stock: 20')).toBeTruthy();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity' }), { target: { value: '50' } });
    expect(screen.getByText('In stock: 20. The other 30 ship in 3 working days.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'LH-1111-120-PA' }));
    expect(within(screen.getByRole('region', { name: 'Your choice' })).getByText('Ships in 5 working days')).toBeTruthy();
  });

  it("logged out: Add to basket warns 'Please log in first.' and calls nothing", () => {
    renderPicker();
    fireEvent.click(screen.getByRole('radio', { name: 'LH-1111-100-PA' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect($messages.get()).toMatchObject([{ type: 'warning', text: 'Please log in first.' }]);
    expect(api.addToBasket).not.toHaveBeenCalled();
  });

  it('logged in: adds the part number and quantity, and updates the basket count', async () => {
    session('token');
    api.addToBasket.mockResolvedValue({ basketCount: 3 });
    renderPicker();
    fireEvent.click(screen.getByRole('radio', { name: 'LH-1111-100-PA' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity' }), { target: { value: '10' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add to basket' })));
    expect(api.addToBasket).toHaveBeenCalledWith('LH-1111-100-PA', 10);
    expect($session.get().basketCount).toBe(3);
    expect($messages.get()).toMatchObject([{ type: 'success', text: 'Added to the basket: 10 × LH-1111-100-PA' }]);
    // A logged-in buyer's view is recorded for the browse history.
    expect(api.browseRecord).toHaveBeenCalledWith(3);
  });
});
