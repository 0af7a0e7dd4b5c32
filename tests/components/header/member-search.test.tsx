import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchTopAnswer } from '#contract/calls/search.ts';
import type { ProductSuggestAnswer } from '#contract/calls/suggest.ts';
import { SearchBox } from '../../../src/islands/header/SearchBox.tsx';
import { SUGGEST_DEBOUNCE_MS } from '../../../src/islands/header/use-suggestions.ts';
import { $session } from '../../../src/stores/session.ts';
import { en } from './strings.ts';

// The box's own calls (src/islands/header/member-search.ts), with the API modules they load answered here.
const api = vi.hoisted(() => ({
  productSuggest: vi.fn<(q: string) => Promise<ProductSuggestAnswer>>(),
  productSearchTop: vi.fn<(name: string) => Promise<SearchTopAnswer>>(),
  customerPartNoSuggest: vi.fn(),
}));
vi.mock('../../../src/api/catalogue.ts', () => ({ productSuggest: api.productSuggest }));
vi.mock('../../../src/api/account.ts', () => ({ productSearchTop: api.productSearchTop }));
vi.mock('../../../src/api/part-numbers.ts', () => ({ customerPartNoSuggest: api.customerPartNoSuggest }));

const SHOP: ProductSuggestAnswer = {
  families: [{ id: 11, slug: 'star-knob', name: 'Star knob', nameZh: '星形旋钮', code: 'LH-1201' }],
  partNumbers: [],
};
const YOURS = {
  partNumbers: [{ partNo: 'LH-1201-25-M5', familyId: 11, slug: 'star-knob', customerPartNo: 'ACME-70001' }],
};
const NO_PRODUCT: SearchTopAnswer = { onlyOneProduct: false, id: null, name: null, total: 0, partNo: null };

const box = () => screen.getByRole<HTMLInputElement>('searchbox');
const listbox = () => document.getElementById(box().getAttribute('aria-controls')!)!;
const settle = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
  });
const logIn = (blongCompany: 0 | 1) =>
  $session.set({ loaded: true, token: 'token-1', firstName: 'Priya', userId: '2', blongCompany, basketCount: 0 });

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.useFakeTimers();
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
  Object.values(api).forEach((fn) => fn.mockReset());
  api.productSuggest.mockResolvedValue(SHOP);
  api.productSearchTop.mockResolvedValue(NO_PRODUCT);
  api.customerPartNoSuggest.mockResolvedValue(YOURS);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  $session.set({ loaded: true, token: '', firstName: '', userId: '0', blongCompany: 0, basketCount: 0 });
});

describe("the header search by a company's own part numbers", () => {
  it("shows a member the part their company's number names first, beside ours, leading to its page", async () => {
    logIn(1);
    render(<SearchBox locale="en" strings={en.header} />);
    fireEvent.change(box(), { target: { value: 'acme-7' } });
    await settle();
    expect(api.customerPartNoSuggest).toHaveBeenCalledWith('acme-7');
    const yours = within(listbox()).getByRole('group', { name: 'Your part numbers' });
    const option = within(yours).getByRole('option');
    expect(option.textContent).toBe('ACME-70001LH-1201-25-M5');
    expect(option.getAttribute('href')).toBe('/goodsInfo/11/star-knob?partNo=LH-1201-25-M5');
    expect(within(listbox()).getAllByRole('option')[0]).toBe(option);
  });

  it('opens the part when a member presses Enter on their exact number; one of our part numbers stays ours', async () => {
    logIn(1);
    render(<SearchBox locale="en" strings={en.header} />);
    fireEvent.change(box(), { target: { value: ' acme 70001 ' } });
    await act(async () => {
      fireEvent.submit(box().form!);
    });
    expect(assign).toHaveBeenLastCalledWith('/goodsInfo/11/star-knob?partNo=LH-1201-25-M5');

    api.productSearchTop.mockResolvedValue({
      onlyOneProduct: true,
      id: 12,
      name: 'round-knob',
      total: 1,
      partNo: 'ACME-70001',
    });
    await act(async () => {
      fireEvent.submit(box().form!);
    });
    expect(assign).toHaveBeenLastCalledWith('/goodsInfo/12/round-knob?partNo=ACME-70001');
  });

  it('never asks for company numbers logged out or for a buyer outside a company', async () => {
    for (const blongCompany of [null, 0] as const) {
      if (blongCompany !== null) logIn(blongCompany);
      render(<SearchBox locale="en" strings={en.header} />);
      fireEvent.change(box(), { target: { value: 'acme-7' } });
      await settle();
      await act(async () => {
        fireEvent.submit(box().form!);
      });
      expect(within(listbox()).queryByRole('group', { name: 'Your part numbers' })).toBeNull();
      cleanup();
    }
    expect(api.productSuggest).toHaveBeenCalledTimes(2);
    expect(api.productSearchTop).toHaveBeenCalledTimes(2);
    expect(api.customerPartNoSuggest).not.toHaveBeenCalled();
  });
});
