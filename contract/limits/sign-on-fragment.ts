/**
 * The fragments the page a sign-in returns to reads (src/islands/header/sign-on-return.ts). A file of
 * its own: every page's session start imports it, and nothing else of single sign-on comes with it.
 */
export const SIGN_ON_FRAGMENT = { code: 'signOnCode', error: 'signOnError' } as const;
