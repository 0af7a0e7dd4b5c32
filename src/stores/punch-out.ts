import { atom } from 'nanostores';

/**
 * The punch-out session of this tab (docs/punch-out.md): the procurement system's name while the
 * buyer shops from it, in sessionStorage beside the session, so it lasts for the tab and vanishes with it.
 */
const KEY = 'punchOut';

export const $punchOut = atom<string | null>(null);

/** Reads the tab's punch-out session once, on the client. */
export function loadPunchOut(): void {
  if (typeof window !== 'undefined') $punchOut.set(window.sessionStorage.getItem(KEY));
}

export function setPunchOut(systemName: string): void {
  window.sessionStorage.setItem(KEY, systemName);
  $punchOut.set(systemName);
}
