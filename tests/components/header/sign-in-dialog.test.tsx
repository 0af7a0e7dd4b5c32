import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { en, zh } from './strings.ts';
import { SignInDialog } from '../../../src/islands/header/SignInDialog.tsx';
import { signInErrors } from '../../../src/islands/header/sign-in-form.ts';
import { $signInOpen } from '../../../src/islands/header/sign-in-state.ts';

beforeEach(() => $signInOpen.set('account'));
afterEach(cleanup);

describe('signInErrors', () => {
  it('requires both fields with the messages of docs/spec.md#validation', () => {
    expect(signInErrors({ email: '  ', password: '' }, en.signIn)).toEqual({
      email: 'Please enter your email address',
      password: 'Please enter your password',
    });
    expect(signInErrors({ email: 'buyer@example.com', password: 'x' }, en.signIn)).toEqual({});
  });

  it('limits the email to 200 and the password to 64 characters', () => {
    const errors = signInErrors({ email: `${'a'.repeat(189)}@example.com`, password: 'p'.repeat(65) }, en.signIn);
    expect(errors).toEqual({
      email: 'Email cannot exceed 200 characters',
      password: 'Password cannot exceed 64 characters',
    });
    expect(signInErrors({ email: `${'a'.repeat(188)}@example.com`, password: 'p'.repeat(64) }, en.signIn)).toEqual({});
  });

  it('speaks Chinese on Chinese pages', () => {
    expect(signInErrors({ email: '', password: '' }, zh.signIn).email).toBe(zh.signIn.emailRequired);
  });
});

describe('SignInDialog', () => {
  const open = () => render(<SignInDialog locale="en" strings={en.signIn} />);

  it('renders nothing while closed', () => {
    $signInOpen.set(false);
    const { container } = open();
    expect(container.innerHTML).toBe('');
  });

  it('is a modal dialog "Log in" with the contract names and limits, focused on Email', () => {
    open();
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email.getAttribute('maxlength')).toBe('200');
    expect(document.activeElement).toBe(email);
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    expect(password.getAttribute('maxlength')).toBe('64');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New account' }).getAttribute('href')).toBe('/register');
  });

  it('shows the required messages by the fields, linked with aria-describedby', () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    const password = screen.getByLabelText('Password');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please enter your email address',
    );
    expect(document.getElementById(password.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please enter your password',
    );
    expect(document.activeElement).toBe(email);

    fireEvent.change(email, { target: { value: 'buyer@example.com' } });
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Please enter your email address')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Please enter your password')).toBeTruthy();
    expect(document.activeElement).toBe(password);
  });

  it('closes on Close, on Escape and on New account', () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect($signInOpen.get()).toBe(false);

    $signInOpen.set('account');
    cleanup();
    open();
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Email' }), { key: 'Escape' });
    expect($signInOpen.get()).toBe(false);

    $signInOpen.set('account');
    cleanup();
    open();
    fireEvent.click(screen.getByRole('link', { name: 'New account' }));
    expect($signInOpen.get()).toBe(false);
  });

  it('keeps Tab inside the dialog', () => {
    open();
    const close = screen.getByRole('button', { name: 'Close' });
    const register = screen.getByRole('link', { name: 'New account' });
    register.focus();
    fireEvent.keyDown(register, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(register);
  });
});
