import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuoteDetail, QuoteRow } from '#contract/calls/quotes.ts';
import type { Address } from '#contract/calls/addresses.ts';
import type { PaymentOptions } from '#contract/calls/orders.ts';
import { QUOTE_STATES, type QuoteState } from '#contract/rules/quote-states.ts';
import { dictionary } from '../../../src/i18n/dictionary.ts';
import { basketStrings } from '../../../src/islands/basket/basket-strings.ts';
import QuoteDetailsPage from '../../../src/islands/account/quotes/QuoteDetailsPage.tsx';
import QuotesPage from '../../../src/islands/account/quotes/QuotesPage.tsx';
import { IDEMPOTENCY_KEY_PATTERN } from '../../../src/lib/basket/checkout-form.ts';
import { session } from '../payment/fixtures.ts';
import { TAX_RATES_2026 } from '../../support/tax-rates.ts';

const calls = vi.hoisted(() => ({
  quoteList: vi.fn(),
  quoteGet: vi.fn(),
  quoteRequest: vi.fn(),
  quoteAccept: vi.fn(),
  quoteDecline: vi.fn(),
  quoteWithdraw: vi.fn(),
  quoteAskChange: vi.fn(),
  quoteAttach: vi.fn(),
}));
vi.mock('../../../src/api/quotes.ts', () => calls);
const orders = vi.hoisted(() => ({ addressList: vi.fn(), paymentOptions: vi.fn(), addressAdd: vi.fn() }));
vi.mock('../../../src/api/orders.ts', () => orders);

const assign = vi.fn();

function pageProps(locale: 'en' | 'zh-cn') {
  const t = dictionary(locale);
  return { locale, strings: t.quotes, gate: t.account, basketStrings: basketStrings(t) };
}

const row = (id: number, state: QuoteState, changes: Partial<QuoteRow> = {}): QuoteRow => ({
  id,
  quoteNo: `Q-00000${id}`,
  state,
  createdAt: '2026-11-20T10:00:00.000Z',
  reference: `RFQ-${id}`,
  lineCount: 2,
  validUntil: state === 'quoted' ? '2026-12-29' : null,
  quotedPence: state === 'quoted' ? 123_456 : null,
  buyerName: 'Alex Admin',
  companyName: 'Acme',
  mine: true,
  awaitingApproval: false,
  ...changes,
});

const VERSION = {
  versionNo: 2,
  sentAt: '2026-11-21T10:00:00.000Z',
  validUntil: '2026-12-29',
  deliveryPence: 2000,
  subtotalPence: 88_000,
  message: 'Best we can do',
  belowFloor: false,
  lines: [
    {
      lineNo: 1,
      partNo: 'LH-617-8-M10-SS',
      name: 'Star knob',
      nameZh: '星形旋钮',
      alternative: true,
      quantity: 1000,
      priceBreaks: [
        { minQty: 1, unitPricePence: 95 },
        { minQty: 500, unitPricePence: 88 },
      ],
      unitPricePence: 88,
      listUnitPricePence: 120,
      lineTotalPence: 88_000,
      leadTimeDays: 21,
    },
  ],
};

function quote(state: QuoteState, changes: Partial<QuoteDetail> = {}): QuoteDetail {
  return {
    id: 7,
    quoteNo: 'Q-000007',
    state,
    createdAt: '2026-11-20T10:00:00.000Z',
    neededBy: '2027-01-15',
    deliveryCountry: 'GB',
    reference: 'RFQ-7',
    validUntil: state === 'requested' ? null : '2026-12-29',
    buyer: { name: 'Alex Admin', email: 'admin@acme.example' },
    companyName: 'Acme',
    mine: true,
    lines: [
      {
        lineNo: 1,
        partNo: 'LH-617-8-M8-SS',
        name: 'Star knob',
        nameZh: '星形旋钮',
        quantity: 1000,
        targetPricePence: 80,
        note: 'M10 instead of M8',
      },
    ],
    versions: state === 'requested' ? [] : [{ ...VERSION, versionNo: 1, message: '' }, VERSION],
    waiting: null,
    attachments: [],
    canAttach: false,
    messages: [
      { side: 'buyer', author: 'Alex Admin', body: 'Project Falcon', at: '2026-11-20T10:00:00.000Z' },
      { side: 'staff', author: 'Sam Sales', body: 'Best we can do', at: '2026-11-21T10:00:00.000Z' },
    ],
    events: [],
    order: null,
    canAccept: state === 'quoted',
    taxRates: TAX_RATES_2026,
    ...changes,
  };
}

