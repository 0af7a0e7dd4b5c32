import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userRegister } from '../../src/api/account.ts';
import { ApiCallError } from '../../src/api/answer.ts';
import { $signInOpen } from '../../src/islands/header/sign-in-state.ts';
import { dictionary } from '../../src/i18n/dictionary.ts';
import RegisterForm from '../../src/islands/RegisterForm.tsx';
import { $session, ANONYMOUS_USER_ID } from '../../src/stores/session.ts';

vi.mock('../../src/api/account.ts', () => ({ userRegister: vi.fn() }));
const register = vi.mocked(userRegister);
const assign = vi.fn();

function show(locale: 'en' | 'zh-cn' = 'en') {
  render(<RegisterForm text={dictionary(locale).register} language={locale} accountUrl="/acInformation#section1" />);
}

beforeEach(() => {
  vi.stubGlobal('location', { ...window.location, assign });
});
afterEach(() => {
  cleanup();
  register.mockReset();
  assign.mockReset();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  $session.set({
    loaded: false,
    token: null,
    firstName: '',
    userId: ANONYMOUS_USER_ID,
    blongCompany: 0,
    basketCount: 0,
  });
});

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create account' })));

/** The message a field's aria-describedby points at, if any. */
function messageOf(label: string): string | undefined {
  const ids = input(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((el) => el?.classList.contains('field-error'));
  return error?.textContent ?? undefined;
}

function fillValid() {
  type('First name', 'Ada');
  type('Last name', 'Lovelace');
  type('Email address', 'ada@example.com');
  type('Password', 'engine42');
  type('Confirm password', 'engine42');
}

describe('RegisterForm', () => {
  it('marks every missing field with the generic message and focuses the first', async () => {
    show();
    await submit();
    expect(messageOf('First name')).toBe('Please enter your first name');
    expect(messageOf('Last name')).toBe('Please enter your last name');
    expect(messageOf('Email address')).toBe('Please enter your email address');
    expect(messageOf('Password')).toBe('Please enter your password');
    expect(messageOf('Confirm password')).toBe('Please enter your password confirmation');
    expect(messageOf('Company name (optional)')).toBeUndefined();
    expect(input('First name').getAttribute('aria-invalid')).toBe('true');
    expect(input('Company name (optional)').hasAttribute('aria-invalid')).toBe(false);
    expect(document.activeElement).toBe(input('First name'));
    expect(register).not.toHaveBeenCalled();
  });

  it('words length limits like the API, in the page language', async () => {
    show();
    fillValid();
    type('First name', 'x'.repeat(51));
    type('Password', 'abc1');
    type('Confirm password', 'abc1');
    await submit();
    expect(messageOf('First name')).toBe('First name cannot exceed 50 characters');
    expect(messageOf('Password')).toBe('Password must be at least 8 characters');
    cleanup();
    show('zh-cn');
    type('名字', 'x'.repeat(51));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '创建账户' })));
    expect(messageOf('名字')).toBe('名字不能超过50个字符');
  });

  it('says when the passwords do not match, and drops the message once they do', async () => {
    show();
    fillValid();
    type('Confirm password', 'engine43');
    await submit();
    expect(messageOf('Confirm password')).toBe('The passwords do not match');
    expect(register).not.toHaveBeenCalled();
    type('Confirm password', 'engine42');
    expect(messageOf('Confirm password')).toBeUndefined();
  });

  it('keeps the password hint in the description beside any message', async () => {
    show();
    expect(messageOf('Password')).toBeUndefined();
    const described = input('Password').getAttribute('aria-describedby')!;
    expect(document.getElementById(described)!.textContent).toBe(
      '8 to 64 characters, with at least one letter and one digit.',
    );
  });

  it('registers, starts the session, leaves the welcome for the next page and goes to the account', async () => {
    register.mockResolvedValue({ token: 'tok', firstName: 'Ada', id: 9, blongCompany: false, rememberToken: null });
    show();
    fillValid();
    type('Company name (optional)', '  ');
    await submit();
    expect(register).toHaveBeenCalledWith({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      pwd: 'engine42',
      language: 'en',
    });
    expect(sessionStorage.getItem('token')).toBe('tok');
    expect(sessionStorage.getItem('blongCompany')).toBe('0');
    expect(JSON.parse(sessionStorage.getItem('pendingMessages')!)).toEqual([
      { type: 'success', text: 'Welcome to Lihda Group.' },
    ]);
    expect(assign).toHaveBeenCalledWith('/acInformation#section1');
  });

  it('offers to log in or reset the password when the address already has an account', async () => {
    register.mockRejectedValue(new ApiCallError(409, 'An account with this email address already exists.'));
    show();
    fillValid();
    await submit();
    expect(screen.getByText(/This email address already has an account/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot your password? Reset it' }).getAttribute('href')).toBe(
      '/resetPassword',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect($signInOpen.get()).toBe('account');
    $signInOpen.set(false);
  });

  it('offers no way in for a refusal other than a taken address', async () => {
    register.mockRejectedValue(new ApiCallError(429, 'Too many registration attempts.'));
    show();
    fillValid();
    await submit();
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });

  it('stays on the form when the API refuses (its message is a toast)', async () => {
    register.mockRejectedValue(new Error('409'));
    show();
    fillValid();
    await submit();
    expect(assign).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(screen.getByRole('button', { name: 'Create account' }).hasAttribute('disabled')).toBe(false);
  });
});
