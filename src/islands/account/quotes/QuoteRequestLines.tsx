import type { QuoteDetail } from '#contract/calls/quotes.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { formatPence } from '#contract/format/money.ts';
import type { QuotesStrings } from './quotes-strings.ts';

/** What the buyer asked for: part, quantity, target price and note per line. */
export function QuoteRequestLines({
  lines,
  locale,
  strings,
}: {
  lines: QuoteDetail['lines'];
  locale: Locale;
  strings: QuotesStrings;
}) {
  return (
    <section className="order-section" aria-labelledby="quote-asked-title">
      <h3 id="quote-asked-title">{strings.askedFor}</h3>
      <div className="order-table-wrap">
        <table className="order-table" aria-labelledby="quote-asked-title">
          <thead>
            <tr>
              <th scope="col">{strings.partNo}</th>
              <th scope="col">{strings.product}</th>
              <th scope="col" className="num">
                {strings.quantity}
              </th>
              <th scope="col" className="num">
                {strings.targetPrice}
              </th>
              <th scope="col">{strings.note}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.lineNo}>
                <th scope="row">{line.partNo}</th>
                <td>{locale === 'zh-cn' ? line.nameZh : line.name}</td>
                <td className="num">{line.quantity}</td>
                <td className="num">
                  {line.targetPricePence === null ? '' : formatPence(line.targetPricePence, locale)}
                </td>
                <td>{line.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
