import { useEffect, useState } from 'react';
import type { AccountDropdown as Dropdown, AccountMenuProps } from './AccountDropdown.tsx';
import { $loggedIn, $session } from '../../stores/session.ts';
import { useHydrated } from '../use-hydrated.ts';
import { useStore } from '../use-store.ts';
import { AccountWaiting, reached } from './AccountWaiting.tsx';
import { bootSession, $sessionReady } from './session-bootstrap.ts';
import { UnreadBadge } from './UnreadBadge.tsx';

// The menu itself (its panel, keys and the logout) loads when the buyer reaches for the button.
let loadedDropdown: typeof Dropdown | null = null;
const dropdown = reached
  .then(() => import('./AccountDropdown.tsx'))
  .then((module) => (loadedDropdown = module.AccountDropdown));

/** The menu's component once its code has come; until then the waiting button stands in the same place. */
function useAccountDropdown(): typeof Dropdown | null {
  const [component, setComponent] = useState(() => loadedDropdown);
  useEffect(() => {
    if (!component) void dropdown.then((loaded) => setComponent(() => loaded));
  }, [component]);
  return component;
}

/**
 * The login menu: button "Account"; logged out it offers Log in (the sign-in dialog) and New account,
 * logged in it shows the first name and the unread messages link beside the button and offers My account and Log out.
 * Its real content shows only in the browser, after hydration and once the session is known; the
 * menu's own code comes when the buyer reaches for the button (AccountWaiting.tsx). Until then the
 * pre-rendered page and the island show the waiting button, the same element throughout, so a
 * press before the header's code came (played again by its directive) or before the session is
 * known opens the menu once both are there.
 */
export function AccountMenu(props: AccountMenuProps) {
  const { strings, links } = props;
  // A page island may have read the session before the header hydrates: the placeholder stays
  // until hydration is done, as the pre-rendered HTML has it.
  const sessionReady = useStore($sessionReady);
  const hydrated = useHydrated();
  const ready = sessionReady && hydrated;
  const loggedIn = useStore($loggedIn) && ready;
  const { firstName } = useStore($session);
  const AccountDropdown = useAccountDropdown();

  useEffect(() => {
    void bootSession();
  }, []);

  return (
    <div className="account-menu">
      {loggedIn && <span className="account-name">{firstName}</span>}
      {loggedIn && <UnreadBadge href={links.inbox} strings={strings} />}
      {ready && AccountDropdown ? (
        <AccountDropdown {...props} loggedIn={loggedIn} />
      ) : (
        <AccountWaiting label={strings.account} />
      )}
    </div>
  );
}
