import type { BuyerFromPrice } from '#contract/calls/buyer-prices.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { prices as enPrices } from '../../i18n/en/prices.ts';
import { prices as zhPrices } from '../../i18n/zh-cn/prices.ts';
import { BuyerPrice } from './BuyerPrice.tsx';

const PRICE_STRINGS = { en: enPrices, 'zh-cn': zhPrices } as const;

/**
 * A family card's "from" price for a logged-in buyer: the card's own words ("from {price}", zh-cn
 * "起价 {price}") around the buyer's lowest price, then the list "from" price struck through and the
 * saving. Loaded only for a logged-in buyer, so its strings come with it rather than in every page.
 */
export default function FamilyFromPrice({
  price,
  locale,
  template,
}: {
  price: BuyerFromPrice;
  locale: Locale;
  template: string;
}) {
  const [before = '', after = ''] = template.split('{price}');
  return (
    <>
      {before}
      <BuyerPrice
        pricePence={price.fromPricePence}
        listPricePence={price.listFromPricePence}
        locale={locale}
        strings={PRICE_STRINGS[locale]}
        compact
      />
      {after}
    </>
  );
}
