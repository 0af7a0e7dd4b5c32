import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from './strings.ts';
import { SignInDialog } from '../../../src/islands/header/SignInDialog.tsx';
import { $signInOpen, openSignInHere } from '../../../src/islands/header/sign-in-state.ts';
import { $session } from '../../../src/stores/session.ts';

const api = vi.hoisted(() => ({ userLogin: vi.fn(), userLoginSecondFactor: vi.fn() }));
vi.mock('../../../src/api/account.ts', () => ({
  userLogin: api.userLogin,
  userLoginSecondFactor: api.userLoginSecondFactor,
}));
vi.mock('../../../src/api/basket.ts', () => ({ basketCount: vi.fn(async () => ({ basketCount: 0 })) }));
vi.mock('../../../src/api/messages.ts', () => ({ msgUnreadCount: vi.fn(async () => ({ unread: 0 })) }));

beforeEach(() => {
  api.userLogin.mockResolvedValue({ secondFactorChallenge: 'sign-in-1', totp: true, passkey: false });
  api.userLoginSecondFactor.mockResolvedValue({
    token: 't-2',
    firstName: 'Sam',
    id: 5,
    blongCompany: false,
    rememberToken: null,
  });
  window.history.replaceState(null, '', '/basket');
});
afterEach(cleanup);

describe('a sign-in whose account has a second factor', () => {
  it('asks for the code after the password, in its own step, and signs in with it', async () => {
    openSignInHere();
    render(<SignInDialog locale="en" strings={en.signIn} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'editor@lihda.example' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Lihda-demo-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const step = await screen.findByRole('region', { name: 'Second factor' });
    const code = within(step).getByRole('textbox', { name: 'Code' });
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('maxlength')).toBe('20');
    expect(within(step).queryByRole('button', { name: 'Use a passkey instead' })).toBeNull();
    expect($session.get().token).toBeFalsy();

    fireEvent.click(within(step).getByRole('button', { name: 'Verify' }));
    expect(within(step).getByText('Please enter the code from your authenticator app')).toBeTruthy();
    expect(api.userLoginSecondFactor).not.toHaveBeenCalled();

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(within(step).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect($signInOpen.get()).toBe(false));
    expect(api.userLoginSecondFactor).toHaveBeenCalledWith('sign-in-1', '123456');
    expect($session.get()).toMatchObject({ token: 't-2', firstName: 'Sam' });
  });

  it('goes back to the password with Start again', async () => {
    openSignInHere();
    render(<SignInDialog locale="en" strings={en.signIn} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'editor@lihda.example' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Lihda-demo-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Start again' }));
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('');
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeTruthy();
  });
});
