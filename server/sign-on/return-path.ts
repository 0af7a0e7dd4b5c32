import { SIGN_ON_FRAGMENT } from '#contract/limits/sign-on-fragment.ts';
import type { SignOnFailure } from '#contract/limits/sign-on.ts';

/** Where a sign-in lands when it names no path of this site. */
const DEFAULT_RETURN = '/acInformation';

/**
 * A return path of this site only: it starts with one slash (not "//host" or "/\host", which browsers
 * read as another site) and holds no scheme, backslash or control character; its fragment is dropped
 * (the sign-in puts its own there). Anything else lands on the account page.
 */
export function sameSitePath(returnTo: string | undefined): string {
  const path = (returnTo ?? '').split('#')[0] ?? '';
  if (!/^\/(?![/\\])/.test(path) || /[\\\u0000-\u001f\u007f]/.test(path)) return DEFAULT_RETURN;
  return path;
}

/** The page a sign-in returns to, absolute when the shop's address is known, with the fragment the page reads. */
function landing(siteUrl: string | undefined, path: string, fragment: string): string {
  return `${siteUrl ?? ''}${path}#${fragment}`;
}

export const landingWithCode = (siteUrl: string | undefined, path: string, code: string) =>
  landing(siteUrl, path, `${SIGN_ON_FRAGMENT.code}=${code}`);

export const landingWithFailure = (siteUrl: string | undefined, path: string, failure: SignOnFailure) =>
  landing(siteUrl, path, `${SIGN_ON_FRAGMENT.error}=${failure}`);
