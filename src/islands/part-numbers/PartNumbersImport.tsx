import { useState } from 'react';
import type { CustomerPartNoImportAnswer, CustomerPartNoImportRequest } from '#contract/calls/customer-part-numbers.ts';
import { fill } from '#contract/i18n/text.ts';
import { FileField } from '../editor/FileField.tsx';
import { useChange } from '../use-change.ts';
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

interface ChosenFile {
  name: string;
  csv: string;
}

/**
 * The chosen file goes to a dry run at once; the changes or every invalid row are shown, and only a
 * valid file that changes something offers "Import", which sends the same text with dryRun false.
 */
export function PartNumbersImport({ idPrefix, strings, Heading, importFile, onImported }: Props) {
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<CustomerPartNoImportAnswer | null>(null);
  const [busy, setBusy] = useState<'checking' | 'importing' | null>(null);
  // A refusal's message is a toast.
  const { change } = useChange(importFile);

  async function send(chosen: ChosenFile, dryRun: boolean) {
    setBusy(dryRun ? 'checking' : 'importing');
    const answer = await change({ csv: chosen.csv, fileName: chosen.name, dryRun });
    if (answer) setResult(answer);
    if (answer?.applied) onImported?.();
    setBusy(null);
  }

  async function check(chosen: File) {
    if (busy) return;
    setResult(null);
    setFile(null);
    const rule = partNoFileProblem(chosen);
    const csv = rule ? null : await chosen.text().catch(() => null);
    setProblem(rule === 'type' ? strings.wrongType : rule === 'size' ? strings.tooLarge : csv === null ? strings.unreadable : null);
    if (csv === null) return;
    const next = { name: chosen.name, csv };
    setFile(next);
    await send(next, true);
  }

  function status(): string {
    if (busy === 'importing') return strings.importing;
    if (!file) return '';
    if (busy === 'checking') return fill(strings.checking, { file: file.name });
    return result ? partNoImportHeadline(result, file.name, strings) : '';
  }

  const canImport = file !== null && result !== null && busy === null && partNoImportOutcome(result) === 'planned';
  return (
    <section aria-labelledby={`${idPrefix}-import-title`}>
      <Heading id={`${idPrefix}-import-title`}>{strings.importTitle}</Heading>
      <p className="field-hint">{strings.importIntro}</p>
      <FileField id={`${idPrefix}-import-file`} label={strings.fileLabel} hint={strings.fileHint} problem={problem} accept=".csv,text/csv" disabled={busy !== null} onFile={(chosen) => void check(chosen)} />
      <p role="status" className="import-status">{status()}</p>
      {result && file && <PartNumbersImportResult result={result} fileName={file.name} strings={strings} />}
      {canImport && <button type="button" className="button" onClick={() => void send(file, false)}>{fill(strings.import, { file: file.name })}</button>}
    </section>
  );
}
