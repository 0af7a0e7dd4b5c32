import type { QuickAddAnswer } from '#contract/calls/basket.ts';
import { fill } from '#contract/i18n/text.ts';
import type { BasketStrings } from './basket-strings.ts';

interface Props {
  result: { answer: QuickAddAnswer; fromFile: boolean } | null;
  strings: BasketStrings['quickOrder'];
}

function addedText(count: number, strings: Props['strings']): string {
  if (count === 0) return strings.addedNone;
  return fill(strings.addedCount, { n: count });
}

/** What a quick order added (a status) and the lines it did not add, with the server's reason for each (an alert). */
export function QuickOrderResult({ result, strings }: Props) {
  const problems = result?.answer.problems ?? [];
  return (
    <div className="quick-order-result">
      <p role="status">{result && addedText(result.answer.added.length, strings)}</p>
      {problems.length > 0 && (
        <div role="alert" className="quick-order-problems">
          <p>{strings.problemsTitle}</p>
          <ul>
            {problems.map((problem) => (
              <li key={problem.line}>
                <span className="problem-line">
                  {fill(strings.problem, { line: problem.line, text: problem.text })}
                </span>{' '}
                <span className="problem-reason">{problem.reason}</span>
              </li>
            ))}
          </ul>
          {!result?.fromFile && <p>{strings.problemsLeft}</p>}
        </div>
      )}
    </div>
  );
}
