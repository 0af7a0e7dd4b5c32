import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { headerLinks } from '../../../src/islands/header/header-links.ts';
import { en } from './strings.ts';
import { AccountMenu } from '../../../src/islands/header/AccountMenu.tsx';
import { $sessionReady } from '../../../src/islands/header/session-bootstrap.ts';
import { $session } from '../../../src/stores/session.ts';

// Logged in, the menu's unread badge asks for its count.
vi.mock('../../../src/api/messages.ts', () => ({ msgUnreadCount: vi.fn(async () => ({ unread: 0 })) }));

afterEach(cleanup);

// A file of its own: the menu's code loads once per page (module), and here it has not yet.
describe("the Account button before its menu's code has come", () => {
  it('takes ArrowDown from the keyboard: the menu opens on its first item once the code is there', async () => {
    $session.set({ loaded: true, token: 'token-1', firstName: 'Alex', userId: '7', blongCompany: 0, basketCount: 0 });
    $sessionReady.set(true);
    render(<AccountMenu locale="en" strings={en.header} links={headerLinks('en', '/')} />);
    const waiting = screen.getByRole('button', { name: 'Account' });
    expect(waiting.hasAttribute('aria-controls')).toBe(false);
    waiting.focus();
    fireEvent.keyDown(waiting, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'My account' })));
    const button = screen.getByRole('button', { name: 'Account', expanded: true });
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });
});
