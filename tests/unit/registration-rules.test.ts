import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, PASSWORD_PATTERN } from '#contract/limits/fields.ts';

// The API rebuilds the patterns from their source (no flags), so test them that way as well.
const rebuilt = (pattern: RegExp) => new RegExp(pattern.source);

describe('PASSWORD_PATTERN', () => {
  it('needs a letter and a digit anywhere, spaces and line breaks included', () => {
    for (const good of ['abcdefg1', '1abcdefg', ' 1 a ', 'PASS WORD 9', '\n\n1\nZ', 'Lihda-demo-1']) {
      expect(rebuilt(PASSWORD_PATTERN).test(good), good).toBe(true);
    }
    for (const bad of ['abcdefgh', '12345678', '!!!!----', '密码密码12345', '', ' \n ']) {
      expect(rebuilt(PASSWORD_PATTERN).test(bad), bad).toBe(false);
    }
  });
});

describe('EMAIL_PATTERN', () => {
  it('takes local@domain.tld without spaces', () => {
    for (const good of [
      'a@example.com',
      'Jo.Bloggs+shop@mail.example.co.uk',
      'x@xn--fiqs8s.xn--fiqz9s',
      '用户@例子.公司',
    ]) {
      expect(rebuilt(EMAIL_PATTERN).test(good), good).toBe(true);
    }
    for (const bad of [
      'plain',
      'a@b',
      'a@b.c',
      'a b@example.com',
      'a@exa mple.com',
      'a@@example.com',
      'a@example..com',
      'a@.example.com',
      'a@example.com.',
      '@example.com',
      'a@',
    ]) {
      expect(rebuilt(EMAIL_PATTERN).test(bad), bad).toBe(false);
    }
  });
});
