import type { ReactNode } from 'react';
import type { BuyBoxStrings } from './buy-box-strings.ts';

interface Props {
  /** The unit price (a trade buyer's beside the list price) and the total as shown: a dash until a variant (and a valid quantity) gives them. */
  unit: ReactNode;
  total: string;
  /** The next price break, when there is one: its line is kept empty otherwise. */
  next?: ReactNode;
  strings: Pick<BuyBoxStrings, 'unitPrice' | 'lineTotal' | 'exVat'>;
}

/**
 * The buy box's unit price and total. Shown with dashes before a variant is chosen, so that the box
 * keeps its rows and does not grow under what follows it when one is.
 */
export function PriceTerms({ unit, total, next, strings }: Props) {
  return (
    <div className="buy-prices">
      <dl>
        <div>
          <dt>{strings.unitPrice}</dt>
          <dd>
            {unit} <small>{strings.exVat}</small>
          </dd>
        </div>
        <div>
          <dt>{strings.lineTotal}</dt>
          <dd>
            {total} <small>{strings.exVat}</small>
          </dd>
        </div>
      </dl>
      <p className="buy-next">{next}</p>
    </div>
  );
}
