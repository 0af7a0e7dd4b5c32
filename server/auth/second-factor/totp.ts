import { Secret, TOTP } from 'otpauth';

/** Authenticator apps' defaults (RFC 6238): six digits, a new code every 30 seconds, SHA-1. */
export const TOTP_PERIOD_SECONDS = 30;
/** A code of the step before or after now is taken too, for a phone's clock a little off. */
export const TOTP_WINDOW = 1;
const ISSUER = 'Lihda Group';

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    secret: Secret.fromBase32(secret),
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    algorithm: 'SHA1',
  });

/** A new random secret (160 bits, base32), as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address the QR code carries: the app names the account by its e-mail. */
export function totpUri(secret: string, email: string): string {
  return totpOf(secret, email).toString();
}

/** The time step a moment falls in. */
export function totpStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/**
 * The step of the code when it is the secret's code for a step within the window of now and later
 * than `lastStep` (the last one accepted), else null: a code once used, or one older than it, is
 * never taken again.
 */
export function acceptedStep(secret: string, code: string, lastStep: number | null, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: TOTP_WINDOW });
  if (delta === null) return null;
  const step = totpStep(now) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** The secret's code at a moment (what the app shows then). */
export function totpCode(secret: string, now: Date): string {
  return totpOf(secret).generate({ timestamp: now.getTime() });
}
