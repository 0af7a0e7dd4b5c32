import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffAccount } from '#contract/calls/staff-accounts.ts';
import type { StaffCompanyDetail } from '#contract/calls/staff-companies.ts';
import type { StaffCustomerDetail } from '#contract/calls/staff-customers.ts';
import type { StaffOrderDetail, StaffOrderRow } from '#contract/calls/staff-orders.ts';
import { ApiCallError } from '../../../src/api/answer.ts';
import { $messages } from '../../../src/stores/messages.ts';
import { api } from './api-mocks.ts';
import { answer, sentTo, startEachTestWithAFakeServer } from './fake-server.ts';
import { openConsole, startEachTestAsEditor } from './fixtures.tsx';

vi.mock('../../../src/api/editor.ts', async () => (await import('./api-mocks.ts')).api);

vi.mock('../../../src/api/call.ts', async () => (await import('./fake-server.ts')).callModule);

startEachTestAsEditor();
startEachTestWithAFakeServer();
beforeEach(() => {
  $messages.set([]);
});

const asRole = (role: 'sales' | 'admin') => api.staffRole.mockResolvedValue(role);
const click = (name: string | RegExp) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

const orderRow: StaffOrderRow = {
  id: 41,
  orderNo: 'LG-2026-000041',
  createdAt: '2026-11-20T10:00:00.000Z',
  poReference: 'PO-77',
  buyerName: 'Priya Shah',
  buyerEmail: 'admin@acme.example',
  companyName: 'Acme Engineering Ltd',
  country: 'GB',
  paymentMethod: 'bankTransfer',
  paymentState: 'awaitingTransfer',
  deliveryState: 'processing',
  stage: 'awaitingTransfer',
  totalPence: 12_000,
};

function orderDetail(changes: Partial<StaffOrderDetail> = {}): StaffOrderDetail {
  const address = {
    contactName: 'Priya Shah',
    companyName: 'Acme',
    line1: '1 Mill Lane',
    line2: '',
    town: 'Leeds',
    county: '',
    postcode: 'LS1 1AA',
    country: 'GB',
    phone: '',
  };
  return {
    id: 41,
    orderNo: 'LG-2026-000041',
    version: 3,
    createdAt: orderRow.createdAt,
    status: 'placed',
    stage: 'awaitingTransfer',
    poReference: 'PO-77',
    buyer: { id: 7, name: 'Priya Shah', email: 'admin@acme.example' },
    company: { id: 2, name: 'Acme Engineering Ltd' },
    paymentMethod: 'bankTransfer',
    paymentState: 'awaitingTransfer',
    approvalState: 'notNeeded',
    deliveryState: 'processing',
    refundState: 'none',
    totals: {
      subtotalPence: 10_000,
      deliveryPence: 0,
      vatRatePercent: 20,
      vatPence: 2000,
      totalPence: 12_000,
      currency: 'GBP',
    },
    paidPence: 0,
    duePence: 12_000,
    dueAt: null,
    lines: [
      {
        lineNo: 1,
        partNo: 'LH-617-8-M12-SS',
        name: 'Star knob',
        nameZh: '星形旋钮',
        quantity: 4,
        unitPricePence: 2500,
        lineTotalPence: 10_000,
        reference: '',
        reservedQty: 4,
        dispatchedQty: 0,
      } as StaffOrderDetail['lines'][number],
    ],
    deliveryAddress: address,
    invoiceAddress: address,
    payments: [],
    shipments: [],
    events: [],
    notes: [],
    messages: [],
    ...changes,
  };
}

