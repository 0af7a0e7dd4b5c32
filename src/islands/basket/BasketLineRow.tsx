import type { BasketLine } from '#contract/calls/basket.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { availabilityText } from '../../lib/catalogue/availability.ts';
import { lineHref, lineName } from '../../lib/basket/line-notes.ts';
import { formatPence } from '#contract/format/money.ts';
import { fill } from '#contract/i18n/text.ts';
import type { BasketStrings } from './basket-strings.ts';
import { LineReference } from './LineReference.tsx';
import type { LineActions } from './line-actions.ts';
import { PriceChangeNote } from './PriceChangeNote.tsx';
import { BuyerPrice } from '../price/BuyerPrice.tsx';
import { PartNumbers } from '../price/PartNumbers.tsx';
import { QuantityStepper } from './QuantityStepper.tsx';

interface Props {
  line: BasketLine;
  locale: Locale;
  actions: LineActions;
  /** Opens "Add to list" for this line, under the table. */
  onAddToList: () => void;
  strings: BasketStrings;
}

/** One basket line: the product (with the company's own part number), today's unit price for the buyer at its break (the list price struck beside it), quantity, line total, availability, reference and actions. */
export function BasketLineRow({ line, locale, actions, onAddToList, strings }: Props) {
  const price = (pence: number) => formatPence(pence, locale);
  const { partNo } = line;
  return (
    <tr>
      <th scope="row" className="line-product">
        {line.imageUrl && <img src={line.imageUrl} alt="" width={64} height={48} loading="lazy" decoding="async" />}
        <span className="line-names">
          <a href={lineHref(line, locale)}>{lineName(line, locale)}</a>
          <PartNumbers partNo={partNo} customerPartNo={line.customerPartNo} strings={strings.prices} />
        </span>
      </th>
      <td className="num line-price">
        <BuyerPrice
          pricePence={line.unitPricePence}
          listPricePence={line.listUnitPricePence}
          locale={locale}
          strings={strings.prices}
        />
        {line.breakMinQty > 1 && <small>{fill(strings.priceBreak, { n: line.breakMinQty })}</small>}
        {line.nextBreak && (
          <small>
            {fill(strings.nextBreak, { n: line.nextBreak.minQty, price: price(line.nextBreak.unitPricePence) })}
          </small>
        )}
        <PriceChangeNote line={line} locale={locale} template={strings.priceChanged} />
      </td>
      <td>
        <QuantityStepper
          partNo={partNo}
          quantity={line.quantity}
          onChange={(quantity) => actions.setQuantity(partNo, quantity)}
          strings={strings}
        />
      </td>
      <td className="num line-total">{price(line.lineTotalPence)}</td>
      <td className="line-stock">{availabilityText(line, line.quantity, strings)}</td>
      <td>
        <LineReference
          partNo={partNo}
          reference={line.reference}
          onSave={(reference) => actions.setReference(partNo, reference)}
          strings={strings}
        />
      </td>
      <td className="line-actions">
        <button
          type="button"
          className="text-button"
          aria-label={fill(strings.saveForLaterOf, { partNo })}
          onClick={() => void actions.saveForLater(partNo)}
        >
          {strings.saveForLater}
        </button>
        <button
          type="button"
          className="text-button"
          aria-label={fill(strings.lists.addToListOf, { partNo })}
          onClick={onAddToList}
        >
          {strings.lists.addToList}
        </button>
        <button
          type="button"
          className="text-button"
          aria-label={fill(strings.removeOf, { partNo })}
          onClick={() => void actions.remove(partNo)}
        >
          {strings.remove}
        </button>
      </td>
    </tr>
  );
}
