import { persistentJSON } from '@nanostores/persistent';
import { REMEMBERED_LOGIN_KEY } from './remembered-login-key.ts';

/**
 * The remembered login in localStorage: email, time and check, with a revocable remember token
 * from the server instead of the password. check 0 means "Remember me" was not ticked.
 */
export interface RememberedLogin {
  email: string;
  rememberToken: string;
  /** When it was saved, ms since the epoch. */
  time: number;
  check: 0 | 1;
}

/** A remembered login is used for 7 days, then cleared (docs/spec.md#constants). */
export const REMEMBER_DAYS = 7;
const REMEMBER_MS = REMEMBER_DAYS * 24 * 60 * 60 * 1000;

export const $rememberedLogin = persistentJSON<RememberedLogin | null>(REMEMBERED_LOGIN_KEY, null);

/** Whether a saved record may still log in automatically at `now`. */
export function isRememberUsable(
  record: RememberedLogin | null,
  now: number,
): record is RememberedLogin & { check: 1 } {
  return record !== null && record.check === 1 && record.rememberToken !== '' && now - record.time < REMEMBER_MS;
}

export function rememberLogin(email: string, rememberToken: string, now = Date.now()): void {
  $rememberedLogin.set({ email, rememberToken, time: now, check: 1 });
}

/** "Remember me" not ticked: only check 0 is kept. */
export function forgetButKeepChoice(now = Date.now()): void {
  $rememberedLogin.set({ email: '', rememberToken: '', time: now, check: 0 });
}

export function clearRememberedLogin(): void {
  $rememberedLogin.set(null);
}
