import { staticFromPrices } from '../price/static-from-prices.ts';
import { refreshUnreadCountOnce } from './unread-count.ts';

/**
 * What a page does for a logged-in buyer beyond what it shows everyone, loaded by import() only
 * then (by the header's unread badge, which every page shows a logged-in buyer), so a visitor's
 * page carries none of it: the unread count, once per page, and the buyer's "from" prices on a
 * pre-rendered page's family cards (category pages, docs/pricing.md).
 */
export function startLoggedInPage(): void {
  void refreshUnreadCountOnce();
  if (staticFromPrices().length > 0)
    void import('../price/static-family-prices.tsx').then((prices) => prices.showStaticBuyerFromPrices());
}
