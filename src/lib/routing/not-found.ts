import { localeOfPath, localePath } from '#contract/i18n/locales.ts';

/** On the 404 page reached at an unknown path: show /404 (or /zh-cn/404) in the address bar instead. */
export function redirectToNotFound(location: Pick<Location, 'pathname'>, history: Pick<History, 'replaceState'>): void {
  const target = localePath(localeOfPath(location.pathname), '/404');
  if (location.pathname !== target) history.replaceState(null, '', target);
}
