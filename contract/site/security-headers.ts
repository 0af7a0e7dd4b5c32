/**
 * The site's security headers, in one place: the Node server (server/site/serve-site.ts), the
 * generated `_headers` and nginx snippet (static-host-rules.ts) and Astro's per-page CSP meta
 * (astro.config.mjs) all read them from here. docs/security.md explains each choice.
 */

/** Stripe.js and its card frames (Stripe's documented CSP list for Stripe.js and the Payment Element). */
const STRIPE_SCRIPTS = ['https://js.stripe.com', 'https://*.js.stripe.com'];
const STRIPE_FRAMES = [...STRIPE_SCRIPTS, 'https://hooks.stripe.com'];
const STRIPE_API = 'https://api.stripe.com';

/** Where scripts may come from. Inline scripts are pinned by hash in each page's own meta policy. */
const SCRIPT_SOURCES = ["'self'", ...STRIPE_SCRIPTS];
/** Styles: the site's sheets plus inline ones (Astro's scoped <style>, React's style attributes). */
const STYLE_SOURCES = ["'self'", "'unsafe-inline'"];

/**
 * The page policy sent as a header. Its script-src also allows inline code, because the hashes of a
 * page's inline scripts are only known to the build: Astro writes them into a
 * `<meta http-equiv="content-security-policy">` on every page (security.csp), and a browser enforces
 * both policies, so an inline script runs only when its hash is in the page's meta.
 */
export const PAGE_CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': [...SCRIPT_SOURCES, "'unsafe-inline'"],
  'style-src': STYLE_SOURCES,
  // Product images come from the API on this origin; Markdown content may show https images.
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'", STRIPE_API],
  'frame-src': STRIPE_FRAMES,
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** API answers are data: nothing in them may run, load or be framed (Swagger's pages excepted). */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

function cspText(directives: Readonly<Record<string, readonly string[]>>): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The headers every answer carries besides its CSP (harmless on plain http: browsers ignore HSTS there). */
const COMMON_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  // Card payments need the Payment Request API for Stripe's wallet buttons; nothing else is used.
  'permissions-policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), usb=(), payment=(self "https://js.stripe.com")',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  // Own browsing context group, but a wallet or 3-D Secure popup Stripe opens keeps its opener.
  'cross-origin-opener-policy': 'same-origin-allow-popups',
};

/** Header name → value for a page of the site. */
export function pageSecurityHeaders(): Record<string, string> {
  return { 'content-security-policy': cspText(PAGE_CSP_DIRECTIVES), ...COMMON_SECURITY_HEADERS };
}

/** Header name → value for an API answer. */
export function apiSecurityHeaders(): Record<string, string> {
  return { 'content-security-policy': API_CSP, ...COMMON_SECURITY_HEADERS };
}

/**
 * Astro's `security.csp` (astro.config.mjs): the per-page meta policy with the hashes of the page's
 * inline scripts. It names scripts and styles only; everything else is in the header.
 */
export const ASTRO_CSP = {
  scriptDirective: { resources: SCRIPT_SOURCES },
  styleDirective: { resources: STYLE_SOURCES },
};
