/**
 * Where messages for the next page wait in sessionStorage (src/lib/message-handoff.ts), and a look
 * at it without that module: every page's header asks whether one waits, and only then, or when a
 * message is raised, loads the toasts' code.
 */
export const PENDING_MESSAGES_KEY = 'pendingMessages';

export function hasPendingMessages(): boolean {
  try {
    return window.sessionStorage.getItem(PENDING_MESSAGES_KEY) !== null;
  } catch {
    // A browser that refuses storage has nothing waiting.
    return false;
  }
}
