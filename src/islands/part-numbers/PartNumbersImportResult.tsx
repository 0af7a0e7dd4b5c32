import type { CustomerPartNoImportAnswer } from '#contract/calls/customer-part-numbers.ts';
import { fill } from '#contract/i18n/text.ts';
import type { PartNumbersCsvStrings } from './csv-strings.ts';
import { partNoImportOutcome } from './import-outcome.ts';

interface Props {
  result: CustomerPartNoImportAnswer;
  fileName: string;
  strings: PartNumbersCsvStrings;
}

/** One sentence on a dry run's (or the import's) outcome, for the status line. */
export function partNoImportHeadline(
  result: CustomerPartNoImportAnswer,
  fileName: string,
  strings: PartNumbersCsvStrings,
): string {
  const outcome = partNoImportOutcome(result);
  return fill(strings[outcome === 'planned' ? 'valid' : outcome], { file: fileName, count: result.errorCount });
}

/** What a dry run (or the import) found: the counts and change lines, or every error with its line. */
export function PartNumbersImportResult({ result, fileName, strings }: Props) {
  const outcome = partNoImportOutcome(result);
  if (outcome === 'invalid') {
    return (
      <div className="import-result invalid">
        <table className="team-table">
          <caption>{fill(strings.errorsCaption, { file: fileName })}</caption>
          <thead>
            <tr>
              <th scope="col">{strings.line}</th>
              <th scope="col">{strings.reason}</th>
            </tr>
          </thead>
          <tbody>
            {result.errors.map((error, index) => (
              <tr key={index}>
                <td className="num">{error.line === 0 ? strings.wholeFile : error.line}</td>
                <td>{error.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {result.errorCount > result.errors.length && (
          <p className="field-hint">
            {fill(strings.moreErrors, { shown: result.errors.length, count: result.errorCount })}
          </p>
        )}
      </div>
    );
  }
  if (outcome === 'noChanges') return null;
  const total = result.added + result.changed + result.removed;
  return (
    <div className={`import-result ${outcome}`}>
      <p>{fill(strings.counts, { added: result.added, changed: result.changed, removed: result.removed })}</p>
      <h4>{strings.changesTitle}</h4>
      <ul className="import-changes">
        {result.details.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
      {total > result.details.length && (
        <p className="field-hint">{fill(strings.moreChanges, { shown: result.details.length })}</p>
      )}
    </div>
  );
}
