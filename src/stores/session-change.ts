import { $session, ANONYMOUS_USER_ID, KEYS, storage, type SessionState } from './session.ts';

/**
 * Changes to the session (src/stores/session.ts), written through to sessionStorage: login and
 * registration start it, logout and a 701 end it, the basket and the team change its counts.
 */
function write(state: SessionState): void {
  const store = storage();
  if (store) {
    const values: Record<keyof typeof KEYS, string | null> = {
      token: state.token,
      firstName: state.token ? state.firstName : null,
      userId: state.token ? state.userId : null,
      blongCompany: state.token ? String(state.blongCompany) : null,
      basketCount: state.basketCount > 0 ? String(state.basketCount) : null,
    };
    for (const [field, key] of Object.entries(KEYS) as Array<[keyof typeof KEYS, string]>) {
      const value = values[field];
      if (value === null) store.removeItem(key);
      else store.setItem(key, value);
    }
  }
  $session.set(state);
}

export interface SignedIn {
  token: string;
  firstName: string;
  id: number;
  blongCompany: boolean;
}

export function startSession(answer: SignedIn): void {
  write({
    ...$session.get(),
    loaded: true,
    token: answer.token,
    firstName: answer.firstName,
    userId: String(answer.id),
    blongCompany: answer.blongCompany ? 1 : 0,
  });
}

/** After logout or a 701: token and basket count go; the id returns to the placeholder. */
export function endSession(): void {
  write({ loaded: true, token: null, firstName: '', userId: ANONYMOUS_USER_ID, blongCompany: 0, basketCount: 0 });
}

export function setBasketCount(count: number): void {
  write({ ...$session.get(), basketCount: Math.max(0, Math.floor(count)) });
}

/** After joining (or creating) a company: the account menus and pages follow without a new login. */
export function setBlongCompany(belongs: boolean): void {
  write({ ...$session.get(), blongCompany: belongs ? 1 : 0 });
}
