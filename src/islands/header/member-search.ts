import type { SearchTopAnswer } from '#contract/calls/search.ts';
import { onDemand } from '../../api/on-demand.ts';
import type { HeaderSuggestions } from '../../lib/search/suggest-options.ts';
import { $session } from '../../stores/session.ts';

// Loaded when the buyer types or searches (src/api/on-demand.ts).
const productSearchTop = onDemand(() => import('../../api/account.ts'), 'productSearchTop');
const productSuggest = onDemand(() => import('../../api/catalogue.ts'), 'productSuggest');
const yourPartNumbers = onDemand(() => import('../../api/part-numbers.ts'), 'customerPartNoSuggest');

/**
 * The header search for everyone, and for a logged-in member of a company also by the company's own
 * part numbers (docs/pricing.md): a separate logged-in call beside the public one, so the public
 * answers stay the same for everyone and the logged-out search asks nothing more.
 */

const isMember = () => {
  const session = $session.get();
  return session.token !== '' && session.blongCompany === 1;
};

/** What a company's own number is stored as: upper case, spaces typed for hyphens. */
const asStored = (typed: string) => typed.trim().toUpperCase().replace(/\s+/g, '-');

export async function headerSuggest(q: string): Promise<HeaderSuggestions> {
  if (!isMember()) return productSuggest(q);
  const [shop, yours] = await Promise.all([productSuggest(q), yourPartNumbers(q)]);
  return { ...shop, yourPartNumbers: yours.partNumbers };
}

/** Enter in the box: one of our part numbers stays ours; else the company's own number opens its part. */
export async function headerSearchTop(name: string): Promise<SearchTopAnswer> {
  if (!isMember()) return productSearchTop(name);
  const [shop, yours] = await Promise.all([productSearchTop(name), yourPartNumbers(name)]);
  const exact = yours.partNumbers.find((p) => p.customerPartNo === asStored(name));
  if (shop.partNo !== null || !exact) return shop;
  return { onlyOneProduct: true, id: exact.familyId, name: exact.slug, total: 1, partNo: exact.partNo };
}
