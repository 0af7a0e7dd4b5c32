import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import BasketPage from '../../../src/islands/basket/BasketPage.tsx';
import { $session } from '../../../src/stores/session.ts';
import { api, deferred } from './api-mocks.ts';
import { basketOf, line, startEachTestLoggedIn, strings } from './fixtures.ts';

vi.mock('../../../src/api/basket.ts', async () => (await import('./api-mocks.ts')).basketModule);
vi.mock('../../../src/api/orders.ts', async () => (await import('./api-mocks.ts')).ordersModule);
const lists = vi.hoisted(() => ({
  partsListList: vi.fn(async () => ({
    lists: [{ id: 4, name: 'Monthly consumables', canChange: true }],
    canShare: true,
    maxLists: 100,
    maxLines: 500,
  })),
  partsListAddLines: vi.fn(async (id: number) => ({ id, name: 'Monthly consumables' })),
  partsListCreate: vi.fn(),
}));
vi.mock('../../../src/api/parts-lists.ts', () => lists);

const A = 'LH-1111-100-PA';
const B = 'LH-1111-120-PA';

async function showBasket(basket = basketOf([line(A)])) {
  api.basketList.mockResolvedValue(basket);
  render(<BasketPage locale="en" strings={strings} />);
  return screen.findByRole('table', { name: 'Basket lines' });
}

const rowOf = (partNo: string) => screen.getByRole('rowheader', { name: new RegExp(partNo) }).closest('tr')!;
const quantityOf = (partNo: string) =>
  screen.getByRole<HTMLInputElement>('spinbutton', { name: `Quantity of ${partNo}` });
const termValue = (region: HTMLElement, term: string) =>
  within(region).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

startEachTestLoggedIn();

describe('the basket lines', () => {
  it('show the product, the price break that applies, the line total, availability and a change of price', async () => {
    await showBasket(
      basketOf([
        line(A, { quantity: 10 }),
        line(B, { quantity: 25, stock: 20, leadTimeDays: 5, unitPricePence: 160, seenUnitPricePence: 153 }),
        line('LH-1111-160-PA', { quantity: 1, stock: 0, leadTimeDays: 7 }),
      ]),
    );

    const first = rowOf(A);
    expect(within(first).getByRole('link', { name: 'Pull handle' }).getAttribute('href')).toBe(
      `/goodsInfo/3/pull-handle?partNo=${A}`,
    );
    expect(first.textContent).toContain('£1.53');
    expect(first.textContent).toContain('Price for 10+');
    expect(first.textContent).toContain('From 50: £1.41 each');
    expect(first.querySelector('.line-total')?.textContent).toBe('£15.30');
    expect(first.textContent).toContain('In stock: 766');
    expect(first.textContent).not.toContain('Price changed');

    const second = rowOf(B);
    expect(second.textContent).toContain('Price changed from £1.53 to £1.60');
    expect(second.textContent).toContain('In stock: 20. The other 5 ship in 5 working days.');
    expect(second.querySelector('.line-total')?.textContent).toBe('£40.00');

    const third = rowOf('LH-1111-160-PA');
    expect(third.textContent).toContain('Ships in 7 working days');
    expect(third.textContent).not.toContain('Price for');
  });

  it('show a trade buyer’s price first, the list price struck through after it with the saving, and the company’s own part number', async () => {
    await showBasket(
      basketOf([
        line(A, { quantity: 10, unitPricePence: 138, customerPartNo: 'ACME-70001' }),
        line(B, { quantity: 10 }),
      ]),
    );
    const priced = rowOf(A);
    expect(priced.querySelector('.line-price s')?.textContent).toBe('£1.53');
    expect(priced.querySelector('.line-price')?.textContent).toContain('£1.38 List price £1.53 You save £0.15 (10%)');
    expect(priced.querySelector('.line-total')?.textContent).toBe('£13.80');
    expect(within(priced).getByRole('rowheader').textContent).toContain(`${A}Your no. ACME-70001`);
    const listed = rowOf(B);
    expect(listed.querySelector('s')).toBeNull();
    expect(listed.textContent).not.toContain('Your no.');
    // The summary says what the trade prices save on the list prices: 15p on each of 10.
    expect(termValue(screen.getByRole('region', { name: 'Order summary' }), 'Your saving on list prices')).toBe(
      '£1.50',
    );
  });

  it('show the server’s totals and set the header badge to its count', async () => {
    await showBasket(basketOf([line(A, { quantity: 10 }), line(B, { quantity: 5 })]));
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(termValue(summary, 'Subtotal ex VAT')).toBe('£23.60');
    expect(termValue(summary, 'Delivery')).toBe('£9.95');
    expect(termValue(summary, 'VAT (20%)')).toBe('£6.71');
    expect(termValue(summary, 'Total')).toBe('£40.26');
    expect(summary.textContent).toContain('Add £126.40 more for free UK delivery.');
    expect(within(summary).queryByText('Your saving on list prices')).toBeNull();
    expect($session.get().basketCount).toBe(15);
  });
});

