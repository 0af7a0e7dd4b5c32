import addressparser from 'nodemailer/lib/addressparser/index.js';
import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN } from '#contract/limits/fields.ts';

const ODD = [
  'x<odd1@victim.example>',
  'a,odd2@victim.example',
  'odd3@victim.example>',
  '"q"@victim.example',
  'odd5@victim.example;bcc',
  'a(b)@victim.example',
  'a b@victim.example',
  'a@victim.example ',
  'a@@victim.example',
  '.a@victim.example',
  'a..b@victim.example',
  'a@-victim.example',
  'a@victim..example',
  'a@victim.example.',
  'a@[127.0.0.1]',
  'a@victim.e',
  'a:b@victim.example',
  'a\\b@victim.example',
  'a@victim.example\r\nBcc: c@victim.example',
  'a\u3000b@victim.example',
  'a＜b＠victim.example',
  'a\u200bb@victim.example',
];
const PLAIN = [
  'alex@example.com',
  "o'brien@example.co.uk",
  'a.b+shop@mail.example.org',
  'x_y-z@sub-domain.example',
  'a!#$%&*/=?^`{|}~-b@example.com',
  'li@example.xn--fiqs8s',
  '用户@例子.公司',
];

describe('EMAIL_PATTERN', () => {
  it.each([...ODD, ...PLAIN])('%j is refused, or read by the mail parser as exactly itself', (input) => {
    if (!EMAIL_PATTERN.test(input)) return;
    expect(addressparser(input)).toEqual([{ address: input, name: '' }]);
  });

  it('refuses every odd form and accepts plain addresses', () => {
    expect(ODD.filter((input) => EMAIL_PATTERN.test(input))).toEqual([]);
    expect(PLAIN.filter((input) => !EMAIL_PATTERN.test(input))).toEqual([]);
  });
});
