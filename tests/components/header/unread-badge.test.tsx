import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { headerLinks } from '../../../src/islands/header/header-links.ts';
import { en, zh } from './strings.ts';
import { AccountMenu } from '../../../src/islands/header/AccountMenu.tsx';
import { $sessionReady } from '../../../src/islands/header/session-bootstrap.ts';
import { UnreadBadge } from '../../../src/islands/header/UnreadBadge.tsx';
import { $session, ANONYMOUS_USER_ID } from '../../../src/stores/session.ts';
import { $unreadCount, setUnreadCount, unreadBadgeText } from '../../../src/stores/unread-messages.ts';

const api = vi.hoisted(() => ({ msgUnreadCount: vi.fn<() => Promise<{ unread: number }>>() }));
vi.mock('../../../src/api/messages.ts', () => api);

function signedIn(loggedIn: boolean): void {
  $session.set({
    loaded: true,
    token: loggedIn ? 'token-1' : null,
    firstName: loggedIn ? 'Alex' : '',
    userId: loggedIn ? '7' : ANONYMOUS_USER_ID,
    blongCompany: 0,
    basketCount: 0,
  });
  $sessionReady.set(true);
}

beforeEach(() => {
  sessionStorage.clear();
  $unreadCount.set(0);
  // The server's figure arrives after the stored one; most tests keep them equal.
  api.msgUnreadCount.mockImplementation(async () => ({ unread: $unreadCount.get() }));
});
afterEach(cleanup);

const link = () => screen.queryByRole('link', { name: /unread message|未读消息/ });

describe('unreadBadgeText', () => {
  it('hides 0 and caps at 99+', () => {
    expect([0, -1, 1, 99, 100, 5000].map(unreadBadgeText)).toEqual([null, null, '1', '99', '99+', '99+']);
  });
});

describe('UnreadBadge', () => {
  it('shows the server’s count once the page starts, as a link to the inbox named in words', async () => {
    api.msgUnreadCount.mockResolvedValueOnce({ unread: 3 });
    await act(async () => {
      render(<UnreadBadge href="/acMsg" strings={en.header} />);
    });
    // The count's code loads after the badge shows the stored count (none here).
    await vi.waitFor(() => expect(link()).not.toBeNull());
    expect(api.msgUnreadCount).toHaveBeenCalledTimes(1);
    const badge = link()!;
    expect(badge.getAttribute('href')).toBe('/acMsg');
    expect(badge.getAttribute('aria-label')).toBe('3 unread messages');
    expect(badge.textContent).toBe('3');
    expect(sessionStorage.getItem('unreadCount')).toBe('3');
  });

  it('asks the server only once per page, and follows the store when a message is read', async () => {
    setUnreadCount(2);
    await act(async () => {
      render(<UnreadBadge href="/acMsg" strings={en.header} />);
    });
    expect(api.msgUnreadCount).not.toHaveBeenCalled();
    expect(link()!.textContent).toBe('2');
    act(() => setUnreadCount(1));
    expect(link()!.getAttribute('aria-label')).toBe('1 unread message');
    act(() => setUnreadCount(0));
    expect(link()).toBeNull();
    expect(sessionStorage.getItem('unreadCount')).toBeNull();
  });

  it('shows the stored count at once, 99+ above 99, in Chinese on Chinese pages', async () => {
    sessionStorage.setItem('unreadCount', '120');
    await act(async () => {
      render(<UnreadBadge href="/zh-cn/acMsg" strings={zh.header} />);
    });
    const badge = link()!;
    expect(badge.textContent).toBe('99+');
    expect(badge.getAttribute('aria-label')).toBe('99+ 条未读消息');
    expect(badge.getAttribute('href')).toBe('/zh-cn/acMsg');
  });
});

describe('AccountMenu with the unread badge', () => {
  it('shows it beside the Account button only when logged in; the button keeps its name', async () => {
    setUnreadCount(4);
    signedIn(false);
    const { rerender } = render(<AccountMenu locale="en" strings={en.header} links={headerLinks('en', '/')} />);
    expect(link()).toBeNull();
    signedIn(true);
    await act(async () => {
      rerender(<AccountMenu locale="en" strings={en.header} links={headerLinks('en', '/')} />);
    });
    expect(link()!.textContent).toBe('4');
    expect(screen.getByRole('button', { name: 'Account' })).toBeTruthy();
  });
});
