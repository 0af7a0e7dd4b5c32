import { useState } from 'react';
import type { QuoteDetail } from '#contract/calls/quotes.ts';
import { staffQuoteApprove, staffQuoteDecline } from '#contract/calls/staff-quotes.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { fill } from '#contract/i18n/text.ts';
import { QUOTE_LIMITS } from '#contract/limits/quotes.ts';
import { call } from '../../../api/call.ts';
import { useChange } from '../../use-change.ts';
import type { EditorStrings } from '../editor-strings.ts';
import { TextField } from '../TextField.tsx';
import { useFieldChange } from '../use-field-change.ts';
import { QuoteVersionForm } from './QuoteVersionForm.tsx';
import { QuoteVersionTable } from './QuoteVersionTable.tsx';

interface Props {
  quote: QuoteDetail;
  locale: Locale;
  strings: EditorStrings;
  admin: boolean;
  onChanged: (quote: QuoteDetail) => void;
}

/** What the quote's state allows: the version waiting for approval (admins approve it), send or revise, decline. */
export function QuoteActions({ quote, locale, strings, admin, onChanged }: Props) {
  const text = strings.quotes;
  const [done, setDone] = useState('');
  const open = quote.state === 'requested' || quote.state === 'quoted';
  const changed = (next: QuoteDetail, news: string) => {
    onChanged(next);
    setDone(news);
  };
  return (
    <section className="staff-order-actions" aria-label={text.actionsLabel}>
      <p role="status" className="editor-note">
        {done}
      </p>
      {quote.waiting && (
        <WaitingVersion quote={quote} locale={locale} strings={strings} admin={admin} onApproved={changed} />
      )}
      {open && !quote.waiting && <QuoteVersionForm quote={quote} strings={strings} onSent={changed} />}
      {open && <DeclineForm quote={quote} strings={strings} onDeclined={changed} />}
    </section>
  );
}

type Changed = (quote: QuoteDetail, news: string) => void;

function WaitingVersion({
  quote,
  locale,
  strings,
  admin,
  onApproved,
}: {
  quote: QuoteDetail;
  locale: Locale;
  strings: EditorStrings;
  admin: boolean;
  onApproved: Changed;
}) {
  const text = strings.quotes;
  const waiting = quote.waiting!;
  const { busy, change } = useChange(() => call(staffQuoteApprove, { id: quote.id }));
  async function approve() {
    const next = await change(undefined);
    if (next) onApproved(next, fill(text.approved, { versionNo: waiting.versionNo }));
  }
  return (
    <section className="staff-order-action" aria-labelledby="quote-waiting-title">
      <h4 id="quote-waiting-title">{fill(text.waitingTitle, { versionNo: waiting.versionNo })}</h4>
      <p className="editor-note">{text.waitingWhy}</p>
      <QuoteVersionTable
        version={waiting}
        caption={fill(text.waitingTitle, { versionNo: waiting.versionNo })}
        locale={locale}
        strings={strings}
      />
      {admin && (
        <button type="button" className="button" disabled={busy} onClick={() => void approve()}>
          {fill(text.approve, { versionNo: waiting.versionNo })}
        </button>
      )}
    </section>
  );
}

function DeclineForm({
  quote,
  strings,
  onDeclined,
}: {
  quote: QuoteDetail;
  strings: EditorStrings;
  onDeclined: Changed;
}) {
  const text = strings.quotes;
  const [reason, setReason] = useState('');
  const { busy, change, problemOf } = useFieldChange(
    (body: { id: number; reason: string }) => call(staffQuoteDecline, body),
    ['reason'],
  );
  async function decline() {
    const next = await change({ id: quote.id, reason });
    if (next) onDeclined(next, fill(text.declined, { quoteNo: quote.quoteNo }));
  }
  return (
    <form
      className="staff-order-action"
      aria-labelledby="quote-decline-title"
      onSubmit={(event) => {
        event.preventDefault();
        void decline();
      }}
    >
      <h4 id="quote-decline-title">{text.declineTitle}</h4>
      <TextField
        id="quote-decline-reason"
        label={text.reason}
        value={reason}
        onChange={setReason}
        maxLength={QUOTE_LIMITS.message}
        multiline
        required
        problem={problemOf('reason')}
      />
      <button type="submit" className="button danger" disabled={busy}>
        {text.decline}
      </button>
    </form>
  );
}
