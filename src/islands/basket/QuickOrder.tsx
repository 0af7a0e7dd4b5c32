import { useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import type { QuickAddAnswer } from '#contract/calls/basket.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { QUICK_ORDER_LIMITS } from '#contract/limits/orders.ts';
import {
  fileTooLarge,
  linesNotAdded,
  quickOrderTextProblem,
  type QuickOrderTextProblem,
} from '#contract/rules/quick-order.ts';
import { fill } from '#contract/i18n/text.ts';
import type { BasketStrings } from './basket-strings.ts';
import { QuickOrderResult } from './QuickOrderResult.tsx';
import { formatCount } from '#contract/format/money.ts';

type Strings = BasketStrings['quickOrder'];

interface Props {
  locale: Locale;
  /** Sends the text to pri/basketQuickAdd; null when the server refused it (its message is a toast). */
  onAdd: (text: string) => Promise<QuickAddAnswer | null>;
  strings: Strings;
}

function problemText(problem: QuickOrderTextProblem, strings: Strings, number: (n: number) => string): string {
  switch (problem.rule) {
    case 'empty':
      return strings.empty;
    case 'tooLong':
      return fill(strings.tooLong, { max: number(problem.max), n: number(problem.n) });
    case 'tooManyLines':
      return fill(strings.tooManyLines, { max: number(problem.max), n: number(problem.n) });
  }
}

/**
 * Adds lines by part number: typed or pasted ("PART-NO quantity" a line) or a CSV file read in the
 * browser. The server adds what it knows and lists the rest; typed lines it did not add stay in the
 * box to correct, so that sending again does not add the good ones twice.
 */
export function QuickOrder({ locale, onAdd, strings }: Props) {
  const number = (n: number) => formatCount(n, locale);
  const [text, setText] = useState('');
  const [textProblem, setTextProblem] = useState<string | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [result, setResult] = useState<{ answer: QuickAddAnswer; fromFile: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);

  async function send(source: string, fromFile: boolean) {
    setBusy(true);
    const answer = await onAdd(source);
    setBusy(false);
    if (!answer) return;
    setResult({ answer, fromFile });
    if (!fromFile) setText(linesNotAdded(source, answer.problems));
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problem = quickOrderTextProblem(text);
    setTextProblem(problem && problemText(problem, strings, number));
    if (problem) {
      box.current?.focus();
      return;
    }
    void send(text, false);
  }

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared at once, so that choosing the same file again (after correcting it) reads it again.
    event.target.value = '';
    if (!file || busy) return;
    if (fileTooLarge(file.size)) {
      setFileProblem(fill(strings.fileTooLarge, { max: number(QUICK_ORDER_LIMITS.characters) }));
      return;
    }
    let content: string;
    try {
      content = await file.text();
    } catch {
      setFileProblem(strings.fileUnreadable);
      return;
    }
    const problem = quickOrderTextProblem(content);
    setFileProblem(
      problem &&
        (problem.rule === 'tooLong'
          ? fill(strings.fileTooLarge, { max: number(problem.max) })
          : problemText(problem, strings, number)),
    );
    if (!problem) void send(content, true);
  }

  const describedBy = ['quick-order-hint', textProblem && 'quick-order-error'].filter(Boolean).join(' ');
  return (
    <section className="quick-order">
      <h2 id="quick-order-title">{strings.title}</h2>
      <form onSubmit={submit} noValidate aria-labelledby="quick-order-title">
        <div className="field">
          <label htmlFor="quick-order-text">{strings.label}</label>
          <textarea
            ref={box}
            id="quick-order-text"
            rows={5}
            spellCheck={false}
            autoCapitalize="characters"
            value={text}
            aria-invalid={textProblem ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => setText(event.target.value)}
          />
          <p id="quick-order-hint" className="field-hint">
            {fill(strings.hint, { lines: number(QUICK_ORDER_LIMITS.lines) })}
          </p>
          {textProblem && (
            <p id="quick-order-error" className="field-error">
              {textProblem}
            </p>
          )}
        </div>
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {busy ? strings.adding : strings.add}
        </button>
        <div className="field quick-order-file">
          <label htmlFor="quick-order-file">{strings.fileLabel}</label>
          <input
            id="quick-order-file"
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            aria-invalid={fileProblem ? true : undefined}
            aria-describedby={['quick-order-file-hint', fileProblem && 'quick-order-file-error']
              .filter(Boolean)
              .join(' ')}
            onChange={(event) => void upload(event)}
          />
          <p id="quick-order-file-hint" className="field-hint">
            {strings.fileHint}
          </p>
          {fileProblem && (
            <p id="quick-order-file-error" className="field-error">
              {fileProblem}
            </p>
          )}
        </div>
      </form>
      <QuickOrderResult result={result} strings={strings} />
    </section>
  );
}
