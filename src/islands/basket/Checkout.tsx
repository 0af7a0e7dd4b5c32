import { useEffect, useRef } from 'react';
import type { Address } from '#contract/calls/addresses.ts';
import { CheckoutForm, type CheckoutProps } from './CheckoutForm.tsx';
import { useAnswer } from '../use-answer.ts';
import { loadCheckout } from './load-checkout.ts';

/** The checkout under the basket: it asks for the buyer's addresses and payment options when opened, then shows the form. */
export function Checkout({
  locale,
  strings,
  subtotalPence,
  listSavingPence,
  settled,
  reloadBasket,
  onTotals,
}: CheckoutProps) {
  const { answer: data, setAnswer, status, retry } = useAnswer(loadCheckout, 'checkout');
  const addAddress = (address: Address) =>
    setAnswer((now) => now && { ...now, addresses: [...now.addresses, address] });
  const heading = useRef<HTMLHeadingElement>(null);
  const text = strings.checkout;

  // Opened by "Go to checkout": the buyer continues here.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, []);

  return (
    // Not a region of its own: the form inside is the landmark named "Checkout".
    <section className="checkout">
      <h2 id="checkout-title" ref={heading} tabIndex={-1}>
        {text.title}
      </h2>
      {data ? (
        <CheckoutForm
          addresses={data.addresses}
          options={data.options}
          onAddressCreated={addAddress}
          locale={locale}
          strings={strings}
          subtotalPence={subtotalPence}
          listSavingPence={listSavingPence}
          settled={settled}
          reloadBasket={reloadBasket}
          onTotals={onTotals}
        />
      ) : status === 'failed' ? (
        <p className="load-failed">
          {text.loadFailed}{' '}
          <button type="button" className="button secondary" onClick={retry}>
            {strings.retry}
          </button>
        </p>
      ) : (
        <p role="status">{text.loading}</p>
      )}
    </section>
  );
}
