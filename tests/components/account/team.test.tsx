import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApprovalDecisionAnswer, TeamAnswer, TeamMember } from '#contract/calls/team.ts';
import { dictionary } from '../../../src/i18n/dictionary.ts';
import { ApprovalActions } from '../../../src/islands/account/team/ApprovalActions.tsx';
import TeamPage from '../../../src/islands/account/team/TeamPage.tsx';
import { $session } from '../../../src/stores/session.ts';
import { session } from '../payment/fixtures.ts';

const api = vi.hoisted(() => ({
  teamInfo: vi.fn<() => Promise<TeamAnswer>>(),
  companyCreate: vi.fn<(name: string) => Promise<TeamAnswer>>(),
  companyRename: vi.fn(),
  teamMemberUpdate: vi.fn<(body: object) => Promise<TeamAnswer>>(),
  teamMemberRemove: vi.fn(),
  teamInvite: vi.fn(),
  teamInvitationRevoke: vi.fn(),
  orderApprove: vi.fn<(id: number) => Promise<ApprovalDecisionAnswer>>(),
  orderReject: vi.fn<(id: number, note: string) => Promise<ApprovalDecisionAnswer>>(),
  teamSecondFactorRule: vi.fn<(required: boolean) => Promise<null>>(),
  teamSecondFactorReset: vi.fn<(id: number) => Promise<null>>(),
}));
vi.mock('../../../src/api/team.ts', () => api);
const taxApi = vi.hoisted(() => ({
  taxNumbersGet: vi.fn(),
  ownTaxNumbersUpdate: vi.fn(),
  companyTaxNumbersUpdate: vi.fn(),
}));
vi.mock('../../../src/api/tax-numbers.ts', () => taxApi);
// The page's part numbers section has its own tests (part-numbers.test.tsx).
vi.mock('../../../src/api/part-numbers.ts', async (original) => ({
  ...(await original<object>()),
  customerPartNoList: async () => ({ total: 0, page: 1, pageSize: 20, canChange: false, list: [] }),
}));

const t = dictionary('en');
const member = (
  id: number,
  companyRole: 'admin' | 'buyer',
  isYou: boolean,
  spendingLimitPence: number | null = null,
): TeamMember => ({
  id,
  firstName: companyRole === 'admin' ? 'Priya' : 'Tom',
  lastName: `Person${id}`,
  email: `p${id}@acme.example`,
  companyRole,
  spendingLimitPence,
  spendingLimitPeriod: 'order',
  canPayForTeam: false,
  isYou,
});
const teamAs = (yourRole: 'admin' | 'buyer'): TeamAnswer => ({
  company: { id: 1, name: 'Acme', requireSecondFactor: false },
  yourRole,
  members: [member(1, 'admin', yourRole === 'admin'), member(2, 'buyer', yourRole === 'buyer', 50_000)],
  invitations: [],
  approvals:
    yourRole === 'admin'
      ? [
          {
            id: 9,
            orderNo: 'LG-9',
            buyerName: 'Tom Person2',
            totalPence: 60_000,
            spendingLimitPence: 50_000,
            createdAt: '2026-11-20T10:00:00.000Z',
          },
        ]
      : [],
});

const NO_NUMBERS = { vatNo: '', vatNoCheck: null, vatNoCheckedAt: null, eoriNo: '' };
const companyNumbers = (canChangeCompany: boolean, vatNo = '') => ({
  own: null,
  company: { ...NO_NUMBERS, vatNo },
  canChangeCompany,
});

beforeEach(() => {
  session(true);
  Object.values(api).forEach((fn) => fn.mockReset());
  Object.values(taxApi).forEach((fn) => fn.mockReset());
  taxApi.taxNumbersGet.mockResolvedValue(companyNumbers(false));
});
afterEach(cleanup);

async function showTeam(answer: TeamAnswer) {
  api.teamInfo.mockResolvedValue(answer);
  await act(async () => {
    render(<TeamPage locale="en" strings={t.accountTeam} gate={t.account} />);
  });
}

