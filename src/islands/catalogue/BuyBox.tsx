import '../../styles/buy-box.css';
import { useStore } from '../use-store.ts';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { onDemand } from '../../api/on-demand.ts';
import { fill } from '#contract/i18n/text.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { MAX_ORDER_QTY, MIN_ORDER_QTY, parseQuantity } from '#contract/rules/order-quantity.ts';
import { downloadUrls } from '../../lib/catalogue/download-urls.ts';
import { formatPence } from '#contract/format/money.ts';
import { showMessage } from '../../stores/messages.ts';
import { $chosenVariant, $quantityText, CONFIGURATOR_ID } from '../../stores/product-choice.ts';
import { $loggedIn, loadSession } from '../../stores/session.ts';
import { $signInOpen, openSignInHere } from '../header/sign-in-state.ts';
import { useHydrated } from '../use-hydrated.ts';
import type { BuyBoxStrings } from './buy-box-strings.ts';
import { PriceTerms } from './PriceTerms.tsx';
import { useRecordView } from './use-record-view.ts';
import type { PriceStrings } from '../price/BuyerPrice.tsx';
import type { AddToListStrings } from '../lists/add-to-list-strings.ts';

// The basket call's code, and the code that tells its refusal and updates the header's count, come
// with the first "Add to basket", not with the page.
const addToBasket = onDemand(() => import('../../api/basket.ts'), 'addToBasket');
const answerOrTold = onDemand(() => import('../../stores/tell-buyer.ts'), 'answerOrTold');
const setBasketCount = onDemand(() => import('../../stores/session-change.ts'), 'setBasketCount');

// A chosen variant's lines (prices, stock and dispatch day, files) come with the first choice, not
// with the page; until they arrive the box shows what it showed before the choice.
type ChosenLines = typeof import('./BuyBoxChosen.tsx');
const chosenLine = <K extends keyof ChosenLines>(name: K) =>
  lazy(() => import('./BuyBoxChosen.tsx').then((lines) => ({ default: lines[name] })));
const ChosenPart = chosenLine('ChosenPart');
const Prices = chosenLine('Prices');
const Availability = chosenLine('Availability');
const ChosenFiles = chosenLine('ChosenFiles');
// A logged-in buyer's lowest price comes with the same file, for them alone.
const BuyerFrom = chosenLine('BuyerFrom');
// So does "Add to list" (which loads its own code when first opened).
const ListPanel = chosenLine('ListPanel');

/** A chosen variant's line, or what the box shows before the choice while there is none or its code is on its way. */
const line = (chosen: ReactNode | false, before: ReactNode) =>
  chosen ? <Suspense fallback={before}>{chosen}</Suspense> : before;

interface Props {
  locale: Locale;
  familyId: number;
  variantCount: number;
  fromPricePence: number;
  /** /acQuote in the page's language: "Request a quote" links there with the part and quantity. */
  quotePath: string;
  strings: BuyBoxStrings;
  priceStrings: PriceStrings;
  listStrings: AddToListStrings;
}

const QUANTITY_ID = 'buy-quantity';

/**
 * The buy box at the top of the product page: the chosen part's picture and number (with a copy
 * button), the quantity, the unit price at that quantity (a logged-in buyer's own, the list price after it) and the next price break, stock or lead time
 * with the dispatch day, "Add to basket", and the CAD models and datasheet of the chosen variant. Logged out,
 * "Add to basket" opens the sign-in dialog and adds the part once the buyer has logged in. It also
 * records a logged-in buyer's view of the family, and of each part chosen, for the browse history.
 */
