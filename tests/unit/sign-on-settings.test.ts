import { describe, expect, it } from 'vitest';
import { sameSitePath } from '../../server/sign-on/return-path.ts';

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
