import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  OutstandingAnswer,
  PaymentDetail,
  PaymentListAnswer,
  TeamPayableAnswer,
  TeamPayableOrder,
  TeamPayStartAnswer,
} from '#contract/calls/account-payments.ts';
import type { BuyerCredit } from '#contract/calls/company-credit.ts';
import type { PaymentOptions } from '#contract/calls/orders.ts';
import { dictionary } from '../../../src/i18n/dictionary.ts';
import AccountPaymentsPage from '../../../src/islands/account/payments/AccountPaymentsPage.tsx';
import TeamPayPage from '../../../src/islands/account/payments/TeamPayPage.tsx';
import { session } from '../payment/fixtures.ts';

const api = vi.hoisted(() => ({
  paymentList: vi.fn<(page: number, pageSize: number) => Promise<PaymentListAnswer>>(),
  paymentDetail: vi.fn<(id: number) => Promise<PaymentDetail>>(),
  outstandingList: vi.fn<() => Promise<OutstandingAnswer>>(),
  teamPayableList: vi.fn<() => Promise<TeamPayableAnswer>>(),
  teamPayStart: vi.fn<(ids: number[], method: string) => Promise<TeamPayStartAnswer>>(),
}));
vi.mock('../../../src/api/account-payments.ts', () => api);
const orders = vi.hoisted(() => ({ paymentOptions: vi.fn<() => Promise<PaymentOptions>>() }));
vi.mock('../../../src/api/orders.ts', () => orders);
const credit = vi.hoisted(() => ({
  companyCredit: vi.fn<() => Promise<BuyerCredit | null>>(),
  companyStatementPdf: vi.fn<(month: string) => Promise<{ blob: Blob; fileName: string }>>(),
}));
vi.mock('../../../src/api/company-credit.ts', () => credit);

const t = dictionary('en');
const props = { locale: 'en' as const, strings: t.accountPayments, payment: t.payment, gate: t.account };
const BANK = {
  accountName: 'Lihda Group Ltd',
  bankName: 'Bank',
  sortCode: '20-00-00',
  accountNumber: '12345678',
  iban: 'GB00',
  bic: 'BARC',
  reference: 'LGP-5',
};

const teamOrder = (id: number, totalPence: number, leftPence = totalPence): TeamPayableOrder => ({
  id,
  orderNo: `LG-${id}`,
  createdAt: '2026-11-20T10:00:00.000Z',
  poReference: '',
  placedByName: 'Tom Baker',
  totalPence,
  leftPence,
  paymentState: 'unpaid',
  dueAt: null,
});

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  session(true);
  Object.values(api).forEach((fn) => fn.mockReset());
  credit.companyCredit.mockResolvedValue(null);
  orders.paymentOptions.mockResolvedValue({
    card: true,
    account: true,
    bankTransfer: true,
    stripePublishableKey: 'pk_test',
    approvalAbovePence: null,
  });
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  assign.mockRestore();
  window.history.replaceState(null, '', '/');
});

async function showTeamPage(search = '') {
  window.history.replaceState(null, '', `/payAssociated${search}`);
  await act(async () => {
    render(<TeamPayPage {...props} />);
  });
}

