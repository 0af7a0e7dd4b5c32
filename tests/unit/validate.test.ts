import Fastify from 'fastify';
import type * as T from 'typebox';
import { afterAll, describe, expect, it } from 'vitest';
import { decimal, fields, oneOf, text, wholeNumber, yesNo } from '#contract/fields.ts';
import { AJV_OPTIONS } from '../../server/http/form-keywords.ts';
import { firstRefusal, ValidationFailure } from '../../server/http/schema-errors.ts';

const label = (en: string) => ({ en, zh: en });
const form = fields({
  name: text({ label: label('first name'), required: true, max: 5 }),
  code: text({
    label: label('code'),
    max: 10,
    min: 2,
    pattern: /^[A-Z]+$/,
    patternMessage: { en: 'Capitals only', zh: '仅限大写' },
  }),
  pwd: text({ label: label('password'), max: 8, keepSpaces: true }),
  qty: wholeNumber({ label: label('quantity'), min: 1, max: 99 }),
  ok: yesNo({ label: label('consent') }),
  kind: oneOf({ label: label('kind'), values: ['a', 'b'] }),
});
const measureForm = fields({ size: decimal({ label: label('size'), min: 0, max: 100 }) });

// The app's own Ajv settings and refusal wording, on a Fastify that echoes what passed.
const app = Fastify({ ajv: AJV_OPTIONS, schemaErrorFormatter: firstRefusal });
app.setErrorHandler((error, _request, reply) =>
  reply.status(400).send({
    refusal: error instanceof ValidationFailure ? error.text.en : `not a ValidationFailure: ${String(error)}`,
  }),
);
for (const [url, body] of [
  ['/form', form],
  ['/measure', measureForm],
] as Array<[string, T.TSchema]>) {
  app.post(url, { schema: { body } }, async (request) => ({ value: request.body }));
}
afterAll(() => app.close());

async function send(url: string, data: unknown): Promise<{ value: unknown } | { refusal: string }> {
  const response = await app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(data),
    headers: { 'content-type': 'application/json' },
  });
  return response.json();
}
const check = (data: unknown) => send('/form', data);
const measure = (data: unknown) => send('/measure', data);

async function refusal(data: unknown): Promise<string> {
  const outcome = await check(data);
  if (!('refusal' in outcome)) throw new Error(`expected a refusal, got ${JSON.stringify(outcome)}`);
  return outcome.refusal;
}

describe('request bodies read as forms (Ajv with server/http/form-keywords.ts)', () => {
  it('cleans a good body: trims text, keeps password spaces, reads numbers and booleans from strings', async () => {
    expect(await check({ name: ' Ann ', pwd: ' a b ', qty: '12', ok: 'true', kind: 'b' })).toEqual({
      value: { name: 'Ann', pwd: ' a b ', qty: 12, ok: true, kind: 'b' },
    });
  });

  it('uses the generic messages of docs/spec.md#validation', async () => {
    expect(await refusal({})).toBe('Please enter your first name');
    expect(await refusal({ name: '   ' })).toBe('Please enter your first name');
    expect(await refusal({ name: 'Annabel' })).toBe('First name cannot exceed 5 characters');
  });

  it('counts characters, not UTF-16 units, against the limit', async () => {
    expect(await check({ name: '😀😀😀😀😀' })).toEqual({ value: { name: '😀😀😀😀😀' } });
  });

  it('refuses wrong types and values with a clear message', async () => {
    expect(await refusal({ name: 5 })).toBe('First name must be text');
    expect(await refusal({ name: 'A', qty: 1.5 })).toBe('Quantity must be a whole number');
    expect(await refusal({ name: 'A', qty: 100 })).toBe('Quantity must be from 1 to 99');
    expect(await refusal({ name: 'A', ok: 'yes' })).toBe('Consent must be true or false');
    expect(await refusal({ name: 'A', kind: 'c' })).toBe('Kind must be one of: a, b');
    expect(await refusal({ name: 'A', code: 'abc' })).toBe('Capitals only');
    expect(await refusal({ name: 'A', code: 'A' })).toBe('Code must be at least 2 characters');
  });

  it('refuses unknown fields and bodies that are not objects', async () => {
    expect(await refusal({ name: 'A', extra: 1 })).toBe('Unknown field: extra');
    expect(await refusal({ name: 'A', __proto__: { x: 1 }, toString: 1 })).toBe('Unknown field: toString');
    expect(await refusal([1])).toBe('The request body must be a JSON object.');
    expect(await refusal('text')).toBe('The request body must be a JSON object.');
  });

  it('refuses control characters such as NUL, but keeps tabs and line breaks', async () => {
    expect(await refusal({ name: 'A\u0000B' })).toBe('First name contains characters that are not allowed');
    expect(await refusal({ name: 'A\u001bB' })).toBe('First name contains characters that are not allowed');
    expect(await check({ name: 'A\tB' })).toEqual({ value: { name: 'A\tB' } });
  });

  it('reads decimals from numbers and from text, within their range', async () => {
    expect(await measure({ size: 12.5 })).toEqual({ value: { size: 12.5 } });
    expect(await measure({ size: '2.25' })).toEqual({ value: { size: 2.25 } });
    expect(await measure({ size: 'abc' })).toEqual({ refusal: 'Size must be a number' });
    expect(await measure({ size: 100.5 })).toEqual({ refusal: 'Size must be from 0 to 100' });
    expect(await measure({ size: 'NaN' })).toEqual({ refusal: 'Size must be a number' });
  });

  it('treats null and absent optional fields as absent', async () => {
    expect(await check({ name: 'A', qty: null })).toEqual({ value: { name: 'A' } });
  });
});
