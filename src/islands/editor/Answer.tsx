import type { ReactNode } from 'react';
import type { AnswerStatus } from '../use-answer.ts';
import type { EditorStrings } from './editor-strings.ts';
import { LoadFailed } from '../LoadFailed.tsx';

interface Props<T> {
  /** What useAnswer returns. */
  call: { answer: T | null; status: AnswerStatus; retry: () => void };
  strings: EditorStrings;
  children: (answer: T) => ReactNode;
}

/** What a section asked the server for: a loading note, another try after a failure, or the content. */
export function Answer<T>({ call, strings, children }: Props<T>) {
  if (call.status === 'failed') return <LoadFailed retry={call.retry} strings={strings} />;
  if (call.answer === null) return <p className="editor-note">{strings.loading}</p>;
  return children(call.answer);
}
