import { lazy, Suspense, useState } from 'react';
import type { BasketLine } from '#contract/calls/basket.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import type { BasketStrings } from './basket-strings.ts';
import { BasketLineRow } from './BasketLineRow.tsx';
import type { LineActions } from './line-actions.ts';

// "Add to list" (its panel and the parts-list calls) comes with its first use.
const AddToList = lazy(() => import('../lists/AddToList.tsx'));

/** The element focus goes to when a line leaves the table (its buttons go with it). */
export const LINES_ID = 'basket-lines';

interface Props {
  lines: BasketLine[];
  locale: Locale;
  actions: LineActions;
  strings: BasketStrings;
}

/** The basket's lines, a table that scrolls sideways on narrow screens; under it, "Add to list" for the line asked. */
export function BasketLines({ lines, locale, actions, strings }: Props) {
  const [forList, setForList] = useState<{ partNo: string; quantity: number } | null>(null);
  return (
    <>
      <div className="basket-table-wrap" role="region" aria-label={strings.linesCaption} tabIndex={0}>
        <table id={LINES_ID} className="basket-lines" aria-label={strings.linesCaption} tabIndex={-1}>
          <thead>
            <tr>
              <th scope="col">{strings.product}</th>
              <th scope="col" className="num">
                {strings.unitPrice}
              </th>
              <th scope="col">{strings.quantity}</th>
              <th scope="col" className="num">
                {strings.lineTotal}
              </th>
              <th scope="col">{strings.availability}</th>
              <th scope="col">{strings.reference}</th>
              <th scope="col">
                <span className="visually-hidden">{strings.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <BasketLineRow
                key={line.partNo}
                line={line}
                locale={locale}
                actions={actions}
                onAddToList={() => setForList({ partNo: line.partNo, quantity: line.quantity })}
                strings={strings}
              />
            ))}
          </tbody>
        </table>
      </div>
      {forList && (
        <Suspense fallback={<p role="status">{strings.lists.loadingLists}</p>}>
          <AddToList
            key={forList.partNo}
            {...forList}
            locale={locale}
            strings={strings.lists}
            onClose={() => setForList(null)}
          />
        </Suspense>
      )}
    </>
  );
}
