import { useStore } from '../use-store.ts';
import type { StaffRole } from '#contract/calls/staff.ts';
import { staffRole } from '../../api/editor.ts';
import { $session } from '../../stores/session.ts';
import { useAnswer } from '../use-answer.ts';
import { useSessionGate } from '../use-session-gate.ts';

export type EditorGate = 'waiting' | 'loggedOut' | 'notEditor' | 'failed' | 'staff';

/**
 * Who may see the console: once the session is known, the account's role (pri/userInfo) is asked
 * for each new token, so a buyer is told the console is not for them before any staff call is
 * refused, and staff get the sections of their role. A log-out (or a 701 anywhere) brings the
 * log-in prompt back.
 */
export function useEditorGate(): { gate: EditorGate; role: StaffRole | null; retry: () => void } {
  const session = useSessionGate();
  const { token } = useStore($session);
  const asking = session === 'loggedIn' && token !== null;
  // undefined: not asked yet; null: a buyer.
  const answer = useAnswer(asking ? () => staffRole().then((role) => ({ role })) : null, asking ? token : '');
  const role = answer.answer?.role ?? null;
  if (session !== 'loggedIn') return { gate: session, role, retry: answer.retry };
  if (answer.status === 'failed') return { gate: 'failed', role, retry: answer.retry };
  if (answer.answer === null) return { gate: 'waiting', role, retry: answer.retry };
  return { gate: role ? 'staff' : 'notEditor', role, retry: answer.retry };
}
