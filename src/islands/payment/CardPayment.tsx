import type { Appearance, Stripe, StripeElementLocale, StripeElements } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import type { Locale } from '#contract/i18n/locales.ts';
import { formatPence } from '#contract/format/money.ts';
import { fill } from '#contract/i18n/text.ts';
import type { PaymentStrings } from './payment-strings.ts';

/** What the server's start of a card payment gives the form: the PaymentIntent's secret, and where Stripe sends the buyer after. */
export interface CardStart {
  clientSecret: string | null;
  stripePublishableKey: string | null;
  /** The page (path) that follows the payment: Stripe returns the buyer there. */
  returnPath: string;
}

type CardStrings = Pick<
  PaymentStrings,
  'cardLoading' | 'cardNotSetUp' | 'cardLoadFailed' | 'tryAgain' | 'payAmount' | 'cardFallbackError'
>;

interface Props {
  /** Starts (or finds) the PaymentIntent on the server: one order's (payStart) or several orders' (teamPayStart). */
  start: () => Promise<CardStart>;
  /** Names what is being paid: a new key starts the form again. */
  startKey: string;
  locale: Locale;
  amountPence: number;
  strings: CardStrings;
}

type FormState = 'starting' | 'ready' | 'notSetUp' | 'loadFailed';

const STRIPE_LOCALE: Record<Locale, StripeElementLocale> = { en: 'en-GB', 'zh-cn': 'zh' };

/** The card form in the shop's colours (global.css tokens). */
const APPEARANCE: Appearance = {
  theme: 'stripe',
  variables: {
    colorPrimary: '#0b3d5c',
    colorText: '#14202b',
    colorDanger: '#a11d1d',
    borderRadius: '6px',
    fontFamily: 'system-ui, sans-serif',
  },
};

/**
 * Card payment with Stripe's Payment Element. The server makes the PaymentIntent (payStart) and learns
 * the outcome from Stripe's signed webhook; this form only collects the card and confirms, after which
 * Stripe sends the buyer to the status page. Stripe.js is imported here only, when the buyer picks a
 * card, so no other page (or the Pay page before that) loads it.
 */
export function CardPayment({ start, startKey, locale, amountPence, strings }: Props) {
  const field = useRef<HTMLDivElement>(null);
  const stripeForm = useRef<{ stripe: Stripe; elements: StripeElements; returnPath: string } | null>(null);
  const starter = useRef(start);
  const [state, setState] = useState<FormState>('starting');
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    starter.current = start;
  });

  useEffect(() => {
    let current = true;
    let destroy = () => {};
    setState('starting');
    void (async () => {
      // A failed start has shown the server's message; without a secret and key there is no card form.
      const intent = await starter.current().catch(() => null);
      if (!current) return;
      if (!intent?.clientSecret || !intent.stripePublishableKey) {
        setState('notSetUp');
        return;
      }
      try {
        const { loadStripe } = await import('@stripe/stripe-js');
        const stripe = await loadStripe(intent.stripePublishableKey);
        if (!current) return;
        if (!stripe || !field.current) throw new Error('Stripe.js is not available.');
        const elements = stripe.elements({
          clientSecret: intent.clientSecret,
          appearance: APPEARANCE,
          locale: STRIPE_LOCALE[locale],
        });
        const element = elements.create('payment');
        element.mount(field.current);
        destroy = () => element.destroy();
        stripeForm.current = { stripe, elements, returnPath: intent.returnPath };
        setState('ready');
      } catch {
        if (current) setState('loadFailed');
      }
    })();
    return () => {
      current = false;
      stripeForm.current = null;
      destroy();
    };
  }, [startKey, locale, attempt]);

  async function pay() {
    const form = stripeForm.current;
    if (!form) return;
    setBusy(true);
    setError(null);
    const returnUrl = new URL(form.returnPath, window.location.href).href;
    let failure: string | null;
    try {
      const result = await form.stripe.confirmPayment({
        elements: form.elements,
        confirmParams: { return_url: returnUrl },
      });
      failure = result.error ? (result.error.message ?? strings.cardFallbackError) : null;
    } catch {
      failure = strings.cardFallbackError;
    }
    // On success the browser is already on its way to the return URL: the button stays busy until it leaves.
    if (failure === null) return;
    setError(failure);
    setBusy(false);
  }

  return (
    <div className="card-payment">
      {state === 'starting' && <p role="status">{strings.cardLoading}</p>}
      {state === 'notSetUp' && <p>{strings.cardNotSetUp}</p>}
      {state === 'loadFailed' && (
        <p>
          {strings.cardLoadFailed}{' '}
          <button type="button" className="button secondary" onClick={() => setAttempt((n) => n + 1)}>
            {strings.tryAgain}
          </button>
        </p>
      )}
      <div ref={field} className="card-field" />
      {state === 'ready' && (
        <button type="button" className="button pay-button" disabled={busy} aria-busy={busy || undefined} onClick={pay}>
          {fill(strings.payAmount, { amount: formatPence(amountPence, locale) })}
        </button>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
