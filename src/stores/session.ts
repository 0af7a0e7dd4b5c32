import { atom, type ReadableAtom } from 'nanostores';

/**
 * The sign-in session: token, first name, user id, blongCompany (1 or 0)
 * and the basket count, kept in sessionStorage so they last for the tab and vanish with it.
 * `loaded` stays false until storage has been read, so islands show a placeholder, not a wrong state.
 * Login, logout and the counts change it through src/stores/session-change.ts, which the pages that
 * change it load, not every page's header.
 */
export interface SessionState {
  loaded: boolean;
  token: string | null;
  firstName: string;
  /** The placeholder id until login (docs/spec.md#fields). */
  userId: string;
  blongCompany: 0 | 1;
  basketCount: number;
}

export const ANONYMOUS_USER_ID = '0';

/** Where each field lives in sessionStorage. */
export const KEYS = {
  token: 'token',
  firstName: 'firstName',
  userId: 'id',
  blongCompany: 'blongCompany',
  basketCount: 'basketCount',
} as const;

export const $session = atom<SessionState>({
  loaded: false,
  token: null,
  firstName: '',
  userId: ANONYMOUS_USER_ID,
  blongCompany: 0,
  basketCount: 0,
});

const loggedIn = atom(false);
/**
 * Whether a session with a token is loaded. Kept in step by a listener rather than nanostores'
 * computed(), whose lifecycle code every page would load with the header for this one store.
 */
export const $loggedIn: ReadableAtom<boolean> = loggedIn;
$session.listen((state) => loggedIn.set(state.loaded && state.token !== null));

export function storage(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.sessionStorage;
}

/** Reads sessionStorage once, on the client (never at build time). */
export function loadSession(): void {
  if ($session.get().loaded) return;
  const store = storage();
  if (!store) return;
  const count = Number(store.getItem(KEYS.basketCount));
  $session.set({
    loaded: true,
    token: store.getItem(KEYS.token),
    firstName: store.getItem(KEYS.firstName) ?? '',
    userId: store.getItem(KEYS.userId) ?? ANONYMOUS_USER_ID,
    blongCompany: store.getItem(KEYS.blongCompany) === '1' ? 1 : 0,
    basketCount: Number.isInteger(count) && count > 0 ? count : 0,
  });
}

/** What the basket badge shows: nothing at 0, the count up to 999, then 999+. */
export function basketBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 999 ? '999+' : String(count);
}
