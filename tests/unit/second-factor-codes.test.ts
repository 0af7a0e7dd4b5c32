import { describe, expect, it } from 'vitest';
import {
  acceptedStep,
  newTotpSecret,
  totpCode,
  totpStep,
  totpUri,
  TOTP_PERIOD_SECONDS,
} from '../../server/auth/second-factor/totp.ts';
import {
  newRecoveryCodes,
  normalRecoveryCode,
  recoveryCodeHash,
  RECOVERY_CODE_COUNT,
} from '../../server/auth/second-factor/recovery-codes.ts';

const PERIOD_MS = TOTP_PERIOD_SECONDS * 1000;
// The middle of a step, so a step either side is a whole period away.
const now = new Date(Math.floor(Date.UTC(2026, 10, 29, 6, 0, 0) / PERIOD_MS) * PERIOD_MS + PERIOD_MS / 2);
const at = (steps: number) => new Date(now.getTime() + steps * PERIOD_MS);

describe('TOTP codes', () => {
  const secret = newTotpSecret();

  it('takes the code of the current step and of the step either side, and none further off', () => {
    expect(acceptedStep(secret, totpCode(secret, now), null, now)).toBe(totpStep(now));
    expect(acceptedStep(secret, totpCode(secret, at(-1)), null, now)).toBe(totpStep(now) - 1);
    expect(acceptedStep(secret, totpCode(secret, at(1)), null, now)).toBe(totpStep(now) + 1);
    expect(acceptedStep(secret, totpCode(secret, at(-2)), null, now)).toBeNull();
    expect(acceptedStep(secret, totpCode(secret, at(2)), null, now)).toBeNull();
  });

  it('refuses a code once its step was used, and a code of an earlier step', () => {
    const step = totpStep(now);
    expect(acceptedStep(secret, totpCode(secret, now), step, now)).toBeNull();
    expect(acceptedStep(secret, totpCode(secret, at(-1)), step, now)).toBeNull();
    expect(acceptedStep(secret, totpCode(secret, at(1)), step, now)).toBe(step + 1);
  });

  it("refuses another secret's code, and anything but six digits", () => {
    const other = newTotpSecret();
    expect(other).not.toBe(secret);
    expect(acceptedStep(secret, totpCode(other, now), null, now)).toBeNull();
    expect(acceptedStep(secret, ` ${totpCode(secret, now)}`, null, now)).toBeNull();
    expect(acceptedStep(secret, '12345', null, now)).toBeNull();
    expect(acceptedStep(secret, 'abcdef', null, now)).toBeNull();
  });

  it('makes 160-bit base32 secrets and an otpauth address naming the shop and the account', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(totpUri(secret, 'sam@lihda.example'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Lihda Group');
    expect(decodeURIComponent(uri.pathname)).toContain('sam@lihda.example');
  });
});

describe('recovery codes', () => {
  it('makes ten different codes, readable off paper', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
  });

  it('reads a code typed in capitals, with spaces or without the dash, and nothing else', () => {
    const [code] = newRecoveryCodes();
    expect(normalRecoveryCode(code!.toUpperCase())).toBe(code!.replace('-', ''));
    expect(normalRecoveryCode(` ${code!.replace('-', ' ')} `)).toBe(code!.replace('-', ''));
    expect(normalRecoveryCode('123456')).toBeNull();
    expect(normalRecoveryCode('abcde-fghi0')).toBeNull();
  });

  it('hashes a code the same however it is typed, and differently for another account', () => {
    const [code] = newRecoveryCodes();
    expect(recoveryCodeHash(7, code!)).toBe(recoveryCodeHash(7, code!.toUpperCase().replace('-', '')));
    expect(recoveryCodeHash(7, code!)).not.toBe(recoveryCodeHash(8, code!));
    expect(recoveryCodeHash(7, code!)).toMatch(/^[0-9a-f]{64}$/);
  });
});
