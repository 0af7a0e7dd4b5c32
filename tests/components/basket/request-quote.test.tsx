import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ukDay } from '#contract/format/dates.ts';
import { addDays } from '#contract/rules/calendar-day.ts';
import BasketPage from '../../../src/islands/basket/BasketPage.tsx';
import { api } from './api-mocks.ts';
import { basketOf, line, startEachTestLoggedIn, strings } from './fixtures.ts';

vi.mock('../../../src/api/basket.ts', async () => (await import('./api-mocks.ts')).basketModule);
vi.mock('../../../src/api/orders.ts', async () => (await import('./api-mocks.ts')).ordersModule);
const quotes = vi.hoisted(() => ({ quoteRequest: vi.fn(), quoteAttach: vi.fn() }));
vi.mock('../../../src/api/quotes.ts', () => quotes);

const assign = vi.fn();

async function openRequest() {
  api.basketList.mockResolvedValue(
    basketOf([line('LH-1111-100-PA', { quantity: 10 }), line('LH-617-8-M12-SS', { quantity: 500 })]),
  );
  render(<BasketPage locale="en" strings={strings} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Request a quote' }));
  // The form's code loads on that click, then its heading takes focus.
  const heading = await screen.findByRole('heading', { name: 'Request a quote for these lines' });
  await waitFor(() => expect(document.activeElement).toBe(heading));
  return screen.getByRole('form', { name: 'Request a quote for these lines' });
}

const type = (form: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });

startEachTestLoggedIn();
beforeEach(() => {
  quotes.quoteRequest.mockReset();
  quotes.quoteAttach.mockReset();
  vi.stubGlobal('location', { ...window.location, hash: window.location.hash, assign });
});
afterEach(() => {
  assign.mockReset();
  vi.unstubAllGlobals();
});

describe('Request a quote from the basket', () => {
  it('checks the fields in both directions, then sends the basket with target prices and notes and opens the new quote', async () => {
    const form = await openRequest();
    type(form, 'Needed by', addDays(ukDay(), -1));
    type(form, 'Your reference', 'R'.repeat(26));
    type(form, 'Target unit price for LH-1111-100-PA (£)', '0');
    type(form, 'Note for LH-617-8-M12-SS', 'M10 | instead');
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Send the request' })));
    expect(quotes.quoteRequest).not.toHaveBeenCalled();
    expect(within(form).getByText('Choose today or a later day.')).toBeTruthy();
    expect(within(form).getByText('Keep your reference to 25 characters.')).toBeTruthy();
    expect(within(form).getByText('Enter a price above £0.00 with at most two decimals, such as 4.50.')).toBeTruthy();
    const needed = within(form).getByLabelText('Needed by');
    expect(document.activeElement).toBe(needed);
    expect(needed.getAttribute('aria-invalid')).toBe('true');

    quotes.quoteRequest.mockResolvedValue({ id: 31 });
    const day = addDays(ukDay(), 14);
    type(form, 'Needed by', day);
    type(form, 'Delivery country', 'FR');
    type(form, 'Your reference', ' RFQ-7 ');
    type(form, 'Message to sales (optional)', 'Project Falcon');
    type(form, 'Target unit price for LH-1111-100-PA (£)', '1.2');
    type(form, 'Note for LH-617-8-M12-SS', 'M10 instead of M8');
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Send the request' })));
    expect(quotes.quoteRequest).toHaveBeenCalledExactlyOnceWith({
      fromBasket: true,
      deliveryCountry: 'FR',
      neededBy: day,
      reference: 'RFQ-7',
      message: 'Project Falcon',
      lineDetails: '1 | 120 | \n2 |  | M10 instead of M8',
    });
    await waitFor(() => expect(assign).toHaveBeenCalledExactlyOnceWith('/acQuotedetails/31'));
  });

  it('checks the chosen files by name, size and count, then adds each to the new request before opening it', async () => {
    const form = await openRequest();
    const picker = within(form).getByLabelText('Drawings and files (optional)');
    expect(picker.getAttribute('accept')).toBe('.pdf,.png,.jpg,.jpeg,.step,.stp,.dxf');
    const send = () => act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Send the request' })));
    const choose = (files: File[]) => fireEvent.change(picker, { target: { files } });
    const pdf = (name: string, size = 20) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

    choose([pdf('setup.exe')]);
    await send();
    expect(within(form).getByText('setup.exe: only PDF, PNG, JPEG, STEP and DXF files can be attached.')).toBeTruthy();
    expect(document.activeElement).toBe(picker);
    choose([pdf('huge.pdf', 10 * 1024 * 1024 + 1)]);
    await send();
    expect(within(form).getByText('huge.pdf is larger than 10 MB.')).toBeTruthy();
    choose([1, 2, 3, 4, 5, 6].map((n) => pdf(`sheet-${n}.pdf`)));
    await send();
    expect(within(form).getByText('Choose at most 5 files.')).toBeTruthy();
    expect(quotes.quoteRequest).not.toHaveBeenCalled();

    quotes.quoteRequest.mockResolvedValue({ id: 31, quoteNo: 'Q-000031' });
    quotes.quoteAttach.mockResolvedValue({ id: 31 });
    const files = [pdf('bracket.pdf'), new File(['ISO-10303-21;'], 'flange.stp')];
    choose(files);
    await send();
    expect(quotes.quoteAttach.mock.calls).toEqual([[{ id: 31, file: files[0] }], [{ id: 31, file: files[1] }]]);
    await waitFor(() => expect(assign).toHaveBeenCalledExactlyOnceWith('/acQuotedetails/31'));
  });

  it('says the request was sent and links to it when the server refuses one of its files', async () => {
    const form = await openRequest();
    quotes.quoteRequest.mockResolvedValue({ id: 32, quoteNo: 'Q-000032' });
    quotes.quoteAttach.mockRejectedValue(new Error('drawing.pdf is not a PDF file'));
    fireEvent.change(within(form).getByLabelText('Drawings and files (optional)'), {
      target: { files: [new File(['not a pdf'], 'drawing.pdf')] },
    });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Send the request' })));
    const alert = await screen.findByText(/Your request Q-000032 was sent, but not every file was added./);
    expect(within(alert).getByRole('link', { name: 'Open the quote to add them again' }).getAttribute('href')).toBe(
      '/acQuotedetails/32',
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it('closes on Cancel and gives the focus back to its button', async () => {
    await openRequest();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Request a quote for these lines' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Request a quote' });
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
