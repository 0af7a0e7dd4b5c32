import type { OrderLine } from '#contract/calls/orders.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { PartPicture } from '../../../components/catalogue/PartPicture.tsx';
import { lineHref, lineName } from '../../../lib/basket/line-notes.ts';
import { formatPence } from '#contract/format/money.ts';
import { fill } from '#contract/i18n/text.ts';
import type { OrdersStrings } from './orders-strings.ts';
import type { Dictionary } from '../../../i18n/dictionary.ts';
import { BuyerPrice } from '../../price/BuyerPrice.tsx';
import { PartNumbers } from '../../price/PartNumbers.tsx';

interface Props {
  lines: OrderLine[];
  locale: Locale;
  strings: OrdersStrings;
  priceStrings: Dictionary['prices'];
}

/** What was reserved from stock for a line, and when the rest follows. */
function availability(line: OrderLine, strings: OrdersStrings): string {
  if (line.reservedQty >= line.quantity) return strings.allReserved;
  if (line.reservedQty === 0) return fill(strings.noneReserved, { days: line.leadTimeDays });
  return fill(strings.partReserved, {
    reserved: line.reservedQty,
    rest: line.quantity - line.reservedQty,
    days: line.leadTimeDays,
  });
}

/** The order's lines as placed: each part's number (and the company's own), picture, the buyer's price then beside the list price then, the buyer's references, stock reserved or lead time. */
export function OrderLinesTable({ lines, locale, strings, priceStrings }: Props) {
  const price = (pence: number) => formatPence(pence, locale);
  return (
    <section className="order-section" aria-labelledby="order-lines-title">
      <h3 id="order-lines-title">{strings.linesHeading}</h3>
      <div className="order-table-wrap">
        <table className="order-table order-detail-lines" aria-labelledby="order-lines-title">
          <thead>
            <tr>
              <th scope="col">{strings.partNo}</th>
              <th scope="col">{strings.item}</th>
              <th scope="col">{strings.reference}</th>
              <th scope="col" className="num">
                {strings.quantity}
              </th>
              <th scope="col" className="num">
                {strings.unitPrice}
              </th>
              <th scope="col" className="num">
                {strings.lineTotal}
              </th>
              <th scope="col">{strings.availability}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.lineNo}>
                <th scope="row" className="part-no">
                  <PartNumbers partNo={line.partNo} customerPartNo={line.customerPartNo} strings={priceStrings} />
                </th>
                <td className="order-line-item">
                  <PartPicture partNo={line.partNo} width={64} height={48} />
                  <a href={lineHref(line, locale)}>{lineName(line, locale)}</a>
                </td>
                <td>{line.reference}</td>
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
                <td>{availability(line, strings)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
