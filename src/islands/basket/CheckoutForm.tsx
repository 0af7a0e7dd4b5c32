import { useEffect, useState, type SubmitEvent } from 'react';
import { checkoutTotals } from '../../api/orders.ts';
import type { CheckoutTotals, PaymentOptions } from '#contract/calls/orders.ts';
import type { DeliveryServiceName } from '#contract/calls/delivery-choice.ts';
import type { Address, AddressKind } from '#contract/calls/addresses.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { countryName, HOME_COUNTRY } from '#contract/rules/countries.ts';
import {
  addressesOfKind,
  checkoutProblems,
  currentChoices,
  orderRequest,
  type CheckoutProblem,
  type PickedChoices,
} from '../../lib/basket/checkout-form.ts';
import { fill } from '#contract/i18n/text.ts';
import { offeredMethods } from '../../lib/payment/payment-methods.ts';
import { ORDER_LIMITS } from '#contract/limits/fields.ts';
import { waitsForApproval } from '#contract/rules/approval-limit.ts';
import { formatPence } from '#contract/format/money.ts';
import { AddressChoice } from './AddressChoice.tsx';
import type { BasketStrings } from './basket-strings.ts';
import { BasketTotalsView } from './BasketTotalsView.tsx';
import { DeliveryServices } from './DeliveryServices.tsx';
import { PaymentChoice } from './PaymentChoice.tsx';
import { useAnswer } from '../use-answer.ts';
import { usePlaceOrder } from './use-place-order.ts';

/** What the basket gives the checkout (src/islands/basket/Checkout.tsx), which passes it on to the form. */
export interface CheckoutProps {
  locale: Locale;
  strings: BasketStrings;
  /** The basket's subtotal: when it changes, the checkout's totals are asked for again. */
  subtotalPence: number;
  /** What the buyer's prices save on the lines' list prices. */
  listSavingPence: number;
  /** Resolves once the basket's changes under way are answered. */
  settled: () => Promise<void>;
  /** Loads the basket again (after the server said prices had changed). */
  reloadBasket: () => Promise<unknown>;
  /** Told the totals of the chosen delivery address (null while they are worked out), for the basket's summary. */
  onTotals: (chosen: ChosenTotals | null) => void;
}

interface Props extends CheckoutProps {
  addresses: Address[];
  options: PaymentOptions;
  onAddressCreated: (address: Address) => void;
}

/** The server's totals for the delivery address and service chosen at checkout, and that address's country. */
export interface ChosenTotals {
  totals: CheckoutTotals;
  country: string;
}

/** Where focus goes for a problem: the control to put it right. */
const PROBLEM_FOCUS: Record<CheckoutProblem, string> = {
  deliveryAddress: 'delivery-address-contactName',
  invoiceAddress: 'invoice-address-contactName',
  poReference: 'po-reference',
  paymentMethod: 'payment-bankTransfer',
};

/** The delivery and the invoice address: the same control, with its own choice, legend and message. */
const ADDRESS_ROLES = {
  delivery: {
    choice: 'deliveryAddressId',
    problem: 'deliveryAddress',
    legend: 'deliveryAddress',
    missing: 'chooseDelivery',
  },
  invoice: {
    choice: 'invoiceAddressId',
    problem: 'invoiceAddress',
    legend: 'invoiceAddress',
    missing: 'chooseInvoice',
  },
} as const;

/**
 * The checkout form: addresses, purchase order reference, payment method, the server's totals for
 * the chosen delivery address, and "Place order", which sends the total shown for the server to
 * check against today's prices.
 */
