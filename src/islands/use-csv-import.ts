import { useState } from 'react';
import { useChange } from './use-change.ts';

/** A CSV file chosen for an import: its name and text. */
export interface ChosenCsv {
  name: string;
  csv: string;
}

type FileRule = 'type' | 'size' | null;

interface Options<A> {
  send: (body: { csv: string; fileName: string; dryRun: boolean }) => Promise<A>;
  /** Why a file is not sent at all: its name or size. */
  fileRule: (file: File) => FileRule;
  messages: { wrongType: string; tooLarge: string; unreadable: string };
}

/**
 * An all-or-nothing CSV import: the chosen file goes to a dry run at once and its answer is shown;
 * `write` sends the same text again with dryRun false. A refusal's message is a toast.
 */
export function useCsvImport<A>({ send, fileRule, messages }: Options<A>) {
  const [file, setFile] = useState<ChosenCsv | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<A | null>(null);
  const [busy, setBusy] = useState<'checking' | 'importing' | null>(null);
  const { change } = useChange(send);

  async function run(chosen: ChosenCsv, dryRun: boolean): Promise<A | undefined> {
    setBusy(dryRun ? 'checking' : 'importing');
    const answer = await change({ csv: chosen.csv, fileName: chosen.name, dryRun });
    if (answer) setResult(answer);
    setBusy(null);
    return answer;
  }

  async function check(chosen: File): Promise<void> {
    if (busy) return;
    setResult(null);
    setFile(null);
    const rule = fileRule(chosen);
    const csv = rule ? null : await chosen.text().catch(() => null);
    setProblem(
      rule === 'type'
        ? messages.wrongType
        : rule === 'size'
          ? messages.tooLarge
          : csv === null
            ? messages.unreadable
            : null,
    );
    if (csv === null) return;
    const next = { name: chosen.name, csv };
    setFile(next);
    await run(next, true);
  }

  const write = (): Promise<A | undefined> => (file ? run(file, false) : Promise.resolve(undefined));
  return { file, problem, result, busy, check, write };
}
