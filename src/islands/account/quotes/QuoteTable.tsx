import type { QuoteRow } from '#contract/calls/quotes.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { formatPence } from '#contract/format/money.ts';
import { formatDate, formatShortDay } from '#contract/format/dates.ts';
import { quoteDetailsPath } from './quote-path.ts';
import { stateWord, type QuotesStrings } from './quotes-strings.ts';

interface Props {
  quotes: QuoteRow[];
  /** The company view: who asked for each. */
  company: boolean;
  locale: Locale;
  strings: QuotesStrings;
}

/** One page of quotes: each number opens the quote; its state in words, its last day and the quoted total. */
export function QuoteTable({ quotes, company, locale, strings }: Props) {
  return (
    <div className="order-table-wrap">
      <table className="data-table order-table">
        <caption>{company ? strings.companyCaption : strings.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{strings.quoteNo}</th>
            <th scope="col">{strings.askedOn}</th>
            <th scope="col">{strings.reference}</th>
            {company && <th scope="col">{strings.askedBy}</th>}
            <th scope="col">{strings.state}</th>
            <th scope="col">{strings.validUntil}</th>
            <th scope="col" className="num">
              {strings.total}
            </th>
          </tr>
        </thead>
        <tbody>
          {quotes.map((quote) => (
            <tr key={quote.id}>
              <th scope="row">
                <a href={quoteDetailsPath(locale, quote.id)}>{quote.quoteNo}</a>
              </th>
              <td>{formatDate(quote.createdAt, locale)}</td>
              <td>{quote.reference}</td>
              {company && <td>{quote.mine ? strings.you : quote.buyerName}</td>}
              <td>
                <span className={`order-stage quote-${quote.state}`}>{stateWord(quote.state, locale)}</span>
              </td>
              <td>{quote.validUntil ? formatShortDay(quote.validUntil, locale) : ''}</td>
              <td className="num">
                {quote.quotedPence === null ? strings.notQuotedYet : formatPence(quote.quotedPence, locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
