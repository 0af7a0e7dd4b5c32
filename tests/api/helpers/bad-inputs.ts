import fc from 'fast-check';
import { BODY_LIMIT_BYTES } from '../../../server/app.ts';
import type { FieldJson } from '#contract/fields.ts';

/** A request body as sent on the wire: its content type and bytes. */
export interface RawBody {
  kind: string;
  contentType: string;
  payload: string | Buffer;
}

/** Above every route's own limit too (the largest, the catalogue import's, is 6 MiB). */
const ABOVE_ANY_LIMIT_BYTES = 8 * 1024 * 1024;

const json = (kind: string, payload: string): RawBody => ({ kind, contentType: 'application/json', payload });

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** A string holding a control character the API refuses in any field (tab and line breaks are allowed). */
const withControlCharacter = fc
  .tuple(
    fc.string({ maxLength: 20 }),
    fc.constantFrom('\u0000', '\u0007', '\u001b', '\u007f', '\u000b'),
    fc.string({ maxLength: 20 }),
  )
  .map(([before, control, after]) => before + control + after);

const nonBlankText = fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== '');
const smallJson = fc.jsonValue({ maxDepth: 2 });
const anyList = fc.array(smallJson, { maxLength: 4 });
const anyObject = fc.dictionary(fc.string({ maxLength: 10 }), smallJson, { maxKeys: 4 });
/** Numbers no field takes: fractions and beyond the safe integers. */
const oddNumber = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e300, max: 1e300 }).filter((n) => !Number.isSafeInteger(n)),
  fc.constantFrom(2 ** 53, -(2 ** 60), 1e300),
);

/** Values of the wrong kind for a field: JSON that the field's type can never accept. */
export function wrongValueFor(field: FieldJson): fc.Arbitrary<unknown> {
  switch (field.type) {
    case 'string': {
      const tooLong = field.maxLength !== undefined ? [fc.constant('x'.repeat(field.maxLength + 1))] : [];
      return fc.oneof(fc.integer(), fc.boolean(), anyList, anyObject, withControlCharacter, ...tooLong);
    }
    case 'integer':
      return fc.oneof(
        fc.boolean(),
        anyList,
        anyObject,
        oddNumber,
        nonBlankText.filter((s) => !/^\s*-?\d+\s*$/.test(s)),
      );
    case 'number':
      return fc.oneof(
        fc.boolean(),
        anyList,
        anyObject,
        nonBlankText.filter((s) => !/^\s*-?[\d.]+\s*$/.test(s)),
      );
    case 'boolean':
      return fc.oneof(
        fc.integer(),
        anyList,
        anyObject,
        nonBlankText.filter((s) => s.trim() !== 'true' && s.trim() !== 'false'),
      );
    case 'array':
      return fc.oneof(
        fc.integer(),
        nonBlankText,
        anyObject,
        fc.array(fc.oneof(fc.string(), fc.integer({ max: 0 }), oddNumber), { minLength: 1, maxLength: 4 }),
      );
  }
}

/**
 * Values a field's rules accept, from its edges: the limits, odd text (quotes, LIKE wildcards,
 * emoji, other scripts) and the longest allowed. These reach the handlers and the database.
 */
export function edgeValueFor(field: FieldJson): fc.Arbitrary<unknown> {
  switch (field.type) {
    case 'string': {
      if (field.enum) return fc.constantFrom(...field.enum);
      const max = field.maxLength ?? 200;
      const odd = fc.constantFrom(
        "'",
        '"',
        '\\',
        '%',
        '_',
        '%_%',
        "'; DROP TABLE users; --",
        '😀'.repeat(3),
        '中文名称',
        '\t\n',
        'a'.repeat(max),
      );
      return fc.oneof(odd, fc.string({ unit: 'grapheme', maxLength: Math.min(max, 40) }));
    }
    case 'integer':
    case 'number': {
      const min = field.minimum ?? -(2 ** 31);
      const max = field.maximum ?? 2 ** 31;
      return fc.oneof(
        fc.constantFrom(min, max),
        fc.integer({ min: Math.ceil(min), max: Math.floor(max) }).map((n) => (field.type === 'integer' ? n : n / 2)),
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const ids = fc.integer({ min: field.items?.minimum ?? 1, max: field.items?.maximum ?? 2 ** 31 - 1 });
      return fc.array(ids, { minLength: field.minItems ?? 0, maxLength: field.maxItems ?? 5 });
    }
  }
}

/** Bodies no route may accept, whatever its fields: each must be refused with a 4xx. */
export function garbageBodies(fieldNames: string[]): fc.Arbitrary<RawBody> {
  const field = fieldNames.length > 0 ? fc.constantFrom(...fieldNames) : fc.constant('notAField');
  return fc.oneof(
    // A JSON text cut short or followed by junk.
    fc.string({ maxLength: 60 }).map((s) => json('malformed JSON', `${s}{`)),
    fc
      .uint8Array({ minLength: 1, maxLength: 200 })
      .filter((bytes) => !isJson(Buffer.from(bytes).toString('utf8')))
      .map((bytes) => ({ kind: 'random bytes as JSON', contentType: 'application/json', payload: Buffer.from(bytes) })),
    fc
      .tuple(
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/octet-stream',
          'application/xml',
          'multipart/form-data; boundary=x',
          'text/html',
        ),
        fc.uint8Array({ minLength: 1, maxLength: 100 }),
      )
      .map(([contentType, bytes]) => ({ kind: `not JSON (${contentType})`, contentType, payload: Buffer.from(bytes) })),
    // JSON that is not an object.
    fc.oneof(anyList, fc.string(), fc.integer()).map((value) => json('not an object', JSON.stringify(value))),
    // Numbers JSON can write but no field can hold.
    fc
      .tuple(field, fc.constantFrom('1e400', '-1e400', '123456789012345678901234567890'))
      .map(([name, n]) => json('huge number', `{"${name}":${n}}`)),
    // Arrays inside arrays: deep enough to hurt a recursive walk, small enough for the body limit.
    fc
      .tuple(field, fc.integer({ min: 1_000, max: 30_000 }))
      .map(([name, depth]) => json('deep nesting', `{"${name}":${'['.repeat(depth)}${']'.repeat(depth)}}`)),
    fc
      .constantFrom('{"__proto__":{"isEditor":true}}', '{"constructor":{"prototype":{"isEditor":true}}}')
      .map((text) => json('prototype poisoning', text)),
  );
}

/** Bodies over the limits: the API's own (BODY_LIMIT_BYTES) and every route's. */
export function oversizedBodies(): RawBody[] {
  const justOver = `{"x":"${'a'.repeat(BODY_LIMIT_BYTES)}"}`;
  return [
    json('over BODY_LIMIT_BYTES', justOver),
    json('over every route limit', `{"x":"${'a'.repeat(ABOVE_ANY_LIMIT_BYTES)}"}`),
  ];
}

/** Query strings for GET calls: wrong values for their fields, unknown names, repeated and odd characters. */
export function badQueries(fieldNames: string[]): fc.Arbitrary<string> {
  const name = fc.oneof(
    ...(fieldNames.length > 0 ? [fc.constantFrom(...fieldNames)] : []),
    fc.string({ maxLength: 12 }),
  );
  const value = fc.oneof(
    fc.string({ maxLength: 30 }),
    withControlCharacter,
    fc.constantFrom('-1', '0', '1e308', '99999999999999999999', '1.5', 'NaN', '%', '%00', '[]', '{}'),
  );
  return fc
    .array(fc.tuple(name, value), { minLength: 1, maxLength: 4 })
    .map((pairs) => new URLSearchParams(pairs).toString());
}
