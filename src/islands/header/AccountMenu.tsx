import { lazy, Suspense, useEffect } from 'react';
import type { AccountMenuProps } from './AccountDropdown.tsx';
import { $loggedIn, $session } from '../../stores/session.ts';
import { useHydrated } from '../use-hydrated.ts';
import { useStore } from '../use-store.ts';
import { AccountWaiting, reached } from './AccountWaiting.tsx';
import { AccountPlaceholder } from './HeaderPlaceholders.tsx';
import { bootSession, $sessionReady } from './session-bootstrap.ts';
import { UnreadBadge } from './UnreadBadge.tsx';

// The menu itself (its panel, keys and the logout) loads when the buyer reaches for the button.
const AccountDropdown = lazy(() => reached.then(() => import('./AccountDropdown.tsx')).then((module) => ({ default: module.AccountDropdown })));

/**
 * The login menu: button "Account"; logged out it offers Log in (the sign-in dialog) and New account,
 * logged in it shows the first name and the unread messages link beside the button and offers My account and Log out.
 * Its real content shows only in the browser, after hydration and once the session is known; the
 * menu's own code comes when the buyer reaches for the button (AccountWaiting.tsx).
 */
export function AccountMenu(props: AccountMenuProps) {
  const { strings, links } = props;
  // A page island may have read the session before the header hydrates: the placeholder stays
  // until hydration is done, as the pre-rendered HTML has it.
  const sessionReady = useStore($sessionReady);
  const hydrated = useHydrated();
  const ready = sessionReady && hydrated;
  const loggedIn = useStore($loggedIn);
  const { firstName } = useStore($session);

  useEffect(() => {
    void bootSession();
  }, []);

  if (!ready) return <AccountPlaceholder label={strings.account} />;

  return (
    <div className="account-menu">
      {loggedIn && <span className="account-name">{firstName}</span>}
      {loggedIn && <UnreadBadge href={links.inbox} strings={strings} />}
      <Suspense fallback={<AccountWaiting label={strings.account} />}>
        <AccountDropdown {...props} loggedIn={loggedIn} />
      </Suspense>
    </div>
  );
}
