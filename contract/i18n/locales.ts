/**
 * The shop's two languages: English (default and fallback, no URL prefix) and simplified Chinese
 * (under /zh-cn/). Everything that knows about locales in URLs lives here.
 */
export const LOCALES = ['en', 'zh-cn'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The `lang` attribute and hreflang of each locale. */
export const HTML_LANG: Record<Locale, string> = { en: 'en-GB', 'zh-cn': 'zh-CN' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale a path is in: /zh-cn/… is Chinese, anything else English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/zh-cn' || pathname.startsWith('/zh-cn/') ? 'zh-cn' : 'en';
}

/** The path without its locale prefix: /zh-cn/about → /about. */
export function stripLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname || '/';
  return pathname.slice('/zh-cn'.length) || '/';
}

/** A site path in a locale: localePath('zh-cn', '/about') → /zh-cn/about. Keeps query and hash. */
export function localePath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === '/' ? '/zh-cn/' : `/zh-cn${clean}`;
}

/** getStaticPaths params of a page built once per locale under src/pages/[...locale]/. */
export function localeParams(): Array<{ params: { locale: string | undefined }; props: { locale: Locale } }> {
  return LOCALES.map((locale) => ({
    params: { locale: locale === DEFAULT_LOCALE ? undefined : locale },
    props: { locale },
  }));
}
