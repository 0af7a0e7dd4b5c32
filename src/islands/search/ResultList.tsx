import type { FamilyCard } from '#contract/calls/catalogue.ts';
import { FamilyCardView } from '../../components/catalogue/FamilyCardView.tsx';
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
  return (
    <ul className="tiles search-list">
      {families.map((family, index) => (
        <li key={family.id}>
          {download
            ? <DownloadCard family={family} locale={locale} strings={strings} />
            : <FamilyCardView family={family} locale={locale} strings={strings} eager={index < EAGER_CARDS} />}
        </li>
      ))}
    </ul>
  );
}
