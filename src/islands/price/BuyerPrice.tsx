import '../../styles/prices.css';
import { formatPence } from '#contract/format/money.ts';
import { fill } from '#contract/i18n/text.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import type { Dictionary } from '../../i18n/dictionary.ts';
import { savingOf } from '../../lib/price/saving.ts';

export type PriceStrings = Pick<Dictionary['prices'], 'listPrice' | 'saving' | 'savingShort'>;

interface Props {
  /** What the buyer pays, in pence. */
  pricePence: number;
  /** The list price at the same quantity. */
  listPricePence: number;
  locale: Locale;
  strings: PriceStrings;
  /** In a table cell: the words "List price" for screen readers only, and the saving as a percentage. */
  compact?: boolean;
}

/**
 * A price as a logged-in buyer sees it: their own price first, then the list price struck through
 * (its words "List price" read out before it, shown unless compact) and what they save. A buyer who
 * pays the list price sees the price alone, as everyone else does.
 */
export function BuyerPrice({ pricePence, listPricePence, locale, strings, compact = false }: Props) {
  const price = (pence: number) => formatPence(pence, locale);
  const saving = savingOf(pricePence, listPricePence);
  if (!saving) return <>{price(pricePence)}</>;
  return (
    <span className={compact ? 'buyer-price compact' : 'buyer-price'}>
      <strong className="buyer-price-own">{price(pricePence)}</strong>{' '}
      <span className="buyer-price-list">
        <span className={compact ? 'visually-hidden' : undefined}>{strings.listPrice} </span>
        <s>{price(listPricePence)}</s>
      </span>{' '}
      <span className="buyer-price-saving">
        {compact
          ? fill(strings.savingShort, { percent: saving.percent })
          : fill(strings.saving, { amount: price(saving.pence), percent: saving.percent })}
      </span>
    </span>
  );
}