describe('changing a quantity', () => {
  beforeEach(() => {
    api.basketUpdate.mockImplementation(async ({ partNo, quantity }) => basketOf([line(partNo, { quantity })]));
  });

  it('steps with + and −, and shows the server’s new line', async () => {
    await showBasket();
    fireEvent.click(screen.getByRole('button', { name: `Increase quantity of ${A}` }));
    await waitFor(() => expect(api.basketUpdate).toHaveBeenCalledWith({ partNo: A, quantity: 11 }));
    await waitFor(() => expect(rowOf(A).querySelector('.line-total')?.textContent).toBe('£16.83'));
    expect(quantityOf(A).value).toBe('11');
    expect($session.get().basketCount).toBe(11);
    expect(screen.getByText('Basket updated.').getAttribute('role')).toBe('status');

    fireEvent.click(screen.getByRole('button', { name: `Decrease quantity of ${A}` }));
    await waitFor(() => expect(api.basketUpdate).toHaveBeenLastCalledWith({ partNo: A, quantity: 10 }));
  });

  it('sends quick clicks one at a time, in order, and ends on the last', async () => {
    await showBasket();
    const answers = [deferred<ReturnType<typeof basketOf>>(), deferred<ReturnType<typeof basketOf>>()];
    api.basketUpdate.mockReturnValueOnce(answers[0]!.promise).mockReturnValueOnce(answers[1]!.promise);
    const plus = screen.getByRole('button', { name: `Increase quantity of ${A}` });
    fireEvent.click(plus);
    fireEvent.click(plus);
    expect(quantityOf(A).value).toBe('12');
    await waitFor(() => expect(api.basketUpdate).toHaveBeenCalledTimes(1));
    // The second waits for the first's answer.
    await act(async () => {});
    expect(api.basketUpdate).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Updating your basket…').getAttribute('role')).toBe('status');
    await act(async () => answers[0]!.resolve(basketOf([line(A, { quantity: 11 })])));
    await waitFor(() => expect(api.basketUpdate).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(api.basketUpdate).toHaveBeenLastCalledWith({ partNo: A, quantity: 12 }));
    expect(quantityOf(A).value).toBe('12');
    await act(async () => answers[1]!.resolve(basketOf([line(A, { quantity: 12 })])));
    expect(quantityOf(A).value).toBe('12');
    expect(rowOf(A).querySelector('.line-total')?.textContent).toBe('£18.36');
  });

  it('sends a typed quantity on leaving the field or on Enter, not on every key', async () => {
    await showBasket();
    const input = quantityOf(A);
    fireEvent.change(input, { target: { value: '1' } });
    fireEvent.change(input, { target: { value: '12' } });
    fireEvent.change(input, { target: { value: '120' } });
    await act(async () => {});
    expect(api.basketUpdate).not.toHaveBeenCalled();
    fireEvent.blur(input);
    await waitFor(() => expect(api.basketUpdate).toHaveBeenCalledExactlyOnceWith({ partNo: A, quantity: 120 }));
    await waitFor(() => expect(rowOf(A).querySelector('.line-total')?.textContent).toBe('£154.80'));

    fireEvent.change(input, { target: { value: '60' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(api.basketUpdate).toHaveBeenLastCalledWith({ partNo: A, quantity: 60 }));
  });

  it('refuses a quantity outside 1 to 9,999 with a message tied to the field', async () => {
    await showBasket();
    const input = quantityOf(A);
    fireEvent.change(input, { target: { value: '0' } });
    await act(async () => fireEvent.blur(input));
    expect(api.basketUpdate).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Enter a whole number from 1 to 9,999.',
    );
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.value).toBe('10');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('does not step below 1', async () => {
    await showBasket(basketOf([line(A, { quantity: 1 })]));
    const minus = screen.getByRole('button', { name: `Decrease quantity of ${A}` });
    expect(minus.getAttribute('aria-disabled')).toBe('true');
    await act(async () => fireEvent.click(minus));
    expect(api.basketUpdate).not.toHaveBeenCalled();
  });

  it('goes back to the basket’s quantity when the server refuses the change', async () => {
    api.basketUpdate.mockRejectedValue(new Error('refused'));
    await showBasket();
    fireEvent.click(screen.getByRole('button', { name: `Increase quantity of ${A}` }));
    expect(quantityOf(A).value).toBe('11');
    await waitFor(() => expect(quantityOf(A).value).toBe('10'));
    expect(screen.queryByText('Basket updated.')).toBeNull();
  });
});

describe('a line’s reference, removing and saving for later', () => {
  it('saves the buyer’s reference for a line when leaving the field', async () => {
    api.basketUpdate.mockResolvedValue(basketOf([line(A, { reference: 'Cell 4 guard' })]));
    await showBasket();
    const reference = screen.getByRole<HTMLInputElement>('textbox', { name: `Your reference for ${A}` });
    expect(reference.maxLength).toBe(30);
    fireEvent.change(reference, { target: { value: '  Cell 4 guard ' } });
    fireEvent.blur(reference);
    await waitFor(() =>
      expect(api.basketUpdate).toHaveBeenCalledExactlyOnceWith({ partNo: A, reference: 'Cell 4 guard' }),
    );
    await waitFor(() => expect(reference.value).toBe('Cell 4 guard'));
    await act(async () => fireEvent.blur(reference));
    expect(api.basketUpdate).toHaveBeenCalledTimes(1);
  });

  it('removes a line and keeps the focus in the table', async () => {
    api.basketRemove.mockResolvedValue(basketOf([line(B)]));
    const table = await showBasket(basketOf([line(A), line(B)]));
    const remove = screen.getByRole('button', { name: `Remove ${A}` });
    remove.focus();
    fireEvent.click(remove);
    await waitFor(() => expect(api.basketRemove).toHaveBeenCalledWith(A));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: new RegExp(A) })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(table));
    expect($session.get().basketCount).toBe(10);
  });

  it('saves a line for later and moves it back', async () => {
    api.basketSave.mockImplementation(async ({ saved }) =>
      saved ? basketOf([line(B)], [line(A)]) : basketOf([line(B), line(A)]),
    );
    await showBasket(basketOf([line(A), line(B)]));
    fireEvent.click(screen.getByRole('button', { name: `Save for later: ${A}` }));
    await waitFor(() => expect(api.basketSave).toHaveBeenCalledWith({ partNo: A, saved: true }));
    const saved = await screen.findByRole('region', { name: 'Saved for later' });
    expect(within(saved).getByText(A)).toBeTruthy();
    expect(saved.textContent).toContain('10 at £1.53 each ex VAT');
    expect(screen.queryByRole('rowheader', { name: new RegExp(A) })).toBeNull();
    expect($session.get().basketCount).toBe(10);

    fireEvent.click(within(saved).getByRole('button', { name: `Move to basket: ${A}` }));
    await waitFor(() => expect(api.basketSave).toHaveBeenLastCalledWith({ partNo: A, saved: false }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Saved for later' })).toBeNull());
    expect(rowOf(A)).toBeTruthy();
  });
});

describe('emptying the basket', () => {
  it('asks first; Cancel keeps everything', async () => {
    await showBasket();
    fireEvent.click(screen.getByRole('button', { name: 'Empty basket' }));
    const question = screen.getByRole('group', {
      name: 'Remove every line from the basket? Lines saved for later stay.',
    });
    const cancel = within(question).getByRole('button', { name: 'Cancel' });
    expect(document.activeElement).toBe(cancel);
    await act(async () => fireEvent.click(cancel));
    expect(api.basketClear).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Empty basket' }));
  });

  it('empties it once confirmed and says so', async () => {
    api.basketClear.mockResolvedValue(basketOf([]));
    await showBasket(basketOf([line(A), line(B)]));
    fireEvent.click(screen.getByRole('button', { name: 'Empty basket' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, empty the basket' }));
    await waitFor(() => expect(api.basketClear).toHaveBeenCalledTimes(1));
    await screen.findByText('Your basket is empty.');
    expect(screen.queryByRole('table', { name: 'Basket lines' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Order summary' })).toBeNull();
    expect($session.get().basketCount).toBe(0);
  });
});

describe('add to list from the basket', () => {
  it('puts a line’s part and quantity on a parts list', async () => {
    await showBasket(basketOf([line(A, { quantity: 7 }), line(B)]));
    fireEvent.click(within(rowOf(A)).getByRole('button', { name: `Add ${A} to a list` }));
    const panel = await screen.findByRole('form', { name: `Add ${A} to a list` });
    expect(within(panel).getByRole('combobox', { name: 'Parts list' })).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Add to list' }));
    await waitFor(() => expect(lists.partsListAddLines).toHaveBeenCalledWith(4, `${A} | 7`));
    expect((await within(panel).findByRole('status')).textContent).toContain(
      `7 × ${A} added to “Monthly consumables”.`,
    );
  });
});
