import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../server/config.ts';
import { sealSecret, unsealSecret } from '../../server/auth/sealed-secret.ts';
import { DEVELOPMENT_SECRETS_KEY, secretsKeyOf } from '../../server/auth/secrets-key.ts';
import { openTotpSecret, sealTotpSecret } from '../../server/auth/second-factor/totp-secret.ts';
import { newTotpSecret } from '../../server/auth/second-factor/totp.ts';
import { ApiError } from '../../server/http/api-error.ts';

const KEY = 'ab'.repeat(32);
const OTHER = 'cd'.repeat(32);

describe('SECRETS_KEY', () => {
  it('is 64 hex digits, refused otherwise with the way to make one', () => {
    expect(readConfig({ SECRETS_KEY: KEY }).secretsKey).toBe(KEY);
    expect(() => readConfig({ SECRETS_KEY: 'short' })).toThrow(ConfigError);
    expect(() => readConfig({ SECRETS_KEY: 'short' })).toThrow(/SECRETS_KEY.*openssl rand -hex 32/);
  });

  it('is still read under its former name SIGN_ON_KEY, and refused when the two differ', () => {
    expect(readConfig({ SIGN_ON_KEY: KEY }).secretsKey).toBe(KEY);
    expect(() => readConfig({ SIGN_ON_KEY: 'short' })).toThrow(/SIGN_ON_KEY must be 64 hex digits/);
    expect(readConfig({ SECRETS_KEY: KEY, SIGN_ON_KEY: KEY }).secretsKey).toBe(KEY);
    expect(() => readConfig({ SECRETS_KEY: KEY, SIGN_ON_KEY: OTHER })).toThrow(/differ/);
  });

  it('unset, is the development key outside production and none in production', () => {
    expect(secretsKeyOf(readConfig({}))).toEqual(DEVELOPMENT_SECRETS_KEY);
    expect(secretsKeyOf(readConfig({ NODE_ENV: 'production' }))).toBeNull();
    expect(secretsKeyOf(readConfig({ NODE_ENV: 'production', SECRETS_KEY: KEY }))).toEqual(Buffer.from(KEY, 'hex'));
  });
});

describe('a sealed secret', () => {
  it('opens with its key only, and differs each time it is sealed', () => {
    const key = Buffer.from(KEY, 'hex');
    const sealed = sealSecret('s3cret', key);
    expect(sealed).not.toContain('s3cret');
    expect(sealSecret('s3cret', key)).not.toBe(sealed);
    expect(unsealSecret(sealed, key)).toBe('s3cret');
    expect(() => unsealSecret(sealed, DEVELOPMENT_SECRETS_KEY)).toThrow();
  });
});

describe('an authenticator secret at rest', () => {
  const key = Buffer.from(KEY, 'hex');

  it('is kept sealed, not as the app was given it, and opens to the same secret', () => {
    const secret = newTotpSecret();
    const sealed = sealTotpSecret(secret, key);
    expect(sealed).not.toContain(secret);
    expect(openTotpSecret(sealed, key)).toBe(secret);
  });

  it('cannot be kept without a key, and a wrong key or none refuses clearly in both languages', () => {
    const sealed = sealTotpSecret(newTotpSecret(), key);
    expect(() => sealTotpSecret(newTotpSecret(), null)).toThrow(expect.objectContaining({ code: 409 }));
    for (const wrong of [Buffer.from(OTHER, 'hex'), null]) {
      let refused: unknown;
      try {
        openTotpSecret(sealed, wrong);
      } catch (error) {
        refused = error;
      }
      expect(refused).toBeInstanceOf(ApiError);
      expect(refused).toMatchObject({ code: 500 });
      expect(String((refused as ApiError).message)).toMatch(/SECRETS_KEY/);
    }
  });
});
