import type { BomRow } from '#contract/calls/bom.ts';
import { formatCount, formatPence } from '#contract/format/money.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { fill } from '#contract/i18n/text.ts';
import { MAX_ORDER_QTY, MIN_ORDER_QTY, parseQuantity } from '#contract/rules/order-quantity.ts';
import { lineHref, lineName } from '../../lib/basket/line-notes.ts';
import { chosenPart, type RowChoice } from './bom-choices.ts';
import { statusWord, type BomStrings } from './bom-strings.ts';

interface Props {
  row: BomRow;
  choice: RowChoice;
  onChange: (choice: RowChoice) => void;
  locale: Locale;
  strings: BomStrings;
}

/** One row of the review: as written, how it matched, the part (or a suggestion to pick), quantity, price and stock. */
export function BomReviewRow({ row, choice, onChange, locale, strings }: Props) {
  const part = chosenPart(row, choice);
  const quantity = parseQuantity(choice.quantityText);
  const quantityId = `bom-quantity-${row.line}`;
  const money = (pence: number) => formatPence(pence, locale);
  return (
    <tr className={`bom-row bom-${row.status}`}>
      <td>{formatCount(row.line, locale)}</td>
      <td className="bom-as-written">{row.partNoText}</td>
      <td>
        <span className="bom-status">{statusWord(row.status, strings)}</span>
        {row.matchedBy === 'customerPartNo' && <span className="field-hint"> {strings.byCustomerPartNo}</span>}
      </td>
      <td className="bom-part">
        {row.part && (
          <a href={lineHref(row.part, locale)}>
            <span className="part-no">{row.part.partNo}</span> {lineName(row.part, locale)}
          </a>
        )}
        {row.status === 'suggested' && (
          <select
            aria-label={fill(strings.chooseFor, { line: row.line })}
            value={choice.variantId ?? ''}
            onChange={(e) =>
              onChange({
                ...choice,
                variantId: e.target.value === '' ? null : Number(e.target.value),
                included: e.target.value !== '',
              })
            }
          >
            <option value="">{strings.chooseSuggestion}</option>
            {row.suggestions.map((s) => (
              <option key={s.variantId} value={s.variantId}>
                {fill(strings.suggestionOption, {
                  partNo: s.partNo,
                  name: lineName(s, locale),
                  price: money(s.unitPricePence),
                  stock: formatCount(s.stock, locale),
                })}
              </option>
            ))}
          </select>
        )}
        {row.status === 'notFound' && strings.noPart}
      </td>
      <td>
        <input
          id={quantityId}
          className="bom-quantity"
          type="number"
          inputMode="numeric"
          min={MIN_ORDER_QTY}
          max={MAX_ORDER_QTY}
          aria-label={fill(strings.quantityFor, { line: row.line })}
          aria-invalid={quantity === null ? true : undefined}
          aria-describedby={quantity === null ? `${quantityId}-error` : undefined}
          value={choice.quantityText}
          onChange={(e) => onChange({ ...choice, quantityText: e.target.value })}
        />
        {quantity === null && (
          <p id={`${quantityId}-error`} className="field-error">
            {strings.quantityProblem}
          </p>
        )}
      </td>
      <td className="money">{part ? money(part.unitPricePence) : strings.noPart}</td>
      <td className="money">{part && quantity !== null ? money(part.unitPricePence * quantity) : strings.noPart}</td>
      <td>
        {part
          ? part.stock > 0
            ? fill(strings.inStock, { n: formatCount(part.stock, locale) })
            : fill(strings.noStock, { days: part.leadTimeDays })
          : strings.noPart}
      </td>
      <td>
        <input
          type="checkbox"
          className="bom-include"
          aria-label={fill(strings.include, { line: row.line })}
          checked={choice.included}
          disabled={part === null}
          onChange={(e) => onChange({ ...choice, included: e.target.checked })}
        />
      </td>
    </tr>
  );
}
