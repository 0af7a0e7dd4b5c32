import '../../styles/product.css';
import { useStore } from '../use-store.ts';
import { useState } from 'react';
import type { DimensionColumn, Variant } from '#contract/calls/catalogue.ts';
import { VariantTableView, type VariantTableStrings } from '../../components/catalogue/VariantTableView.tsx';
import type { Locale } from '#contract/i18n/locales.ts';
import { parseQuantity } from '#contract/rules/order-quantity.ts';
import { breakFor } from '#contract/rules/price-breaks.ts';
import { breaksPaid } from '../../lib/price/buyer-price-at.ts';
import { filterVariants, nextSort, sortVariants, type SortState } from '../../lib/catalogue/variant-filter.ts';
import { $chosenId, $filters, $quantityText, $variants } from '../../stores/product-choice.ts';
import { useHydrated } from '../use-hydrated.ts';
import type { PriceStrings } from '../price/BuyerPrice.tsx';
import { useBuyerPrices } from '../price/use-buyer-prices.ts';

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
 * and a logged-in buyer's own prices before the list prices (src/stores/buyer-prices.ts).
 */
export default function VariantPicker({ locale, columns, variants: built, strings, priceStrings }: Props) {
  const hydrated = useHydrated();
  const live = useStore($variants);
  const storedChoice = useStore($chosenId);
  const storedFilters = useStore($filters);
  const quantity = parseQuantity(useStore($quantityText));
  // Until hydrated, exactly the pre-rendered state: React's hydration needs the two to match.
  const variants = hydrated && live.length > 0 ? live : built;
  const chosenId = hydrated ? storedChoice : null;
  const chosen = variants.find((v) => v.id === chosenId);
  // A logged-in buyer's own prices, asked with the rest of the page's (none while hydrating or logged out).
  const buyerPrices = useBuyerPrices(built.map((v) => v.id));
  const [sort, setSort] = useState<SortState | null>(null);

  const rows = sortVariants(filterVariants(variants, hydrated ? storedFilters : {}), sort);

  return (
    <VariantTableView
      locale={locale}
      columns={columns}
      variants={variants}
      rows={rows}
      strings={strings}
      buyer={buyerPrices.size > 0 ? { prices: buyerPrices, strings: priceStrings } : undefined}
      sorting={{ sort, onSort: (column) => setSort(nextSort(sort, column)), disabled: !hydrated }}
      choosing={{
        chosenId,
        activeMinQty: chosen && quantity !== null ? (breakFor(quantity, breaksPaid(chosen.priceBreaks, buyerPrices.get(chosen.id)))?.minQty ?? null) : null,
        onChoose: (id) => $chosenId.set(id),
        disabled: !hydrated,
      }}
    />
  );
}
