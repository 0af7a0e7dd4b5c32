import type { QuoteRow } from '#contract/calls/quotes.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { fill, pick } from '#contract/i18n/text.ts';
import { formatDateTime } from '#contract/format/dates.ts';
import { formatPence } from '#contract/format/money.ts';
import { QUOTE_STATE_WORDS } from '#contract/rules/quote-states.ts';
import type { EditorStrings } from '../editor-strings.ts';
import { EditorTable } from '../EditorTable.tsx';

interface Props {
  quotes: readonly QuoteRow[];
  locale: Locale;
  strings: EditorStrings;
  onOpen: (id: number) => void;
}

/** The queue's page of quotes; each quote number opens it. */
export function QuoteRows({ quotes, locale, strings, onOpen }: Props) {
  const text = strings.quotes;
  const c = text.columns;
  return (
    <EditorTable caption={text.caption} columns={[c.quoteNo, c.asked, c.buyer, c.state, c.lines, c.quoted]}>
      {quotes.map((q) => (
        <tr key={q.id}>
          <td>
            <button
              type="button"
              className="text-button"
              aria-label={fill(text.open, { quoteNo: q.quoteNo })}
              onClick={() => onOpen(q.id)}
            >
              {q.quoteNo}
            </button>
            {q.reference && <small>{q.reference}</small>}
          </td>
          <td>{formatDateTime(q.createdAt, locale)}</td>
          <td>
            {q.buyerName}
            {q.companyName && <small>{q.companyName}</small>}
          </td>
          <td>
            {pick(QUOTE_STATE_WORDS[q.state], locale)}
            {q.awaitingApproval && <small>{text.waits}</small>}
          </td>
          <td>{q.lineCount}</td>
          <td>{q.quotedPence === null ? '' : formatPence(q.quotedPence, locale)}</td>
        </tr>
      ))}
    </EditorTable>
  );
}