export function CheckoutForm({
  addresses,
  options,
  onAddressCreated,
  locale,
  strings,
  subtotalPence,
  listSavingPence,
  settled,
  reloadBasket,
  onTotals,
}: Props) {
  const text = strings.checkout;
  const [picked, setPicked] = useState<PickedChoices>({});
  const [poReference, setPoReference] = useState('');
  const [tried, setTried] = useState(false);
  const [pricesChanged, setPricesChanged] = useState(false);
  // Left unset, the server prices the cheapest service the address's zone offers.
  const [service, setService] = useState<DeliveryServiceName | undefined>();
  const { place, busy } = usePlaceOrder(locale);

  const deliveryAddresses = addressesOfKind(addresses, 'delivery');
  const invoiceAddresses = addressesOfKind(addresses, 'invoice');
  const payment = offeredMethods(options);
  const choices = currentChoices(picked, deliveryAddresses, invoiceAddresses, payment, poReference);
  const pick = (change: PickedChoices) => setPicked((now) => ({ ...now, ...change }));
  // The server's totals for the chosen address and service, asked again when the basket's subtotal changes.
  const { deliveryAddressId } = choices;
  const {
    answer: totals,
    status,
    retry: askTotalsAgain,
  } = useAnswer(
    deliveryAddressId === null ? null : () => checkoutTotals(deliveryAddressId, service),
    `${deliveryAddressId}/${subtotalPence}/${service}`,
  );
  const country = addresses.find((a) => a.id === deliveryAddressId)?.country ?? HOME_COUNTRY;
  useEffect(() => {
    onTotals(totals ? { totals, country } : null);
  }, [totals, country, onTotals]);
  const overLimit = totals !== null && waitsForApproval(options.approvalAbovePence, totals.totalPence);

  // Problems show after a first try to place the order, and then follow the choices.
  const problems = tried ? checkoutProblems(choices) : [];
  const problemText = (problem: CheckoutProblem, message: string) => (problems.includes(problem) ? message : null);

  function addressChoice(kind: AddressKind) {
    const role = ADDRESS_ROLES[kind];
    return (
      <AddressChoice
        kind={kind}
        legend={text[role.legend]}
        addresses={kind === 'delivery' ? deliveryAddresses : invoiceAddresses}
        selectedId={choices[role.choice]}
        onSelect={(id) => pick({ [role.choice]: id })}
        onCreated={(address) => {
          // A new address is chosen at once.
          onAddressCreated(address);
          pick({ [role.choice]: address.id });
        }}
        problem={problemText(role.problem, text[role.missing])}
        locale={locale}
        strings={strings}
      />
    );
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    const found = checkoutProblems(choices);
    if (found[0]) {
      document.getElementById(PROBLEM_FOCUS[found[0]])?.focus();
      return;
    }
    if (!totals) return;
    setPricesChanged(false);
    const expectedTotalPence = totals.totalPence;
    // A quantity or reference being saved goes first, so the order is made of what the buyer sees.
    const outcome = await place(async (key) => {
      await settled();
      return {
        ...orderRequest(choices, key, expectedTotalPence),
        ...(totals.delivery.chosen && { deliveryService: totals.delivery.chosen }),
      };
    });
    if (outcome !== 'pricesChanged') return;
    setPricesChanged(true);
    askTotalsAgain();
    await reloadBasket();
  }

  const poProblem = problemText('poReference', fill(text.poTooLong, { n: ORDER_LIMITS.poReference }));
  return (
    <form className="checkout-form" aria-labelledby="checkout-title" onSubmit={submit} noValidate>
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
      <div className="field po-reference">
        <label htmlFor="po-reference">{text.poReference}</label>
        <input
          id="po-reference"
          type="text"
          value={poReference}
          aria-invalid={poProblem ? true : undefined}
          aria-describedby={poProblem ? 'po-reference-hint po-reference-error' : 'po-reference-hint'}
          onChange={(event) => setPoReference(event.target.value)}
        />
        <p id="po-reference-hint" className="field-hint">
          {fill(text.poHint, { n: ORDER_LIMITS.poReference })}
        </p>
        {poProblem && (
          <p id="po-reference-error" className="field-error">
            {poProblem}
          </p>
        )}
      </div>
      <PaymentChoice
        methods={payment}
        chosen={choices.paymentMethod}
        onChoose={(method) => pick({ paymentMethod: method })}
        problem={problemText('paymentMethod', text.choosePayment)}
        strings={text}
      />
      {totals && (
        <DeliveryServices delivery={totals.delivery} locale={locale} strings={strings} onChoose={setService} />
      )}
      {totals && (
        <BasketTotalsView
          totals={totals}
          country={country}
          title={fill(text.totalsTitle, { country: countryName(country, locale) })}
          titleId="checkout-totals-title"
          level={3}
          locale={locale}
          strings={strings}
          listSavingPence={listSavingPence}
        />
      )}
      {status === 'idle' && <p className="note">{text.totalsNeedAddress}</p>}
      {status === 'failed' && (
        <p className="load-failed">
          {text.totalsFailed}{' '}
          <button type="button" className="button secondary" onClick={askTotalsAgain}>
            {strings.retry}
          </button>
        </p>
      )}
      {pricesChanged && (
        <p role="alert" className="prices-changed">
          {text.pricesChanged}
        </p>
      )}
      <p role="status" className="checkout-status">
        {busy ? text.placing : status === 'loading' ? text.totalsLoading : ''}
      </p>
      {overLimit && (
        <p id="over-limit" className="checkout-warning">
          {fill(text.overLimit, { limit: formatPence(options.approvalAbovePence ?? 0, locale) })}
        </p>
      )}
      <button
        type="submit"
        className="button place-order"
        disabled={busy || status === 'loading' || status === 'failed'}
        aria-describedby={overLimit ? 'over-limit' : undefined}
      >
        {text.placeOrder}
      </button>
    </form>
  );
}
