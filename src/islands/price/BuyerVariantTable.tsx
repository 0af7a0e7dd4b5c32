import type { Variant } from '#contract/calls/catalogue.ts';
import { breakFor } from '#contract/rules/price-breaks.ts';
import {
  breakQuantities,
  VariantTableView,
  type VariantTableProps,
} from '../../components/catalogue/VariantTableView.tsx';
import { breaksPaid, buyerPriceAt } from '../../lib/price/buyer-price-at.ts';
import { BuyerPrice, type PriceStrings } from './BuyerPrice.tsx';
import { useBuyerPrices } from './use-buyer-prices.ts';

interface Props {
  table: VariantTableProps;
  /** The buy box's quantity: the chosen row marks the buyer's break for it. */
  quantity: number | null;
  priceStrings: PriceStrings;
}

/**
 * The product page's variant table for a logged-in buyer (src/islands/catalogue/VariantPicker.tsx
 * loads it then, not with the page): each row's price from each quantity is the buyer's, the list
 * price struck after it, and a break only the buyer has (a net price from 100 off) gets its column.
 * Until the buyer's prices come, and for a buyer without a price list, it is the list price table.
 */
export default function BuyerVariantTable({ table, quantity, priceStrings }: Props) {
  const prices = useBuyerPrices(table.variants.map((v) => v.id));
  if (prices.size === 0) return <VariantTableView {...table} />;
  const paid = (v: Variant) => breaksPaid(v.priceBreaks, prices.get(v.id));
  const chosen = table.variants.find((v) => v.id === table.choosing?.chosenId);
  const choosing = table.choosing && {
    ...table.choosing,
    activeMinQty: chosen && quantity !== null ? (breakFor(quantity, paid(chosen))?.minQty ?? null) : null,
  };
  const cell = (v: Variant, minQty: number) => {
    const breaksHere = [...v.priceBreaks, ...paid(v)].some((b) => b.minQty === minQty);
    const at = breaksHere ? buyerPriceAt(minQty, v.priceBreaks, prices.get(v.id)) : undefined;
    return at ? <BuyerPrice {...at} locale={table.locale} strings={priceStrings} compact /> : '';
  };
  const breakQtys = breakQuantities(table.variants.flatMap((v) => [...v.priceBreaks, ...paid(v)]));
  return <VariantTableView {...table} choosing={choosing} prices={{ breakQtys, cell }} />;
}
