import { SIGN_ON_FRAGMENT } from '#contract/limits/sign-on-fragment.ts';

/**
 * Whether this page is where a sign-in through a company's provider came back (its fragment says
 * so). Small on purpose: every page's session start asks it; the rest loads only when it is so.
 */
export function isSignOnReturn(): boolean {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  return fragment.has(SIGN_ON_FRAGMENT.code) || fragment.has(SIGN_ON_FRAGMENT.error);
}
