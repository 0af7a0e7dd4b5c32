import { useStore } from '@nanostores/react';
import { isEditor } from '../../api/editor.ts';
import { $session } from '../../stores/session.ts';
import { useAnswer } from '../use-answer.ts';
import { useSessionGate } from '../use-session-gate.ts';

export type EditorGate = 'waiting' | 'loggedOut' | 'notEditor' | 'failed' | 'editor';

/**
 * Who may see the console: once the session is known, the account's role (pri/userInfo) is asked
 * for each new token, so a buyer is told the console is not for them before any editor call is
 * refused. A log-out (or a 701 anywhere) brings the log-in prompt back.
 */
export function useEditorGate(): { gate: EditorGate; retry: () => void } {
  const session = useSessionGate();
  const { token } = useStore($session);
  const asking = session === 'loggedIn' && token !== null;
  const role = useAnswer(asking ? isEditor : null, asking ? token : '');
  if (session !== 'loggedIn') return { gate: session, retry: role.retry };
  if (role.status === 'failed') return { gate: 'failed', retry: role.retry };
  if (role.answer === null) return { gate: 'waiting', retry: role.retry };
  return { gate: role.answer ? 'editor' : 'notEditor', retry: role.retry };
}
