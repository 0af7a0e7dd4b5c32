import { lazy, Suspense } from 'react';
import { createPortal } from 'react-dom';
import type { Dictionary } from '../../i18n/dictionary.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { useHydrated } from '../use-hydrated.ts';
import { useStore } from '../use-store.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { BasketLink } from './BasketLink.tsx';
import type { HeaderLinks } from './header-links.ts';
import { $signInOpen } from './sign-in-state.ts';
import { ToastLayer } from './ToastLayer.tsx';

// The dialog (its form rules and the login call's declarations) loads when something opens it.
const SignInDialog = lazy(() => import('./SignInDialog.tsx').then((module) => ({ default: module.SignInDialog })));

/** The header strings the island shows. */
export type HeaderStatusStrings = Pick<
  Dictionary['header'],
  'account' | 'logIn' | 'newAccount' | 'myAccount' | 'logOut' | 'unreadMessages' | 'basket'
>;

interface Props {
  locale: Locale;
  strings: HeaderStatusStrings;
  common: Pick<Dictionary['common'], 'pleaseLogIn' | 'close'>;
  signIn: Dictionary['signIn'];
  links: Pick<HeaderLinks, 'myAccount' | 'register' | 'inbox' | 'basket'>;
}

/**
 * What the header must do at once on every page, for every visitor (src/components/Header.astro
 * renders the rest, and its menus, search and Contact panel wake when reached for): the session,
 * shown as the Account menu (first name and unread badge) and the Basket link with its count,
 * the automatic login of a remembered buyer, the message toasts, and the sign-in dialog when
 * something opens it. The dialog and the toasts live in layers of their own on <body>.
 */
export function HeaderStatus({ locale, strings, common, signIn, links }: Props) {
  const hydrated = useHydrated();
  const signInOpen = useStore($signInOpen);
  return (
    <>
      <AccountMenu locale={locale} strings={strings} links={links} />
      <BasketLink href={links.basket} label={strings.basket} pleaseLogIn={common.pleaseLogIn} />
      {hydrated &&
        signInOpen &&
        createPortal(
          <Suspense fallback={null}>
            <SignInDialog locale={locale} strings={signIn} />
          </Suspense>,
          document.body,
        )}
      {hydrated && <ToastLayer closeLabel={common.close} />}
    </>
  );
}
