import { useStore } from '../use-store.ts';
import { useEffect } from 'react';
import type { Dictionary } from '../../i18n/dictionary.ts';
import { fill } from '#contract/i18n/text.ts';
import { $unreadCount, loadUnreadCount, unreadBadgeText } from '../../stores/unread-messages.ts';
import { MailIcon } from './icons.tsx';

interface Props {
  /** The messages page in the page's language. */
  href: string;
  strings: Pick<Dictionary['header'], 'unreadMessages'>;
}

/**
 * Beside the Account menu of a logged-in buyer: a link to the inbox with the unread count (hidden at 0,
 * 99+ above 99). Its name says what the number is ("3 unread messages"), so it is not colour or a bare figure.
 */
export function UnreadBadge({ href, strings }: Props) {
  const count = useStore($unreadCount);

  useEffect(() => {
    loadUnreadCount();
    // The server's count, with the call's code, comes after the stored one is shown; with it, the
    // rest of what a page does for a logged-in buyer.
    void import('./logged-in-page.ts').then((module) => module.startLoggedInPage());
  }, []);

  const badge = unreadBadgeText(count);
  if (!badge) return null;
  const name = fill(strings.unreadMessages, { count, badge });
  return (
    <a className="unread-link" href={href} aria-label={name} title={name}>
      <MailIcon />
      <span className="unread-badge">{badge}</span>
    </a>
  );
}
