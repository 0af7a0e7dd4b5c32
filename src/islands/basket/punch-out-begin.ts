import { punchOutBegin } from '../../api/punch-out.ts';
import { setPunchOut } from '../../stores/punch-out.ts';
import { startSession } from '../../stores/session-change.ts';

/** The start code a procurement system's entry sent the browser here with (/basket#punchout=…), if any. */
export function punchOutCode(): string | null {
  return /^#punchout=([\w-]{1,64})$/.exec(window.location.hash)?.[1] ?? null;
}

/**
 * Spends the start code for a session signed in as the company (server/punch-out/punch-out-sessions.ts);
 * the code leaves the address first, so a reload or a shared link never offers it again.
 */
export async function beginPunchOut(code: string): Promise<boolean> {
  window.history.replaceState(null, '', window.location.pathname + window.location.search);
  try {
    const begun = await punchOutBegin(code);
    startSession(begun.login);
    setPunchOut(begun.systemName);
    return true;
  } catch {
    return false;
  }
}
