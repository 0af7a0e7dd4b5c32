import { useState } from 'react';
import { importFileProblem } from '../../lib/editor/import-file.ts';
import { useChange } from '../use-change.ts';
import type { EditorStrings } from './editor-strings.ts';

export interface ChosenFile {
  name: string;
  csv: string;
}

/**
 * A CSV import's steps (the catalogue's, a price list's net prices): the chosen file goes to a dry
 * run at once; `send(file, false)` then writes it. A refusal's message is a toast; a dry run can be
 * asked for again by choosing the file.
 */
export function useCsvImport<A>(run: (request: { csv: string; fileName: string; dryRun: boolean }) => Promise<A>, strings: EditorStrings) {
  const text = strings.import;
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<A | null>(null);
  const [busy, setBusy] = useState<'checking' | 'importing' | null>(null);
  const { change } = useChange(run);

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

  return { file, problem, result, busy, check, send };
}
