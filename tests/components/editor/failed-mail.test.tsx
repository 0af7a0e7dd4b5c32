import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FailedMail } from '#contract/calls/staff-mail.ts';
import { $messages } from '../../../src/stores/messages.ts';
import { api } from './api-mocks.ts';
import { openConsole, startEachTestAsEditor } from './fixtures.tsx';

vi.mock('../../../src/api/editor.ts', async () => (await import('./api-mocks.ts')).api);

startEachTestAsEditor();
beforeEach(() => api.staffRole.mockResolvedValue('admin'));

const failed = (id: number, recipient: string): FailedMail => ({
  id,
  recipient,
  template: 'orderUpdate',
  language: 'en',
  attempts: 6,
  lastError: '550 Mailbox unavailable',
  createdAt: '2026-11-24T09:30:00.000Z',
});

describe('failed e-mails in the staff console (admins)', () => {
  it('lists who, what and why, and sends one again, which then leaves the list', async () => {
    api.mailFailedList.mockResolvedValue({
      list: [failed(9, 'ann@example.com'), failed(7, 'bob@example.com')],
      total: 2,
    });
    api.mailResend.mockResolvedValue(null);
    await openConsole('mail');
    const table = screen.getByRole('table', { name: 'Failed messages' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getAllByText('550 Mailbox unavailable')).toHaveLength(2);
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Send again: orderUpdate to ann@example.com' })),
    );
    expect(api.mailResend).toHaveBeenCalledWith(9);
    expect(screen.queryByText('ann@example.com')).toBeNull();
    expect(screen.getByText('bob@example.com')).toBeTruthy();
    expect($messages.get().map((m) => [m.type, m.text])).toContainEqual([
      'success',
      'The message to ann@example.com is queued again and goes out within seconds.',
    ]);
    expect(screen.getByRole('status').textContent).toBe('1 of 1 failed messages, newest first.');
  });

  it('says so when nothing failed, in Chinese on the Chinese console', async () => {
    api.mailFailedList.mockResolvedValue({ list: [], total: 0 });
    await openConsole('mail', 'zh-cn');
    expect(screen.getByText('没有发送失败的邮件。')).toBeTruthy();
  });
});
