import type { OrderDetail } from '#contract/calls/orders.ts';
import { localePath, type Locale } from '#contract/i18n/locales.ts';
import { formatPence } from '#contract/format/money.ts';
import { fill } from '#contract/i18n/text.ts';
import { formatDate } from '#contract/format/dates.ts';
import { OrderTotalsList } from '../OrderTotalsList.tsx';
import type { PaymentStrings } from './payment-strings.ts';
import type { Dictionary } from '../../i18n/dictionary.ts';
import { BuyerPrice } from '../price/BuyerPrice.tsx';
import { PartNumbers } from '../price/PartNumbers.tsx';

interface Props {
  order: OrderDetail;
  locale: Locale;
  strings: PaymentStrings;
  priceStrings: Dictionary['prices'];
}

/** The order as placed: number, date, PO reference, its lines (the buyer's prices beside the list prices, the company's part numbers) and totals, and the way back to the shop. */
export function OrderSummary({ order, locale, strings, priceStrings }: Props) {
  const price = (pence: number) => formatPence(pence, locale);
  return (
    <section className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">{strings.summaryTitle}</h2>
      <dl className="order-facts">
        <div>
          <dt>{strings.orderNo}</dt>
          <dd>{order.orderNo}</dd>
        </div>
        <div>
          <dt>{strings.placedOn}</dt>
          <dd>{formatDate(order.createdAt, locale)}</dd>
        </div>
        {order.poReference && (
          <div>
            <dt>{strings.poReference}</dt>
            <dd>{order.poReference}</dd>
          </div>
        )}
      </dl>
      <table className="order-lines">
        <caption>{strings.linesCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{strings.partNo}</th>
            <th scope="col">{strings.item}</th>
            <th scope="col" className="num">
              {strings.quantity}
            </th>
            <th scope="col" className="num">
              {strings.unitPrice}
            </th>
            <th scope="col" className="num">
              {strings.lineTotal}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.lineNo}>
              <th scope="row" className="part-no">
                <PartNumbers partNo={line.partNo} customerPartNo={line.customerPartNo} strings={priceStrings} />
              </th>
              <td>
                {locale === 'zh-cn' && line.nameZh ? line.nameZh : line.name}
                {line.reference && (
                  <small className="line-reference">{fill(strings.lineReference, { reference: line.reference })}</small>
                )}
              </td>
              <td className="num">{line.quantity}</td>
              <td className="num">
                <BuyerPrice
                  pricePence={line.unitPricePence}
                  listPricePence={line.listUnitPricePence}
                  locale={locale}
                  strings={priceStrings}
                />
              </td>
              <td className="num">{price(line.lineTotalPence)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <OrderTotalsList totals={order.totals} locale={locale} strings={strings} />
      <p className="no-print">
        <a href={localePath(locale, '/')}>{strings.continueShopping}</a>
      </p>
    </section>
  );
}
