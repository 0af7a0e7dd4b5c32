import type { BuildListAnswer } from '#contract/calls/editor-publish.ts';
import { formatDuration, pagesProgress } from '../../lib/editor/builds.ts';
import { fill } from '#contract/i18n/text.ts';
import type { EditorStrings } from './editor-strings.ts';

interface Props {
  answer: BuildListAnswer;
  strings: EditorStrings;
}

/** The build under way: its state, time so far, pages written (of those expected) and the last lines of its log. */
export function BuildProgressView({ answer, strings }: Props) {
  const text = strings.publish;
  const { current, queued } = answer;
  const bar = current && pagesProgress(current.pagesWritten, current.pagesExpected);
  return (
    <section className="build-progress" aria-labelledby="build-progress-title">
      <h3 id="build-progress-title">{text.currentTitle}</h3>
      {current ? (
        <>
          <p>
            {fill(bar && current.pagesWritten < bar.max ? text.progressOf : text.progress, {
              id: current.id,
              state: text.states[current.state],
              elapsed: formatDuration(current.elapsedMs, text),
              written: current.pagesWritten,
              expected: current.pagesExpected ?? '',
            })}
          </p>
          {bar && <progress aria-label={text.pagesLabel} value={bar.value} max={bar.max} />}
          {current.lastLines.length > 0 && (
            <>
              <h4>{text.lastLines}</h4>
              <pre className="build-lines" tabIndex={0}>
                {current.lastLines.join('\n')}
              </pre>
            </>
          )}
        </>
      ) : (
        <p>{text.idle}</p>
      )}
      {queued && <p>{fill(text.queued, { id: queued.id })}</p>}
    </section>
  );
}
