import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ukDay } from '#contract/format/dates.ts';
import { addDays } from '#contract/rules/calendar-day.ts';
import { dictionary } from '../../../src/i18n/dictionary.ts';
import QuotesPage from '../../../src/islands/account/quotes/QuotesPage.tsx';
import { session } from '../payment/fixtures.ts';

/** /acQuote's request by part number, opened by a product page's link (docs/quotes.md). */

const calls = vi.hoisted(() => ({ quoteList: vi.fn(), quoteRequest: vi.fn(), quoteAttach: vi.fn() }));
vi.mock('../../../src/api/quotes.ts', () => calls);

const assign = vi.fn();

async function openAt(search: string, locale: 'en' | 'zh-cn' = 'en') {
  window.history.replaceState(null, '', `/acQuote${search}`);
  const t = dictionary(locale);
  await act(async () => {
    render(<QuotesPage locale={locale} strings={t.quotes} gate={t.account} />);
  });
}

/** Leaving for the new quote is caught (stubbed once the page has read its address). */
const catchLeaving = () => vi.stubGlobal('location', { ...window.location, hash: '', assign });

/** The form, once its code (loaded when it opens) is there. */
const form = (name: string) => screen.findByRole('form', { name });
const type = (element: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(element).getByLabelText(label), { target: { value } });
const send = (element: HTMLElement, name = 'Send the request') =>
  act(async () => fireEvent.click(within(element).getByRole('button', { name })));

beforeEach(() => {
  session(true);
  Object.values(calls).forEach((fn) => fn.mockReset());
  calls.quoteList.mockResolvedValue({ list: [], total: 0, page: 1, pageSize: 24, canSeeCompany: false });
});
afterEach(() => {
  cleanup();
  assign.mockReset();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('a request by part number on /acQuote', () => {
  it('opens with the part and quantity of the link, checks every field, adds lines by part number and sends them', async () => {
    await openAt('?part=LH-617-8-M12-SS&quantity=25000');
    const request = await form('Request a quote for parts');
    expect(calls.quoteList).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Request a quote for parts' }));
    expect(within(request).getByLabelText<HTMLInputElement>('Part number, line 1').value).toBe('LH-617-8-M12-SS');
    expect(within(request).getByLabelText<HTMLInputElement>('Quantity, line 1').value).toBe('25000');

    fireEvent.click(within(request).getByRole('button', { name: 'Add a part' }));
    type(request, 'Quantity, line 1', '100001');
    type(request, 'Part number, line 2', 'LH|1');
    type(request, 'Target unit price, line 2 (£, optional)', '0');
    type(request, 'Note, line 2 (optional)', 'x'.repeat(201));
    type(request, 'Needed by', addDays(ukDay(), -1));
    await send(request);
    expect(calls.quoteRequest).not.toHaveBeenCalled();
    expect(within(request).getByText('A part number has at most 40 characters and no “|”.')).toBeTruthy();
    // Line 1's quantity too high, line 2's not given.
    expect(within(request).getAllByText('Enter a whole number from 1 to 100000.')).toHaveLength(2);
    expect(
      within(request).getByText('Enter a price above £0.00 with at most two decimals, such as 4.50.'),
    ).toBeTruthy();
    expect(within(request).getByText('Keep the note to 200 characters.')).toBeTruthy();
    expect(within(request).getByText('Choose today or a later day.')).toBeTruthy();
    // The lines come first in this form, so the first problem is the first line's quantity.
    const quantity = within(request).getByLabelText('Quantity, line 1');
    expect(document.activeElement).toBe(quantity);
    expect(quantity.getAttribute('aria-invalid')).toBe('true');

    type(request, 'Part number, line 2', '');
    await send(request);
    expect(within(request).getByText('Enter a part number.')).toBeTruthy();

    catchLeaving();
    calls.quoteRequest.mockResolvedValue({ id: 41, quoteNo: 'Q-000041' });
    calls.quoteAttach.mockResolvedValue({ id: 41 });
    const day = addDays(ukDay(), 30);
    type(request, 'Quantity, line 1', ' 25000 ');
    type(request, 'Part number, line 2', 'LH-1111-100-PA');
    type(request, 'Quantity, line 2', '40');
    type(request, 'Target unit price, line 2 (£, optional)', '1.25');
    type(request, 'Note, line 2 (optional)', ' zinc plated ');
    type(request, 'Needed by', day);
    type(request, 'Delivery country', 'DE');
    type(request, 'Your reference', 'RFQ-9');
    type(request, 'Message to sales (optional)', 'For the new line');
    const drawing = new File([new Uint8Array(20)], 'knob.pdf', { type: 'application/pdf' });
    fireEvent.change(within(request).getByLabelText('Drawings and files (optional)'), {
      target: { files: [drawing] },
    });
    await send(request);
    expect(calls.quoteRequest).toHaveBeenCalledExactlyOnceWith({
      partLines: 'LH-617-8-M12-SS | 25000 |  | \nLH-1111-100-PA | 40 | 125 | zinc plated',
      deliveryCountry: 'DE',
      neededBy: day,
      reference: 'RFQ-9',
      message: 'For the new line',
    });
    expect(calls.quoteAttach).toHaveBeenCalledExactlyOnceWith({ id: 41, file: drawing });
    await waitFor(() => expect(assign).toHaveBeenCalledExactlyOnceWith('/acQuotedetails/41'));
  });

  it('removes a line, keeping the focus in the form, and goes back to the list on Cancel', async () => {
    await openAt('?part=LH-1111-100-PA&quantity=5');
    const request = await form('Request a quote for parts');
    expect(within(request).queryByRole('button', { name: 'Remove line 1' })).toBeNull();
    fireEvent.click(within(request).getByRole('button', { name: 'Add a part' }));
    type(request, 'Part number, line 2', 'LH-2');
    fireEvent.click(within(request).getByRole('button', { name: 'Remove line 1' }));
    expect(within(request).getByLabelText<HTMLInputElement>('Part number, line 1').value).toBe('LH-2');
    expect(within(request).queryByLabelText('Part number, line 2')).toBeNull();
    expect(document.activeElement).toBe(within(request).getByLabelText('Part number, line 1'));

    await act(async () => fireEvent.click(within(request).getByRole('button', { name: 'Cancel' })));
    expect(screen.queryByRole('form', { name: 'Request a quote for parts' })).toBeNull();
    expect(window.location.search).toBe('');
    expect(calls.quoteList).toHaveBeenCalledWith({ page: 1 });
    // The list's own button opens a blank request.
    fireEvent.click(screen.getByRole('button', { name: 'Request a quote for parts' }));
    expect((await screen.findByLabelText<HTMLInputElement>('Part number, line 1')).value).toBe('');
  });

  it('speaks Chinese and stays on the form when the server refuses the request', async () => {
    await openAt('?part=NO-SUCH&quantity=3', 'zh-cn');
    const request = await form('按零件编号询价');
    catchLeaving();
    calls.quoteRequest.mockRejectedValue(new Error('第 1 行：没有零件编号为 NO-SUCH 的产品。'));
    await send(request, '发送询价');
    expect(calls.quoteRequest).toHaveBeenCalledExactlyOnceWith({
      partLines: 'NO-SUCH | 3 |  | ',
      deliveryCountry: 'GB',
      message: '',
    });
    expect(assign).not.toHaveBeenCalled();
    expect(within(request).getByLabelText('数量，第 1 行')).toBeTruthy();
    expect(within(request).getByRole('button', { name: '添加零件' })).toBeTruthy();
  });
});
