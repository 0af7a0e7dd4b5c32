import { useId, useState, type SubmitEvent } from 'react';
import type { QuoteDetail } from '#contract/calls/quotes.ts';
import { QUOTE_LIMITS } from '#contract/limits/quotes.ts';
import { fill } from '#contract/i18n/text.ts';
import { quoteAskChange, quoteDecline, quoteWithdraw } from '../../../api/quotes.ts';
import type { BuyerMove } from '../../../lib/quotes/buyer-moves.ts';
import { useChange } from '../../use-change.ts';
import type { QuotesStrings } from './quotes-strings.ts';

const SEND: Record<BuyerMove, (id: number, message: string) => Promise<QuoteDetail>> = {
  askChange: quoteAskChange,
  buyerDecline: quoteDecline,
  withdraw: quoteWithdraw,
};

interface Props {
  quoteId: number;
  move: BuyerMove;
  /** The button's words, which name the form too. */
  title: string;
  onDone: (quote: QuoteDetail) => void;
  onCancel: () => void;
  strings: QuotesStrings;
}

/** Decline, withdraw or ask for a change, with a message (needed to ask for a change); a refusal is told as a toast. */
export function QuoteMoveForm({ quoteId, move, title, onDone, onCancel, strings }: Props) {
  const id = useId();
  const [message, setMessage] = useState('');
  const [tried, setTried] = useState(false);
  const send = useChange(({ text }: { text: string }) => SEND[move](quoteId, text));
  const needed = move === 'askChange';
  const text = message.trim();
  const problem = !tried
    ? null
    : needed && !text
      ? strings.messageNeeded
      : [...text].length > QUOTE_LIMITS.message
        ? fill(strings.messageTooLong, { n: QUOTE_LIMITS.message })
        : null;

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    if ((needed && !text) || [...text].length > QUOTE_LIMITS.message) {
      document.getElementById(`${id}-message`)?.focus();
      return;
    }
    const answer = await send.change({ text });
    if (answer) onDone(answer);
  }

  return (
    <form className="quote-move-form" aria-label={title} onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-message`}>{needed ? strings.yourMessage : strings.messageOptional}</label>
        <textarea
          id={`${id}-message`}
          rows={3}
          autoFocus
          value={message}
          required={needed}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-hint ${id}-error` : `${id}-hint`}
          onChange={(event) => setMessage(event.target.value)}
        />
        <p id={`${id}-hint`} className="field-hint">
          {fill(strings.messageHint, { n: QUOTE_LIMITS.message })}
        </p>
        {problem && (
          <p id={`${id}-error`} className="field-error">
            {problem}
          </p>
        )}
      </div>
      <div className="order-action-buttons">
        <button type="submit" className="button" disabled={send.busy}>
          {send.busy ? strings.working : title}
        </button>
        <button type="button" className="button secondary" onClick={onCancel}>
          {strings.cancel}
        </button>
      </div>
    </form>
  );
}
