import { localePath, type Locale } from '#contract/i18n/locales.ts';

/** The header's links, made at build time (src/components/Header.astro) so the island needs no locale helpers. */
export interface HeaderLinks {
  home: string;
  /** "My account" (docs/spec.md#header). */
  myAccount: string;
  basket: string;
  register: string;
  /** The messages page, behind the unread badge. */
  inbox: string;
  /** This page in the other language. */
  otherLanguage: string;
  otherLocale: Locale;
}

/** The links of a page's header: `path` is the page's path without locale. */
export function headerLinks(locale: Locale, path: string): HeaderLinks {
  const otherLocale: Locale = locale === 'en' ? 'zh-cn' : 'en';
  return {
    home: localePath(locale, '/'),
    myAccount: localePath(locale, '/acInformation#section1'),
    basket: localePath(locale, '/basket'),
    register: localePath(locale, '/register'),
    inbox: localePath(locale, '/acMsg'),
    otherLanguage: localePath(otherLocale, path),
    otherLocale,
  };
}