describe('TeamPayPage', () => {
  it('keeps a running total of what is left of the chosen orders and pays them in one bank transfer', async () => {
    // £5 of LG-12's £30.50 has arrived already.
    api.teamPayableList.mockResolvedValue({
      access: 'payer',
      companyName: 'Acme',
      list: [teamOrder(11, 1000), teamOrder(12, 3050, 2550), teamOrder(13, 100)],
    });
    api.teamPayStart.mockResolvedValue({
      paymentId: 5,
      reference: 'LGP-5',
      amountPence: 3550,
      clientSecret: null,
      stripePublishableKey: null,
      bankDetails: BANK,
    });
    await showTeamPage();
    expect(screen.getByRole('columnheader', { name: 'Left to pay' })).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /LG-12/ })).getByText('of £30.50')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose at least one order.');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all orders' }));
    expect(screen.getByText('Orders chosen: 3, total £36.50')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose order LG-13' }));
    expect(screen.getByText('Orders chosen: 2, total £35.50')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select all orders' }).checked).toBe(false);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' })));

    expect(screen.getByText('Orders to pay: 2, total £35.50')).toBeTruthy();
    const methods = screen.getByRole('group', { name: 'Payment method' });
    expect(
      within(methods)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['card', 'bankTransfer']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pay by bank transfer' })));
    expect(api.teamPayStart).toHaveBeenCalledWith([11, 12], 'bankTransfer');
    expect(assign).toHaveBeenCalledWith('/payAssociated?payment=5');
  });

  it('explains to a member without the right why they cannot pay for the team', async () => {
    api.teamPayableList.mockResolvedValue({ access: 'notPayer', companyName: 'Acme', list: [] });
    await showTeamPage();
    expect(screen.getByText(/^Only your company's administrator/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Payments and invoices' }).getAttribute('href')).toBe('/acPay');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('shows a team transfer’s pro-forma with its reference and orders', async () => {
    api.paymentDetail.mockResolvedValue({
      id: 5,
      reference: 'LGP-5',
      createdAt: '2026-11-20T10:00:00.000Z',
      method: 'bankTransfer',
      state: 'awaitingTransfer',
      amountPence: 3550,
      paidByName: 'Priya Shah',
      paidByMe: true,
      dueAt: null,
      failureMessage: null,
      bankDetails: BANK,
      orders: [
        { id: 11, orderNo: 'LG-11', amountPence: 1000, canOpen: true },
        { id: 12, orderNo: 'LG-12', amountPence: 2550, canOpen: false },
      ],
    });
    await showTeamPage('?payment=5');
    expect(api.paymentDetail).toHaveBeenCalledWith(5);
    expect(screen.getByRole('heading', { name: 'Payment LGP-5: Awaiting bank transfer' })).toBeTruthy();
    const proForma = screen.getByRole('region', { name: 'Pro-forma invoice' });
    expect(proForma.textContent).toContain('£35.50');
    expect(within(proForma).getByRole('link', { name: 'LG-11' }).getAttribute('href')).toBe('/acOrderdetails/11');
    expect(within(proForma).getByText('LG-12').tagName).toBe('LI');
  });
});

