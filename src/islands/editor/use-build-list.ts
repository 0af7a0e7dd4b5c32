import { useCallback, useEffect, useState } from 'react';
import { buildList } from '../../api/editor.ts';
import { BUILD_POLL_MS, buildUnderWay } from '../../lib/editor/builds.ts';
import { tellBuyer } from '../../stores/tell-buyer.ts';
import { useAnswer } from '../use-answer.ts';

/**
 * The build list (editor/buildList), asked again every 2 s while a build waits or runs, one
 * question at a time; it stops once every build has finished. `refresh` asks at once (after a
 * publish or a rollback), keeping the list on screen until the answer comes.
 */
export function useBuildList() {
  const builds = useAnswer(buildList, 'builds');
  const { answer, setAnswer } = builds;
  const underWay = answer !== null && buildUnderWay(answer);
  // Counts the polls, so a failed one (the list unchanged) still schedules the next.
  const [polls, setPolls] = useState(0);

  const refresh = useCallback(async () => {
    // On a failure the editor is told, and the last list stays on screen.
    const next = await buildList().then(
      (list) => list,
      (error: unknown) => {
        tellBuyer(error);
        return null;
      },
    );
    if (next) setAnswer(next);
  }, [setAnswer]);

  useEffect(() => {
    if (!underWay) return;
    let stopped = false;
    const timer = setTimeout(() => {
      void refresh().then(() => !stopped && setPolls((n) => n + 1));
    }, BUILD_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [underWay, polls, refresh]);

  return { ...builds, underWay, refresh };
}
