import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from './strings.ts';
import { SignInDialog } from '../../../src/islands/header/SignInDialog.tsx';
import { $signInOpen, openSignInHere } from '../../../src/islands/header/sign-in-state.ts';
import { $messages } from '../../../src/stores/messages.ts';
import { $session } from '../../../src/stores/session.ts';

const api = vi.hoisted(() => ({ userLogin: vi.fn() }));
vi.mock('../../../src/api/account.ts', () => ({ userLogin: api.userLogin }));
vi.mock('../../../src/api/basket.ts', () => ({ basketCount: vi.fn(async () => ({ basketCount: 0 })) }));
vi.mock('../../../src/api/messages.ts', () => ({ msgUnreadCount: vi.fn(async () => ({ unread: 0 })) }));

beforeEach(() => {
  api.userLogin.mockResolvedValue({ token: 't-1', firstName: 'Alex', id: 7, blongCompany: false, rememberToken: null });
  $messages.set([]);
  window.history.replaceState(null, '', '/basket');
});
afterEach(cleanup);

describe('a login asked for by a page', () => {
  it('keeps the buyer on the page, logged in, with the welcome', async () => {
    openSignInHere();
    render(<SignInDialog locale="en" strings={en.signIn} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'buyer@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Lihda-demo-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect($signInOpen.get()).toBe(false));
    expect($session.get()).toMatchObject({ token: 't-1', firstName: 'Alex' });
    expect($messages.get().map((m) => [m.type, m.text])).toEqual([['success', en.signIn.welcome]]);
    expect(window.location.pathname).toBe('/basket');
  });
});
