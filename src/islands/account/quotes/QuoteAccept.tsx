import '../../../styles/basket.css';
import { useRef, useState, type SubmitEvent } from 'react';
import type { Address, AddressKind } from '#contract/calls/addresses.ts';
import type { PaymentOptions } from '#contract/calls/orders.ts';
import type { QuoteDetail, QuoteVersion } from '#contract/calls/quotes.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { fill } from '#contract/i18n/text.ts';
import { formatPence } from '#contract/format/money.ts';
import { countryName } from '#contract/rules/countries.ts';
import { quoteAccept } from '../../../api/quotes.ts';
import {
  addressesOfKind,
  checkoutProblems,
  currentChoices,
  newIdempotencyKey,
  orderRequest,
  type PickedChoices,
} from '../../../lib/basket/checkout-form.ts';
import { offeredMethods } from '../../../lib/payment/payment-methods.ts';
import { payPath } from '../../../lib/payment/payment-paths.ts';
import { orderDetailsPath } from '../orders/orders-strings.ts';
import { quoteOrderTotals } from '../../../lib/quotes/quote-total.ts';
import { tellBuyer } from '../../../stores/tell-buyer.ts';
import { AddressChoice } from '../../basket/AddressChoice.tsx';
import type { BasketStrings } from '../../basket/basket-strings.ts';
import { PaymentChoice } from '../../basket/PaymentChoice.tsx';
import type { QuotesStrings } from './quotes-strings.ts';

interface Props {
  quote: QuoteDetail;
  version: QuoteVersion;
  addresses: Address[];
  options: PaymentOptions;
  onAddressCreated: (address: Address) => void;
  locale: Locale;
  strings: QuotesStrings;
  basketStrings: BasketStrings;
}

/**
 * "Accept": the buyer chooses the addresses and payment as at checkout (the delivery address in the
 * quote's country, as its delivery was priced for it) and the order is placed at the quoted prices,
 * once however often pressed (one idempotency key for this form); then to pay by card, or to the order.
 */
export function QuoteAccept({
  quote,
  version,
  addresses,
  options,
  onAddressCreated,
  locale,
  strings,
  basketStrings,
}: Props) {
  const text = basketStrings.checkout;
  const [picked, setPicked] = useState<PickedChoices>({});
  const [tried, setTried] = useState(false);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const placing = useRef(false);
  const [busy, setBusy] = useState(false);

  const deliveryAddresses = addressesOfKind(addresses, 'delivery').filter((a) => a.country === quote.deliveryCountry);
  const invoiceAddresses = addressesOfKind(addresses, 'invoice');
  const methods = offeredMethods(options);
  // The quote's reference goes with the order as its PO reference.
  const choices = currentChoices(picked, deliveryAddresses, invoiceAddresses, methods, quote.reference);
  const pick = (change: PickedChoices) => setPicked((now) => ({ ...now, ...change }));
  const country = countryName(quote.deliveryCountry, locale);
  const totals = quoteOrderTotals(
    version,
    quote,
    deliveryAddresses.find((a) => a.id === choices.deliveryAddressId),
  );
  const problems = tried ? checkoutProblems(choices) : [];

  function addressChoice(kind: AddressKind) {
    const delivery = kind === 'delivery';
    const choice = delivery ? 'deliveryAddressId' : 'invoiceAddressId';
    return (
      <AddressChoice
        kind={kind}
        legend={delivery ? text.deliveryAddress : text.invoiceAddress}
        addresses={delivery ? deliveryAddresses : invoiceAddresses}
        selectedId={choices[choice]}
        onSelect={(id) => pick({ [choice]: id })}
        onCreated={(address) => {
          onAddressCreated(address);
          pick({ [choice]: address.id });
        }}
        problem={
          problems.includes(delivery ? 'deliveryAddress' : 'invoiceAddress')
            ? delivery
              ? fill(strings.noAddressInCountry, { country })
              : text.chooseInvoice
            : null
        }
        locale={locale}
        strings={basketStrings}
      />
    );
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    if (checkoutProblems(choices).length > 0 || placing.current) return;
    placing.current = true;
    setBusy(true);
    try {
      const order = orderRequest(choices, idempotencyKey, totals.totalPence);
      const { id } = await quoteAccept({ id: quote.id, versionNo: version.versionNo, ...order });
      // Busy stays on: the page is leaving.
      window.location.assign(order.paymentMethod === 'card' ? payPath(locale, id) : orderDetailsPath(locale, id));
    } catch (error) {
      tellBuyer(error);
      placing.current = false;
      setBusy(false);
    }
  }

  const price = (pence: number) => formatPence(pence, locale);
  return (
    <form className="checkout-form quote-accept" aria-labelledby="quote-accept-title" onSubmit={submit} noValidate>
      <h3 id="quote-accept-title">{strings.acceptTitle}</h3>
      <p>{fill(strings.acceptIntro, { n: version.versionNo, country })}</p>
      {deliveryAddresses.length === 0 && <p className="note">{fill(strings.noAddressInCountry, { country })}</p>}
      {addressChoice('delivery')}
      <div className="check-field">
        <input
          id="invoice-same"
          type="checkbox"
          checked={choices.invoiceSameAsDelivery}
          onChange={(event) => pick({ invoiceSameAsDelivery: event.target.checked })}
        />
        <label htmlFor="invoice-same">{text.sameAsDelivery}</label>
      </div>
      {!choices.invoiceSameAsDelivery && addressChoice('invoice')}
      <PaymentChoice
        methods={methods}
        chosen={choices.paymentMethod}
        onChoose={(method) => pick({ paymentMethod: method })}
        problem={problems.includes('paymentMethod') ? text.choosePayment : null}
        strings={text}
      />
      <dl className="order-facts-list">
        <div>
          <dt>{strings.subtotal}</dt>
          <dd>{price(version.subtotalPence)}</dd>
        </div>
        <div>
          <dt>{strings.delivery}</dt>
          <dd>{price(version.deliveryPence)}</dd>
        </div>
        <div>
          <dt>{fill(strings.vat, { rate: totals.vatRate })}</dt>
          <dd>{price(totals.vatPence)}</dd>
        </div>
        <div>
          <dt>{strings.orderTotal}</dt>
          <dd>
            <strong>{price(totals.totalPence)}</strong>
          </dd>
        </div>
      </dl>
      <p role="status">{busy ? strings.placing : ''}</p>
      <button type="submit" className="button" disabled={busy}>
        {strings.placeOrder}
      </button>
    </form>
  );
}
