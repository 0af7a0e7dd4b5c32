import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { basketClear, basketList, basketQuickAdd } from '../../api/basket.ts';
import type { Basket } from '#contract/calls/basket.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { countryName, HOME_COUNTRY } from '#contract/rules/countries.ts';
import { fill } from '#contract/i18n/text.ts';
import type { BasketStrings } from './basket-strings.ts';
import { BasketLines, LINES_ID } from './BasketLines.tsx';
import { BasketTotalsView } from './BasketTotalsView.tsx';
import type { ChosenTotals } from './CheckoutForm.tsx';
import { EmptyBasket } from './EmptyBasket.tsx';
import { lineActions, type LineActions } from './line-actions.ts';
import { QuickOrder } from './QuickOrder.tsx';
import { SAVED_TITLE_ID, SavedForLater } from './SavedForLater.tsx';
import { useBasket } from './use-basket.ts';
import { useFocusKeeper } from './use-focus-keeper.ts';
import { listSavingOf } from '../../lib/price/saving.ts';
import { DeliveryServices } from './DeliveryServices.tsx';
import { $punchOut } from '../../stores/punch-out.ts';
import { useStore } from '../use-store.ts';
import { PunchOutBanner, TransferBasket } from './PunchOut.tsx';

// The checkout (its form, address book and payment choices) loads when the buyer goes to it.
const Checkout = lazy(() => import('./Checkout.tsx').then((module) => ({ default: module.Checkout })));
// So does the quote request's form, when the buyer asks for it.
const RequestQuote = lazy(() => import('./RequestQuote.tsx').then((module) => ({ default: module.RequestQuote })));

const EMPTY_ID = 'basket-empty';
const wholeBasket = (basket: Basket) => basket;

interface Props {
  locale: Locale;
  strings: BasketStrings;
}

/** The logged-in buyer's basket: lines, empty basket, quick order, totals, checkout and lines saved for later. */
export function BasketView({ locale, strings }: Props) {
  const { basket, status, busy, outcome, change, settled, retry } = useBasket();
  // In a punch-out session the basket goes back to the procurement system: no checkout, no quote.
  const punchOut = useStore($punchOut);
  const keepFocus = useFocusKeeper();
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const [requesting, setRequesting] = useState(false);
  const requestButton = useRef<HTMLButtonElement>(null);
  const closeRequest = () => {
    setRequesting(false);
    // Back where the buyer opened it.
    requestButton.current?.focus();
  };
  // Once the checkout has worked out the chosen address's totals, the summary shows those, never the UK's beside them.
  const [chosen, setChosen] = useState<ChosenTotals | null>(null);

  const {
    lines: forLines,
    saved: forSaved,
    empty,
  } = useMemo(() => {
    const actions = lineActions(change);
    const inLines = [LINES_ID, EMPTY_ID];
    const inSaved = [SAVED_TITLE_ID, ...inLines];
    const lines: LineActions = {
      ...actions,
      saveForLater: keepFocus(inLines, actions.saveForLater),
      remove: keepFocus(inLines, actions.remove),
    };
    const saved: LineActions = {
      ...actions,
      moveToBasket: keepFocus(inSaved, actions.moveToBasket),
      remove: keepFocus(inSaved, actions.remove),
    };
    const emptyIt = keepFocus(inLines, () =>
      change(() => basketClear(), wholeBasket).then((answer) => answer !== null),
    );
    return { lines, saved, empty: emptyIt };
  }, [change, keepFocus]);

  if (!basket) {
    if (status === 'failed') {
      return (
        <p className="load-failed">
          {strings.loadFailed}{' '}
          <button type="button" className="button secondary" onClick={retry}>
            {strings.retry}
          </button>
        </p>
      );
    }
    return (
      <p className="basket-loading" role="status">
        {strings.loading}
      </p>
    );
  }

  const hasLines = basket.lines.length > 0;
  const summary = checkoutOpen ? chosen : null;
  const listSaving = listSavingOf(basket.lines);
  return (
    <div className="basket-page">
      {punchOut !== null && <PunchOutBanner system={punchOut} locale={locale} strings={strings.punchOut} />}
      <p className="basket-status" role="status">
        {busy ? strings.updating : outcome === 'done' ? strings.updated : ''}
      </p>
      {hasLines ? (
        <>
          <BasketLines lines={basket.lines} locale={locale} actions={forLines} strings={strings} />
          <div className="basket-line-tools">
            <EmptyBasket onEmpty={() => void empty()} strings={strings} />
          </div>
        </>
      ) : (
        <div id={EMPTY_ID} className="basket-empty" tabIndex={-1}>
          <p className="basket-empty-title">{strings.empty}</p>
          <p>{strings.emptyHint}</p>
        </div>
      )}
      <div className="basket-columns">
        <QuickOrder
          locale={locale}
          onAdd={(text) =>
            change(
              () => basketQuickAdd(text),
              (answer) => answer.basket,
            )
          }
          strings={strings.quickOrder}
        />
        {hasLines && (
          <BasketTotalsView
            totals={summary?.totals ?? basket.totals}
            country={summary?.country ?? HOME_COUNTRY}
            title={strings.summaryTitle}
            titleId="summary-title"
            level={2}
            locale={locale}
            strings={strings}
            listSavingPence={listSaving}
          >
            <DeliveryServices
              delivery={summary?.totals.delivery ?? basket.delivery}
              locale={locale}
              strings={strings}
            />
            <p className="note">
              {summary
                ? fill(strings.chosenTotalsNote, { country: countryName(summary.country, locale) })
                : strings.ukTotalsNote}
            </p>
            {punchOut !== null ? (
              <TransferBasket locale={locale} strings={strings.punchOut} />
            ) : (
              <>
                {!checkoutOpen && (
                  <button type="button" className="button to-checkout" onClick={() => setCheckoutOpen(true)}>
                    {strings.toCheckout}
                  </button>
                )}
                <button
                  ref={requestButton}
                  type="button"
                  className="button secondary request-quote-open"
                  aria-expanded={requesting}
                  onClick={() => setRequesting(true)}
                >
                  {strings.quotes.request}
                </button>
              </>
            )}
          </BasketTotalsView>
        )}
      </div>
      {hasLines && checkoutOpen && (
        <Suspense fallback={<p role="status">{strings.checkout.loading}</p>}>
          <Checkout
            locale={locale}
            strings={strings}
            subtotalPence={basket.totals.subtotalPence}
            listSavingPence={listSaving}
            settled={settled}
            reloadBasket={() => change(() => basketList(), wholeBasket)}
            onTotals={setChosen}
          />
        </Suspense>
      )}
      {hasLines && requesting && (
        <Suspense fallback={<p role="status">{strings.loading}</p>}>
          <RequestQuote
            lines={basket.lines}
            settled={settled}
            onCancel={closeRequest}
            locale={locale}
            strings={strings}
          />
        </Suspense>
      )}
      {basket.saved.length > 0 && (
        <SavedForLater saved={basket.saved} locale={locale} actions={forSaved} strings={strings} />
      )}
    </div>
  );
}
