import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../server/config.ts';
import { sameSitePath } from '../../server/sign-on/return-path.ts';
import { sealSecret, unsealSecret } from '../../server/sign-on/sealed-secret.ts';
import { DEVELOPMENT_SIGN_ON, signOnSettings } from '../../server/sign-on/settings.ts';

const KEY = 'ab'.repeat(32);

describe('SIGN_ON_KEY', () => {
  it('is 64 hex digits, refused otherwise with the way to make one', () => {
    expect(readConfig({ SIGN_ON_KEY: KEY }).signOnKey).toBe(KEY);
    expect(() => readConfig({ SIGN_ON_KEY: 'short' })).toThrow(ConfigError);
    expect(() => readConfig({ SIGN_ON_KEY: 'short' })).toThrow(/openssl rand -hex 32/);
  });

  it('unset, is the development key outside production and none in production', () => {
    expect(signOnSettings(readConfig({})).key).toEqual(DEVELOPMENT_SIGN_ON.key);
    expect(signOnSettings(readConfig({ NODE_ENV: 'production' })).key).toBeNull();
    expect(signOnSettings(readConfig({ NODE_ENV: 'production', SIGN_ON_KEY: KEY })).key).toEqual(
      Buffer.from(KEY, 'hex'),
    );
  });
});

describe('a sealed client secret', () => {
  it('opens with its key only, and differs each time it is sealed', () => {
    const key = Buffer.from(KEY, 'hex');
    const sealed = sealSecret('s3cret', key);
    expect(sealed).not.toContain('s3cret');
    expect(sealSecret('s3cret', key)).not.toBe(sealed);
    expect(unsealSecret(sealed, key)).toBe('s3cret');
    expect(() => unsealSecret(sealed, DEVELOPMENT_SIGN_ON.key!)).toThrow();
  });
});

describe('the return path after a sign-in', () => {
  it('keeps a path of this site without its fragment', () => {
    expect(sameSitePath('/zh-cn/basket?x=1#top')).toBe('/zh-cn/basket?x=1');
    expect(sameSitePath('/acOrderdetails/12')).toBe('/acOrderdetails/12');
  });

  it('lands anything else on the account page', () => {
    for (const elsewhere of [
      undefined,
      '',
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'acInformation',
      '/a\nb',
      '/a\u0000',
    ]) {
      expect(sameSitePath(elsewhere)).toBe('/acInformation');
    }
  });
});
