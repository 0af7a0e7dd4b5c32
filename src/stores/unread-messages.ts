import { atom } from 'nanostores';

/**
 * How many of the buyer's messages are unread: the header's badge. Kept in sessionStorage like the
 * basket count, so a new page shows it at once; the server's figure replaces it after each login,
 * once per page, and whenever the inbox answers one.
 */
const KEY = 'unreadCount';

export const $unreadCount = atom(0);

export function loadUnreadCount(): void {
  if (typeof window === 'undefined') return;
  const count = Number(window.sessionStorage.getItem(KEY));
  $unreadCount.set(Number.isInteger(count) && count > 0 ? count : 0);
}

export function setUnreadCount(count: number): void {
  const clean = Math.max(0, Math.floor(count));
  if (typeof window !== 'undefined') {
    if (clean > 0) window.sessionStorage.setItem(KEY, String(clean));
    else window.sessionStorage.removeItem(KEY);
  }
  $unreadCount.set(clean);
}

/** What the unread badge shows: nothing at 0, the count up to 99, then 99+. */
export function unreadBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}
