import { catalogueImport } from '../../api/editor.ts';
import { importFileProblem, importOutcome } from '../../lib/editor/import-file.ts';
import { fill } from '#contract/i18n/text.ts';
import type { EditorStrings } from './editor-strings.ts';
import { FileField } from './FileField.tsx';
import { importHeadline, ImportResult } from './ImportResult.tsx';
import { useCsvImport } from '../use-csv-import.ts';

/**
 * Import: the chosen file goes to a dry run at once; the changes and every invalid row are shown,
 * and only a valid file that changes something offers "Import", which sends the same text again
 * with dryRun false. Nothing is written before that.
 */
export function CatalogueImport({ strings }: { strings: EditorStrings }) {
  const text = strings.import;
  const { file, problem, result, busy, check, write } = useCsvImport({
    send: catalogueImport,
    fileRule: importFileProblem,
    messages: text,
  });

  function status(): string {
    if (busy === 'importing') return text.importing;
    if (!file) return '';
    if (busy === 'checking') return fill(text.checking, { file: file.name });
    return result ? importHeadline(result, file.name, strings) : '';
  }

  const canImport = file !== null && result !== null && busy === null && importOutcome(result) === 'planned';
  return (
    <section aria-labelledby="import-title">
      <h3 id="import-title">{text.importTitle}</h3>
      <p className="editor-intro">{text.importIntro}</p>
      <FileField
        id="import-file"
        label={text.fileLabel}
        hint={text.fileHint}
        problem={problem}
        accept=".csv,text/csv"
        disabled={busy !== null}
        onFile={(chosen) => void check(chosen)}
      />
      <p role="status" className="import-status">
        {status()}
      </p>
      {result && file && <ImportResult result={result} fileName={file.name} strings={strings} />}
      {canImport && (
        <button type="button" className="button" onClick={() => void write()}>
          {fill(text.import, { file: file.name })}
        </button>
      )}
    </section>
  );
}