describe("TeamPage: the company's VAT and EORI numbers", () => {
  it('lets an admin save them with the company details', async () => {
    taxApi.taxNumbersGet.mockResolvedValue(companyNumbers(true));
    await showTeam(teamAs('admin'));
    const section = await screen.findByRole('region', { name: 'VAT and EORI numbers' });
    taxApi.companyTaxNumbersUpdate.mockResolvedValue({
      ...companyNumbers(true),
      company: {
        vatNo: 'DE136695976',
        vatNoCheck: 'formatChecked',
        vatNoCheckedAt: '2026-11-29T10:00:00Z',
        eoriNo: 'DE1234567890123',
      },
    });
    fireEvent.change(await within(section).findByRole('textbox', { name: 'VAT number' }), {
      target: { value: 'DE136695976' },
    });
    fireEvent.change(within(section).getByRole('textbox', { name: 'EORI number' }), {
      target: { value: 'DE1234567890123' },
    });
    await act(async () => fireEvent.click(within(section).getByRole('button', { name: 'Save numbers' })));
    expect(taxApi.companyTaxNumbersUpdate).toHaveBeenCalledWith({ vatNo: 'DE136695976', eoriNo: 'DE1234567890123' });
    expect(await within(section).findByText('Format and check digits checked on 29 November 2026.')).toBeTruthy();
  });

  it('shows a buyer the numbers without a field to change them', async () => {
    taxApi.taxNumbersGet.mockResolvedValue(companyNumbers(false, 'DE136695976'));
    await showTeam(teamAs('buyer'));
    const section = await screen.findByRole('region', { name: 'VAT and EORI numbers' });
    expect(await within(section).findByText('DE136695976')).toBeTruthy();
    expect(within(section).queryByRole('textbox')).toBeNull();
    expect(within(section).getByText('Only administrators can change the company’s numbers.')).toBeTruthy();
  });
});

