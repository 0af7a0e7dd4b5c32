import { useState } from 'react';
import type { CatalogueImportAnswer } from '#contract/calls/editor-import.ts';
import { catalogueImport } from '../../api/editor.ts';
import { importFileProblem, importOutcome } from '../../lib/editor/import-file.ts';
import { fill } from '#contract/i18n/text.ts';
import type { EditorStrings } from './editor-strings.ts';
import { FileField } from './FileField.tsx';
import { importHeadline, ImportResult } from './ImportResult.tsx';
import { useChange } from '../use-change.ts';

interface ChosenFile {
  name: string;
  csv: string;
}

/**
 * Import: the chosen file goes to a dry run at once; the changes and every invalid row are shown,
 * and only a valid file that changes something offers "Import", which sends the same text again
 * with dryRun false. Nothing is written before that.
 */
export function CatalogueImport({ strings }: { strings: EditorStrings }) {
  const text = strings.import;
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<CatalogueImportAnswer | null>(null);
  const [busy, setBusy] = useState<'checking' | 'importing' | null>(null);
  const { change } = useChange(catalogueImport);

  // A refusal's message is a toast; a dry run can be asked for again by choosing the file.
  async function send(chosen: ChosenFile, dryRun: boolean) {
    setBusy(dryRun ? 'checking' : 'importing');
    const answer = await change({ csv: chosen.csv, fileName: chosen.name, dryRun });
    if (answer) setResult(answer);
    setBusy(null);
  }

  async function check(chosen: File) {
    if (busy) return;
    setResult(null);
    setFile(null);
    const rule = importFileProblem(chosen);
    if (rule) {
      setProblem(rule === 'type' ? text.wrongType : text.tooLarge);
      return;
    }
    const csv = await chosen.text().catch(() => null);
    setProblem(csv === null ? text.unreadable : null);
    if (csv === null) return;
    const next = { name: chosen.name, csv };
    setFile(next);
    await send(next, true);
  }

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
      <p role="status" className="import-status">{status()}</p>
      {result && file && <ImportResult result={result} fileName={file.name} strings={strings} />}
      {canImport && (
        <button type="button" className="button" onClick={() => void send(file, false)}>{fill(text.import, { file: file.name })}</button>
      )}
    </section>
  );
}
