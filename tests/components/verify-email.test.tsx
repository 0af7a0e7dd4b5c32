import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emailVerify, emailVerifyResend } from '../../src/api/email-verification.ts';
import { ApiCallError } from '../../src/api/answer.ts';
import { dictionary } from '../../src/i18n/dictionary.ts';
import VerifyEmail from '../../src/islands/VerifyEmail.tsx';
import { $session, ANONYMOUS_USER_ID } from '../../src/stores/session.ts';

vi.mock('../../src/api/email-verification.ts', () => ({ emailVerify: vi.fn(), emailVerifyResend: vi.fn() }));
const verify = vi.mocked(emailVerify);
const resend = vi.mocked(emailVerifyResend);

async function show(search: string, locale: 'en' | 'zh-cn' = 'en') {
  vi.stubGlobal('location', { ...window.location, search });
  await act(async () => {
    render(<VerifyEmail text={dictionary(locale).verifyEmail} accountUrl="/acInformation#section1" />);
  });
}

afterEach(() => {
  cleanup();
  verify.mockReset();
  resend.mockReset();
  vi.unstubAllGlobals();
  $session.set({
    loaded: false,
    token: null,
    firstName: '',
    userId: ANONYMOUS_USER_ID,
    blongCompany: 0,
    basketCount: 0,
  });
});

describe('VerifyEmail', () => {
  it('follows the link and says the address is confirmed, or that the account moved to the new one', async () => {
    verify.mockResolvedValue({ email: 'jo@example.com', changed: false });
    await show('?token=tok');
    expect(verify).toHaveBeenCalledWith('tok');
    expect(screen.getByRole('status').textContent).toBe(
      'Thank you: your e-mail address jo@example.com is confirmed. Team invitations and company credit now apply to your account.',
    );
    cleanup();
    verify.mockResolvedValue({ email: 'new@example.com', changed: true });
    await show('?token=tok2', 'zh-cn');
    expect(screen.getByRole('status').textContent).toBe(
      '您的账户现在使用电子邮箱地址 new@example.com，今后请用它登录。',
    );
  });

  it('offers a logged-in buyer a new link when this one fails, and says where it went', async () => {
    $session.set({ loaded: true, token: 'session', firstName: 'Jo', userId: '7', blongCompany: 0, basketCount: 0 });
    verify.mockRejectedValue(new ApiCallError(409, 'This link has expired. Please ask for a new one.'));
    await show('?token=old');
    expect(screen.getByText('This link cannot be used. Log in and ask for a new one below.')).toBeTruthy();
    resend.mockResolvedValue({ email: 'jo@example.com' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send the link again' })));
    expect(screen.getByRole('status').textContent).toBe(
      'We have sent a new link to jo@example.com. It works once, for 24 hours.',
    );
  });

  it('without a link and logged out, explains and offers nothing to press', async () => {
    await show('');
    expect(verify).not.toHaveBeenCalled();
    expect(
      screen.getByText('Open this page from the link in our e-mail. Logged in, you can ask for the link again.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
