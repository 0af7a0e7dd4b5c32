import { lazy, Suspense, useState } from 'react';
import { onDemand } from '../../api/on-demand.ts';
import type { FamilyCard } from '#contract/calls/catalogue.ts';
import { FamilyCardView, fromPricedIds, type FamilyCardStrings } from '../../components/catalogue/FamilyCardView.tsx';
import { useBuyerFromPrices } from '../price/use-buyer-prices.ts';
import { format } from '../../i18n/dictionary.ts';
import { formatPence } from '#contract/format/money.ts';
import { answerOrTold } from '../../stores/tell-buyer.ts';
import type { Locale } from '#contract/i18n/locales.ts';

// Loaded on the first "Show more products" (src/api/on-demand.ts).
const categoryDetail = onDemand(() => import('../../api/catalogue.ts'), 'categoryDetail');
// A logged-in buyer's "from" prices: their code (and styles) load only when there is one to show.
const CardBuyerPrice = lazy(() => import('../price/CardBuyerPrice.tsx'));

interface Props {
  categoryId: number;
  locale: Locale;
  /** How many the page already shows (its first page), and how many there are. */
  shown: number;
  total: number;
  pageSize: number;
  strings: FamilyCardStrings & { showMore: string; showingOf: string };
}

/**
 * The rest of a large category's families, a page at a time, so the pre-rendered page stays small.
 * The cards it adds are links to pre-rendered product pages (also listed in the sitemap). Its code
 * loads when the visitor reaches for the button (client:interaction); a press made before it came
 * is played again then (src/lib/hydrate-on-interaction.ts), so the button need not wait disabled.
 */
export default function MoreFamilies({ categoryId, locale, shown, total, pageSize, strings }: Props) {
  const [more, setMore] = useState<FamilyCard[]>([]);
  const [busy, setBusy] = useState(false);
  const count = shown + more.length;
  const buyerFrom = useBuyerFromPrices(fromPricedIds(more));

  function buyerFromPriceOf(family: FamilyCard) {
    const price = buyerFrom.get(family.id);
    const listPrice = format(strings.fromPrice, { price: formatPence(family.fromPricePence, locale) });
    return (
      price && (
        <Suspense fallback={listPrice}>
          <CardBuyerPrice
            pricePence={price.fromPricePence}
            listPricePence={price.listFromPricePence}
            locale={locale}
            template={strings.fromPrice}
          />
        </Suspense>
      )
    );
  }

  async function loadNextPage() {
    setBusy(true);
    // A failure is told; the button stays for another try.
    const detail = await answerOrTold(categoryDetail(categoryId, Math.floor(count / pageSize) + 1, pageSize));
    setBusy(false);
    if (detail) setMore((current) => [...current, ...detail.families.list]);
  }

  return (
    <>
      {more.length > 0 && (
        <ul className="tiles more-families">
          {more.map((family) => (
            <li key={family.id}>
              <FamilyCardView
                family={family}
                locale={locale}
                strings={strings}
                buyerFromPrice={buyerFromPriceOf(family)}
              />
            </li>
          ))}
        </ul>
      )}
      <p className="family-count" aria-live="polite">
        {format(strings.showingOf, { shown: count, total })}
      </p>
      {count < total && (
        <button type="button" className="button secondary" onClick={loadNextPage} disabled={busy} aria-busy={busy}>
          {strings.showMore}
        </button>
      )}
    </>
  );
}
