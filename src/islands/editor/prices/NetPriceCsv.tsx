import type { PriceListImportAnswer } from '#contract/calls/staff-price-list-csv.ts';
import type { PriceListDetail } from '#contract/calls/staff-price-lists.ts';
import { fill } from '#contract/i18n/text.ts';
import { priceListExport, priceListImport } from '../../../api/price-lists.ts';
import { importFileProblem, outcomeOf, IMPORT_DETAIL_LINES } from '../../../lib/editor/import-file.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { useChange } from '../../use-change.ts';
import type { EditorStrings } from '../editor-strings.ts';
import { FileField } from '../FileField.tsx';
import { ImportErrors } from '../ImportErrors.tsx';
import type { SectionProps } from '../section-props.ts';
import { useCsvImport } from '../../use-csv-import.ts';

interface Props extends SectionProps {
  list: PriceListDetail;
  /** After the net prices were written: the list is read again. */
  onImported: () => void;
}

const outcome = (answer: PriceListImportAnswer) =>
  outcomeOf(answer, answer.changes.added + answer.changes.changed + answer.changes.removed);

/** The preview of a valid file: "This list changes 214 parts. The largest cut is 38 % on LH-4102-…", then the counts. */
function netPricePreview(answer: PriceListImportAnswer, strings: EditorStrings): string {
  const text = strings.priceLists;
  const { added, changed, removed, largestCut } = answer.changes;
  const count = added + changed + removed;
  return fill(text.preview, {
    changes: fill(text.changesCount, { count }),
    cut: largestCut ? fill(text.largestCut, largestCut) : text.noCut,
  });
}

/** The list's net prices as CSV: download them, or choose a file, see its dry run's preview (or every bad row), then set them. */
export function NetPriceCsv({ strings, list, onImported }: Props) {
  const text = strings.priceLists;
  const { file, problem, result, busy, check, write } = useCsvImport({
    send: (request) => priceListImport({ priceListId: list.id, ...request }),
    fileRule: importFileProblem,
    messages: strings.import,
  });
  const exporting = useChange((_: void) => priceListExport(list.id));

  async function download() {
    const saved = await exporting.change();
    if (saved) saveFile(saved.blob, saved.fileName);
  }

  async function importFile() {
    if (await write()) onImported();
  }

  function status(): string {
    if (busy === 'importing') return strings.import.importing;
    if (!file) return '';
    if (busy === 'checking') return fill(strings.import.checking, { file: file.name });
    if (!result) return '';
    switch (outcome(result)) {
      case 'invalid':
        return fill(strings.import.invalid, { file: file.name, count: result.errorCount });
      case 'noChanges':
        return fill(text.noChanges, { file: file.name });
      case 'planned':
        return netPricePreview(result, strings);
      case 'applied':
        return fill(text.applied, { file: file.name });
    }
  }

  const shown = result && file ? outcome(result) : null;
  return (
    <section aria-labelledby="net-price-csv-title">
      <h4 id="net-price-csv-title">{text.csvTitle}</h4>
      <p className="editor-intro">{text.csvIntro}</p>
      <p>
        <button type="button" className="button secondary" disabled={exporting.busy} onClick={() => void download()}>
          {exporting.busy ? text.exporting : text.export}
        </button>
      </p>
      <FileField
        id="net-price-file"
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
      {result && file && (shown === 'planned' || shown === 'applied') && (
        <div className="import-result">
          <p>
            {fill(text.counts, {
              added: result.changes.added,
              changed: result.changes.changed,
              removed: result.changes.removed,
              unchanged: result.changes.unchanged,
            })}
          </p>
          <ul className="import-changes">
            {result.changes.details.map((line, index) => (
              <li key={index}>
                <code>{line}</code>
              </li>
            ))}
          </ul>
          {result.changes.details.length >= IMPORT_DETAIL_LINES && (
            <p className="editor-note">{fill(strings.import.moreChanges, { shown: result.changes.details.length })}</p>
          )}
        </div>
      )}
      {result && file && shown === 'invalid' && (
        <ImportErrors errors={result.errors} errorCount={result.errorCount} fileName={file.name} strings={strings} />
      )}
      {file && shown === 'planned' && busy === null && (
        <button type="button" className="button" onClick={() => void importFile()}>
          {fill(text.importButton, { file: file.name })}
        </button>
      )}
    </section>
  );
}
