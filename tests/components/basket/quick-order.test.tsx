import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import BasketPage from '../../../src/islands/basket/BasketPage.tsx';
import { $session } from '../../../src/stores/session.ts';
import { api } from './api-mocks.ts';
import { basketOf, line, startEachTestLoggedIn, strings } from './fixtures.ts';

vi.mock('../../../src/api/basket.ts', async () => (await import('./api-mocks.ts')).basketModule);
vi.mock('../../../src/api/orders.ts', async () => (await import('./api-mocks.ts')).ordersModule);

const box = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Part numbers and quantities' });
const addButton = () =>
  within(screen.getByRole('form', { name: 'Quick order' })).getByRole('button', { name: 'Add to basket' });
const fileInput = () => screen.getByLabelText<HTMLInputElement>('Or upload a CSV file');
const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

async function showEmptyBasket() {
  api.basketList.mockResolvedValue(basketOf([]));
  render(<BasketPage locale="en" strings={strings} />);
  await screen.findByText('Your basket is empty.');
}

function upload(content: string, name = 'order.csv') {
  const file = new File([content], name, { type: 'text/csv' });
  fireEvent.change(fileInput(), { target: { files: [file] } });
}

startEachTestLoggedIn();

describe('quick order by typing', () => {
  it('adds what the server knows, lists the rest with its reasons, and leaves only those lines to correct', async () => {
    api.basketQuickAdd.mockResolvedValue({
      added: [
        { partNo: 'LH-1111-100-PA', quantity: 10 },
        { partNo: 'LH-1111-120-PA', quantity: 2 },
      ],
      problems: [{ line: 2, text: 'LH-NOPE-1 3', reason: 'There is no product with this part number.' }],
      basket: basketOf([line('LH-1111-100-PA', { quantity: 10 }), line('LH-1111-120-PA', { quantity: 2 })]),
    });
    await showEmptyBasket();
    const text = 'LH-1111-100-PA 10\nLH-NOPE-1 3\nlh-1111-120-pa,2';
    fireEvent.change(box(), { target: { value: text } });
    fireEvent.click(addButton());
    await waitFor(() => expect(api.basketQuickAdd).toHaveBeenCalledExactlyOnceWith(text));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('These lines were not added:');
    expect(within(alert).getByRole('listitem').textContent).toBe(
      'Line 2: LH-NOPE-1 3 There is no product with this part number.',
    );
    expect(screen.getByText('Added 2 lines to the basket.').getAttribute('role')).toBe('status');
    expect(box().value).toBe('LH-NOPE-1 3');
    expect(screen.getByRole('table', { name: 'Basket lines' })).toBeTruthy();
    expect($session.get().basketCount).toBe(12);
  });

  it('clears the box when every line was added', async () => {
    api.basketQuickAdd.mockResolvedValue({
      added: [{ partNo: 'LH-1111-100-PA', quantity: 1 }],
      problems: [],
      basket: basketOf([line('LH-1111-100-PA', { quantity: 1 })]),
    });
    await showEmptyBasket();
    fireEvent.change(box(), { target: { value: 'LH-1111-100-PA' } });
    fireEvent.click(addButton());
    await screen.findByText('Added 1 line to the basket.');
    expect(box().value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('checks before sending: something to add, at most 200 lines', async () => {
    await showEmptyBasket();
    await act(async () => fireEvent.click(addButton()));
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(describedText(box())).toContain('Type or paste at least one part number.');
    expect(document.activeElement).toBe(box());

    fireEvent.change(box(), { target: { value: Array(201).fill('LH-1111-100-PA 1').join('\n') } });
    await act(async () => fireEvent.click(addButton()));
    expect(describedText(box())).toContain('A quick order takes at most 200 lines; this has 201.');
    expect(api.basketQuickAdd).not.toHaveBeenCalled();
  });

  it('keeps the text when the server refuses the whole order', async () => {
    api.basketQuickAdd.mockRejectedValue(new Error('refused'));
    await showEmptyBasket();
    fireEvent.change(box(), { target: { value: 'LH-1111-100-PA 5' } });
    fireEvent.click(addButton());
    await waitFor(() => expect(api.basketQuickAdd).toHaveBeenCalled());
    await waitFor(() => expect(addButton().hasAttribute('aria-disabled')).toBe(false));
    expect(box().value).toBe('LH-1111-100-PA 5');
  });
});

describe('quick order from a CSV file', () => {
  it('sends the file’s text and lists the rows not added', async () => {
    api.basketQuickAdd.mockResolvedValue({
      added: [{ partNo: 'LH-1111-100-PA', quantity: 4 }],
      problems: [{ line: 3, text: 'LH-1111-120-PA;0', reason: 'The quantity must be a whole number from 1 to 9999.' }],
      basket: basketOf([line('LH-1111-100-PA', { quantity: 4 })]),
    });
    await showEmptyBasket();
    const csv = 'Part number;Quantity\nLH-1111-100-PA;4\nLH-1111-120-PA;0\n';
    upload(csv);
    await waitFor(() => expect(api.basketQuickAdd).toHaveBeenCalledExactlyOnceWith(csv));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Line 3: LH-1111-120-PA;0 The quantity must be a whole number from 1 to 9999.');
    expect(alert.textContent).not.toContain('left in the box');
    expect(screen.getByText('Added 1 line to the basket.')).toBeTruthy();
    expect(box().value).toBe('');
  });

  it('refuses a file over 20,000 characters without sending it', async () => {
    await showEmptyBasket();
    upload(`${'LH-1111-100-PA 1\n'.repeat(1200)}`);
    await waitFor(() =>
      expect(describedText(fileInput())).toContain(
        'This file is too large: a quick order takes at most 20,000 characters.',
      ),
    );
    expect(fileInput().getAttribute('aria-invalid')).toBe('true');
    upload('x'.repeat(90_000));
    await act(async () => {});
    expect(api.basketQuickAdd).not.toHaveBeenCalled();
  });
});
