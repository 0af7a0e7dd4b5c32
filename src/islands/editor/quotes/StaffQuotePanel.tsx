import { useEffect, useRef } from 'react';
import type { QuoteDetail } from '#contract/calls/quotes.ts';
import { staffQuoteGet } from '#contract/calls/staff-quotes.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { fill, pick } from '#contract/i18n/text.ts';
import { formatDateTime, formatShortDay } from '#contract/format/dates.ts';
import { formatPence } from '#contract/format/money.ts';
import { QUOTE_STATE_WORDS } from '#contract/rules/quote-states.ts';
import { call } from '../../../api/call.ts';
import { useAnswer } from '../../use-answer.ts';
import { Answer } from '../Answer.tsx';
import type { EditorStrings } from '../editor-strings.ts';
import { EditorTable } from '../EditorTable.tsx';
import { PdfDownload } from '../../PdfDownload.tsx';
import { staffQuotePdf } from '#contract/calls/quote-pdf.ts';
import { staffQuoteAttachment } from '#contract/calls/quote-attachments.ts';
import { QuoteAttachmentList } from '../../quotes/QuoteAttachmentList.tsx';
import { QuoteActions } from './QuoteActions.tsx';
import { QuoteVersionTable } from './QuoteVersionTable.tsx';

interface Props {
  id: number;
  locale: Locale;
  strings: EditorStrings;
  admin: boolean;
  onBack: () => void;
}

/** One quote for sales: the request, the versions sent, the one waiting, the thread and history, and what can be done now. */
export function StaffQuotePanel({ id, locale, strings, admin, onBack }: Props) {
  const quote = useAnswer(() => call(staffQuoteGet, { id }), `staff-quote-${id}`);
  return (
    <>
      <p>
        <button type="button" className="button secondary" onClick={onBack}>
          {strings.quotes.back}
        </button>
      </p>
      <Answer call={quote} strings={strings}>
        {(loaded) => (
          <QuoteView quote={loaded} locale={locale} strings={strings} admin={admin} onChanged={quote.setAnswer} />
        )}
      </Answer>
    </>
  );
}

function QuoteView({
  quote,
  locale,
  strings,
  admin,
  onChanged,
}: {
  quote: QuoteDetail;
  locale: Locale;
  strings: EditorStrings;
  admin: boolean;
  onChanged: (quote: QuoteDetail) => void;
}) {
  const text = strings.quotes;
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus follows sales into the quote they opened.
  useEffect(() => heading.current?.focus(), []);
  const when = (iso: string) => formatDateTime(iso, locale);
  const r = text.requestColumns;
  return (
    <article className="staff-order" aria-labelledby="staff-quote-title">
      <h3 id="staff-quote-title" ref={heading} tabIndex={-1}>
        {fill(text.heading, { quoteNo: quote.quoteNo })}
      </h3>
      <dl className="staff-order-facts">
        <div>
          <dt>{text.state}</dt>
          <dd>{pick(QUOTE_STATE_WORDS[quote.state], locale)}</dd>
        </div>
        <div>
          <dt>{text.columns.asked}</dt>
          <dd>{when(quote.createdAt)}</dd>
        </div>
        <div>
          <dt>{text.buyer}</dt>
          <dd>
            {quote.buyer.name} ({quote.buyer.email}){quote.companyName && `, ${quote.companyName}`}
          </dd>
        </div>
        <div>
          <dt>{text.country}</dt>
          <dd>{quote.deliveryCountry}</dd>
        </div>
        {quote.neededBy && (
          <div>
            <dt>{text.neededBy}</dt>
            <dd>{formatShortDay(quote.neededBy, locale)}</dd>
          </div>
        )}
        {quote.reference && (
          <div>
            <dt>{text.reference}</dt>
            <dd>{quote.reference}</dd>
          </div>
        )}
        {quote.validUntil && (
          <div>
            <dt>{text.validUntil}</dt>
            <dd>{formatShortDay(quote.validUntil, locale)}</dd>
          </div>
        )}
        {quote.order && (
          <div>
            <dt>{text.order}</dt>
            <dd>{quote.order.orderNo}</dd>
          </div>
        )}
      </dl>

      <EditorTable caption={text.requestCaption} columns={[r.line, r.part, r.quantity, r.target, r.note]}>
        {quote.lines.map((line) => (
          <tr key={line.lineNo}>
            <td>{line.lineNo}</td>
            <td>
              {line.partNo}
              <small>{locale === 'zh-cn' ? line.nameZh : line.name}</small>
            </td>
            <td>{line.quantity}</td>
            <td>{line.targetPricePence === null ? '' : formatPence(line.targetPricePence, locale)}</td>
            <td>{line.note}</td>
          </tr>
        ))}
      </EditorTable>

      <QuoteAttachmentList quote={quote} download={staffQuoteAttachment} words={text} level={4} />
      {quote.versions.length > 0 && <h4>{text.versionsTitle}</h4>}
      {quote.versions.length > 0 && (
        <PdfDownload
          download={staffQuotePdf}
          id={quote.id}
          fileName={`quotation-${quote.quoteNo}.pdf`}
          label={strings.quotes.downloadPdf}
        />
      )}
      {quote.versions.map((version) => (
        <QuoteVersionTable
          key={version.versionNo}
          version={version}
          caption={fill(text.versionCaption, {
            versionNo: version.versionNo,
            sentAt: when(version.sentAt ?? ''),
            validUntil: formatShortDay(version.validUntil, locale),
          })}
          locale={locale}
          strings={strings}
        />
      ))}

      <h4 id="staff-quote-thread">{text.threadTitle}</h4>
      {quote.messages.length === 0 ? (
        <p className="editor-note">{text.noMessages}</p>
      ) : (
        <ul aria-labelledby="staff-quote-thread">
          {quote.messages.map((m, index) => (
            <li key={index}>
              <time dateTime={m.at}>{when(m.at)}</time> {m.author}: {m.body}
            </li>
          ))}
        </ul>
      )}

      <h4 id="staff-quote-history">{text.historyTitle}</h4>
      <ol className="staff-order-events" aria-labelledby="staff-quote-history">
        {quote.events.map((e, index) => (
          <li key={index}>
            <time dateTime={e.at}>{when(e.at)}</time> {e.kind}
            {e.by && <small> {e.by}</small>}
          </li>
        ))}
      </ol>

      <QuoteActions quote={quote} locale={locale} strings={strings} admin={admin} onChanged={onChanged} />
    </article>
  );
}
