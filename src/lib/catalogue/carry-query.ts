import { createHash } from 'node:crypto';

/**
 * Goes on to the product page with the link's query and fragment (?partNo= names the part to
 * choose), which a meta refresh drops. Runs inline on a refresh page (carryQueryScript), so it
 * imports nothing; without a query the meta refresh does the same.
 */
export function carryQuery(target: string): void {
  if (location.search || location.hash) location.replace(target + location.search + location.hash);
}

/** The inline script of a product's refresh page (RedirectToProduct.astro), and its hash for the page's CSP meta. */
export function carryQueryScript(target: string): { text: string; hash: `sha256-${string}` } {
  const text = `(${carryQuery.toString()})(${JSON.stringify(target)})`;
  return { text, hash: `sha256-${createHash('sha256').update(text).digest('base64')}` };
}