describe('AccountPaymentsPage', () => {
  const outstandingBase = {
    createdAt: '2026-10-01T10:00:00.000Z',
    poReference: '',
    paymentMethod: 'bankTransfer' as const,
    dueAt: null,
    overdue: false,
    awaitingApproval: false,
    mine: true,
    placedByName: 'Alex Morgan',
    payable: true,
  };
  /** Three orders; part of LG-3's transfer (£12 of £30) has arrived. */
  const outstanding = (): OutstandingAnswer => ({
    totalPence: 4800,
    overdueCount: 1,
    list: [
      {
        ...outstandingBase,
        id: 1,
        orderNo: 'LG-1',
        totalPence: 1000,
        leftPence: 1000,
        paymentState: 'onAccount',
        paymentMethod: 'account',
        dueAt: '2026-10-31T10:00:00.000Z',
        overdue: true,
      },
      {
        ...outstandingBase,
        id: 2,
        orderNo: 'LG-2',
        totalPence: 2000,
        leftPence: 2000,
        paymentState: 'unpaid',
        awaitingApproval: true,
        payable: false,
      },
      {
        ...outstandingBase,
        id: 3,
        orderNo: 'LG-3',
        totalPence: 3000,
        leftPence: 1800,
        paymentState: 'awaitingTransfer',
        mine: false,
        placedByName: 'Tom Baker',
        payable: false,
      },
    ],
  });
  const amountCells = () =>
    Array.from(screen.getByRole('table', { name: /./ }).querySelectorAll('tbody td.num'), (cell) => cell.textContent);

  it('lists what is outstanding with the total, flags an overdue invoice, and offers Pay only where it can be paid', async () => {
    api.outstandingList.mockResolvedValue(outstanding());
    api.paymentList.mockResolvedValue({ total: 0, page: 1, pageSize: 20, list: [] });
    await act(async () => {
      render(<AccountPaymentsPage {...props} />);
    });
    expect(screen.getByText('Total outstanding: £48.00')).toBeTruthy();
    expect(screen.getByText('1 overdue')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Left to pay' })).toBeTruthy();
    expect(amountCells()).toEqual(['£10.00', '£20.00', '£18.00of £30.00']);
    const rows = screen.getByRole('table', { name: 'Orders not paid yet' }).querySelectorAll('tbody tr');
    expect(rows[0]!.textContent).toContain('Overdue');
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'Pay LG-1' })
        .getAttribute('href'),
    ).toBe('/Pay/1');
    expect(rows[1]!.textContent).toContain('Awaiting approval');
    expect(
      within(rows[2] as HTMLElement)
        .getByRole('link', { name: 'Pay with the team' })
        .getAttribute('href'),
    ).toBe('/payAssociated');
    expect(screen.getByText('You have no payments or invoices yet.')).toBeTruthy();
  });

  it('shows what is left of a part-paid order, and its total, in Chinese', async () => {
    api.outstandingList.mockResolvedValue(outstanding());
    api.paymentList.mockResolvedValue({ total: 0, page: 1, pageSize: 20, list: [] });
    const zh = dictionary('zh-cn');
    await act(async () => {
      render(
        <AccountPaymentsPage locale="zh-cn" strings={zh.accountPayments} payment={zh.payment} gate={zh.account} />,
      );
    });
    expect(screen.getByText('待付总额：£48.00')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '待付金额' })).toBeTruthy();
    expect(amountCells()).toEqual(['£10.00', '£20.00', '£18.00订单总额 £30.00']);
  });

  it("shows a company's payer its credit limit, what is used and left, and what is overdue; a buyer without it sees no credit box", async () => {
    api.outstandingList.mockResolvedValue({ totalPence: 0, overdueCount: 0, list: [] });
    api.paymentList.mockResolvedValue({ total: 0, page: 1, pageSize: 20, list: [] });
    credit.companyCredit.mockResolvedValue({
      companyId: 2,
      companyName: 'Acme Engineering Ltd',
      approved: true,
      terms: 'eom30',
      limitPence: 500_000,
      usedPence: 120_000,
      leftPence: 380_000,
      overduePence: 20_000,
      overdueCount: 1,
      statements: false,
    });
    let view!: ReturnType<typeof render>;
    await act(async () => {
      view = render(<AccountPaymentsPage {...props} />);
    });
    const box = screen.getByRole('region', { name: 'Credit on account' });
    expect(box.textContent).toContain(
      'Acme Engineering Ltd may owe up to its credit limit on account; invoices are due 30 days after the end of the month.',
    );
    expect(within(box).getByText('£5,000.00')).toBeTruthy();
    expect(within(box).getByText('£1,200.00')).toBeTruthy();
    expect(within(box).getByText('£3,800.00')).toBeTruthy();
    expect(within(box).getByText('£200.00 on 1 invoice')).toBeTruthy();
    // A team payer who is not the administrator gets no statements.
    expect(within(box).queryByRole('button', { name: 'Download the statement (PDF)' })).toBeNull();
    view.unmount();

    credit.companyCredit.mockResolvedValue(null);
    await act(async () => {
      render(<AccountPaymentsPage {...props} />);
    });
    expect(screen.queryByRole('region', { name: 'Credit on account' })).toBeNull();
  });

  it("lets the company's administrator save a month's statement as a PDF", async () => {
    api.outstandingList.mockResolvedValue({ totalPence: 0, overdueCount: 0, list: [] });
    api.paymentList.mockResolvedValue({ total: 0, page: 1, pageSize: 20, list: [] });
    credit.companyCredit.mockResolvedValue({
      companyId: 2,
      companyName: 'Acme Engineering Ltd',
      approved: true,
      terms: 'eom30',
      limitPence: null,
      usedPence: 0,
      leftPence: null,
      overduePence: 0,
      overdueCount: 0,
      statements: true,
    });
    credit.companyStatementPdf.mockResolvedValue({ blob: new Blob(['%PDF-1.7']), fileName: 'statement-2026-10.pdf' });
    const saved: string[] = [];
    const save = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await act(async () => {
      render(<AccountPaymentsPage {...props} />);
    });
    const box = screen.getByRole('region', { name: 'Credit on account' });
    // No limit: said so, not "up to its credit limit".
    expect(box.textContent).toContain(
      'Acme Engineering Ltd may order on account with no credit limit; invoices are due 30 days after the end of the month.',
    );
    expect(box.textContent).not.toContain('up to its credit limit');
    fireEvent.change(within(box).getByLabelText('Month'), { target: { value: '2026-10' } });
    await act(async () => {
      fireEvent.click(within(box).getByRole('button', { name: 'Download the statement (PDF)' }));
    });
    expect(credit.companyStatementPdf).toHaveBeenCalledWith('2026-10');
    expect(saved).toEqual(['statement-2026-10.pdf']);
    save.mockRestore();
  });
});
