import type { QuoteDetail } from '#contract/calls/quotes.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { formatDateTime } from '#contract/format/dates.ts';
import type { QuotesStrings } from './quotes-strings.ts';

/** The quote's messages, oldest first: the buyer's and sales'. */
export function QuoteThread({
  messages,
  locale,
  strings,
}: {
  messages: QuoteDetail['messages'];
  locale: Locale;
  strings: QuotesStrings;
}) {
  return (
    <section className="order-section quote-thread" aria-labelledby="quote-thread-title">
      <h3 id="quote-thread-title">{strings.thread}</h3>
      {messages.length === 0 ? (
        <p>{strings.noMessages}</p>
      ) : (
        <ol aria-labelledby="quote-thread-title">
          {messages.map((m, index) => (
            <li key={index} className={`quote-message from-${m.side}`}>
              <p className="quote-message-head">
                <strong>{m.side === 'buyer' ? strings.fromBuyer : strings.fromSales}</strong> · {m.author} ·{' '}
                <time dateTime={m.at}>{formatDateTime(m.at, locale)}</time>
              </p>
              <p className="quote-message-body">{m.body}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
