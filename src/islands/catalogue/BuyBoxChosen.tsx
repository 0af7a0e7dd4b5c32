import { lazy, Suspense, useEffect, useRef, type ComponentProps } from 'react';
import type { Variant } from '#contract/calls/catalogue.ts';
import { formatPence } from '#contract/format/money.ts';
import { fill } from '#contract/i18n/text.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { lineTotal, nextBreak } from '#contract/rules/price-breaks.ts';
import { breaksPaid, buyerPriceAt } from '../../lib/price/buyer-price-at.ts';
import { BuyerPrice, type PriceStrings } from '../price/BuyerPrice.tsx';
import { useBuyerPrices } from '../price/use-buyer-prices.ts';
import { $variants } from '../../stores/product-choice.ts';
import { useStore } from '../use-store.ts';
import { availabilityText } from '../../lib/catalogue/availability.ts';
import { dispatchText } from '../../lib/catalogue/dispatch-text.ts';
import { downloadUrls } from '../../lib/catalogue/download-urls.ts';
import { showMessage } from '../../stores/messages.ts';
import { $loggedIn, loadSession } from '../../stores/session.ts';
import { openSignInHere } from '../header/sign-in-state.ts';
import type { BuyBoxStrings } from './buy-box-strings.ts';
import { PriceTerms } from './PriceTerms.tsx';
import { PartPicture } from '../../components/catalogue/PartPicture.tsx';

/**
 * The buy box's lines for a chosen variant (src/islands/catalogue/BuyBox.tsx loads them with the
 * first choice, not with the page): its part number with a copy button, its price at the quantity
 * (a logged-in buyer's own, the list price after it) and the next price break, its stock or lead
 * time with the dispatch day, and its files.
 */

// "Add to list" for the chosen part, loaded on its first use; its import is here, in the file that
// comes with the first choice, so the product page's own script stays within its budget (docs/performance.md).
const AddToList = lazy(() => import('../lists/AddToList.tsx'));

/** The panel for a logged-in buyer; logged out, the sign-in dialog opens instead and the buyer asks again. */
export function ListPanel({
  variant,
  onClose,
  ...props
}: Omit<ComponentProps<typeof AddToList>, 'partNo' | 'onClose'> & {
  variant: Variant;
  onClose: (open: false) => void;
}) {
  loadSession();
  const loggedIn = $loggedIn.get();
  useEffect(() => {
    if (loggedIn) return;
    openSignInHere();
    onClose(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per sign-in state: onClose is the parent's setter
  }, [loggedIn]);
  if (!loggedIn) return null;
  return (
    <Suspense fallback={<p role="status">{props.strings.loadingLists}</p>}>
      <AddToList {...props} partNo={variant.partNo} onClose={() => onClose(false)} />
    </Suspense>
  );
}

interface Line {
  variant: Variant;
  strings: BuyBoxStrings;
}

const CAD_FORMATS = [
  { format: 'step', label: 'STEP' },
  { format: 'dxf', label: 'DXF' },
] as const;

export function ChosenPart({ variant, strings }: Line) {
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
    <>
      {/* The chosen part's own picture (its size and finish), no taller than the copy button beside it. */}
      <PartPicture partNo={variant.partNo} width={40} height={30} />
      <span className="buy-part-label">{strings.partNo}</span>{' '}
      <code ref={partRef} className="buy-part-no" data-testid="chosen-part-no">
        {variant.partNo}
      </code>
      <button type="button" className="buy-copy" onClick={copy}>
        {strings.copyPartNo}
      </button>
    </>
  );
}

interface PricesProps extends Line {
  locale: Locale;
  quantity: number | null;
  priceStrings: PriceStrings;
}

export function Prices({ locale, variant, quantity, strings, priceStrings }: PricesProps) {
  const price = (pence: number) => formatPence(pence, locale);
  // A logged-in buyer's prices of the part, asked with every other part of the page's in one call
  // (the variant table, waking later, then has its prices and asks nothing).
  const buyer = useBuyerPrices(useStore($variants).map((v) => v.id)).get(variant.id);
  const paid = breaksPaid(variant.priceBreaks, buyer);
  const unit = quantity === null ? undefined : buyerPriceAt(quantity, variant.priceBreaks, buyer);
  const next = nextBreak(quantity ?? 1, paid);
  return (
    <PriceTerms
      unit={unit ? <BuyerPrice {...unit} locale={locale} strings={priceStrings} /> : '–'}
      total={quantity === null ? '–' : price(lineTotal(quantity, paid))}
      next={next && fill(strings.nextBreak, { n: next.minQty, price: price(next.unitPricePence) })}
      strings={strings}
    />
  );
}

interface FromProps {
  locale: Locale;
  variantCount: number;
  /** The family's lowest list price of one, as the page was built. */
  fromPricePence: number;
  strings: BuyBoxStrings;
  priceStrings: PriceStrings;
}

/**
 * The box's first line before a part is chosen, for a logged-in buyer: the family's lowest price of
 * one for them, the list price's after it when lower. Asking for it asks for every part's prices.
 */
export function BuyerFrom({ locale, variantCount, fromPricePence, strings, priceStrings }: FromProps) {
  const variants = useStore($variants);
  const prices = useBuyerPrices(variants.map((v) => v.id));
  const own = Math.min(
    fromPricePence,
    ...variants.map((v) => buyerPriceAt(1, v.priceBreaks, prices.get(v.id))?.pricePence ?? fromPricePence),
  );
  return (
    <span className="buy-from">
      {fill(strings.variantsFrom, { n: variantCount, price: formatPence(own, locale) })}{' '}
      {own < fromPricePence && (
        <span className="buyer-price-list">
          {priceStrings.listPrice} <s>{formatPence(fromPricePence, locale)}</s>
        </span>
      )}{' '}
      <small>{strings.exVat}</small>
    </span>
  );
}

export function Availability({ locale, variant, quantity, strings }: Line & { locale: Locale; quantity: number }) {
  return (
    <>
      {availabilityText(variant, quantity, strings)}
      {' · '}
      <strong>{dispatchText(variant, quantity, locale, strings)}</strong>
    </>
  );
}

export function ChosenFiles({ locale, familyId, variant, strings }: Line & { locale: Locale; familyId: number }) {
  return (
    <>
      {CAD_FORMATS.map(({ format, label }) => (
        <li key={format}>
          <a
            href={downloadUrls.cad(variant.id, format)}
            download
            aria-label={fill(strings.cadOf, { partNo: variant.partNo, format: label })}
          >
            {strings.cadModel} {label}
          </a>
        </li>
      ))}
      <li>
        <a
          href={downloadUrls.datasheet(familyId, locale, variant.partNo)}
          download
          aria-label={fill(strings.datasheetOf, { partNo: variant.partNo })}
        >
          {strings.downloadDatasheet} PDF
        </a>
      </li>
    </>
  );
}
