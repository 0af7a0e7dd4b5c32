import type { OrderAgainAnswer } from '#contract/calls/order-history.ts';
import { localePath, type Locale } from '#contract/i18n/locales.ts';
import { fill } from '#contract/i18n/text.ts';
import type { OrdersStrings } from './orders-strings.ts';

/** The words it needs: the order page's, or a parts list's for the same answer. */
type AgainStrings = Pick<OrdersStrings, 'againAdded' | 'againAddedNone' | 'goToBasket' | 'againProblems'>;

function addedText(count: number, strings: AgainStrings): string {
  if (count === 0) return strings.againAddedNone;
  return fill(strings.againAdded, { n: count });
}

/** What order again (or a parts list) put in the basket (a status) and the lines it could not, with the reason for each (an alert). */
export function OrderAgainResult({
  answer,
  locale,
  strings,
}: {
  answer: OrderAgainAnswer;
  locale: Locale;
  strings: AgainStrings;
}) {
  return (
    <div className="order-again-result">
      <p role="status">
        {addedText(answer.added.length, strings)}{' '}
        {answer.added.length > 0 && <a href={localePath(locale, '/basket')}>{strings.goToBasket}</a>}
      </p>
      {answer.problems.length > 0 && (
        <div role="alert" className="order-again-problems">
          <p>{strings.againProblems}</p>
          <ul>
            {answer.problems.map((problem) => (
              <li key={problem.partNo}>
                <span className="part-no">{problem.partNo}</span>: {problem.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