async function showQuote(detail: QuoteDetail, locale: 'en' | 'zh-cn' = 'en') {
  window.history.replaceState(null, '', `/acQuotedetails/${detail.id}`);
  calls.quoteGet.mockResolvedValue(detail);
  await act(async () => {
    render(<QuoteDetailsPage {...pageProps(locale)} />);
  });
}

const actionNames = () =>
  within(screen.getByRole('group', { name: 'Quote actions' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

beforeEach(() => {
  session(true);
  Object.values(calls).forEach((fn) => fn.mockReset());
  Object.values(orders).forEach((fn) => fn.mockReset());
});
afterEach(() => {
  cleanup();
  assign.mockReset();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('QuotesPage', () => {
  it('lists the quotes with their states in words and totals, each number opening its quote', async () => {
    calls.quoteList.mockResolvedValue({
      list: [row(2, 'quoted'), row(1, 'requested')],
      total: 2,
      page: 1,
      pageSize: 24,
      canSeeCompany: false,
    });
    await act(async () => {
      render(<QuotesPage {...pageProps('en')} />);
    });
    expect(calls.quoteList).toHaveBeenLastCalledWith({ page: 1 });
    const table = screen.getByRole('table', { name: 'Your quotes, newest first' });
    expect(within(table).getByRole('link', { name: 'Q-000002' }).getAttribute('href')).toBe('/acQuotedetails/2');
    const quoted = within(table).getAllByRole('row')[1]!;
    expect(quoted.textContent).toContain('Quoted');
    expect(quoted.textContent).toContain('£1,234.56');
    expect(within(table).getAllByRole('row')[2]!.textContent).toContain('Requested');
    expect(within(table).getAllByRole('row')[2]!.textContent).toContain('Not quoted yet');
    expect(screen.queryByRole('group', { name: 'Whose quotes' })).toBeNull();
  });

  it('offers a company admin the company’s quotes, with who asked, and pages through them', async () => {
    calls.quoteList.mockResolvedValue({
      list: [row(3, 'quoted')],
      total: 30,
      page: 1,
      pageSize: 24,
      canSeeCompany: true,
    });
    await act(async () => {
      render(<QuotesPage {...pageProps('en')} />);
    });
    calls.quoteList.mockResolvedValue({
      list: [row(4, 'declined', { mine: false, buyerName: 'Tom Baker' })],
      total: 30,
      page: 1,
      pageSize: 24,
      canSeeCompany: true,
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: 'Whole company' }));
    });
    expect(calls.quoteList).toHaveBeenLastCalledWith({ page: 1, scope: 'company' });
    const table = screen.getByRole('table', { name: 'Your company’s quotes, newest first' });
    expect(within(table).getByText('Tom Baker')).toBeTruthy();
    expect(within(table).getByText('Declined')).toBeTruthy();
    await act(async () => {
      fireEvent.click(
        within(screen.getByRole('navigation', { name: 'Pages of quotes' })).getByRole('button', { name: 'Next page' }),
      );
    });
    expect(calls.quoteList).toHaveBeenLastCalledWith({ page: 2, scope: 'company' });
  });

  it('speaks Chinese on the Chinese page', async () => {
    calls.quoteList.mockResolvedValue({
      list: [row(2, 'expired')],
      total: 1,
      page: 1,
      pageSize: 24,
      canSeeCompany: false,
    });
    await act(async () => {
      render(<QuotesPage {...pageProps('zh-cn')} />);
    });
    const table = screen.getByRole('table', { name: '您的报价，最新在前' });
    expect(within(table).getByText('已过期')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Q-000002' }).getAttribute('href')).toBe('/zh-cn/acQuotedetails/2');
  });
});

describe('QuoteDetailsPage', () => {
  const EXPECTED: Record<QuoteState, string[]> = {
    requested: ['Withdraw'],
    quoted: ['Accept', 'Ask for a change', 'Decline', 'Withdraw'],
    accepted: [],
    ordered: [],
    declined: [],
    withdrawn: [],
    expired: [],
  };
  for (const state of QUOTE_STATES) {
    it(`offers in the state ${state} only ${EXPECTED[state].join(', ') || 'nothing'}`, async () => {
      await showQuote(quote(state));
      expect(screen.getByRole('heading', { name: 'Quote Q-000007' })).toBeTruthy();
      if (EXPECTED[state].length === 0) expect(screen.queryByRole('group', { name: 'Quote actions' })).toBeNull();
      else expect(actionNames()).toEqual(EXPECTED[state]);
    });
  }

  it('lists the request’s files and, while it waits for sales, adds the files chosen one by one', async () => {
    const pdf = { id: 4, fileName: 'bracket.pdf', kind: 'pdf' as const, byteSize: 900 };
    const step = { id: 5, fileName: 'flange.stp', kind: 'step' as const, byteSize: 400 };
    await showQuote(quote('requested', { attachments: [pdf], canAttach: true }));
    expect(screen.getByRole('button', { name: 'Download bracket.pdf' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Add files' });
    const picker = within(form).getByLabelText('Drawings and files (optional)');
    expect(screen.getByText('PDF, PNG, JPEG, STEP or DXF, up to 10 MB each; 4 files at most.')).toBeTruthy();
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Add the files' })));
    expect(within(form).getByText('Choose one or more files first.')).toBeTruthy();
    const file = new File(['ISO-10303-21;'], 'flange.stp');
    calls.quoteAttach.mockResolvedValue(quote('requested', { attachments: [pdf, step], canAttach: true }));
    fireEvent.change(picker, { target: { files: [file] } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Add the files' })));
    expect(calls.quoteAttach).toHaveBeenCalledExactlyOnceWith({ id: 7, file });
    expect(await screen.findByRole('button', { name: 'Download flange.stp' })).toBeTruthy();
  });

  it('offers no way to add files once sales have answered', async () => {
    await showQuote(quote('quoted', { attachments: [], canAttach: false }));
    expect(screen.queryByRole('form', { name: 'Add files' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Files' })).toBeNull();
  });

  it('offers nothing on a company member’s quote an admin reads', async () => {
    await showQuote(
      quote('quoted', { mine: false, canAccept: false, buyer: { name: 'Tom Baker', email: 'member@acme.example' } }),
    );
    expect(screen.queryByRole('group', { name: 'Quote actions' })).toBeNull();
    expect(screen.getByText('Asked for by Tom Baker: only they can act on it.')).toBeTruthy();
  });

  it('shows the request, every version newest first with breaks, lead time and alternative, and the thread', async () => {
    await showQuote(quote('quoted'));
    expect(screen.getByRole('table', { name: 'What you asked for' }).textContent).toContain('M10 instead of M8');
    const tables = screen.getAllByRole('table', { name: /Quoted lines of version/ });
    expect(tables.map((t) => t.getAttribute('aria-label') ?? t.querySelector('caption')?.textContent)).toEqual([
      'Quoted lines of version 2',
      'Quoted lines of version 1',
    ]);
    const current = tables[0]!.textContent;
    expect(current).toContain('Alternative to the part asked for');
    expect(current).toContain('from 1: £0.95; from 500: £0.88');
    expect(current).toContain('21 days');
    expect(screen.getByRole('heading', { name: /Version 2, sent .* \(current\)/ })).toBeTruthy();
    const thread = screen.getByRole('list', { name: 'Messages' });
    expect(
      within(thread)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.quote-message-body')?.textContent),
    ).toEqual(['Project Falcon', 'Best we can do']);
    // Sent: the quotation PDF may be saved; a request not answered yet has none.
    expect(screen.getByRole('button', { name: 'Download the quotation (PDF)' })).toBeTruthy();
  });

  it('offers no quotation PDF before a version is sent', async () => {
    await showQuote(quote('requested', { versions: [] }));
    expect(screen.queryByRole('button', { name: 'Download the quotation (PDF)' })).toBeNull();
  });

  it('asks for a change only with a message, then shows the quote as the server answers it', async () => {
    await showQuote(quote('quoted'));
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    fireEvent.click(within(screen.getByRole('form', { name: 'Withdraw' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Withdraw' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Withdraw' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a change' }));
    const form = screen.getByRole('form', { name: 'Ask for a change' });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Ask for a change' })));
    expect(within(form).getByText('Write what should change.')).toBeTruthy();
    expect(calls.quoteAskChange).not.toHaveBeenCalled();
    calls.quoteAskChange.mockResolvedValue(quote('requested'));
    fireEvent.change(within(form).getByLabelText('Your message'), { target: { value: ' 2,000 off please ' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Ask for a change' })));
    expect(calls.quoteAskChange).toHaveBeenCalledExactlyOnceWith(7, '2,000 off please');
    await waitFor(() => expect(screen.getByText('Done: the quote is now Requested.')).toBeTruthy());
    expect(actionNames()).toEqual(['Withdraw']);
  });

  it('declines with an optional message, in Chinese too', async () => {
    await showQuote(quote('quoted'), 'zh-cn');
    fireEvent.click(screen.getByRole('button', { name: '拒绝' }));
    calls.quoteDecline.mockResolvedValue(quote('declined'));
    const form = screen.getByRole('form', { name: '拒绝' });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: '拒绝' })));
    expect(calls.quoteDecline).toHaveBeenCalledExactlyOnceWith(7, '');
    await waitFor(() => expect(screen.getByText('完成：报价现在的状态为“已拒绝”。')).toBeTruthy());
    expect(screen.queryByRole('group', { name: '报价操作' })).toBeNull();
  });

  it('accepts with checkout’s choices (delivery only in the quoted country) and the total the server will check, then opens the order', async () => {
    const home: Address = {
      id: 5,
      kind: 'delivery',
      contactName: 'Alex',
      companyName: '',
      line1: '1 High St',
      line2: '',
      town: 'Leeds',
      county: '',
      postcode: 'LS1 1AA',
      country: 'GB',
      phone: '0113 000 0000',
      isDefault: true,
    };
    const paris: Address = { ...home, id: 6, country: 'FR', town: 'Paris', postcode: '75001', isDefault: false };
    orders.addressList.mockResolvedValue({ list: [paris, home], shared: [] });
    const options: PaymentOptions = {
      card: true,
      account: false,
      bankTransfer: true,
      stripePublishableKey: 'pk',
      approvalAbovePence: null,
    };
    orders.paymentOptions.mockResolvedValue(options);
    calls.quoteAccept.mockResolvedValue({ id: 88, orderNo: 'LG-100088' });
    await showQuote(quote('quoted'));
    // The page is read; leaving it is what the test watches.
    vi.stubGlobal('location', { pathname: '/acQuotedetails/7', assign });
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const form = await screen.findByRole('form', { name: 'Accept and order' });
    const delivery = within(form).getByRole('combobox', { name: 'Delivery address' });
    expect(
      within(delivery)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(['5']);
    // £880.00 + £20.00 delivery, 20 % VAT = £1,080.00
    expect(form.textContent).toContain('£1,080.00');
    fireEvent.click(within(form).getByRole('radio', { name: 'Bank transfer' }));
    const place = within(form).getByRole('button', { name: 'Place the order' });
    fireEvent.click(place);
    fireEvent.click(place);
    await waitFor(() => expect(assign).toHaveBeenCalledExactlyOnceWith('/acOrderdetails/88'));
    expect(calls.quoteAccept).toHaveBeenCalledExactlyOnceWith({
      id: 7,
      versionNo: 2,
      idempotencyKey: expect.stringMatching(IDEMPOTENCY_KEY_PATTERN),
      deliveryAddressId: 5,
      invoiceAddressId: 5,
      poReference: 'RFQ-7',
      paymentMethod: 'bankTransfer',
      expectedTotalPence: 108_000,
    });
  });

  it('names the order a quote became', async () => {
    await showQuote(quote('ordered', { order: { id: 88, orderNo: 'LG-100088' }, canAccept: false }));
    expect(screen.getByRole('link', { name: 'LG-100088' }).getAttribute('href')).toBe('/acOrderdetails/88');
  });

  it('says there is no such quote on a 404', async () => {
    const { ApiCallError } = await import('../../../src/api/answer.ts');
    window.history.replaceState(null, '', '/acQuotedetails/9');
    calls.quoteGet.mockRejectedValue(new ApiCallError(404, 'Not found'));
    await act(async () => {
      render(<QuoteDetailsPage {...pageProps('en')} />);
    });
    expect(screen.getByText('There is no such quote.')).toBeTruthy();
  });
});
