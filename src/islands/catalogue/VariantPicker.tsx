import '../../styles/product.css';
import '../../styles/configurator.css';
import { useStore } from '../use-store.ts';
import { useEffect, useMemo, useState } from 'react';
import type { DimensionColumn, Variant } from '#contract/calls/catalogue.ts';
import { VariantTableView, type VariantTableStrings } from '../../components/catalogue/VariantTableView.tsx';
import type { Locale } from '#contract/i18n/locales.ts';
import { parseQuantity } from '#contract/rules/order-quantity.ts';
import { breakFor } from '#contract/rules/price-breaks.ts';
import { choiceAfter, configuratorColumns, configuratorParameters, filtersOf } from '../../lib/catalogue/configurator.ts';
import { filterVariants, nextSort, sortVariants, type Filters, type SortState } from '../../lib/catalogue/variant-filter.ts';
import { $chosenId, $quantityText, $variants } from '../../stores/product-choice.ts';
import { useHydrated } from '../use-hydrated.ts';
import { Configurator, type ConfiguratorStrings } from './Configurator.tsx';
import { startProductChoice } from './product-choice-start.ts';
import { useRecordView } from './use-record-view.ts';

export type VariantPickerStrings = VariantTableStrings & ConfiguratorStrings;

interface Props {
  productId: number;
  locale: Locale;
  columns: DimensionColumn[];
  variants: Variant[];
  strings: VariantPickerStrings;
}

/**
 * The product page's configurator beside its variant table, in step: values chosen in the
 * configurator filter the table, and when one variant is left it is chosen; a row chosen in the
 * table sets the configurator to its values. The table is rendered at build time with the built
 * prices (complete without script); once running it shows today's (product-choice-start.ts). The
 * choice is shared with the buy box at the top of the page.
 */
export default function VariantPicker({ productId, locale, columns, variants: built, strings }: Props) {
  const hydrated = useHydrated();
  const live = useStore($variants);
  const storedChoice = useStore($chosenId);
  const quantity = parseQuantity(useStore($quantityText));
  // Until hydrated, exactly the pre-rendered state: React's hydration needs the two to match.
  const variants = hydrated && live.length > 0 ? live : built;
  const chosenId = hydrated ? storedChoice : null;
  const chosen = variants.find((v) => v.id === chosenId);
  useRecordView(productId, chosen?.partNo);
  const [filters, setFilters] = useState<Filters>({});
  const [sort, setSort] = useState<SortState | null>(null);

  useEffect(() => startProductChoice(productId, built), [productId, built]);

  const choices = useMemo(() => configuratorColumns(columns, strings.finish), [columns, strings.finish]);
  const parameters = useMemo(() => configuratorParameters(choices, variants, filters), [choices, variants, filters]);
  const parameterKeys = useMemo(() => configuratorParameters(choices, built, {}).map((p) => p.column.key), [choices, built]);

  // A variant chosen anywhere (the table, the address, a part-number button) sets the configurator to its values.
  useEffect(() => {
    const variant = built.find((v) => v.id === chosenId);
    if (variant) setFilters(filtersOf(variant, parameterKeys));
  }, [chosenId, built, parameterKeys]);

  const changeFilters = (next: Filters) => {
    setFilters(next);
    $chosenId.set(choiceAfter(variants, next, chosenId));
  };
  const clear = () => {
    setFilters({});
    $chosenId.set(null);
  };

  const matching = filterVariants(variants, filters);
  const rows = sortVariants(matching, sort);

  return (
    <div className="variant-picker">
      <Configurator
        locale={locale}
        parameters={parameters}
        filters={filters}
        onFilters={(next) => (Object.keys(next).length === 0 ? clear() : changeFilters(next))}
        matching={matching}
        total={variants.length}
        chosen={chosen}
        onChoose={(id) => $chosenId.set(id)}
        disabled={!hydrated}
        strings={strings}
      />
      <div className="variant-list">
        <VariantTableView
          locale={locale}
          columns={columns}
          variants={variants}
          rows={rows}
          strings={strings}
          sorting={{ sort, onSort: (column) => setSort(nextSort(sort, column)), disabled: !hydrated }}
          choosing={{
            chosenId,
            activeMinQty: chosen && quantity !== null ? (breakFor(quantity, chosen.priceBreaks)?.minQty ?? null) : null,
            onChoose: (id) => $chosenId.set(id),
            disabled: !hydrated,
          }}
        />
      </div>
    </div>
  );
}
