import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { headerLinks } from '../../../src/islands/header/header-links.ts';
import { en } from './strings.ts';
import { AccountMenu } from '../../../src/islands/header/AccountMenu.tsx';
import { $sessionReady } from '../../../src/islands/header/session-bootstrap.ts';
import { $signInOpen } from '../../../src/islands/header/sign-in-state.ts';
import { $session, ANONYMOUS_USER_ID } from '../../../src/stores/session.ts';

// Logged in, the menu's unread badge asks for its count.
vi.mock('../../../src/api/messages.ts', () => ({ msgUnreadCount: vi.fn(async () => ({ unread: 0 })) }));

function signedIn(firstName: string | null): void {
  $session.set({
    loaded: true,
    token: firstName ? 'token-1' : null,
    firstName: firstName ?? '',
    userId: firstName ? '7' : ANONYMOUS_USER_ID,
    blongCompany: 0,
    basketCount: 0,
  });
  $sessionReady.set(true);
}

beforeEach(() => $signInOpen.set(false));
afterEach(cleanup);

describe('AccountMenu', () => {
  it('is the Account button, closed, in the pre-rendered page, before the session is known, and nothing more', () => {
    const html = renderToString(<AccountMenu locale="en" strings={en.header} links={headerLinks('en', '/')} />);
    const page = document.createElement('div');
    page.innerHTML = html;
    const button = within(page).getByRole('button', { name: 'Account' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.closest('[aria-hidden="true"]')).toBeNull();
    expect(within(page).queryByRole('link')).toBeNull();
  });

  it('logged out: button "Account" with Log in (opens the dialog) and New account; a press before the menu\'s code came opens it', async () => {
    signedIn(null);
    render(<AccountMenu locale="en" strings={en.header} links={headerLinks('en', '/')} />);
    // The waiting button (AccountWaiting): the menu's code loads when it is reached for.
    const waiting = screen.getByRole('button', { name: 'Account' });
    expect(waiting.getAttribute('aria-expanded')).toBe('false');
    waiting.focus();
    fireEvent.click(waiting);
    const button = await screen.findByRole('button', { name: 'Account', expanded: true });
    expect(document.activeElement).toBe(button);
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(within(panel).getByRole('link', { name: 'New account' }).getAttribute('href')).toBe('/register');
    expect(within(panel).queryByRole('link', { name: 'My account' })).toBeNull();

    fireEvent.click(within(panel).getByRole('button', { name: 'Log in' }));
    expect($signInOpen.get()).toBe('account');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('logged in: the first name beside the button, My account and Log out', async () => {
    signedIn('Alex');
    render(<AccountMenu locale="en" strings={en.header} links={headerLinks('en', '/')} />);
    expect(screen.getByText('Alex')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    await screen.findByRole('button', { name: 'Account', expanded: true });
    expect(screen.getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/acInformation#section1');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });

  it('links stay in the page language', async () => {
    signedIn(null);
    render(<AccountMenu locale="zh-cn" strings={en.header} links={headerLinks('zh-cn', '/')} />);
    fireEvent.click(screen.getByRole('button', { name: 'Account' }));
    await screen.findByRole('button', { name: 'Account', expanded: true });
    expect(screen.getByRole('link', { name: 'New account' }).getAttribute('href')).toBe('/zh-cn/register');
  });

  it('is keyboard usable: ArrowDown opens on the first item, arrows move, Escape closes and returns focus', () => {
    signedIn('Alex');
    render(<AccountMenu locale="en" strings={en.header} links={headerLinks('en', '/')} />);
    const button = screen.getByRole('button', { name: 'Account' });
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'My account' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Log out' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'My account' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });
});
