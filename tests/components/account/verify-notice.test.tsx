import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '#contract/i18n/locales.ts';
import { dictionary } from '../../../src/i18n/dictionary.ts';
import { VerifyNotice } from '../../../src/islands/account/profile/VerifyNotice.tsx';

const api = vi.hoisted(() => ({ emailVerifyResend: vi.fn() }));
vi.mock('../../../src/api/email-verification.ts', async (original) => ({
  ...(await original<object>()),
  emailVerifyResend: api.emailVerifyResend,
}));

afterEach(() => {
  cleanup();
  api.emailVerifyResend.mockReset();
});

const renderNotice = (locale: Locale) => {
  const t = dictionary(locale);
  render(<VerifyNotice email="alex@example.com" strings={{ profile: t.accountProfile, register: t.register }} />);
};

describe('the unconfirmed address notice on /acInformation', () => {
  it('says what waits for the link and sends it again, saying where', async () => {
    api.emailVerifyResend.mockResolvedValue({ email: 'alex@example.com' });
    renderNotice('en');
    expect(screen.getByRole('region', { name: 'Confirm your e-mail address' })).toBeTruthy();
    expect(screen.getByText(/We sent a link to alex@example\.com\. .*team invitations/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'We have sent a new link to alex@example.com. It works once, for 24 hours.',
      ),
    );
    expect(api.emailVerifyResend).toHaveBeenCalledTimes(1);
  });

  it('is in Chinese on the Chinese page, and a refused resend (a toast) leaves the button usable', async () => {
    api.emailVerifyResend.mockRejectedValue(new Error('Too many requests'));
    renderNotice('zh-cn');
    expect(screen.getByRole('region', { name: '请确认您的电子邮箱地址' })).toBeTruthy();
    const button = screen.getByRole('button', { name: '重新发送链接' });
    fireEvent.click(button);
    await waitFor(() => expect(api.emailVerifyResend).toHaveBeenCalledTimes(1));
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