describe('the orders section', () => {
  it('lists orders, opens one, records a transfer in pence with the version shown, and refuses an amount that is not one', async () => {
    asRole('sales');
    answer('staff/orderList', () => ({ list: [orderRow], total: 1, page: 1, pageSize: 25 }));
    answer('staff/orderGet', () =>
      orderDetail({
        events: [
          { kind: 'placed', at: '2026-11-20T10:00:00.000Z', staffEmail: null, detail: {} },
          { kind: 'credited', at: '2026-11-21T10:00:00.000Z', staffEmail: 'sales@lihda.example', detail: {} },
        ],
      }),
    );
    answer('staff/orderTransferReceived', () =>
      orderDetail({ version: 4, paymentState: 'paid', stage: 'paid', paidPence: 12_000, duePence: 0 }),
    );
    await openConsole('orders');
    expect(screen.getByRole('link', { name: 'Customer companies' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Staff accounts' })).toBeNull();
    await click('Open LG-2026-000041');
    await screen.findByRole('heading', { name: 'Order LG-2026-000041' });
    // The timeline names each step in words, as the buyer's order page does.
    const timeline = screen.getByRole('list', { name: 'Timeline' });
    expect([...timeline.querySelectorAll('li')].map((li) => li.textContent?.replace(/^.*?\d{2}:\d{2}\s*/, ''))).toEqual(
      ['Order placed', 'Credit note issued by sales@lihda.example'],
    );
    const amount = screen.getByRole('textbox', { name: 'Amount (£)' });
    fireEvent.change(amount, { target: { value: '12,0' } });
    await click('Record the transfer');
    expect(screen.getByRole('alert').textContent).toBe('Enter an amount in pounds, such as 125.50.');
    expect(sentTo('staff/orderTransferReceived')).toEqual([]);
    fireEvent.change(amount, { target: { value: '120.00' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Bank reference' }), { target: { value: 'BACS 99' } });
    await click('Record the transfer');
    expect(sentTo('staff/orderTransferReceived')[0]).toMatchObject({
      id: 41,
      version: 3,
      amountPence: 12_000,
      bankReference: 'BACS 99',
    });
    expect(screen.getByText('Saved.')).toBeTruthy();
    // Paid: the dispatch form is offered, the transfer form no longer.
    expect(screen.getByRole('form', { name: 'Dispatch' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Bank transfer received' })).toBeNull();
  });
});

describe('an order with money to refund', () => {
  it('offers the refund with the hint, sends the bank reference when given, and shows it refunded', async () => {
    asRole('sales');
    const cancelled = {
      status: 'cancelled' as const,
      stage: 'cancelled' as StaffOrderDetail['stage'],
      paidPence: 12_000,
      duePence: 0,
    };
    answer('staff/orderList', () => ({ list: [orderRow], total: 1, page: 1, pageSize: 25 }));
    answer('staff/orderGet', () => orderDetail({ ...cancelled, refundState: 'toRefund' }));
    answer('staff/orderRefund', () => orderDetail({ ...cancelled, version: 4, refundState: 'refunded' }));
    await openConsole('orders');
    await click('Open LG-2026-000041');
    const form = await screen.findByRole('form', { name: 'Refund' });
    expect(form.textContent).toContain('A card payment goes back to the card through Stripe.');
    fireEvent.change(
      within(form).getByRole('textbox', { name: 'Bank reference of the refund (not needed for a card)' }),
      { target: { value: 'RF 12' } },
    );
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Refund' })));
    expect(sentTo('staff/orderRefund')).toEqual([{ id: 41, version: 3, bankReference: 'RF 12' }]);
    expect(screen.queryByRole('form', { name: 'Refund' })).toBeNull();
  });
});

describe('a refund of lines with its credit note', () => {
  it('sends the quantities, the delivery and the reason, refuses an empty choice, and lists the credit note issued', async () => {
    asRole('sales');
    const paid = {
      paymentState: 'paid' as const,
      stage: 'paid' as StaffOrderDetail['stage'],
      paidPence: 12_000,
      duePence: 0,
      totals: {
        subtotalPence: 9_000,
        deliveryPence: 1000,
        vatRatePercent: 20,
        vatPence: 2000,
        totalPence: 12_000,
        currency: 'GBP' as const,
      },
    };
    const note = {
      id: 5,
      creditNoteNo: 'CN-2026-000005',
      invoiceNo: 'INV-2026-000041',
      kind: 'refund' as const,
      issuedAt: '2026-11-21T10:00:00.000Z',
      totalPence: 3000,
    };
    answer('staff/orderList', () => ({ list: [orderRow], total: 1, page: 1, pageSize: 25 }));
    answer('staff/orderGet', () => orderDetail(paid));
    answer('staff/orderCreditRefund', () =>
      orderDetail({
        ...paid,
        version: 4,
        paidPence: 9_000,
        creditNotes: [note],
        lines: orderDetail().lines.map((l) => ({ ...l, creditedQty: 1 })),
      }),
    );
    await openConsole('orders');
    await click('Open LG-2026-000041');
    const form = await screen.findByRole('form', { name: 'Refund lines (credit note)' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Reason' }), { target: { value: 'One bent' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Issue credit note and refund' })));
    expect(within(form).getByRole('alert').textContent).toBe(
      'Choose at least one line or the delivery charge to refund.',
    );
    expect(sentTo('staff/orderCreditRefund')).toEqual([]);
    fireEvent.change(within(form).getByRole('spinbutton', { name: '1. LH-617-8-M12-SS (up to 4)' }), {
      target: { value: '1' },
    });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Refund the delivery charge' }));
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Issue credit note and refund' })));
    expect(sentTo('staff/orderCreditRefund')).toEqual([
      { id: 41, version: 3, lines: '1:1', delivery: true, reason: 'One bent' },
    ]);
    const table = screen.getByRole('table', { name: 'Credit notes' });
    expect(within(table).getByText('INV-2026-000041')).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Download CN-2026-000005 (PDF)' })).toBeTruthy();
    expect(
      within(screen.getByRole('form', { name: 'Refund lines (credit note)' })).getByRole('spinbutton', {
        name: '1. LH-617-8-M12-SS (up to 3)',
      }),
    ).toBeTruthy();
  });
});

const company: StaffCompanyDetail = {
  id: 2,
  name: 'Acme Engineering Ltd',
  createdAt: '2026-01-05T09:00:00.000Z',
  credit: {
    companyId: 2,
    companyName: 'Acme Engineering Ltd',
    approved: true,
    terms: 'eom30',
    limitPence: 500_000,
    usedPence: 120_000,
    leftPence: 380_000,
    overduePence: 20_000,
    overdueCount: 1,
  },
  creditProposal: null,
  language: 'zh-cn',
  taxNumbers: {
    vatNo: 'GB980780684',
    vatNoCheck: 'formatChecked',
    vatNoCheckedAt: '2026-11-02T10:00:00.000Z',
    eoriNo: 'GB980780684000',
  },
  members: [
    { id: 7, name: 'Priya Shah', email: 'admin@acme.example', companyRole: 'admin', disabled: false },
    { id: 8, name: 'Tom Baker', email: 'member@acme.example', companyRole: 'buyer', disabled: false },
  ],
  orders: [orderRow],
  orderCount: 1,
};

describe('the companies section', () => {
  it('searches, opens a company with its credit figures and members, and saves a new limit and terms', async () => {
    asRole('sales');
    answer('staff/companyList', (body) => ({
      list:
        body.search === 'nobody'
          ? []
          : [
              {
                id: 2,
                name: 'Acme Engineering Ltd',
                createdAt: company.createdAt,
                memberCount: 2,
                creditApproved: true,
                creditLimitPence: 500_000,
                terms: 'eom30',
              },
            ],
      total: body.search === 'nobody' ? 0 : 1,
      page: 1,
      pageSize: 25,
    }));
    answer('staff/companyGet', () => company);
    answer('staff/companySetCredit', () => ({
      id: 2,
      creditApproved: true,
      creditLimitPence: 750_050,
      terms: 'days30',
      usedPence: 120_000,
      awaitingApproval: false,
    }));
    await openConsole('companies');
    const table = screen.getByRole('table', { name: 'Companies, A to Z' });
    expect(within(table).getByText('£5,000.00')).toBeTruthy();
    expect(within(table).getByText('30 days after the end of the month')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'nobody' } });
    await click('Find');
    await screen.findByText('Nothing matches.');
    expect(sentTo('staff/companyList').at(-1)).toMatchObject({ search: 'nobody', page: 1 });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'acme' } });
    await click('Find');
    await click('Open Acme Engineering Ltd');
    await screen.findByRole('heading', { name: 'Acme Engineering Ltd' });
    const facts = document.querySelector('[aria-labelledby="staff-company-credit"]')!;
    expect(facts.textContent).toContain('£3,800.00');
    // Its VAT number as its invoices carry it, with how it was checked.
    expect(facts.textContent).toContain('GB980780684 (format and check digits checked on 2 November 2026)');
    expect(facts.textContent).toContain('GB980780684000');
    expect(facts.textContent).toContain('£200.00 on 1 invoice');
    expect(within(screen.getByRole('table', { name: 'Members' })).getAllByRole('row')).toHaveLength(3);

    fireEvent.change(screen.getByRole('textbox', { name: 'Credit limit (£, incl. VAT)' }), {
      target: { value: 'lots' },
    });
    await click('Save credit');
    expect(screen.getByRole('alert').textContent).toBe('Enter a limit in pounds, such as 5000 or 2500.50.');
    expect(sentTo('staff/companySetCredit')).toEqual([]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Credit limit (£, incl. VAT)' }), {
      target: { value: '7500.50' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Payment terms' }), { target: { value: 'days30' } });
    await click('Save credit');
    expect(sentTo('staff/companySetCredit')).toEqual([
      { id: 2, creditApproved: true, terms: 'days30', creditLimitPence: 750_050 },
    ]);
  });

  it("checks a file of the company's own part numbers with a dry run for that company, then imports it", async () => {
    asRole('sales');
    answer('staff/companyList', () => ({
      list: [
        {
          id: 2,
          name: 'Acme Engineering Ltd',
          createdAt: company.createdAt,
          memberCount: 2,
          creditApproved: true,
          creditLimitPence: null,
          terms: 'eom30',
        },
      ],
      total: 1,
      page: 1,
      pageSize: 25,
    }));
    answer('staff/companyGet', () => company);
    answer('staff/customerPartNoImport', (body) => ({
      valid: true,
      errors: [],
      errorCount: 0,
      added: 0,
      changed: 1,
      removed: 0,
      details: ['Line 2: LH-1101-20: ACME-70001 → ACME-1'],
      applied: body.dryRun === false,
    }));
    await openConsole('companies');
    await click('Open Acme Engineering Ltd');
    const numbers = await screen.findByRole('region', { name: 'The company’s own part numbers' });
    expect(within(numbers).getByRole('button', { name: 'Download part numbers' })).toBeTruthy();
    const file = new File(['part_no,customer_part_no\nLH-1101-20,ACME-1\n'], 'acme.csv', { type: 'text/csv' });
    await act(async () => {
      fireEvent.change(within(numbers).getByLabelText('CSV file'), { target: { files: [file] } });
    });
    await within(numbers).findByText('acme.csv is valid. Check the changes below, then import it.');
    expect(sentTo('staff/customerPartNoImport')).toEqual([
      { companyId: 2, csv: 'part_no,customer_part_no\nLH-1101-20,ACME-1\n', fileName: 'acme.csv', dryRun: true },
    ]);
    expect(within(numbers).getByRole('listitem').textContent).toBe('Line 2: LH-1101-20: ACME-70001 → ACME-1');
    await act(async () => {
      fireEvent.click(within(numbers).getByRole('button', { name: 'Import acme.csv' }));
    });
    await within(numbers).findByText('acme.csv is imported.');
    expect(sentTo('staff/customerPartNoImport').at(-1)).toMatchObject({ companyId: 2, dryRun: false });
  });

  it("opens one of the company's orders and comes back to the company", async () => {
    asRole('admin');
    answer('staff/companyList', () => ({
      list: [
        {
          id: 2,
          name: 'Acme Engineering Ltd',
          createdAt: company.createdAt,
          memberCount: 2,
          creditApproved: false,
          creditLimitPence: null,
          terms: 'eom30',
        },
      ],
      total: 1,
      page: 1,
      pageSize: 25,
    }));
    answer('staff/companyGet', () => company);
    answer('staff/orderGet', () => orderDetail());
    await openConsole('companies');
    expect(screen.getByText('Not approved for credit')).toBeTruthy();
    await click('Open Acme Engineering Ltd');
    await screen.findByRole('button', { name: 'Open LG-2026-000041' });
    await click('Open LG-2026-000041');
    await screen.findByRole('heading', { name: 'Order LG-2026-000041' });
    await click('Back to the orders');
    await screen.findByRole('heading', { name: 'Acme Engineering Ltd' });

    // The month's statement comes from the statement's own download call.
    api.companyStatementPdf.mockResolvedValue({ blob: new Blob(['%PDF-1.7']), fileName: 'statement-2-2026-10.pdf' });
    const saved: string[] = [];
    const save = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    // The statement is the company's document: staff are told it comes in the company's language.
    expect(screen.getByRole('form', { name: 'Monthly statement' }).textContent).toContain(
      'Written in Chinese, the company’s language (its administrator’s).',
    );
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-10' } });
    await click('Download the statement (PDF)');
    expect(api.companyStatementPdf).toHaveBeenCalledWith(2, '2026-10');
    expect(saved).toEqual(['statement-2-2026-10.pdf']);
    save.mockRestore();
  });
});

describe('a company in the Chinese console', () => {
  it("says its statement comes in the company's language, English here", async () => {
    asRole('sales');
    answer('staff/companyList', () => ({
      list: [
        {
          id: 2,
          name: 'Acme Engineering Ltd',
          createdAt: company.createdAt,
          memberCount: 2,
          creditApproved: true,
          creditLimitPence: 500_000,
          terms: 'eom30',
        },
      ],
      total: 1,
      page: 1,
      pageSize: 25,
    }));
    answer('staff/companyGet', () => ({ ...company, language: 'en' }));
    await openConsole('companies', 'zh-cn');
    await click('打开 Acme Engineering Ltd');
    await screen.findByRole('heading', { name: 'Acme Engineering Ltd' });
    expect(screen.getByRole('form', { name: '月度对账单' }).textContent).toContain(
      '以英文编写，即该公司的语言（其管理员的语言）。',
    );
  });
});

const customer: StaffCustomerDetail = {
  id: 9,
  name: 'Jordan Lee',
  email: 'jordan@example.com',
  phone: '',
  company: null,
  createdAt: '2026-03-01T09:00:00.000Z',
  taxNumbers: { vatNo: '', vatNoCheck: null, vatNoCheckedAt: null, eoriNo: '' },
  emailVerified: true,
  disabled: false,
  addresses: [
    {
      id: 3,
      kind: 'delivery',
      isDefault: true,
      contactName: 'Jordan Lee',
      companyName: '',
      line1: '4 Foundry Lane',
      line2: '',
      town: 'Sheffield',
      county: '',
      postcode: 'S1 2HH',
      country: 'GB',
      phone: '',
    },
  ],
  sessions: [
    {
      kind: 'session',
      createdAt: '2026-11-24T08:00:00.000Z',
      lastUsedAt: '2026-11-24T09:00:00.000Z',
      expiresAt: '2026-12-24T08:00:00.000Z',
    },
  ],
  orders: [],
  orderCount: 0,
};

describe('the customers section', () => {
  it('opens a buyer with addresses and sessions, and disables the account', async () => {
    asRole('sales');
    let disabled = false;
    answer('staff/customerList', () => ({
      list: [
        {
          id: 9,
          name: 'Jordan Lee',
          email: 'jordan@example.com',
          companyName: null,
          createdAt: customer.createdAt,
          disabled,
          orderCount: 0,
        },
      ],
      total: 1,
      page: 1,
      pageSize: 25,
    }));
    answer('staff/customerGet', () => ({ ...customer, disabled, sessions: disabled ? [] : customer.sessions }));
    answer('staff/customerSetDisabled', (body) => {
      disabled = body.disabled as boolean;
      return { id: 9, disabled };
    });
    await openConsole('customers', 'en');
    expect(
      within(screen.getByRole('table', { name: 'Buyers, newest first' })).getByText('Individual buyer'),
    ).toBeTruthy();
    await click('Open Jordan Lee');
    await screen.findByRole('heading', { name: 'Jordan Lee' });
    expect(screen.getByText('Jordan Lee, 4 Foundry Lane, Sheffield, S1 2HH, GB')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Live sessions' })).toBeTruthy();
    expect(screen.getByText('No orders yet.')).toBeTruthy();
    expect(screen.getAllByText('None recorded')).toHaveLength(2);
    await click('Disable the account');
    expect(sentTo('staff/customerSetDisabled')).toEqual([{ id: 9, disabled: true }]);
    await screen.findByRole('button', { name: 'Enable the account' });
    expect(screen.getByText('Not logged in anywhere.')).toBeTruthy();
  });

  it('speaks Chinese on the Chinese console', async () => {
    asRole('sales');
    answer('staff/customerList', () => ({ list: [], total: 0, page: 1, pageSize: 25 }));
    await openConsole('customers', 'zh-cn');
    expect(await screen.findByText('没有匹配的结果。')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: '搜索' })).toBeTruthy();
  });
});

const account = (id: number, name: string, email: string, role: StaffAccount['role']): StaffAccount => ({
  id,
  name,
  email,
  role,
  disabled: false,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('the staff accounts section', () => {
  it('is offered to admins only', async () => {
    asRole('sales');
    answer('staff/orderList', () => ({ list: [], total: 0, page: 1, pageSize: 25 }));
    await openConsole('orders');
    expect(screen.queryByRole('link', { name: 'Staff accounts' })).toBeNull();
  });

  it("resets a staff member's lost second factor only after asking once more", async () => {
    asRole('admin');
    answer('staff/accountList', () => ({ list: [account(2, 'Dana Whitfield', 'sales@lihda.example', 'sales')] }));
    answer('staff/accountSecondFactorReset', () => null);
    await openConsole('staff');
    await click('Reset the second factor of Dana Whitfield');
    expect(
      screen.getByRole('group', { name: /Remove the authenticator app, recovery codes and passkeys of Dana/ }),
    ).toBeTruthy();
    expect(sentTo('staff/accountSecondFactorReset')).toEqual([]);
    await click('Reset second factor');
    expect(sentTo('staff/accountSecondFactorReset')).toEqual([{ id: 2 }]);
    expect($messages.get().map((m) => m.text)).toContain(
      'The second factor of Dana Whitfield has been reset and they have been e-mailed.',
    );
  });

  it('changes a role only when saved, tells the refusal for the last admin, and adds an account', async () => {
    asRole('admin');
    const list = [
      account(1, 'Chris Okafor', 'admin@lihda.example', 'admin'),
      account(2, 'Dana Whitfield', 'sales@lihda.example', 'sales'),
    ];
    answer('staff/accountList', () => ({ list }));
    answer('staff/accountSetRole', (body) => {
      if (body.id === 1)
        throw new ApiCallError(409, 'This is the last administrator: make another account an administrator first.');
      return { ...list[1]!, role: body.role };
    });
    answer('staff/accountAdd', (body) => {
      if (body.email === 'taken@lihda.example')
        throw new ApiCallError(
          409,
          'This address already has an account: staff accounts are made for new addresses only.',
        );
      return account(3, 'Morgan Reed', body.email as string, body.role as StaffAccount['role']);
    });
    await openConsole('staff');
    const role = screen.getByRole('combobox', { name: 'Role of Chris Okafor' });
    fireEvent.change(role, { target: { value: 'sales' } });
    expect(sentTo('staff/accountSetRole')).toEqual([]);
    await click('Save the role of Chris Okafor');
    expect(sentTo('staff/accountSetRole')).toEqual([{ id: 1, role: 'sales' }]);
    expect($messages.get().map((m) => m.text)).toEqual([
      'This is the last administrator: make another account an administrator first.',
    ]);

    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill('First name', 'Morgan');
    fill('Last name', 'Reed');
    fill('E-mail', 'taken@lihda.example');
    fill('First password', 'Harbour-lamp-42');
    await click('Add the account');
    expect(screen.getByLabelText<HTMLInputElement>('E-mail').value).toBe('taken@lihda.example');
    fill('E-mail', 'morgan.reed@lihda.example');
    await click('Add the account');
    expect(sentTo('staff/accountAdd').at(-1)).toEqual({
      firstName: 'Morgan',
      lastName: 'Reed',
      email: 'morgan.reed@lihda.example',
      password: 'Harbour-lamp-42',
      role: 'sales',
    });
    expect(screen.getByText('morgan.reed@lihda.example can now log in.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('E-mail').value).toBe('');
  });
});

describe('credit that needs a second administrator', () => {
  const proposal = {
    id: 9,
    creditApproved: true,
    creditLimitPence: null,
    terms: 'eom30' as const,
    proposedBy: 'sales@lihda.example',
    proposedAt: '2026-11-28T10:00:00.000Z',
  };

  it('says when a change was only sent for approval, and approves a proposal', async () => {
    asRole('admin');
    let shown: StaffCompanyDetail = { ...company, creditProposal: proposal };
    answer('staff/companyList', () => ({
      list: [
        {
          id: 2,
          name: 'Acme Engineering Ltd',
          createdAt: company.createdAt,
          memberCount: 2,
          creditApproved: true,
          creditLimitPence: 500_000,
          terms: 'eom30',
        },
      ],
      total: 1,
      page: 1,
      pageSize: 25,
    }));
    answer('staff/companyGet', () => shown);
    answer('staff/companySetCredit', () => ({
      id: 2,
      creditApproved: true,
      creditLimitPence: 500_000,
      terms: 'eom30',
      usedPence: 120_000,
      awaitingApproval: true,
    }));
    answer('staff/companyCreditApprove', () => {
      shown = { ...company, creditProposal: null, credit: { ...company.credit, limitPence: null, leftPence: null } };
      return shown;
    });
    await openConsole('companies');
    await click('Open Acme Engineering Ltd');
    const waiting = await screen.findByRole('region', { name: 'Credit waiting for a second administrator' });
    expect(waiting.textContent).toContain(
      'Approved for credit, limit No limit set, 30 days after the end of the month',
    );
    expect(waiting.textContent).toContain('Proposed by sales@lihda.example on');

    await click('Save credit');
    expect(
      screen.getByText('Sent to another administrator for approval: the credit stays as it is until then.'),
    ).toBeTruthy();

    await click('Approve this credit');
    expect(sentTo('staff/companyCreditApprove')).toEqual([{ id: 9 }]);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Credit waiting for a second administrator' })).toBeNull(),
    );
  });

  it('lets an administrator set the threshold in Staff accounts', async () => {
    asRole('admin');
    answer('staff/accountList', () => ({ list: [] }));
    answer('staff/creditThresholdGet', () => ({ secondAdminAbovePence: 500_000 }));
    answer('staff/creditThresholdSave', (body) => body);
    await openConsole('staff');
    const threshold = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Above this limit (£, incl. VAT)' });
    expect(threshold.value).toBe('5000.00');
    fireEvent.change(threshold, { target: { value: '10000' } });
    await click('Save the threshold');
    expect(sentTo('staff/creditThresholdSave')).toEqual([{ secondAdminAbovePence: 1_000_000 }]);
  });
});
