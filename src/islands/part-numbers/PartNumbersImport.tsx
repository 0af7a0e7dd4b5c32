import type { CustomerPartNoImportAnswer, CustomerPartNoImportRequest } from '#contract/calls/customer-part-numbers.ts';
import { fill } from '#contract/i18n/text.ts';
import { FileField } from '../editor/FileField.tsx';
import { useCsvImport } from '../use-csv-import.ts';
import type { PartNumbersCsvStrings } from './csv-strings.ts';
import { partNoFileProblem, partNoImportOutcome } from './import-outcome.ts';
import { partNoImportHeadline, PartNumbersImportResult } from './PartNumbersImportResult.tsx';

interface Props {
  idPrefix: string;
  strings: PartNumbersCsvStrings;
  Heading: 'h3' | 'h4' | 'h5';
  importFile: (body: CustomerPartNoImportRequest) => Promise<CustomerPartNoImportAnswer>;
  /** After a file was written: a list shown is out of date. */
  onImported?: () => void;
}

/** A company's part numbers from CSV: a dry run lists the changes or every invalid row; only a valid file that changes something offers "Import". */
export function PartNumbersImport({ idPrefix, strings, Heading, importFile, onImported }: Props) {
  const { file, problem, result, busy, check, write } = useCsvImport({
    send: importFile,
    fileRule: partNoFileProblem,
    messages: strings,
  });

  function status(): string {
    if (busy === 'importing') return strings.importing;
    if (!file) return '';
    if (busy === 'checking') return fill(strings.checking, { file: file.name });
    return result ? partNoImportHeadline(result, file.name, strings) : '';
  }

  async function importNow() {
    if ((await write())?.applied) onImported?.();
  }

  const canImport = file !== null && result !== null && busy === null && partNoImportOutcome(result) === 'planned';
  return (
    <section aria-labelledby={`${idPrefix}-import-title`}>
      <Heading id={`${idPrefix}-import-title`}>{strings.importTitle}</Heading>
      <p className="field-hint">{strings.importIntro}</p>
      <FileField
        id={`${idPrefix}-import-file`}
        label={strings.fileLabel}
        hint={strings.fileHint}
        problem={problem}
        accept=".csv,text/csv"
        disabled={busy !== null}
        onFile={(chosen) => void check(chosen)}
      />
      <p role="status" className="import-status">
        {status()}
      </p>
      {result && file && <PartNumbersImportResult result={result} fileName={file.name} strings={strings} />}
      {canImport && (
        <button type="button" className="button" onClick={() => void importNow()}>
          {fill(strings.import, { file: file.name })}
        </button>
      )}
    </section>
  );
}
