import type { FamilyCard } from '#contract/calls/catalogue.ts';
import { FamilyCardView, fromPricedIds, matchedPartIds } from '../../components/catalogue/FamilyCardView.tsx';
import { buyerPriceAt } from '../../lib/price/buyer-price-at.ts';
import CardBuyerPrice from '../price/CardBuyerPrice.tsx';
import { useBuyerFromPrices, useBuyerPrices } from '../price/use-buyer-prices.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { DownloadCard } from './DownloadCard.tsx';
import type { ResultsStrings } from './results-strings.ts';

interface Props {
  families: FamilyCard[];
  download: boolean;
  locale: Locale;
  strings: ResultsStrings;
}

/** The cards a phone or a desktop shows before scrolling: their pictures are the page's largest paint. */
const EAGER_CARDS = 4;

/** A page of results: the catalogue's cards with prices, or with downloads in the download view. */
export function ResultList({ families, download, locale, strings }: Props) {
  // For a logged-in buyer only, and not in the download view, which shows no prices: the family
  // cards' "from" prices in one call, and the matched parts' own prices in one call.
  const buyerFrom = useBuyerFromPrices(download ? [] : fromPricedIds(families));
  const buyerParts = useBuyerPrices(download ? [] : matchedPartIds(families));
  const buyerFromPriceOf = (familyId: number) => {
    const price = buyerFrom.get(familyId);
    return (
      price && (
        <CardBuyerPrice
          pricePence={price.fromPricePence}
          listPricePence={price.listFromPricePence}
          locale={locale}
          template={strings.fromPrice}
        />
      )
    );
  };
  const buyerPartPriceOf = (family: FamilyCard) => {
    const buyer = family.matchedVariantId === undefined ? undefined : buyerParts.get(family.matchedVariantId);
    const price = buyer && buyerPriceAt(1, buyer.listPriceBreaks, buyer);
    return price && <CardBuyerPrice {...price} locale={locale} template={strings.partPrice} />;
  };
  return (
    <ul className="tiles search-list">
      {families.map((family, index) => (
        <li key={family.id}>
          {download ? (
            <DownloadCard family={family} locale={locale} strings={strings} />
          ) : (
            <FamilyCardView
              family={family}
              locale={locale}
              strings={strings}
              eager={index < EAGER_CARDS}
              buyerFromPrice={buyerFromPriceOf(family.id)}
              buyerPartPrice={buyerPartPriceOf(family)}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
