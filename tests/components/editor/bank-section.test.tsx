import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BankDetailsRecord, StaffBankDetails } from '#contract/calls/staff-bank-details.ts';
import { api } from './api-mocks.ts';
import { openConsole, startEachTestAsEditor } from './fixtures.tsx';

vi.mock('../../../src/api/editor.ts', async () => (await import('./api-mocks.ts')).api);

startEachTestAsEditor();

const CURRENT: BankDetailsRecord = {
  bankAccountName: 'Lihda Group Ltd',
  bankName: 'Northern Bank',
  bankSortCode: '12-34-56',
  bankAccountNo: '12345678',
  bankIban: '',
  bankBic: '',
};
const PENDING: StaffBankDetails['pending'] = {
  ...CURRENT,
  bankSortCode: '99-99-99',
  id: 4,
  proposedBy: 'admin@lihda.example',
  proposedAt: '2026-11-28T10:00:00.000Z',
};

describe('the bank account section', () => {
  it('is offered to administrators only', async () => {
    await openConsole('company');
    expect(screen.queryByRole('link', { name: 'Bank account' })).toBeNull();
  });

  it('shows the details in use and the proposal with who made it, and confirms it', async () => {
    api.staffRole.mockResolvedValue('admin');
    api.bankDetailsGet.mockResolvedValue({ current: CURRENT, pending: PENDING });
    api.bankDetailsConfirm.mockResolvedValue({ current: { ...CURRENT, bankSortCode: '99-99-99' }, pending: null });
    await openConsole('bank');
    expect(within(screen.getByLabelText('In use')).getByText('12-34-56')).toBeTruthy();
    expect(within(screen.getByLabelText('Waiting for a second administrator')).getByText('99-99-99')).toBeTruthy();
    expect(screen.getByText(/^Proposed by admin@lihda\.example on /)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the new details' }));
    expect(await screen.findByRole('heading', { name: 'Propose new details' })).toBeTruthy();
    expect(api.bankDetailsConfirm).toHaveBeenCalledWith(4);
    expect(within(screen.getByLabelText('In use')).getByText('99-99-99')).toBeTruthy();
  });

  it('proposes new details, and speaks Chinese on /zh-cn/editor', async () => {
    api.staffRole.mockResolvedValue('admin');
    api.bankDetailsGet.mockResolvedValue({ current: CURRENT, pending: null });
    api.bankDetailsPropose.mockResolvedValue({ current: CURRENT, pending: PENDING });
    await openConsole('bank', 'zh-cn');
    fireEvent.change(screen.getByRole('textbox', { name: '银行分行代码' }), { target: { value: '99-99-99' } });
    fireEvent.click(screen.getByRole('button', { name: '提议' }));
    expect(await screen.findByRole('button', { name: '确认新的账户信息' })).toBeTruthy();
    expect(api.bankDetailsPropose).toHaveBeenCalledWith({ ...CURRENT, bankSortCode: '99-99-99' });
    expect(screen.getByRole('button', { name: '撤回提议' })).toBeTruthy();
  });
});
