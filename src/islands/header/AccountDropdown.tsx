import { useLayoutEffect, useState } from 'react';
import type { Locale } from '#contract/i18n/locales.ts';
import type { Dictionary } from '../../i18n/dictionary.ts';
import type { HeaderLinks } from './header-links.ts';
import { asked } from './AccountWaiting.tsx';
import { AccountLabel } from './HeaderPlaceholders.tsx';
import { MenuDisclosure } from './MenuDisclosure.tsx';
import { $signInOpen } from './sign-in-state.ts';

// Logging out (the call, the stores it clears) loads when the buyer chooses it.
const logOut = (locale: Locale) => import('./session-actions.ts').then((module) => module.logOut(locale));

/** What the header gives the Account menu (AccountMenu.tsx), which hands it on to its panel. */
export interface AccountMenuProps {
  locale: Locale;
  strings: Pick<Dictionary['header'], 'account' | 'logIn' | 'newAccount' | 'myAccount' | 'logOut' | 'unreadMessages'>;
  links: Pick<HeaderLinks, 'myAccount' | 'register' | 'inbox'>;
}

/**
 * The Account menu's button and panel: logged out Log in (the sign-in dialog) and New account,
 * logged in My account and Log out. It replaces the waiting button (AccountWaiting.tsx) when its
 * code has come, open if the buyer pressed that button meanwhile, and focused if it had focus.
 */
export function AccountDropdown({ locale, strings, links, loggedIn }: AccountMenuProps & { loggedIn: boolean }) {
  // Read once, as this first renders: the waiting button is still in the page and may have focus.
  const [start] = useState(() => ({
    open: asked.open,
    focused: document.activeElement?.closest('.menu-account') != null,
  }));
  const [open, setOpen] = useState(start.open !== null);
  useLayoutEffect(() => {
    asked.open = null;
  }, []);
  const initialFocus =
    start.open === 'first' || start.open === 'last' ? start.open : start.focused ? 'button' : undefined;
  return (
    <MenuDisclosure
      className="menu menu-account"
      panelId="account-menu"
      label={<AccountLabel label={strings.account} />}
      open={open}
      onOpenChange={setOpen}
      closeOnChoose
      initialFocus={initialFocus}
    >
      <ul className="menu-links">
        {loggedIn ? (
          <>
            <li>
              <a href={links.myAccount}>{strings.myAccount}</a>
            </li>
            <li>
              <button type="button" onClick={() => void logOut(locale)}>
                {strings.logOut}
              </button>
            </li>
          </>
        ) : (
          <>
            <li>
              <button type="button" onClick={() => $signInOpen.set('account')}>
                {strings.logIn}
              </button>
            </li>
            <li>
              <a href={links.register}>{strings.newAccount}</a>
            </li>
          </>
        )}
      </ul>
    </MenuDisclosure>
  );
}
