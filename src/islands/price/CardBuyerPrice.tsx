import type { Locale } from '#contract/i18n/locales.ts';
import { prices as enPrices } from '../../i18n/en/prices.ts';
import { prices as zhPrices } from '../../i18n/zh-cn/prices.ts';
import { BuyerPrice } from './BuyerPrice.tsx';

const PRICE_STRINGS = { en: enPrices, 'zh-cn': zhPrices } as const;

/**
 * A family card's price for a logged-in buyer: the card's own words around it (the family's "from
 * {price}", zh-cn "起价 {price}", or a search's matched part's "This part: {price} each"), the buyer's
 * price first, then the list price struck through and the saving. Loaded only for a logged-in buyer,
 * so its strings come with it rather than in every page.
 */
export default function CardBuyerPrice({
  pricePence,
  listPricePence,
  locale,
  template,
}: {
  pricePence: number;
  listPricePence: number;
  locale: Locale;
  template: string;
}) {
  const [before = '', after = ''] = template.split('{price}');
  return (
    <>
      {before}
      <BuyerPrice
        pricePence={pricePence}
        listPricePence={listPricePence}
        locale={locale}
        strings={PRICE_STRINGS[locale]}
        compact
      />
      {after}
    </>
  );
}
