import { useState } from 'react';
import { publishSite, rollback } from '../../api/editor.ts';
import { Answer } from './Answer.tsx';
import { BuildProgressView } from './BuildProgressView.tsx';
import { BuildTable } from './BuildTable.tsx';
import type { SectionProps } from './section-props.ts';
import { useBuildList } from './use-build-list.ts';
import { useChange } from '../use-change.ts';

/** Publishing: start a build, follow it, see the last builds and roll the site back to one of them. */
export function PublishSection({ locale, strings }: SectionProps) {
  const text = strings.publish;
  const builds = useBuildList();
  const { change } = useChange((request: () => Promise<unknown>) => request());
  const [asking, setAsking] = useState(false);

  // Refused or not (a refusal's message is a toast), the list is asked for again: it shows what the server made of the request.
  async function ask(request: () => Promise<unknown>) {
    setAsking(true);
    await change(request);
    await builds.refresh();
    setAsking(false);
  }

  return (
    <>
      <p className="editor-intro">{text.intro}</p>
      <button type="button" className="button" disabled={asking} onClick={() => void ask(publishSite)}>
        {asking ? text.asking : text.publish}
      </button>
      <Answer call={builds} strings={strings}>
        {(answer) => (
          <>
            <BuildProgressView answer={answer} strings={strings} />
            <BuildTable
              list={answer.list}
              locale={locale}
              strings={strings}
              disabled={asking}
              onRollback={(id) => void ask(() => rollback(id))}
            />
          </>
        )}
      </Answer>
    </>
  );
}
