import type { FamilyCard } from '#contract/calls/catalogue.ts';
import { FamilyCardView, fromPricedIds } from '../../components/catalogue/FamilyCardView.tsx';
import FamilyFromPrice from '../price/FamilyFromPrice.tsx';
import { useBuyerFromPrices } from '../price/use-buyer-prices.ts';
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
  // One call for the page's cards, for a logged-in buyer only; the download view shows no prices.
  const buyerFrom = useBuyerFromPrices(download ? [] : fromPricedIds(families));
  const buyerFromPriceOf = (familyId: number) => {
    const price = buyerFrom.get(familyId);
    return price && <FamilyFromPrice price={price} locale={locale} template={strings.fromPrice} />;
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
            />
          )}
        </li>
      ))}
    </ul>
  );
}
