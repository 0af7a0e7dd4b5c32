import { describe, expect, it } from 'vitest';
import { dictionary } from '../../src/i18n/dictionary.ts';
import { poundsToPence, requestBody, requestProblems, type RequestValues } from '../../src/lib/quotes/request-form.ts';

const values = (changes: Partial<RequestValues> = {}): RequestValues => ({
  neededBy: '',
  deliveryCountry: 'GB',
  reference: '',
  message: '',
  lines: [
    { target: '', note: '' },
    { target: '', note: '' },
  ],
  ...changes,
});

describe('the basket’s quote request form', () => {
  it('reads pounds as typed into pence, and tells what is not a price', () => {
    expect(poundsToPence('')).toBeNull();
    expect(poundsToPence('  ')).toBeNull();
    expect(poundsToPence('4')).toBe(400);
    expect(poundsToPence('4.5')).toBe(450);
    expect(poundsToPence('£0.07')).toBe(7);
    expect(poundsToPence('1234567.89')).toBe(123_456_789);
    for (const bad of ['4.505', '-1', '1,000', 'abc', '12345678']) expect(poundsToPence(bad)).toBeNaN();
  });

  it('refuses a past day, a zero or too dear target, a note too long or with a bar, in the page’s language', () => {
    const zh = dictionary('zh-cn').quotes;
    const problems = requestProblems(
      values({
        neededBy: '2026-11-28',
        lines: [
          { target: '0', note: 'a|b' },
          { target: '100000.01', note: 'x'.repeat(201) },
        ],
      }),
      '2026-11-29',
      zh,
      'zh-cn',
    );
    expect(problems).toEqual({
      neededBy: zh.neededByPast,
      'target-1': zh.targetPriceBad,
      'note-1': expect.stringMatching(/[\u4e00-\u9fff]/),
      'target-2': zh.targetPriceBad,
      'note-2': '备注请不要超过 200 个字符。',
    });
    expect(
      requestProblems(
        values({
          neededBy: '2026-11-29',
          lines: [
            { target: '100000', note: '' },
            { target: '', note: '' },
          ],
        }),
        '2026-11-29',
        zh,
        'zh-cn',
      ),
    ).toEqual({});
  });

  it('sends a row only for lines with a target or a note, numbered as the basket lists them', () => {
    expect(requestBody(values())).toEqual({ fromBasket: true, deliveryCountry: 'GB', message: '' });
    expect(
      requestBody(
        values({
          reference: ' R1 ',
          lines: [
            { target: '', note: '' },
            { target: '2.5', note: ' M10 ' },
          ],
        }),
      ).lineDetails,
    ).toBe('2 | 250 | M10');
  });
});
