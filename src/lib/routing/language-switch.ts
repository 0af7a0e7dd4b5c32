import { isLocale, localePath, stripLocale } from '#contract/i18n/locales.ts';

/**
 * A client shell is built once for every id (/Pay for /Pay/123), so the header's language link
 * names the shell's path. In the browser it is pointed at the address actually open, id, query
 * and all, so switching language keeps the buyer on the same order or message.
 */
export function keepAddressOnLanguageSwitch(doc: Document = document): void {
  const { pathname, search, hash } = doc.location;
  for (const link of doc.querySelectorAll<HTMLAnchorElement>('a[hreflang]')) {
    const target = link.getAttribute('hreflang');
    if (isLocale(target)) link.href = `${localePath(target, stripLocale(pathname))}${search}${hash}`;
  }
}
