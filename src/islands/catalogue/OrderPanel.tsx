import type { Variant } from '#contract/calls/catalogue.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { availabilityText } from '../../lib/catalogue/availability.ts';
import { formatPence } from '../../lib/catalogue/money.ts';
import { MAX_ORDER_QTY, MIN_ORDER_QTY } from '#contract/rules/order-quantity.ts';
import { breakFor, lineTotal } from '#contract/rules/price-breaks.ts';
import { fill } from '#contract/i18n/text.ts';

export interface OrderPanelStrings {
  orderTitle: string;
  choosePrompt: string;
  chosenVariant: string;
  quantity: string;
  quantityInvalid: string;
  unitPrice: string;
  lineTotal: string;
  exVat: string;
  priceBreakList: string;
  qtyFrom: string;
  stockOnHand: string;
  leadTime: string;
  partlyInStock: string;
  addToBasket: string;
}

interface Props {
  locale: Locale;
  variant: Variant | undefined;
  quantityText: string;
  /** The parsed quantity, null while the field does not hold 1 to 9,999. */
  quantity: number | null;
  onQuantity: (text: string) => void;
  onAdd: () => void;
  busy: boolean;
  disabled: boolean;
  strings: OrderPanelStrings;
}

/** The chosen variant: quantity, the price break that applies, the line total, availability and "Add to basket". */
export function OrderPanel(props: Props) {
  const { variant, strings } = props;
  return (
    <section className={variant ? 'order-panel chosen' : 'order-panel'} aria-labelledby="order-title">
      {variant ? (
        <ChosenVariant {...props} variant={variant} />
      ) : (
        <>
          <h2 id="order-title">{strings.orderTitle}</h2>
          <p className="order-prompt">{strings.choosePrompt}</p>
        </>
      )}
    </section>
  );
}

function ChosenVariant({ locale, variant, quantityText, quantity, onQuantity, onAdd, busy, disabled, strings }: Props & { variant: Variant }) {
  const active = quantity === null ? undefined : breakFor(quantity, variant.priceBreaks);
  const price = (pence: number) => formatPence(pence, locale);

  return (
    <>
      <div className="order-head">
        <h2 id="order-title">{strings.orderTitle}</h2>
        <p className="order-part">{fill(strings.chosenVariant, { partNo: variant.partNo })}</p>
      </div>
      <div className="order-line">
        <div className="field order-quantity">
          <label htmlFor="order-quantity">{strings.quantity}</label>
          <input
            id="order-quantity"
            type="number"
            inputMode="numeric"
            min={MIN_ORDER_QTY}
            max={MAX_ORDER_QTY}
            step={1}
            value={quantityText}
            disabled={disabled}
            aria-invalid={quantity === null || undefined}
            aria-describedby={quantity === null ? 'order-quantity-error' : undefined}
            onChange={(event) => onQuantity(event.target.value)}
          />
        </div>
        <dl className="order-prices">
          <div>
            <dt>{strings.unitPrice}</dt>
            <dd>{active ? price(active.unitPricePence) : '–'} <small>{strings.exVat}</small></dd>
          </div>
          <div>
            <dt>{strings.lineTotal}</dt>
            <dd>{quantity === null ? '–' : price(lineTotal(quantity, variant.priceBreaks))} <small>{strings.exVat}</small></dd>
          </div>
        </dl>
        <button type="button" className="button order-add" disabled={disabled || busy} aria-busy={busy || undefined} onClick={onAdd}>
          {strings.addToBasket}
        </button>
      </div>
      {quantity === null && <p id="order-quantity-error" className="field-error">{strings.quantityInvalid}</p>}
      <div className="order-foot">
        <p className="order-stock">{availabilityText(variant, quantity ?? 1, strings)}</p>
        <div className="order-tiers">
          <h3 id="order-tiers-title">{strings.priceBreakList}</h3>
          <ul aria-labelledby="order-tiers-title">
            {variant.priceBreaks.map((b) => {
              const current = b.minQty === active?.minQty;
              return (
                <li key={b.minQty} className={current ? 'current' : undefined} aria-current={current || undefined}>
                  {fill(strings.qtyFrom, { n: b.minQty })} {price(b.unitPricePence)}
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </>
  );
}

