import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { passwordReset, passwordResetRequest } from '../../src/api/password-reset.ts';
import { ApiCallError } from '../../src/api/answer.ts';
import { dictionary } from '../../src/i18n/dictionary.ts';
import ResetPasswordForm from '../../src/islands/ResetPasswordForm.tsx';
import { $session, ANONYMOUS_USER_ID } from '../../src/stores/session.ts';

vi.mock('../../src/api/password-reset.ts', () => ({ passwordReset: vi.fn(), passwordResetRequest: vi.fn() }));
const request = vi.mocked(passwordResetRequest);
const confirm = vi.mocked(passwordReset);
const assign = vi.fn();

function show(search: string, locale: 'en' | 'zh-cn' = 'en') {
  vi.stubGlobal('location', { ...window.location, search, assign });
  const t = dictionary(locale);
  render(
    <ResetPasswordForm
      text={t.resetPassword}
      rules={t.register}
      accountUrl="/acInformation#section1"
      pageUrl="/resetPassword"
    />,
  );
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  request.mockReset();
  confirm.mockReset();
  assign.mockReset();
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

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

describe('ResetPasswordForm without a token', () => {
  it('checks the address as registration does, then sends it and says the same whatever the answer', async () => {
    show('');
    type('Email address', 'not an address');
    await press('Send the link');
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
    type('Email address', ' jo@example.com ');
    request.mockResolvedValue(null);
    await press('Send the link');
    expect(request).toHaveBeenCalledWith({ email: 'jo@example.com' });
    expect(screen.getByRole('status').textContent).toContain(
      'If an account uses jo@example.com, we have sent it a link',
    );
  });

  it('speaks Chinese on the Chinese page', async () => {
    show('', 'zh-cn');
    await press('发送链接');
    expect(screen.getByText('请输入您的电子邮箱地址')).toBeTruthy();
  });
});

describe('ResetPasswordForm with a token', () => {
  it("holds the new password to the registration's rules, then logs in and goes to the account", async () => {
    show('?token=abc');
    type('New password', 'short');
    type('Confirm new password', 'other');
    await press('Save the new password');
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
    type('New password', 'fresh-pass1');
    type('Confirm new password', 'fresh-pass1');
    confirm.mockResolvedValue({ token: 't0k', firstName: 'Jo', id: 7, blongCompany: false, rememberToken: null });
    await press('Save the new password');
    expect(confirm).toHaveBeenCalledWith({ token: 'abc', pwd: 'fresh-pass1' });
    expect($session.get()).toMatchObject({ token: 't0k', firstName: 'Jo', userId: '7' });
    expect(assign).toHaveBeenCalledWith('/acInformation#section1');
  });

  it('offers a new link when the link is used, expired or wrong', async () => {
    show('?token=old');
    type('New password', 'fresh-pass1');
    type('Confirm new password', 'fresh-pass1');
    confirm.mockRejectedValue(new ApiCallError(409, 'This link has already been used. Please ask for a new one.'));
    await press('Save the new password');
    expect(screen.getByRole('alert').textContent).toContain('This link cannot be used.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/resetPassword');
    expect(assign).not.toHaveBeenCalled();
  });
});
