import type { FamilyCardStrings } from '../../components/catalogue/FamilyCardView.tsx';
import type { Dictionary } from '../../i18n/dictionary.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import type { SearchState } from '../../lib/search/search-url.ts';

/** The strings the results island shows: its own area, the card's, and a few of the catalogue's. */
export type ResultsStrings = Dictionary['search']['results'] &
  FamilyCardStrings &
  Pick<
    Dictionary['catalogue'],
    'showPrices' | 'showDownloads' | 'downloadDrawing' | 'downloadDatasheet' | 'products' | 'categories'
  > & {
    siteName: string;
  };

/** How the parts of the results page change the search. */
export interface SearchNav {
  locale: Locale;
  /** A new history entry; focusResults moves focus to the results heading once the new results are in. */
  navigate: (next: SearchState, options?: { focusResults?: boolean }) => void;
}
