import { useStore } from '../use-store.ts';
import { lazy, Suspense, type ReactNode } from 'react';
import type { Dictionary } from '../../i18n/dictionary.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { useHydrated } from '../use-hydrated.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { BasketLink } from './BasketLink.tsx';
import { ContactPanel } from './ContactPanel.tsx';
import { MainMenu, type MenuLink } from './MainMenu.tsx';
import type { HeaderLinks } from './header-links.ts';
import type { MenuRoot } from './menu-tree.ts';
import { SearchBox } from './SearchBox.tsx';
import { $signInOpen } from './sign-in-state.ts';
import { ToastLayer } from './ToastLayer.tsx';

// The dialog (its form rules and the login call's declarations) loads when something opens it.
const SignInDialog = lazy(() => import('./SignInDialog.tsx').then((module) => ({ default: module.SignInDialog })));

interface Props {
  locale: Locale;
  header: Dictionary['header'];
  common: Pick<Dictionary['common'], 'tagline' | 'languageSwitch' | 'languageSwitchLabel' | 'pleaseLogIn' | 'close'>;
  signIn: Dictionary['signIn'];
  links: HeaderLinks;
  roots: MenuRoot[];
  discover: MenuLink[];
  services: MenuLink[];
  /** The company's address for the Contact panel, rendered by Astro. */
  children: ReactNode;
}

/**
 * The whole shared header as one island, so a page loads one script for it rather than one per
 * part: contact panel, My account and language switch; logo, search, Account menu and Basket; the
 * main navigation. It is server-rendered (the category tree is in the HTML, crawlable and usable
 * before script); the Account menu and Basket show same-sized placeholders until the browser's
 * session is known. The message toasts live here too, in a layer of their own on <body>.
 */
export function SiteHeader({ locale, header, common, signIn, links, roots, discover, services, children }: Props) {
  const hydrated = useHydrated();
  const signInOpen = useStore($signInOpen);
  return (
    <>
      <header className="site-header">
        <div className="header-top">
          <div className="header-inner">
            <p className="header-tagline">{common.tagline}</p>
            <ContactPanel label={header.contact}>{children}</ContactPanel>
            <a className="header-top-link" href={links.myAccount}>{header.myAccount}</a>
            <a className="header-top-link" href={links.otherLanguage} hrefLang={links.otherLocale}>
              <span className="visually-hidden">{common.languageSwitchLabel}: </span>
              <span lang={links.otherLocale}>{common.languageSwitch}</span>
            </a>
          </div>
        </div>
        <div className="header-main">
          <div className="header-inner">
            <a className="logo" href={links.home} aria-label={header.logoLabel}>
              <img src="/logo.svg" alt="" width="148" height="36" />
            </a>
            <SearchBox locale={locale} strings={header} />
            <div className="header-actions">
              <AccountMenu locale={locale} strings={header} links={links} />
              <BasketLink href={links.basket} label={header.basket} pleaseLogIn={common.pleaseLogIn} />
            </div>
          </div>
        </div>
        <nav className="header-nav" aria-label={header.primaryNav}>
          <div className="header-inner">
            <MainMenu roots={roots} discover={discover} services={services} locale={locale} strings={header} />
          </div>
        </nav>
      </header>
      {hydrated && signInOpen && (
        <Suspense fallback={null}>
          <SignInDialog locale={locale} strings={signIn} />
        </Suspense>
      )}
      {hydrated && <ToastLayer closeLabel={common.close} />}
    </>
  );
}
