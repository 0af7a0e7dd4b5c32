import { useStore } from '../use-store.ts';
import { useEffect, useState } from 'react';
import type { Dictionary } from '../../i18n/dictionary.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import type { HeaderLinks } from './header-links.ts';
import { $loggedIn, $session } from '../../stores/session.ts';
import { useHydrated } from '../use-hydrated.ts';
import { AccountPlaceholder } from './HeaderPlaceholders.tsx';
import { ChevronIcon, UserIcon } from './icons.tsx';
import { MenuDisclosure } from './MenuDisclosure.tsx';
import { bootSession, $sessionReady } from './session-bootstrap.ts';
import { $signInOpen } from './sign-in-state.ts';
import { UnreadBadge } from './UnreadBadge.tsx';

// Logging out (the call, the stores it clears) loads when the buyer chooses it.
const logOut = (locale: Locale) => import('./session-actions.ts').then((module) => module.logOut(locale));

interface Props {
  locale: Locale;
  strings: Pick<Dictionary['header'], 'account' | 'logIn' | 'newAccount' | 'myAccount' | 'logOut' | 'unreadMessages' | 'oneUnreadMessage'>;
  links: Pick<HeaderLinks, 'myAccount' | 'register' | 'inbox'>;
}

/**
 * The login menu: button "Account"; logged out it offers Log in (the sign-in dialog) and New account,
 * logged in it shows the first name and the unread messages link beside the button and offers My account and Log out.
 * Its real content shows only in the browser, after hydration and once the session is known.
 */
export function AccountMenu({ locale, strings, links }: Props) {
  // A page island may have read the session before the header hydrates: the placeholder stays
  // until hydration is done, as the pre-rendered HTML has it.
  const sessionReady = useStore($sessionReady);
  const hydrated = useHydrated();
  const ready = sessionReady && hydrated;
  const loggedIn = useStore($loggedIn);
  const { firstName } = useStore($session);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    void bootSession();
  }, []);

  if (!ready) return <AccountPlaceholder label={strings.account} />;

  return (
    <div className="account-menu">
      {loggedIn && <span className="account-name">{firstName}</span>}
      {loggedIn && <UnreadBadge href={links.inbox} strings={strings} />}
      <MenuDisclosure
        className="menu menu-account"
        panelId="account-menu"
        label={<><UserIcon /><span>{strings.account}</span><ChevronIcon /></>}
        open={open}
        onOpenChange={setOpen}
        closeOnChoose
      >
        <ul className="menu-links">
          {loggedIn ? (
            <>
              <li><a href={links.myAccount}>{strings.myAccount}</a></li>
              <li><button type="button" onClick={() => void logOut(locale)}>{strings.logOut}</button></li>
            </>
          ) : (
            <>
              <li><button type="button" onClick={() => $signInOpen.set('account')}>{strings.logIn}</button></li>
              <li><a href={links.register}>{strings.newAccount}</a></li>
            </>
          )}
        </ul>
      </MenuDisclosure>
    </div>
  );
}
