import '../../styles/product.css';
import { useEffect, useState } from 'react';
import { addToBasket } from '../../api/basket.ts';
import type { DimensionColumn, Variant } from '#contract/calls/catalogue.ts';
import { VariantTableView, type VariantTableStrings } from '../../components/catalogue/VariantTableView.tsx';
import type { Locale } from '#contract/i18n/locales.ts';
import { parseQuantity } from '#contract/rules/order-quantity.ts';
import { breakFor } from '#contract/rules/price-breaks.ts';
import { filterVariants, nextSort, sortVariants, type Filters, type SortState } from '../../lib/catalogue/variant-filter.ts';
import { fill } from '#contract/i18n/text.ts';
import { $chosenVariantId } from '../../stores/chosen-variant.ts';
import { showMessage } from '../../stores/messages.ts';
import { $loggedIn, loadSession, setBasketCount } from '../../stores/session.ts';
import { useHydrated } from '../use-hydrated.ts';
import { OrderPanel, type OrderPanelStrings } from './OrderPanel.tsx';
import { useLiveVariants } from './use-live-variants.ts';
import { usePartFromUrl } from './use-part-from-url.ts';
import { useRecordView } from './use-record-view.ts';
import { VariantFilters, type VariantFilterStrings } from './VariantFilters.tsx';

export type VariantPickerStrings = VariantTableStrings &
  VariantFilterStrings &
  OrderPanelStrings & {
    shownVariants: string;
    addedToBasket: string;
    /** 'Please log in first.' */
    pleaseLogIn: string;
  };

interface Props {
  productId: number;
  locale: Locale;
  columns: DimensionColumn[];
  variants: Variant[];
  strings: VariantPickerStrings;
}

/**
 * The product page's variant table: filter by dimension, sort by any column, choose a row and a
 * quantity, add it to the basket. Rendered at build time with the built prices (the whole table
 * without script); once running it shows today's prices and stock (unpri/productLive).
 */
export default function VariantPicker({ productId, locale, columns, variants: built, strings }: Props) {
  const hydrated = useHydrated();
  const variants = useLiveVariants(productId, built);
  useRecordView(productId);
  const [filters, setFilters] = useState<Filters>({});
  const [sort, setSort] = useState<SortState | null>(null);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [quantityText, setQuantityText] = useState('1');
  const [busy, setBusy] = useState(false);

  useEffect(loadSession, []);
  usePartFromUrl(built, setChosenId);
  useEffect(() => $chosenVariantId.set(chosenId), [chosenId]);

  const rows = sortVariants(filterVariants(variants, filters), sort);
  const chosen = variants.find((v) => v.id === chosenId);
  const quantity = parseQuantity(quantityText);

  async function add() {
    if (!chosen) return;
    loadSession();
    if (!$loggedIn.get()) {
      showMessage('warning', strings.pleaseLogIn);
      return;
    }
    if (quantity === null) {
      document.getElementById('order-quantity')?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await addToBasket(chosen.partNo, quantity);
      setBasketCount(answer.basketCount);
      showMessage('success', fill(strings.addedToBasket, { qty: quantity, partNo: chosen.partNo }));
    } catch {
      // The error catalogue has shown the server's message; the choice stays for another try.
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="variant-picker">
      <VariantFilters locale={locale} columns={columns} variants={variants} filters={filters} onChange={setFilters} disabled={!hydrated} strings={strings} />
      <p className="variant-count" aria-live="polite">{fill(strings.shownVariants, { shown: rows.length, total: variants.length })}</p>
      <VariantTableView
        locale={locale}
        columns={columns}
        variants={variants}
        rows={rows}
        strings={strings}
        sorting={{ sort, onSort: (column) => setSort(nextSort(sort, column)), disabled: !hydrated }}
        choosing={{ chosenId, activeMinQty: chosen && quantity !== null ? (breakFor(quantity, chosen.priceBreaks)?.minQty ?? null) : null, onChoose: setChosenId, disabled: !hydrated }}
      />
      <OrderPanel
        locale={locale}
        variant={chosen}
        quantityText={quantityText}
        quantity={quantity}
        onQuantity={setQuantityText}
        onAdd={add}
        busy={busy}
        disabled={!hydrated}
        strings={strings}
      />
    </div>
  );
}