describe('TeamPage', () => {
  it('shows a buyer the team read-only', async () => {
    await showTeam(teamAs('buyer'));
    expect(screen.getByText(/Only administrators can change the team/)).toBeTruthy();
    const table = within(screen.getByRole('region', { name: 'Members' })).getByRole('table');
    expect(within(table).getByRole('row', { name: /Tom Person2 \(you\)/ }).textContent).toContain('£500.00');
    expect(within(table).queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Invite a colleague' })).toBeNull();
  });

  it('offers an admin Remove for every member but herself', async () => {
    await showTeam(teamAs('admin'));
    expect(screen.getByRole('button', { name: 'Remove Tom Person2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Priya Person1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove Priya Person1' })).toBeNull();
  });

  it("lets an admin set a buyer's limit in pounds, refusing what is not an amount", async () => {
    await showTeam(teamAs('admin'));
    api.teamMemberUpdate.mockResolvedValue(teamAs('admin'));
    fireEvent.click(screen.getByRole('button', { name: 'Edit Tom Person2' }));
    const limit = screen.getByRole('textbox', { name: /Spending limit in £/ });
    expect((limit as HTMLInputElement).value).toBe('500');
    fireEvent.change(limit, { target: { value: 'lots' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText(/Enter an amount in pounds/)).toBeTruthy();
    expect(api.teamMemberUpdate).not.toHaveBeenCalled();
    fireEvent.change(limit, { target: { value: '750.50' } });
    fireEvent.click(screen.getByRole('checkbox', { name: "May pay for the team's orders" }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    });
    expect(api.teamMemberUpdate).toHaveBeenCalledWith({
      id: 2,
      companyRole: 'buyer',
      canPayForTeam: true,
      spendingLimitPence: 75_050,
      spendingLimitPeriod: 'order',
    });
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });

  it("lets an admin make a buyer's limit one per calendar month, and shows it as such", async () => {
    await showTeam(teamAs('admin'));
    const monthly = teamAs('admin');
    monthly.members[1] = { ...monthly.members[1]!, spendingLimitPeriod: 'month' };
    api.teamMemberUpdate.mockResolvedValue(monthly);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Tom Person2' }));
    const period = screen.getByRole<HTMLSelectElement>('combobox', { name: 'The limit applies to' });
    expect(period.value).toBe('order');
    fireEvent.change(period, { target: { value: 'month' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    });
    expect(api.teamMemberUpdate).toHaveBeenCalledWith({
      id: 2,
      companyRole: 'buyer',
      canPayForTeam: false,
      spendingLimitPence: 50_000,
      spendingLimitPeriod: 'month',
    });
    const table = within(screen.getByRole('region', { name: 'Members' })).getByRole('table');
    expect(within(table).getByRole('row', { name: /Tom Person2/ }).textContent).toContain('£500.00 a month');
  });

  it('offers a buyer without a company to create one, and the session becomes a company one', async () => {
    await showTeam({ company: null, yourRole: null, members: [], invitations: [], approvals: [] });
    api.companyCreate.mockResolvedValue(teamAs('admin'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Company name' }), { target: { value: 'Acme' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create a company' }));
    });
    expect(api.companyCreate).toHaveBeenCalledWith('Acme');
    expect(screen.getByRole('region', { name: 'Members' })).toBeTruthy();
    expect($session.get().blongCompany).toBe(1);
  });

  it("removes an approved order from the admin's list", async () => {
    await showTeam(teamAs('admin'));
    api.orderApprove.mockResolvedValue({ id: 9, approvalState: 'approved' });
    const approvals = screen.getByRole('region', { name: 'Orders waiting for your approval' });
    await act(async () => {
      fireEvent.click(within(approvals).getByRole('button', { name: 'Approve' }));
    });
    expect(api.orderApprove).toHaveBeenCalledWith(9);
    expect(within(approvals).getByText('No orders are waiting for approval.')).toBeTruthy();
  });
});

describe('TeamPage: second factors', () => {
  it('lets an admin switch the rule that members must use a second factor, showing what the server keeps', async () => {
    await showTeam(teamAs('admin'));
    const section = screen.getByRole('region', { name: 'Second factor' });
    const rule = within(section).getByRole('switch', { name: 'Members must use a second factor' });
    expect((rule as HTMLInputElement).checked).toBe(false);
    expect(rule.getAttribute('aria-describedby')).toBeTruthy();
    const ruled = teamAs('admin');
    ruled.company = { ...ruled.company!, requireSecondFactor: true };
    api.teamSecondFactorRule.mockResolvedValue(null);
    api.teamInfo.mockResolvedValue(ruled);
    await act(async () => fireEvent.click(rule));
    expect(api.teamSecondFactorRule).toHaveBeenCalledWith(true);
    expect((rule as HTMLInputElement).checked).toBe(true);
  });

  it('keeps the rule as it was when the server refuses it', async () => {
    await showTeam(teamAs('admin'));
    api.teamSecondFactorRule.mockRejectedValue(new Error('Set up a second factor of your own first'));
    const rule = screen.getByRole('switch', { name: 'Members must use a second factor' });
    await act(async () => fireEvent.click(rule));
    expect(api.teamSecondFactorRule).toHaveBeenCalledWith(true);
    expect((rule as HTMLInputElement).checked).toBe(false);
  });

  it("resets a member's lost second factor only after the admin confirms, never her own", async () => {
    await showTeam(teamAs('admin'));
    expect(screen.queryByRole('button', { name: 'Reset the second factor of Priya Person1' })).toBeNull();
    const open = screen.getByRole('button', { name: 'Reset the second factor of Tom Person2' });
    fireEvent.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    const confirm = screen.getByRole('group', { name: 'Reset the second factor of Tom Person2' });
    expect(confirm.textContent).toContain('They are e-mailed, and the reset is recorded with your name.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.teamSecondFactorReset).not.toHaveBeenCalled();
    fireEvent.click(open);
    api.teamSecondFactorReset.mockResolvedValue(null);
    api.teamInfo.mockResolvedValue(teamAs('admin'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reset second factor' })));
    expect(api.teamSecondFactorReset).toHaveBeenCalledWith(2);
    expect(screen.queryByRole('group', { name: 'Reset the second factor of Tom Person2' })).toBeNull();
  });

  it('shows a buyer neither the rule nor a reset, and names them in Chinese', async () => {
    await showTeam(teamAs('buyer'));
    expect(screen.queryByRole('switch')).toBeNull();
    cleanup();
    api.teamInfo.mockResolvedValue(teamAs('admin'));
    const zh = dictionary('zh-cn');
    await act(async () => {
      render(<TeamPage locale="zh-cn" strings={zh.accountTeam} gate={zh.account} />);
    });
    expect(screen.getByRole('switch', { name: '成员必须使用第二重验证' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '重置 Tom Person2 的第二重验证' })).toBeTruthy();
  });
});

describe('ApprovalActions', () => {
  it('rejects with the note and tells the page', async () => {
    const onDecided = vi.fn();
    api.orderReject.mockResolvedValue({ id: 4, approvalState: 'rejected' });
    render(
      <ApprovalActions orderId={4} approvalState="pending" strings={t.accountTeam.approval} onDecided={onDecided} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason for rejecting (the buyer sees it)' }), {
      target: { value: ' Over budget ' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reject and cancel order' }));
    });
    expect(api.orderReject).toHaveBeenCalledWith(4, 'Over budget');
    expect(onDecided).toHaveBeenCalledWith({ id: 4, approvalState: 'rejected' });
  });

  it('renders nothing for an order that is not pending', () => {
    const { container } = render(
      <ApprovalActions orderId={4} approvalState="approved" strings={t.accountTeam.approval} onDecided={() => {}} />,
    );
    expect(container.innerHTML).toBe('');
  });
});
