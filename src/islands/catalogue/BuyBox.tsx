import '../../styles/buy-box.css';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { onDemand } from '../../api/on-demand.ts';
import type { Variant } from '#contract/calls/catalogue.ts';
import { fill } from '#contract/i18n/text.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { MAX_ORDER_QTY, MIN_ORDER_QTY, parseQuantity } from '#contract/rules/order-quantity.ts';
import { breakFor, lineTotal, nextBreak } from '#contract/rules/price-breaks.ts';
import { availabilityText, type AvailabilityStrings } from '../../lib/catalogue/availability.ts';
import { dispatchText, type DispatchStrings } from '../../lib/catalogue/dispatch-text.ts';
import { downloadUrls } from '../../lib/catalogue/download-urls.ts';
import { formatPence } from '#contract/format/money.ts';
import { showMessage } from '../../stores/messages.ts';
import { $chosenVariant, $quantityText } from '../../stores/product-choice.ts';
import { $loggedIn, loadSession, setBasketCount } from '../../stores/session.ts';
import { $signInOpen, openSignInHere } from '../header/sign-in-state.ts';
import { useHydrated } from '../use-hydrated.ts';
import { answerOrTold } from '../../stores/tell-buyer.ts';
import { CONFIGURATOR_ID } from '../../stores/product-choice.ts';

export type BuyBoxStrings = AvailabilityStrings &
  DispatchStrings & {
    orderTitle: string;
    partNo: string;
    copyPartNo: string;
    partNoCopied: string;
    partNoSelected: string;
    choosePrompt: string;
    chooseFirst: string;
    toConfigurator: string;
    variantsFrom: string;
    quantity: string;
    quantityInvalid: string;
    unitPrice: string;
    lineTotal: string;
    exVat: string;
    nextBreak: string;
    addToBasket: string;
    addedToBasket: string;
    downloadDatasheet: string;
    datasheetOf: string;
    cadModel: string;
    cadOf: string;
    chooseForCad: string;
  };

interface Props {
  locale: Locale;
  familyId: number;
  variantCount: number;
  fromPricePence: number;
  strings: BuyBoxStrings;
}

// The basket call's code comes with the first "Add to basket", not with the page.
const addToBasket = onDemand(() => import('../../api/basket.ts'), 'addToBasket');

const QUANTITY_ID = 'buy-quantity';
const CAD_FORMATS = [
  { format: 'step', label: 'STEP' },
  { format: 'dxf', label: 'DXF' },
] as const;

/**
 * The buy box at the top of the product page: the chosen part number (with a copy button), the
 * quantity, the unit price at that quantity and the next price break, stock or lead time with the
 * dispatch day, "Add to basket", and the CAD models and datasheet of the chosen variant. Logged out,
 * "Add to basket" opens the sign-in dialog and adds the part once the buyer has logged in.
 */
export default function BuyBox({ locale, familyId, variantCount, fromPricePence, strings }: Props) {
  const hydrated = useHydrated();
  const chosen = useStore($chosenVariant);
  const quantityText = useStore($quantityText);
  // Until hydrated, exactly the pre-rendered state (no variant chosen): hydration needs the two to match.
  const variant = hydrated ? chosen : undefined;
  const quantity = parseQuantity(quantityText);
  const [busy, setBusy] = useState(false);
  const waitingForLogin = useRef<{ partNo: string; quantity: number } | null>(null);

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
      <h2 id="buy-box-title" className="visually-hidden">{strings.orderTitle}</h2>
      {variant ? (
        <ChosenPart variant={variant} strings={strings} />
      ) : (
        <div className="buy-unchosen">
          <p className="buy-from">{fill(strings.variantsFrom, { n: variantCount, price: formatPence(fromPricePence, locale) })} <small>{strings.exVat}</small></p>
          <p className="buy-prompt">
            {strings.choosePrompt} <a href={`#${CONFIGURATOR_ID}`}>{strings.toConfigurator}</a>
          </p>
        </div>
      )}
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
        {variant && <Prices locale={locale} variant={variant} quantity={quantity} strings={strings} />}
        <button type="button" className="button buy-add" disabled={!hydrated || busy} aria-busy={busy || undefined} onClick={add}>
          {strings.addToBasket}
        </button>
      </div>
      {quantity === null && <p id={`${QUANTITY_ID}-error`} className="field-error">{strings.quantityInvalid}</p>}
      {variant && (
        <p className="buy-availability">
          {availabilityText(variant, quantity ?? 1, strings)}
          {' · '}
          <strong>{dispatchText(variant, quantity ?? 1, locale, strings)}</strong>
        </p>
      )}
      <ul className="buy-files">
        {variant ? (
          <>
            {CAD_FORMATS.map(({ format, label }) => (
              <li key={format}>
                <a href={downloadUrls.cad(variant.id, format)} download aria-label={fill(strings.cadOf, { partNo: variant.partNo, format: label })}>
                  {strings.cadModel} {label}
                </a>
              </li>
            ))}
            <li>
              <a href={downloadUrls.datasheet(familyId, locale, variant.partNo)} download aria-label={fill(strings.datasheetOf, { partNo: variant.partNo })}>
                {strings.downloadDatasheet} PDF
              </a>
            </li>
          </>
        ) : (
          <>
            <li className="buy-files-note">{strings.chooseForCad}</li>
            <li><a href={downloadUrls.datasheet(familyId, locale)} download>{strings.downloadDatasheet} PDF</a></li>
          </>
        )}
      </ul>
    </section>
  );
}

function ChosenPart({ variant, strings }: { variant: Variant; strings: BuyBoxStrings }) {
  const partRef = useRef<HTMLElement>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(variant.partNo);
      showMessage('success', fill(strings.partNoCopied, { partNo: variant.partNo }));
    } catch {
      // No clipboard (an insecure origin, or permission refused): select the text for the buyer to copy.
      const part = partRef.current;
      if (part) window.getSelection()?.selectAllChildren(part);
      showMessage('info', strings.partNoSelected);
    }
  }
  return (
    <p className="buy-part">
      <span className="buy-part-label">{strings.partNo}</span>{' '}
      <code ref={partRef} className="buy-part-no" data-testid="chosen-part-no">{variant.partNo}</code>
      <button type="button" className="buy-copy" onClick={copy}>{strings.copyPartNo}</button>
    </p>
  );
}

function Prices({ locale, variant, quantity, strings }: { locale: Locale; variant: Variant; quantity: number | null; strings: BuyBoxStrings }) {
  const price = (pence: number) => formatPence(pence, locale);
  const active = quantity === null ? undefined : breakFor(quantity, variant.priceBreaks);
  const next = nextBreak(quantity ?? 1, variant.priceBreaks);
  return (
    <div className="buy-prices">
    <dl>
      <div>
        <dt>{strings.unitPrice}</dt>
        <dd>{active ? price(active.unitPricePence) : '–'} <small>{strings.exVat}</small></dd>
      </div>
      <div>
        <dt>{strings.lineTotal}</dt>
        <dd>{quantity === null ? '–' : price(lineTotal(quantity, variant.priceBreaks))} <small>{strings.exVat}</small></dd>
      </div>
    </dl>
      {next && <p className="buy-next">{fill(strings.nextBreak, { n: next.minQty, price: price(next.unitPricePence) })}</p>}
    </div>
  );
}
