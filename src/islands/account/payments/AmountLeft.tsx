import type { Locale } from '#contract/i18n/locales.ts';
import { formatPence } from '#contract/format/money.ts';
import { fill } from '#contract/i18n/text.ts';
import type { AccountPaymentsStrings } from './payments-strings.ts';

interface Props {
  order: { totalPence: number; leftPence: number };
  locale: Locale;
  strings: AccountPaymentsStrings;
}

/** What is left to pay of an order, and its total beneath when part of it has been paid already. */
export function AmountLeft({ order, locale, strings }: Props) {
  return (
    <>
      {formatPence(order.leftPence, locale)}
      {order.leftPence !== order.totalPence && (
        <small>{fill(strings.ofTotal, { total: formatPence(order.totalPence, locale) })}</small>
      )}
    </>
  );
}
