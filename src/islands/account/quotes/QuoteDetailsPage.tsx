import '../../../styles/account-orders.css';
import { useState } from 'react';
import { ApiCallError } from '../../../api/answer.ts';
import { quoteGet } from '../../../api/quotes.ts';
import type { QuoteDetail } from '#contract/calls/quotes.ts';
import { localePath, type Locale } from '#contract/i18n/locales.ts';
import { fill } from '#contract/i18n/text.ts';
import { formatDate } from '#contract/format/dates.ts';
import { countryName } from '#contract/rules/countries.ts';
import { useAnswer } from '../../use-answer.ts';
import { useOrderId } from '../../payment/use-order-id.ts';
import { AccountGate, type AccountStrings } from '../AccountGate.tsx';
import { LoadFailed } from '../../LoadFailed.tsx';
import type { BasketStrings } from '../../basket/basket-strings.ts';
import { orderDetailsPath } from '../orders/orders-strings.ts';
import { quoteAttachment } from '#contract/calls/quote-attachments.ts';
import { QuoteAttachmentList } from '../../quotes/QuoteAttachmentList.tsx';
import { QuoteActions } from './QuoteActions.tsx';
import { QuoteAddFiles } from './QuoteAddFiles.tsx';
import { QuoteRequestLines } from './QuoteRequestLines.tsx';
import { QuoteThread } from './QuoteThread.tsx';
import { QuoteVersionView } from './QuoteVersionView.tsx';
import { stateWord, type QuotesStrings } from './quotes-strings.ts';
import { PdfDownload } from '../../PdfDownload.tsx';
import { quotePdf } from '#contract/calls/quote-pdf.ts';

interface Props {
  locale: Locale;
  strings: QuotesStrings;
  gate: AccountStrings;
  basketStrings: BasketStrings;
}

/** /acQuotedetails/{id}: one quote for its buyer or their company's admin; anything else reads "no such quote". */
export default function QuoteDetailsPage(props: Props) {
  // The shell's id, read as an order page reads its own.
  const id = useOrderId();
  return (
    <AccountGate strings={props.gate}>
      {id === null && <NoSuchQuote {...props} />}
      {typeof id === 'number' && <LoadedQuote id={id} {...props} />}
    </AccountGate>
  );
}

function NoSuchQuote({ locale, strings }: Props) {
  return (
    <div className="order-missing">
      <p>{strings.noSuchQuote}</p>
      <p>
        <a href={localePath(locale, '/acQuote')}>{strings.backToQuotes}</a>
      </p>
    </div>
  );
}

function LoadedQuote({ id, ...props }: Props & { id: number }) {
  // A 404 is a normal answer here (another buyer's quote, or none): the page says so.
  const [missing, setMissing] = useState(false);
  const { answer, setAnswer, status, retry } = useAnswer(
    () =>
      quoteGet(id).catch((error: unknown) => {
        if (!(error instanceof ApiCallError && error.code === 404)) throw error;
        setMissing(true);
        return null;
      }),
    `quote ${id}`,
  );
  if (missing) return <NoSuchQuote {...props} />;
  if (status === 'failed') return <LoadFailed retry={retry} strings={props.gate} />;
  if (!answer) return <p role="status">{props.gate.loading}</p>;
  return <QuoteView quote={answer} onChanged={setAnswer} {...props} />;
}

function QuoteView({
  quote,
  onChanged,
  locale,
  strings,
  basketStrings,
}: Props & { quote: QuoteDetail; onChanged: (quote: QuoteDetail) => void }) {
  const day = (value: string) => formatDate(`${value}T12:00:00Z`, locale);
  const lastVersion = quote.versions.length;
  return (
    <article className="order-details" aria-labelledby="quote-title">
      <p className="no-print">
        <a href={localePath(locale, '/acQuote')}>{strings.backToQuotes}</a>
      </p>
      <header className="order-details-head">
        <h2 id="quote-title">{fill(strings.detailHeading, { quoteNo: quote.quoteNo })}</h2>
        <span className={`order-stage quote-${quote.state}`}>{stateWord(quote.state, locale)}</span>
      </header>
      <dl className="order-facts-list">
        <div>
          <dt>{strings.askedOn}</dt>
          <dd>{formatDate(quote.createdAt, locale)}</dd>
        </div>
        {quote.reference && (
          <div>
            <dt>{strings.reference}</dt>
            <dd>{quote.reference}</dd>
          </div>
        )}
        {quote.neededBy && (
          <div>
            <dt>{strings.neededBy}</dt>
            <dd>{day(quote.neededBy)}</dd>
          </div>
        )}
        <div>
          <dt>{strings.deliveryCountry}</dt>
          <dd>{countryName(quote.deliveryCountry, locale)}</dd>
        </div>
        {quote.validUntil && (
          <div>
            <dt>{strings.validUntil}</dt>
            <dd>{day(quote.validUntil)}</dd>
          </div>
        )}
        {quote.order && (
          <div>
            <dt>{strings.order}</dt>
            <dd>
              <a href={orderDetailsPath(locale, quote.order.id)}>{quote.order.orderNo}</a>
            </dd>
          </div>
        )}
      </dl>
      {!quote.mine && <p className="note">{fill(strings.othersQuote, { name: quote.buyer.name })}</p>}
      <QuoteActions
        quote={quote}
        onChanged={onChanged}
        locale={locale}
        strings={strings}
        basketStrings={basketStrings}
      />
      {lastVersion > 0 && (
        <PdfDownload
          download={quotePdf}
          id={quote.id}
          fileName={`quotation-${quote.quoteNo}.pdf`}
          label={strings.downloadPdf}
        />
      )}
      <QuoteRequestLines lines={quote.lines} locale={locale} strings={strings} />
      <QuoteAttachmentList quote={quote} download={quoteAttachment} words={strings} level={3} />
      {quote.canAttach && <QuoteAddFiles quote={quote} onChanged={onChanged} strings={strings} />}
      {lastVersion === 0 && <p className="note">{strings.notAnsweredYet}</p>}
      {/* Newest first: the version to decide on leads. */}
      {[...quote.versions].reverse().map((version) => (
        <QuoteVersionView
          key={version.versionNo}
          version={version}
          current={version.versionNo === quote.versions[lastVersion - 1]?.versionNo}
          locale={locale}
          strings={strings}
        />
      ))}
      <QuoteThread messages={quote.messages} locale={locale} strings={strings} />
    </article>
  );
}
