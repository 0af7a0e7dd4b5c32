import { lazy, Suspense, useState } from 'react';
import type { QuoteDetail } from '#contract/calls/quotes.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { fill } from '#contract/i18n/text.ts';
import { buyerMoves, type BuyerMove } from '../../../lib/quotes/buyer-moves.ts';
import type { BasketStrings } from '../../basket/basket-strings.ts';
import { useAnswer } from '../../use-answer.ts';
import { loadCheckout } from '../../basket/load-checkout.ts';
import type { Address } from '#contract/calls/addresses.ts';
import { QuoteMoveForm } from './QuoteMoveForm.tsx';
import { stateWord, type QuotesStrings } from './quotes-strings.ts';

// The acceptance form (addresses, payment) loads when the buyer presses Accept: most visits only read
// the quote, and the account pages' JavaScript has a budget (docs/performance.md).
const loadAccept = () => import('./QuoteAccept.tsx');
const QuoteAccept = lazy(() => loadAccept().then((module) => ({ default: module.QuoteAccept })));

interface Props {
  quote: QuoteDetail;
  onChanged: (quote: QuoteDetail) => void;
  locale: Locale;
  strings: QuotesStrings;
  basketStrings: BasketStrings;
}

const MOVE_WORDS = { askChange: 'askChange', buyerDecline: 'decline', withdraw: 'withdraw' } as const satisfies Record<
  BuyerMove,
  keyof QuotesStrings
>;

/** The moves the quote's state allows (contract/rules/quote-states.ts): Accept, Ask for a change, Decline, Withdraw; each opens its form below. */
export function QuoteActions({ quote, onChanged, locale, strings, basketStrings }: Props) {
  const [open, setOpen] = useState<BuyerMove | 'accept' | null>(null);
  const [done, setDone] = useState('');
  const { accept, moves } = buyerMoves(quote);
  if (!accept && moves.length === 0) return done ? <p role="status">{done}</p> : null;
  const current = quote.versions.at(-1);

  const moved = (next: QuoteDetail) => {
    setOpen(null);
    setDone(fill(strings.done, { state: stateWord(next.state, locale) }));
    onChanged(next);
  };
  const cancel = (move: BuyerMove) => {
    setOpen(null);
    // Back to the button that opened the form.
    document.getElementById(`quote-move-${move}`)?.focus();
  };
  return (
    <div className="order-actions no-print" role="group" aria-label={strings.actions}>
      <div className="order-action-buttons">
        {accept && (
          <button
            id="quote-move-accept"
            type="button"
            className="button"
            aria-expanded={open === 'accept'}
            onClick={() => {
              void loadAccept();
              setOpen('accept');
            }}
          >
            {strings.accept}
          </button>
        )}
        {moves.map((move) => (
          <button
            key={move}
            id={`quote-move-${move}`}
            type="button"
            className="button secondary"
            aria-expanded={open === move}
            onClick={() => setOpen(move)}
          >
            {strings[MOVE_WORDS[move]]}
          </button>
        ))}
      </div>
      <p role="status">{done}</p>
      {open === 'accept' && current && (
        <AcceptWithChoices
          quote={quote}
          version={current}
          locale={locale}
          strings={strings}
          basketStrings={basketStrings}
        />
      )}
      {open !== null && open !== 'accept' && (
        <QuoteMoveForm
          key={open}
          quoteId={quote.id}
          move={open}
          title={strings[MOVE_WORDS[open]]}
          onDone={moved}
          onCancel={() => cancel(open)}
          strings={strings}
        />
      )}
    </div>
  );
}

/** The acceptance form once the buyer's addresses and payment options are in. */
function AcceptWithChoices({
  quote,
  version,
  locale,
  strings,
  basketStrings,
}: Omit<Props, 'onChanged'> & { version: NonNullable<QuoteDetail['versions'][number]> }) {
  const { answer: data, setAnswer, status, retry } = useAnswer(loadCheckout, 'checkout');
  const addAddress = (address: Address) =>
    setAnswer((now) => now && { ...now, addresses: [...now.addresses, address] });
  if (status === 'failed') {
    return (
      <p className="load-failed">
        {basketStrings.checkout.loadFailed}{' '}
        <button type="button" className="button secondary" onClick={retry}>
          {basketStrings.retry}
        </button>
      </p>
    );
  }
  const loading = <p role="status">{basketStrings.checkout.loading}</p>;
  if (!data) return loading;
  return (
    <Suspense fallback={loading}>
      <QuoteAccept
        quote={quote}
        version={version}
        addresses={data.addresses}
        options={data.options}
        onAddressCreated={addAddress}
        locale={locale}
        strings={strings}
        basketStrings={basketStrings}
      />
    </Suspense>
  );
}
