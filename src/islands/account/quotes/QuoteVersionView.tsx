import type { QuoteVersion } from '#contract/calls/quotes.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { formatDate } from '#contract/format/dates.ts';
import { formatPence } from '#contract/format/money.ts';
import { fill } from '#contract/i18n/text.ts';
import type { QuotesStrings } from './quotes-strings.ts';

interface Props {
  version: QuoteVersion;
  current: boolean;
  locale: Locale;
  strings: QuotesStrings;
}

/** One version sales sent: per line the part offered (an alternative marked), its price breaks, unit price, total and lead time; then delivery and sales' message. */
export function QuoteVersionView({ version, current, locale, strings }: Props) {
  const price = (pence: number) => formatPence(pence, locale);
  const titleId = `quote-version-${version.versionNo}`;
  const title = fill(strings.versionHeading, {
    n: version.versionNo,
    date: version.sentAt ? formatDate(version.sentAt, locale) : '',
  });
  return (
    <section className="order-section quote-version" aria-labelledby={titleId}>
      <h3 id={titleId}>{current ? `${title} (${strings.latestVersion})` : title}</h3>
      <div className="order-table-wrap">
        <table className="order-table">
          <caption>{fill(strings.versionCaption, { n: version.versionNo })}</caption>
          <thead>
            <tr>
              <th scope="col">{strings.partNo}</th>
              <th scope="col">{strings.product}</th>
              <th scope="col" className="num">
                {strings.quantity}
              </th>
              <th scope="col">{strings.priceBreaks}</th>
              <th scope="col" className="num">
                {strings.unitPrice}
              </th>
              <th scope="col" className="num">
                {strings.lineTotal}
              </th>
              <th scope="col">{strings.leadTime}</th>
            </tr>
          </thead>
          <tbody>
            {version.lines.map((line) => (
              <tr key={line.lineNo}>
                <th scope="row">
                  {line.partNo}
                  {line.alternative && <span className="quote-alternative"> ({strings.alternative})</span>}
                </th>
                <td>{locale === 'zh-cn' ? line.nameZh : line.name}</td>
                <td className="num">{line.quantity}</td>
                <td>
                  {line.priceBreaks
                    .map((b) => fill(strings.breakFrom, { qty: b.minQty, price: price(b.unitPricePence) }))
                    .join('; ')}
                </td>
                <td className="num">{price(line.unitPricePence)}</td>
                <td className="num">{price(line.lineTotalPence)}</td>
                <td>{fill(strings.leadDays, { n: line.leadTimeDays })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="order-facts-list">
        <div>
          <dt>{strings.subtotal}</dt>
          <dd>{price(version.subtotalPence)}</dd>
        </div>
        <div>
          <dt>{strings.delivery}</dt>
          <dd>{price(version.deliveryPence)}</dd>
        </div>
        <div>
          <dt>{strings.validUntil}</dt>
          <dd>{formatDate(`${version.validUntil}T12:00:00Z`, locale)}</dd>
        </div>
        {version.message && (
          <div>
            <dt>{strings.salesMessage}</dt>
            <dd>{version.message}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
