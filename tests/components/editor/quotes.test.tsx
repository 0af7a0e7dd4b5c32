import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuoteDetail, QuoteRow, QuoteVersion } from '#contract/calls/quotes.ts';
import { ApiCallError } from '../../../src/api/answer.ts';
import { saveFile } from '../../../src/lib/save-file.ts';
import { $messages } from '../../../src/stores/messages.ts';
import { api } from './api-mocks.ts';
import { answer, answerAcmeAlone, sentTo, startEachTestWithAFakeServer } from './fake-server.ts';
import { openConsole, startEachTestAsEditor } from './fixtures.tsx';
import { TAX_RATES_2026 } from '../../support/tax-rates.ts';

vi.mock('../../../src/api/editor.ts', async () => (await import('./api-mocks.ts')).api);
vi.mock('../../../src/api/call.ts', async () => (await import('./fake-server.ts')).callModule);
// A download in happy-dom would navigate the test's window away.
vi.mock('../../../src/lib/save-file.ts', () => ({ saveFile: vi.fn() }));

startEachTestAsEditor();
startEachTestWithAFakeServer();
beforeEach(() => {
  $messages.set([]);
  api.staffRole.mockResolvedValue('sales');
  answerAcmeAlone();
});

const click = (name: string | RegExp) => act(async () => fireEvent.click(screen.getByRole('button', { name })));
const type = (name: string | RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

const row: QuoteRow = {
  id: 12,
  quoteNo: 'Q-000012',
  state: 'requested',
  createdAt: '2026-11-28T09:00:00.000Z',
  reference: 'ACME-RFQ-102',
  lineCount: 2,
  validUntil: null,
  quotedPence: null,
  buyerName: 'Mia Member',
  companyName: 'Acme Engineering Ltd',
  mine: false,
  awaitingApproval: false,
};

const requested: QuoteDetail = {
  id: 12,
  quoteNo: 'Q-000012',
  state: 'requested',
  createdAt: '2026-11-28T09:00:00.000Z',
  neededBy: '2026-12-20',
  deliveryCountry: 'GB',
  reference: 'ACME-RFQ-102',
  validUntil: null,
  buyer: { name: 'Mia Member', email: 'member@acme.example' },
  companyName: 'Acme Engineering Ltd',
  mine: false,
  lines: [
    {
      lineNo: 1,
      partNo: 'LH-4102-20',
      name: 'Hinge 20',
      nameZh: '铰链 20',
      quantity: 500,
      targetPricePence: 700,
      note: 'M10 instead of M8',
    },
    {
      lineNo: 2,
      partNo: 'LH-1202-40',
      name: 'Latch 40',
      nameZh: '门锁 40',
      quantity: 200,
      targetPricePence: null,
      note: '',
    },
  ],
  versions: [],
  waiting: null,
  attachments: [],
  canAttach: false,
  messages: [
    { side: 'buyer', author: 'Mia Member', body: 'For the Leeds line, please.', at: '2026-11-28T09:00:00.000Z' },
  ],
  events: [{ kind: 'requested', at: '2026-11-28T09:00:00.000Z', by: 'member@acme.example' }],
  order: null,
  canAccept: false,
  taxRates: TAX_RATES_2026,
};

const version = (versionNo: number, sentAt: string | null): QuoteVersion => ({
  versionNo,
  sentAt,
  validUntil: '2026-12-29',
  deliveryPence: 2500,
  subtotalPence: 500 * 820 + 200 * 420,
  message: '',
  belowFloor: sentAt === null,
  lines: [
    {
      lineNo: 1,
      partNo: 'LH-4102-20',
      name: 'Hinge 20',
      nameZh: '铰链 20',
      alternative: false,
      quantity: 500,
      priceBreaks: [
        { minQty: 1, unitPricePence: 950 },
        { minQty: 100, unitPricePence: 820 },
      ],
      unitPricePence: 820,
      listUnitPricePence: 990,
      lineTotalPence: 500 * 820,
      leadTimeDays: 10,
    },
    {
      lineNo: 2,
      partNo: 'LH-1202-40A',
      name: 'Latch 40 A',
      nameZh: '门锁 40 A',
      alternative: true,
      quantity: 200,
      priceBreaks: [{ minQty: 1, unitPricePence: 420 }],
      unitPricePence: 420,
      listUnitPricePence: 500,
      lineTotalPence: 200 * 420,
      leadTimeDays: 21,
    },
  ],
});

async function openRequest(locale: 'en' | 'zh-cn' = 'en', detail: QuoteDetail = requested) {
  answer('staff/quoteList', () => ({
    total: 1,
    page: 1,
    pageSize: 25,
    list: [{ ...row, state: detail.state, awaitingApproval: detail.waiting !== null }],
  }));
  answer('staff/quoteGet', () => detail);
  await openConsole('quotes', locale);
  await click(locale === 'en' ? 'Open quote Q-000012' : '打开报价 Q-000012');
  await screen.findByRole('heading', { level: 3, name: locale === 'en' ? 'Quote Q-000012' : '报价 Q-000012' });
}

function priceBothLines() {
  type('Line 1 (LH-4102-20 × 500): unit price or price breaks', '1:950;100:820');
  fireEvent.change(screen.getByRole('spinbutton', { name: 'Line 1: lead time in days' }), { target: { value: '10' } });
  type('Line 2 (LH-1202-40 × 200): unit price or price breaks', '4.20');
  fireEvent.change(screen.getByRole('spinbutton', { name: 'Line 2: lead time in days' }), { target: { value: '21' } });
  type('Line 2: alternative part number (optional)', 'LH-1202-40A');
  type('Delivery charge (£, ex VAT)', '25');
}

describe('the quotes section', () => {
  it('shows sales the queue newest first and filters it by state, company and age', async () => {
    answer('staff/quoteList', () => ({ total: 1, page: 1, pageSize: 25, list: [row] }));
    await openConsole('quotes');
    const rows = within(screen.getByRole('table', { name: 'Quotes, newest first' })).getAllByRole('row');
    expect(rows[0]!.textContent).toBe('QuoteAskedBuyerStateLinesQuoted ex VAT');
    expect(rows[1]!.textContent).toContain('Q-000012ACME-RFQ-102');
    expect(rows[1]!.textContent).toContain('Mia MemberAcme Engineering LtdRequested2');
    const filters = screen.getByRole('form', { name: 'Filter quotes' });
    fireEvent.change(within(filters).getByRole('combobox', { name: 'State' }), { target: { value: 'requested' } });
    await screen.findByRole('option', { name: 'Acme Engineering Ltd' });
    fireEvent.change(within(filters).getByRole('combobox', { name: 'Company' }), { target: { value: '2' } });
    fireEvent.change(within(filters).getByRole('spinbutton', { name: 'Asked at least this many days ago' }), {
      target: { value: '3' },
    });
    await click('Show quotes');
    expect(sentTo('staff/quoteList').at(-1)).toEqual({
      state: 'requested',
      companyId: 2,
      olderThanDays: 3,
      page: 1,
      pageSize: 25,
    });
  });

  it('is not in an editor’s console', async () => {
    api.staffRole.mockResolvedValue('editor');
    answer('staff/changeList', () => ({ total: 0, page: 1, pageSize: 25, list: [] }));
    await openConsole('changes');
    expect(screen.queryByRole('link', { name: 'Quotes' })).toBeNull();
  });

  it('opens a request with its lines, target prices, notes and message, and sends it priced', async () => {
    await openRequest();
    // Nothing sent yet: no quotation to download.
    expect(screen.queryByRole('button', { name: 'Download the quotation (PDF)' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 3, name: 'Quote Q-000012' }));
    const lines = within(screen.getByRole('table', { name: 'Lines asked for' }))
      .getAllByRole('row')
      .slice(1);
    expect(lines.map((r) => r.textContent)).toEqual([
      '1LH-4102-20Hinge 20500£7.00M10 instead of M8',
      '2LH-1202-40Latch 40200',
    ]);
    expect(screen.getByText(/For the Leeds line, please\./)).toBeTruthy();
    expect(screen.getByText('ACME-RFQ-102', { selector: 'dd' })).toBeTruthy();
    priceBothLines();
    type('Message to the buyer', 'Line 2 is the A2 stainless latch.');
    answer('staff/quoteSend', () => ({
      ...requested,
      state: 'quoted',
      versions: [version(1, '2026-11-29T10:00:00.000Z')],
      validUntil: '2026-12-29',
    }));
    await click('Send the quote');
    expect(sentTo('staff/quoteSend')).toEqual([
      {
        id: 12,
        lines: '1 | 1:950;100:820 | 10\n2 | 1:420 | 21 | LH-1202-40A',
        deliveryPence: 2500,
        message: 'Line 2 is the A2 stainless latch.',
      },
    ]);
    expect(screen.getByRole('status').textContent).toBe('Quote Q-000012 is sent.');
    const sent = within(screen.getByRole('table', { name: /^Version 1, sent .*, valid until/ }))
      .getAllByRole('row')
      .slice(1);
    expect(sent[1]!.textContent).toContain('LH-1202-40A × 200alternative1+ £4.20£4.2021 days£840.00');
    // Now quoted: the form revises, starting from the version sent.
    expect(screen.getByRole('heading', { name: 'Revise the quote' })).toBeTruthy();
    expect(
      screen.getByRole<HTMLInputElement>('textbox', { name: 'Line 1 (LH-4102-20 × 500): unit price or price breaks' })
        .value,
    ).toBe('1:950;100:820');
    await click('Download the quotation (PDF)');
    expect(sentTo('staff/quotePdf')).toHaveLength(1);
    expect(saveFile).toHaveBeenCalledOnce();
  });

  it('says which line lacks a price before asking the server, and shows the server’s refusal under the lines', async () => {
    await openRequest();
    type('Delivery charge (£, ex VAT)', '0');
    await click('Send the quote');
    expect(sentTo('staff/quoteSend')).toEqual([]);
    const price = screen.getByRole('textbox', { name: 'Line 1 (LH-4102-20 × 500): unit price or price breaks' });
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(price.getAttribute('aria-describedby')!.split(' ')[1]!)!.textContent).toBe(
      'Give a price for line 1.',
    );
    priceBothLines();
    answer('staff/quoteSend', () => {
      throw new ApiCallError(400, 'Line 2: the price breaks must start at 1 off.', 'lines');
    });
    await click('Send the quote');
    expect(screen.getByRole('group', { name: 'Price each line' }).textContent).toContain(
      'Line 2: the price breaks must start at 1 off.',
    );
    answer('staff/quoteSend', () => {
      throw new ApiCallError(400, 'The valid-until day is in the past.', 'validUntil');
    });
    await click('Send the quote');
    const validUntil = screen.getByLabelText('Valid until');
    expect(validUntil.getAttribute('aria-invalid')).toBe('true');
  });

  it('declines with the reason the buyer reads', async () => {
    await openRequest();
    type('Reason the buyer reads', 'We do not make this part in stainless.');
    answer('staff/quoteDecline', () => ({ ...requested, state: 'declined' }));
    await click('Decline the quote');
    expect(sentTo('staff/quoteDecline')).toEqual([{ id: 12, reason: 'We do not make this part in stainless.' }]);
    expect(screen.getByRole('status').textContent).toBe('Quote Q-000012 is declined.');
    expect(screen.queryByRole('button', { name: 'Send the quote' })).toBeNull();
  });

  it('shows sales why a version waits, and gives only admins Approve', async () => {
    const held = { ...requested, waiting: version(1, null) };
    await openRequest('en', held);
    expect(screen.getByRole('heading', { name: 'Version 1 waits for an admin’s approval' })).toBeTruthy();
    expect(screen.getByText(/below its family’s floor/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Approve/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send the quote' })).toBeNull();
  });

  it('lets an admin approve the waiting version, in Chinese', async () => {
    api.staffRole.mockResolvedValue('admin');
    await openRequest('zh-cn', { ...requested, waiting: version(1, null) });
    answer('staff/quoteApprove', () => ({
      ...requested,
      state: 'quoted',
      versions: [version(1, '2026-11-29T10:00:00.000Z')],
    }));
    await click('批准并发送第 1 版');
    expect(sentTo('staff/quoteApprove')).toEqual([{ id: 12 }]);
    expect(screen.getByRole('status').textContent).toBe('第 1 版已发送。');
    expect(screen.getByRole('heading', { name: '修改报价' })).toBeTruthy();
  });
});
