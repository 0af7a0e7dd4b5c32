import type { ReactNode } from 'react';
import type { DimensionColumn, PriceBreak, Variant } from '#contract/calls/catalogue.ts';
import { fill } from '#contract/i18n/text.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { columnLabel } from '../../lib/catalogue/column-label.ts';
import { formatPence } from '#contract/format/money.ts';
import { dimColumn, priceColumn, type ColumnId, type SortState } from '../../lib/catalogue/variant-filter.ts';

export interface VariantTableStrings {
  variants: string;
  partNo: string;
  weight: string;
  qtyFrom: string;
  availability: string;
  inStock: string;
  leadTime: string;
  grams: string;
  priceBreaks: string;
}

/** Sortable headers, given by the variant picker. */
export interface TableSorting {
  sort: SortState | null;
  onSort: (column: ColumnId) => void;
  disabled: boolean;
}

/** A radio per row, given by the variant picker; the chosen row's price break is marked. */
export interface TableChoosing {
  chosenId: number | null;
  /** The minimum quantity of the break that applies to the chosen row's quantity. */
  activeMinQty: number | null;
  onChoose: (id: number) => void;
  disabled: boolean;
}

/** A logged-in buyer's price columns and cells (src/islands/price/BuyerVariantTable.tsx gives them): the list's otherwise. */
export interface TablePrices {
  breakQtys: readonly number[];
  cell: (variant: Variant, minQty: number) => ReactNode;
}

/** The quantities price columns start from: every break of these, once, lowest first. */
export const breakQuantities = (breaks: readonly PriceBreak[]): number[] =>
  [...new Set(breaks.map((b) => b.minQty))].sort((a, b) => a - b);

export interface VariantTableProps {
  locale: Locale;
  columns: readonly DimensionColumn[];
  /** Every variant of the family: the caption counts them, the price columns come from them. */
  variants: readonly Variant[];
  /** The rows shown (filtered and sorted); every variant when left out. */
  rows?: readonly Variant[];
  strings: VariantTableStrings;
  sorting?: TableSorting;
  choosing?: TableChoosing;
  prices?: TablePrices;
}

/**
 * A family's variants keyed by part number: dimensions, weight, price breaks and availability.
 * The one markup of the table: the printable sheet renders it plain at build time, the product
 * page's variant picker with sorting and a choice of row.
 */
export function VariantTableView({
  locale,
  columns,
  variants,
  rows = variants,
  strings,
  sorting,
  choosing,
  prices,
}: VariantTableProps) {
  const breakQtys = prices?.breakQtys ?? breakQuantities(variants.flatMap((v) => v.priceBreaks));
  const header = (column: ColumnId, label: string, numeric = false) => (
    <HeaderCell key={column} column={column} label={label} numeric={numeric} sorting={sorting} />
  );

  return (
    <>
      <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="variants-title">
        <table className="variants">
          <caption id="variants-title">
            {strings.variants} ({variants.length})
          </caption>
          <thead>
            <tr>
              {header('partNo', strings.partNo)}
              {columns.map((c) => header(dimColumn(c.key), columnLabel(c, locale)))}
              {header('weight', strings.weight)}
              {breakQtys.map((q) => header(priceColumn(q), fill(strings.qtyFrom, { n: q }), true))}
              {header('availability', strings.availability)}
            </tr>
          </thead>
          <tbody>
            {rows.map((v) => {
              const chosen = choosing?.chosenId === v.id;
              return (
                <tr
                  key={v.id}
                  className={chosen ? 'chosen' : undefined}
                  onClick={choosing && !choosing.disabled ? () => choosing.onChoose(v.id) : undefined}
                >
                  <th scope="row">
                    {choosing ? (
                      <label className="variant-choice">
                        <input
                          type="radio"
                          name="variant"
                          checked={chosen}
                          disabled={choosing.disabled}
                          onChange={() => choosing.onChoose(v.id)}
                        />
                        <code>{v.partNo}</code>
                      </label>
                    ) : (
                      <code>{v.partNo}</code>
                    )}
                  </th>
                  {columns.map((c) => (
                    <td key={c.key}>{v.dims[c.key] ?? ''}</td>
                  ))}
                  <td>{fill(strings.grams, { n: v.weightGrams })}</td>
                  {breakQtys.map((q) => {
                    const price = v.priceBreaks.find((b) => b.minQty === q);
                    const active = chosen && choosing?.activeMinQty === q;
                    return (
                      <td key={q} className={active ? 'num tier-active' : 'num'}>
                        {prices ? prices.cell(v, q) : price ? formatPence(price.unitPricePence, locale) : ''}
                      </td>
                    );
                  })}
                  <td>
                    {v.stock > 0
                      ? fill(strings.inStock, { n: v.stock })
                      : fill(strings.leadTime, { n: v.leadTimeDays })}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="note">{strings.priceBreaks}</p>
    </>
  );
}

function HeaderCell({
  column,
  label,
  numeric,
  sorting,
}: {
  column: ColumnId;
  label: string;
  numeric: boolean;
  sorting: TableSorting | undefined;
}) {
  const direction = sorting?.sort?.column === column ? sorting.sort.direction : undefined;
  return (
    <th scope="col" className={numeric ? 'num' : undefined} aria-sort={direction}>
      {sorting ? (
        <button
          type="button"
          className="sort-button"
          disabled={sorting.disabled}
          onClick={() => sorting.onSort(column)}
        >
          {label}
          <SortMark direction={direction} />
        </button>
      ) : (
        label
      )}
    </th>
  );
}

/** ▲ ▼ on the sorted column, a faint ↕ on the others: decoration, aria-sort says it to screen readers. */
function SortMark({ direction }: { direction: SortState['direction'] | undefined }) {
  const mark = direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕';
  return (
    <span className={direction ? 'sort-mark' : 'sort-mark idle'} aria-hidden="true">
      {mark}
    </span>
  );
}
