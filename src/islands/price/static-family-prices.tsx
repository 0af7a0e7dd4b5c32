import { createRoot, type Root } from 'react-dom/client';
import { localeOfPath } from '#contract/i18n/locales.ts';
import { catalogue as enCatalogue } from '../../i18n/en/catalogue.ts';
import { catalogue as zhCatalogue } from '../../i18n/zh-cn/catalogue.ts';
import { $buyerFromPrices, wantBuyerFromPrices } from '../../stores/buyer-from-prices.ts';
import CardBuyerPrice from './CardBuyerPrice.tsx';
import { staticFromPrices } from './static-from-prices.ts';

const FROM_PRICE = { en: enCatalogue.fromPrice, 'zh-cn': zhCatalogue.fromPrice } as const;

let started = false;

/**
 * A logged-in buyer's "from" prices on a pre-rendered page's family cards (category pages), which
 * have no island of their own: the header loads this module only for a logged-in buyer on a page
 * with such cards (src/islands/header/logged-in-page.ts), so a visitor's page loads nothing more. One call asks for every card; a log-out puts the list prices back.
 */
export function showStaticBuyerFromPrices(): void {
  if (started) return;
  started = true;
  const locale = localeOfPath(location.pathname);
  const cards = staticFromPrices().map((span) => ({
    familyId: Number(span.dataset.fromFamily),
    listText: span.textContent ?? '',
    root: null as Root | null,
    span,
  }));
  $buyerFromPrices.subscribe((prices) => {
    for (const card of cards) {
      const price = prices.get(card.familyId);
      if (!price && !card.root) continue;
      card.root ??= createRoot(card.span);
      card.root.render(
        price ? (
          <CardBuyerPrice
            pricePence={price.fromPricePence}
            listPricePence={price.listFromPricePence}
            locale={locale}
            template={FROM_PRICE[locale]}
          />
        ) : (
          card.listText
        ),
      );
    }
  });
  wantBuyerFromPrices(cards.map((card) => card.familyId));
}
