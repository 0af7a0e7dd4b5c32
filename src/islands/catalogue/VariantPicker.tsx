import '../../styles/product.css';
import { useStore } from '../use-store.ts';
import { lazy, Suspense, useState } from 'react';
import type { DimensionColumn, Variant } from '#contract/calls/catalogue.ts';
import {
  VariantTableView,
  type VariantTableProps,
  type VariantTableStrings,
} from '../../components/catalogue/VariantTableView.tsx';
import type { Locale } from '#contract/i18n/locales.ts';
import { parseQuantity } from '#contract/rules/order-quantity.ts';
import { breakFor } from '#contract/rules/price-breaks.ts';
import { filterVariants, nextSort, sortVariants, type SortState } from '../../lib/catalogue/variant-filter.ts';
import { $chosenId, $filters, $quantityText, $variants } from '../../stores/product-choice.ts';
import { useHydrated } from '../use-hydrated.ts';
import { $loggedIn } from '../../stores/session.ts';
import type { PriceStrings } from '../price/BuyerPrice.tsx';

// A logged-in buyer's table comes with the log-in, not with the page.
const BuyerVariantTable = lazy(() => import('../price/BuyerVariantTable.tsx'));

interface Props {
  locale: Locale;
  columns: DimensionColumn[];
  variants: Variant[];
  strings: VariantTableStrings;
  priceStrings: PriceStrings;
}

/**
 * The product page's variant table, live: a row chosen here is the page's choice (shared with the
 * buy box, the configurator and the part's preview through src/stores/product-choice.ts), the
 * configurator's values filter the rows, any column sorts, and the chosen row marks the price break
 * of the quantity in the buy box. The table is rendered at build time with the built prices
 * (complete without script); it wakes as the buyer nears it and shows today's prices, which the
 * page's script has asked for as the page loaded (src/components/catalogue/ProductChoiceStart.astro),
 * and for a logged-in buyer their own prices before the list prices (src/islands/price/BuyerVariantTable.tsx).
 */
export default function VariantPicker({ locale, columns, variants: built, strings, priceStrings }: Props) {
  const hydrated = useHydrated();
  const live = useStore($variants);
  const storedChoice = useStore($chosenId);
  const storedFilters = useStore($filters);
  const loggedIn = useStore($loggedIn);
  const quantity = parseQuantity(useStore($quantityText));
  // Until hydrated, exactly the pre-rendered state: React's hydration needs the two to match.
  const variants = hydrated && live.length > 0 ? live : built;
  const chosenId = hydrated ? storedChoice : null;
  const chosen = variants.find((v) => v.id === chosenId);
  const [sort, setSort] = useState<SortState | null>(null);

  const rows = sortVariants(filterVariants(variants, hydrated ? storedFilters : {}), sort);

  const table: VariantTableProps = {
    locale,
    columns,
    variants,
    rows,
    strings,
    sorting: { sort, onSort: (column) => setSort(nextSort(sort, column)), disabled: !hydrated },
    choosing: {
      chosenId,
      activeMinQty: chosen && quantity !== null ? (breakFor(quantity, chosen.priceBreaks)?.minQty ?? null) : null,
      onChoose: (id) => $chosenId.set(id),
      disabled: !hydrated,
    },
  };
  const listTable = <VariantTableView {...table} />;
  if (!hydrated || !loggedIn) return listTable;
  return (
    <Suspense fallback={listTable}>
      <BuyerVariantTable table={table} quantity={quantity} priceStrings={priceStrings} />
    </Suspense>
  );
}