export default function BuyBox({
  locale,
  familyId,
  variantCount,
  fromPricePence,
  quotePath,
  strings,
  priceStrings,
  listStrings,
}: Props) {
  const hydrated = useHydrated();
  const loggedIn = useStore($loggedIn);
  const chosen = useStore($chosenVariant);
  const quantityText = useStore($quantityText);
  // Until hydrated, exactly the pre-rendered state (no variant chosen): hydration needs the two to match.
  const variant = hydrated ? chosen : undefined;
  useRecordView(familyId, chosen?.partNo);
  const quantity = parseQuantity(quantityText);
  const [busy, setBusy] = useState(false);
  const waitingForLogin = useRef<{ partNo: string; quantity: number } | null>(null);
  const [listOpen, setListOpen] = useState(false);

  async function send(partNo: string, qty: number) {
    setBusy(true);
    // A refusal is told; the choice stays for another try.
    const answer = await answerOrTold(addToBasket(partNo, qty));
    setBusy(false);
    if (!answer) return;
    setBasketCount(answer.basketCount);
    showMessage('success', fill(strings.addedToBasket, { qty, partNo }));
  }

  // The sign-in dialog this box opened has closed: logged in, the part goes in; closed without logging in, it is dropped.
  useEffect(
    () =>
      $signInOpen.listen((open) => {
        const waiting = waitingForLogin.current;
        if (open || !waiting) return;
        waitingForLogin.current = null;
        if ($loggedIn.get()) void send(waiting.partNo, waiting.quantity);
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one listener for the island’s life; send reads the current basket itself
    [],
  );

  function add() {
    if (!variant) {
      showMessage('warning', strings.chooseFirst);
      document.getElementById(CONFIGURATOR_ID)?.focus();
      return;
    }
    if (quantity === null) {
      document.getElementById(QUANTITY_ID)?.focus();
      return;
    }
    loadSession();
    if ($loggedIn.get()) {
      void send(variant.partNo, quantity);
      return;
    }
    waitingForLogin.current = { partNo: variant.partNo, quantity };
    openSignInHere();
  }

  return (
    <section id="buy-box" className="buy-box" aria-labelledby="buy-box-title">
      <h2 id="buy-box-title" className="visually-hidden">
        {strings.orderTitle}
      </h2>
      {/* The same four rows before and after the choice (the family's lowest price and a link to the
          configurator where the part number and its copy button go, dashes for the prices, what to
          do where the stock goes), so that a choice moves nothing below the box. */}
      <p className="buy-part">
        {line(
          variant && <ChosenPart variant={variant} strings={strings} />,
          <>
            {line(
              hydrated && loggedIn && (
                <BuyerFrom
                  locale={locale}
                  variantCount={variantCount}
                  fromPricePence={fromPricePence}
                  strings={strings}
                  priceStrings={priceStrings}
                />
              ),
              <span className="buy-from">
                {fill(strings.variantsFrom, { n: variantCount, price: formatPence(fromPricePence, locale) })}{' '}
                <small>{strings.exVat}</small>
              </span>,
            )}
            <a className="buy-choose" href={`#${CONFIGURATOR_ID}`}>
              {strings.toConfigurator}
            </a>
          </>,
        )}
      </p>
      <div className="buy-line">
        <div className="buy-quantity">
          <label htmlFor={QUANTITY_ID}>{strings.quantity}</label>
          <input
            id={QUANTITY_ID}
            type="number"
            inputMode="numeric"
            min={MIN_ORDER_QTY}
            max={MAX_ORDER_QTY}
            step={1}
            value={quantityText}
            disabled={!hydrated}
            aria-invalid={quantity === null || undefined}
            aria-describedby={quantity === null ? `${QUANTITY_ID}-error` : undefined}
            onChange={(event) => $quantityText.set(event.target.value)}
          />
        </div>
        {line(
          variant && (
            <Prices
              locale={locale}
              variant={variant}
              quantity={quantity}
              strings={strings}
              priceStrings={priceStrings}
            />
          ),
          <PriceTerms unit="–" total="–" strings={strings} />,
        )}
        <button
          type="button"
          className="button buy-add"
          disabled={!hydrated || busy}
          aria-busy={busy || undefined}
          onClick={add}
        >
          {strings.addToBasket}
        </button>
      </div>
      {quantity === null && (
        <p id={`${QUANTITY_ID}-error`} className="field-error">
          {strings.quantityInvalid}
        </p>
      )}
      <p>
        {/* Without a part or a valid quantity, add() says what is missing. */}
        <button
          type="button"
          className="button secondary"
          onClick={() => (variant && quantity ? setListOpen(true) : add())}
        >
          {listStrings.addToList}
        </button>{' '}
        {/* A link, not a form: the account's request form takes it from here (docs/quotes.md), and the
            page's script stays within its budget (docs/performance.md). */}
        <a
          className="button secondary"
          href={`${quotePath}?part=${encodeURIComponent(variant?.partNo ?? '')}&quantity=${encodeURIComponent(quantityText)}`}
        >
          {strings.requestQuote}
        </a>
      </p>
      {listOpen &&
        variant &&
        quantity &&
        line(
          <ListPanel
            variant={variant}
            quantity={quantity}
            locale={locale}
            strings={listStrings}
            onClose={setListOpen}
          />,
          null,
        )}
      <p className="buy-availability">
        {line(
          variant && <Availability locale={locale} variant={variant} quantity={quantity ?? 1} strings={strings} />,
          strings.choosePrompt,
        )}
      </p>
      <ul className="buy-files">
        {line(
          variant && <ChosenFiles locale={locale} familyId={familyId} variant={variant} strings={strings} />,
          <>
            <li className="buy-files-note">{strings.chooseForCad}</li>
            <li>
              <a href={downloadUrls.datasheet(familyId, locale)} download>
                {strings.downloadDatasheet} PDF
              </a>
            </li>
          </>,
        )}
      </ul>
    </section>
  );
}
