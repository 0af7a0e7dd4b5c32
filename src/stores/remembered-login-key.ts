/**
 * Where the remembered login lives in localStorage (src/stores/remembered-login.ts), and a look at
 * it without that store: every page asks whether to log in automatically, and only a browser that
 * keeps a ticked record needs the store, @nanostores/persistent and the login call.
 */
export const REMEMBERED_LOGIN_KEY = 'rememberedLogin';

/** Whether localStorage keeps a ticked record ("Remember me"), however old: its age is the store's to judge. */
export function mayHaveRememberedLogin(): boolean {
  try {
    return (
      (JSON.parse(window.localStorage.getItem(REMEMBERED_LOGIN_KEY) ?? 'null') as { check?: unknown } | null)?.check ===
      1
    );
  } catch {
    // No storage (a private window may refuse it) or no JSON: nothing to log in with.
    return false;
  }
}
