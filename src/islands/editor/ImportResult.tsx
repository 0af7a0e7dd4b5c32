import type { CatalogueImportAnswer } from '#contract/calls/editor-import.ts';
import { IMPORT_DETAIL_LINES, importOutcome } from '../../lib/editor/import-file.ts';
import { fill } from '#contract/i18n/text.ts';
import type { EditorStrings } from './editor-strings.ts';
import { ImportErrors } from './ImportErrors.tsx';

interface Props {
  result: CatalogueImportAnswer;
  fileName: string;
  strings: EditorStrings;
}

/** One sentence on a dry run's (or the import's) outcome, for the section's status line. */
export function importHeadline(result: CatalogueImportAnswer, fileName: string, strings: EditorStrings): string {
  const text = strings.import;
  switch (importOutcome(result)) {
    case 'invalid':
      return fill(text.invalid, { file: fileName, count: result.errorCount });
    case 'noChanges':
      return fill(text.noChanges, { file: fileName });
    case 'planned':
      return fill(text.valid, { file: fileName });
    case 'applied':
      return fill(text.applied, { file: fileName });
  }
}

/** What a dry run (or the import) found: the counts and change lines, or every error with its line. */
export function ImportResult({ result, fileName, strings }: Props) {
  const text = strings.import;
  const outcome = importOutcome(result);
  const { changes, errors, errorCount } = result;
  const { details, ...counts } = changes;
  return (
    <div className={`import-result ${outcome}`}>
      {(outcome === 'planned' || outcome === 'applied') && (
        <>
          <p>{fill(text.counts, counts)}</p>
          <h4>{text.changesTitle}</h4>
          <ul className="import-changes">
            {details.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
          {details.length >= IMPORT_DETAIL_LINES && (
            <p className="editor-note">{fill(text.moreChanges, { shown: details.length })}</p>
          )}
        </>
      )}
      {outcome === 'invalid' && (
        <ImportErrors errors={errors} errorCount={errorCount} fileName={fileName} strings={strings} />
      )}
    </div>
  );
}
