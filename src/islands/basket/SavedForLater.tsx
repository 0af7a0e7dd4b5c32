import type { BasketLine } from '#contract/calls/basket.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { lineHref, lineName } from '../../lib/basket/line-notes.ts';
import { formatPence } from '#contract/format/money.ts';
import { fill } from '#contract/i18n/text.ts';
import type { BasketStrings } from './basket-strings.ts';
import type { LineActions } from './line-actions.ts';
import { PriceChangeNote } from './PriceChangeNote.tsx';
import { PartNumbers } from '../price/PartNumbers.tsx';

export const SAVED_TITLE_ID = 'saved-title';

interface Props {
  saved: BasketLine[];
  locale: Locale;
  actions: LineActions;
  strings: BasketStrings;
}

/** Lines kept for later: not ordered and not counted, each with "Move to basket" and "Remove". */
export function SavedForLater({ saved, locale, actions, strings }: Props) {
  return (
    <section className="basket-saved" aria-labelledby={SAVED_TITLE_ID}>
      <h2 id={SAVED_TITLE_ID} tabIndex={-1}>
        {strings.savedTitle}
      </h2>
      <p className="note">{strings.savedIntro}</p>
      <ul className="saved-list">
        {saved.map((line) => (
          <li key={line.partNo} className="saved-line">
            <span className="line-names">
              <a href={lineHref(line, locale)}>{lineName(line, locale)}</a>
              <PartNumbers partNo={line.partNo} customerPartNo={line.customerPartNo} strings={strings.prices} />
            </span>
            <span className="saved-price">
              {fill(strings.savedLine, { qty: line.quantity, price: formatPence(line.unitPricePence, locale) })}
            </span>
            <PriceChangeNote line={line} locale={locale} template={strings.priceChanged} />
            <span className="saved-actions">
              <button
                type="button"
                className="button secondary"
                aria-label={fill(strings.moveToBasketOf, { partNo: line.partNo })}
                onClick={() => void actions.moveToBasket(line.partNo)}
              >
                {strings.moveToBasket}
              </button>
              <button
                type="button"
                className="text-button"
                aria-label={fill(strings.removeOf, { partNo: line.partNo })}
                onClick={() => void actions.remove(line.partNo)}
              >
                {strings.remove}
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
