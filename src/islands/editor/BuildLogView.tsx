import { useState } from 'react';
import { buildLog } from '../../api/editor.ts';
import { fill } from '#contract/i18n/text.ts';
import { useAnswer } from '../use-answer.ts';
import { Answer } from './Answer.tsx';
import type { EditorStrings } from './editor-strings.ts';

/** "View log": a disclosure that asks for the build's whole log the first time it is opened. */
export function BuildLogView({ id, strings }: { id: number; strings: EditorStrings }) {
  const [opened, setOpened] = useState(false);
  const log = useAnswer(opened ? () => buildLog(id) : null, `log-${id}-${opened}`);
  return (
    <details className="build-log" onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary aria-label={fill(strings.publish.viewLogOf, { id })}>{strings.publish.viewLog}</summary>
      {opened && (
        <Answer call={log} strings={strings}>
          {({ log: text }) => <pre tabIndex={0}>{text}</pre>}
        </Answer>
      )}
    </details>
  );
}
