import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { headerLinks } from '../../../src/islands/header/header-links.ts';
import { en } from './strings.ts';

afterEach(cleanup);

// The menu's code loads once per page: each test gets the header's modules afresh.
beforeEach(() => vi.resetModules());

async function showMenu() {
  const { AccountMenu } = await import('../../../src/islands/header/AccountMenu.tsx');
  const { $sessionReady } = await import('../../../src/islands/header/session-bootstrap.ts');
  const { $session, ANONYMOUS_USER_ID } = await import('../../../src/stores/session.ts');
  $session.set({
    loaded: true,
    token: null,
    firstName: '',
    userId: ANONYMOUS_USER_ID,
    blongCompany: 0,
    basketCount: 0,
  });
  $sessionReady.set(true);
  render(<AccountMenu locale="en" strings={en.header} links={headerLinks('en', '/')} />);
  return screen.getByRole('button', { name: 'Account' });
}

describe("a pointer pressing the Account button before its menu's code has come", () => {
  it('opens the menu even when the code replaces the button before the press comes up', async () => {
    const waiting = await showMenu();
    fireEvent.pointerDown(waiting, { button: 0 });
    const button = await screen.findByRole('button', { name: 'Account', expanded: true });
    expect(button).not.toBe(waiting);
    // The press comes up over the new button: the browser clicks their common parent.
    await act(async () => fireEvent.click(button.closest('.account-menu')!));
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('counts a press once when it goes down and comes up before the code has come', async () => {
    const waiting = await showMenu();
    fireEvent.pointerDown(waiting, { button: 0 });
    fireEvent.click(waiting);
    expect(await screen.findByRole('button', { name: 'Account', expanded: true })).toBeTruthy();
  });

  it('leaves a secondary button alone', async () => {
    const waiting = await showMenu();
    fireEvent.pointerDown(waiting, { button: 2 });
    // Focus brings the menu's code, closed.
    act(() => waiting.focus());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Account' }).hasAttribute('aria-controls')).toBe(true),
    );
    expect(screen.getByRole('button', { name: 'Account' }).getAttribute('aria-expanded')).toBe('false');
  });
});
