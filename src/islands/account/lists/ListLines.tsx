import { useState } from 'react';
import type { OrderAgainAnswer } from '#contract/calls/order-history.ts';
import type { PartsListDetail, PartsListLine } from '#contract/calls/parts-lists.ts';
import { formatPence } from '#contract/format/money.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { fill } from '#contract/i18n/text.ts';
import { partsListRemoveLines, partsListToBasket } from '../../../api/parts-lists.ts';
import { lineHref, lineName } from '../../../lib/basket/line-notes.ts';
import { setBasketCount } from '../../../stores/session-change.ts';
import { useChange } from '../../use-change.ts';
import { OrderAgainResult } from '../orders/OrderAgainResult.tsx';
import { LineFields } from './LineFields.tsx';
import { lineStateWord, type PartsListsStrings } from './lists-strings.ts';

interface Props {
  list: PartsListDetail;
  onChanged: (list: PartsListDetail) => void;
  locale: Locale;
  strings: PartsListsStrings;
}

/**
 * The list's lines: each part (linked to its product page while sold), quantity and note (changed
 * in place by whoever may change the list), state, price and stock; chosen lines or all of them go
 * to the basket, and what could not go is listed with why.
 */
export function ListLines({ list, onChanged, locale, strings }: Props) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [result, setResult] = useState<OrderAgainAnswer | null>(null);
  const toBasket = useChange((lineIds: number[] | undefined) => partsListToBasket(list.id, lineIds));
  const remove = useChange((lineId: number) => partsListRemoveLines(list.id, [lineId]));
  const picked = list.lines.filter((l) => chosen.has(l.id)).map((l) => l.id);

  async function send(lineIds: number[] | undefined) {
    const answer = await toBasket.change(lineIds);
    if (!answer) return;
    setBasketCount(answer.basket.basketCount);
    setResult(answer);
  }
  async function removeLine(line: PartsListLine) {
    const next = await remove.change(line.id);
    if (next) onChanged(next);
  }
  const choose = (id: number, on: boolean) =>
    setChosen((now) => {
      const next = new Set(now);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  if (list.lines.length === 0) return <p>{strings.emptyList}</p>;
  return (
    <section className="order-section">
      <div className="order-table-wrap" role="region" aria-labelledby="list-lines-caption" tabIndex={0}>
        <table className="data-table order-table list-lines">
          <caption id="list-lines-caption">{fill(strings.linesCaption, { name: list.name })}</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{strings.choose}</span>
              </th>
              <th scope="col">{strings.partNo}</th>
              <th scope="col">{strings.product}</th>
              <th scope="col">{strings.quantity}</th>
              <th scope="col">{strings.note}</th>
              <th scope="col">{strings.state}</th>
              <th scope="col" className="num">
                {strings.unitPrice}
              </th>
              <th scope="col" className="num">
                {strings.stock}
              </th>
              {list.canChange && (
                <th scope="col">
                  <span className="visually-hidden">{strings.removeColumn}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {list.lines.map((line) => (
              <tr key={line.id}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={fill(strings.chooseLine, { partNo: line.partNo })}
                    checked={chosen.has(line.id)}
                    onChange={(event) => choose(line.id, event.target.checked)}
                  />
                </td>
                <th scope="row" className="part-no">
                  {line.state === 'sold' && line.familyId !== null && line.familySlug !== null ? (
                    <a
                      href={lineHref(
                        { familyId: line.familyId, familySlug: line.familySlug, partNo: line.partNo },
                        locale,
                      )}
                    >
                      {line.partNo}
                    </a>
                  ) : (
                    line.partNo
                  )}
                </th>
                <td className="list-line-product">{lineName(line, locale)}</td>
                <LineFields list={list} line={line} onChanged={onChanged} strings={strings} />
                <td>
                  <span className={`order-stage list-line-state state-${line.state}`}>
                    {lineStateWord(line.state, strings)}
                  </span>
                </td>
                <td className="num">{line.unitPricePence === null ? '' : formatPence(line.unitPricePence, locale)}</td>
                <td className="num">{line.stock ?? ''}</td>
                {list.canChange && (
                  <td>
                    <button
                      type="button"
                      className="button secondary"
                      disabled={remove.busy}
                      onClick={() => void removeLine(line)}
                    >
                      {fill(strings.removeLine, { partNo: line.partNo })}
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="order-actions">
        <div className="order-action-buttons">
          <button type="button" className="button" disabled={toBasket.busy} onClick={() => void send(undefined)}>
            {toBasket.busy ? strings.addingToBasket : strings.addAll}
          </button>
          <button
            type="button"
            className="button secondary"
            disabled={toBasket.busy || picked.length === 0}
            onClick={() => void send(picked)}
          >
            {strings.addChosen}
          </button>
        </div>
        {result && <OrderAgainResult answer={result} locale={locale} strings={strings} />}
      </div>
    </section>
  );
}
