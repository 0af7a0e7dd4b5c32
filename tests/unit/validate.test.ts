import { describe, expect, it } from 'vitest';
import { decimal, fields, oneOf, text, wholeNumber, yesNo } from '../../server/http/fields.ts';
import { compileValidator, ValidationFailure } from '../../server/http/validate.ts';

const label = (en: string) => ({ en, zh: en });
const check = compileValidator(fields({
  name: text({ label: label('first name'), required: true, max: 5 }),
  code: text({ label: label('code'), max: 10, min: 2, pattern: /^[A-Z]+$/, patternMessage: { en: 'Capitals only', zh: '仅限大写' } }),
  pwd: text({ label: label('password'), max: 8, keepSpaces: true }),
  qty: wholeNumber({ label: label('quantity'), min: 1, max: 99 }),
  ok: yesNo({ label: label('consent') }),
  kind: oneOf({ label: label('kind'), values: ['a', 'b'] }),
}));

function refusal(data: unknown): string {
  const outcome = check(data);
  if (!('error' in outcome)) throw new Error('expected a refusal');
  expect(outcome.error).toBeInstanceOf(ValidationFailure);
  return outcome.error.text.en;
}

describe('compileValidator', () => {
  it('cleans a good body: trims text, keeps password spaces, reads numbers and booleans from strings', () => {
    expect(check({ name: ' Ann ', pwd: ' a b ', qty: '12', ok: 'true', kind: 'b' })).toEqual({
      value: { name: 'Ann', pwd: ' a b ', qty: 12, ok: true, kind: 'b' },
    });
  });

  it('uses the generic messages of the spec', () => {
    expect(refusal({})).toBe('Please enter your first name');
    expect(refusal({ name: '   ' })).toBe('Please enter your first name');
    expect(refusal({ name: 'Annabel' })).toBe('First name cannot exceed 5 characters');
  });

  it('counts characters, not UTF-16 units, against the limit', () => {
    expect(check({ name: '😀😀😀😀😀' })).toEqual({ value: { name: '😀😀😀😀😀' } });
  });

  it('refuses wrong types and values with a clear message', () => {
    expect(refusal({ name: 5 })).toBe('First name must be text');
    expect(refusal({ name: 'A', qty: 1.5 })).toBe('Quantity must be a whole number');
    expect(refusal({ name: 'A', qty: 100 })).toBe('Quantity must be from 1 to 99');
    expect(refusal({ name: 'A', ok: 'yes' })).toBe('Consent must be true or false');
    expect(refusal({ name: 'A', kind: 'c' })).toBe('Kind must be one of: a, b');
    expect(refusal({ name: 'A', code: 'abc' })).toBe('Capitals only');
    expect(refusal({ name: 'A', code: 'A' })).toBe('Code must be at least 2 characters');
  });

  it('refuses unknown fields and bodies that are not objects', () => {
    expect(refusal({ name: 'A', extra: 1 })).toBe('Unknown field: extra');
    expect(refusal({ name: 'A', __proto__: { x: 1 }, toString: 1 })).toBe('Unknown field: toString');
    expect(refusal([1])).toBe('The request body must be a JSON object.');
    expect(refusal('text')).toBe('The request body must be a JSON object.');
  });

  it('refuses control characters such as NUL, but keeps tabs and line breaks', () => {
    expect(refusal({ name: 'A\u0000B' })).toBe('First name contains characters that are not allowed');
    expect(refusal({ name: 'A\u001bB' })).toBe('First name contains characters that are not allowed');
    expect(check({ name: 'A\tB' })).toEqual({ value: { name: 'A\tB' } });
  });

  it('reads decimals from numbers and from text, within their range', () => {
    const measure = compileValidator(fields({ size: decimal({ label: label('size'), min: 0, max: 100 }) }));
    expect(measure({ size: 12.5 })).toEqual({ value: { size: 12.5 } });
    expect(measure({ size: '2.25' })).toEqual({ value: { size: 2.25 } });
    const refused = (data: unknown) => {
      const outcome = measure(data);
      return 'error' in outcome ? outcome.error.text.en : 'accepted';
    };
    expect(refused({ size: 'abc' })).toBe('Size must be a number');
    expect(refused({ size: 100.5 })).toBe('Size must be from 0 to 100');
    expect(refused({ size: Number.NaN })).toBe('Size must be a number');
  });

  it('treats null and absent optional fields as absent', () => {
    expect(check({ name: 'A', qty: null })).toEqual({ value: { name: 'A' } });
  });
});
