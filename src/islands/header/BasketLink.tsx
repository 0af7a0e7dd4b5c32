import { useStore } from '../use-store.ts';
import { useEffect, type MouseEvent } from 'react';
import { showMessage } from '../../stores/messages.ts';
import { $loggedIn, $session, basketBadgeText } from '../../stores/session.ts';
import { BasketPlaceholder } from './HeaderPlaceholders.tsx';
import { BasketIcon } from './icons.tsx';
import { bootSession, $sessionReady } from './session-bootstrap.ts';
import { useHydrated } from '../use-hydrated.ts';

interface Props {
  /** The basket page in the page's language. */
  href: string;
  label: string;
  /** The warning for a logged-out click. */
  pleaseLogIn: string;
}

/**
 * The Basket link with the count badge (hidden at 0, 999+ above 999). The basket is for logged-in
 * buyers: logged out, the link shows 'Please log in first.' instead of navigating.
 */
export function BasketLink({ href, label, pleaseLogIn }: Props) {
  // As in AccountMenu: the placeholder the pre-rendered HTML has, until hydration is done.
  const sessionReady = useStore($sessionReady);
  const hydrated = useHydrated();
  const ready = sessionReady && hydrated;
  const loggedIn = useStore($loggedIn);
  const { basketCount } = useStore($session);

  useEffect(() => {
    void bootSession();
  }, []);

  if (!ready) return <BasketPlaceholder label={label} />;

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (loggedIn) return;
    event.preventDefault();
    showMessage('warning', pleaseLogIn);
  };
  const badge = basketBadgeText(basketCount);

  return (
    <a className="basket-link" href={href} onClick={onClick}>
      <BasketIcon />
      <span className="basket-label">{label}</span>
      {badge && (
        <>
          {' '}
          <span className="basket-badge">{badge}</span>
        </>
      )}
    </a>
  );
}
