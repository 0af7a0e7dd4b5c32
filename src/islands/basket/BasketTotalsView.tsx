import type { ReactNode } from 'react';
import type { BasketTotals } from '#contract/calls/basket.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { freeDeliveryShortfall } from '../../lib/basket/delivery.ts';
import { formatPence } from '#contract/format/money.ts';
import { fill } from '#contract/i18n/text.ts';
import type { BasketStrings } from './basket-strings.ts';

interface Props {
  totals: BasketTotals;
  /** The delivery country the totals are for. */
  country: string;
  title: string;
  titleId: string;
  /** 2 on the basket, 3 inside the checkout. */
  level: 2 | 3;
  locale: Locale;
  strings: BasketStrings;
  /** What the buyer's prices save on the list prices of the lines (listSavingOf): a line of its own when above 0. */
  listSavingPence: number;
  children?: ReactNode;
}

/** The server's figures: subtotal ex VAT (and a trade buyer's saving on list prices), delivery, VAT at its rate and the total, in GBP. */
export function BasketTotalsView({
  totals,
  country,
  title,
  titleId,
  level,
  locale,
  strings,
  listSavingPence,
  children,
}: Props) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const price = (pence: number) => formatPence(pence, locale);
  const shortfall = freeDeliveryShortfall(totals, country);
  return (
    <section className="basket-totals" aria-labelledby={titleId}>
      <Heading id={titleId}>{title}</Heading>
      <dl>
        <div>
          <dt>{strings.subtotal}</dt>
          <dd>{price(totals.subtotalPence)}</dd>
        </div>
        {listSavingPence > 0 && (
          <div className="totals-saving">
            <dt>{strings.prices.listSaving}</dt>
            <dd>{price(listSavingPence)}</dd>
          </div>
        )}
        <div>
          <dt>{strings.delivery}</dt>
          <dd>{totals.deliveryPence === 0 ? strings.deliveryFree : price(totals.deliveryPence)}</dd>
        </div>
        <div>
          <dt>{fill(strings.vat, { rate: totals.vatRatePercent })}</dt>
          <dd>{price(totals.vatPence)}</dd>
        </div>
        <div className="totals-total">
          <dt>{strings.total}</dt>
          <dd>{price(totals.totalPence)}</dd>
        </div>
      </dl>
      {shortfall !== null && (
        <p className="note">{fill(strings.freeDeliveryShortfall, { amount: price(shortfall) })}</p>
      )}
      {children}
    </section>
  );
}
