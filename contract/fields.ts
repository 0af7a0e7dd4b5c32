import * as T from 'typebox';
import type { BilingualText } from './i18n/text.ts';
import { PATTERN_MESSAGES, PHONE_PATTERN } from './limits/fields.ts';

/**
 * Builders for the fields of a call's body (or query). Each is a TypeBox schema, so the body's type
 * follows from it, and plain JSON Schema underneath, so Fastify's Ajv checks it and OpenAPI shows it.
 * The `x-` keywords carry the field's label and messages in both languages
 * (server/http/form-keywords.ts declares them, server/http/schema-errors.ts words the refusals).
 */

interface Common<R extends boolean> {
  label: BilingualText;
  /** Leave out for an optional field: a blank or null value then counts as absent. */
  required?: R;
  requiredMessage?: BilingualText;
  description?: string;
}

/** A required field's schema, or the optional one (TypeBox leaves it out of `required`). */
export type Field<S extends T.TSchema, R extends boolean> = R extends true ? S : T.TOptional<S>;

function annotate(o: Common<boolean>): Record<string, unknown> {
  return {
    'x-label': o.label,
    ...(o.requiredMessage ? { 'x-required-message': o.requiredMessage } : {}),
    ...(o.description ? { description: o.description } : {}),
  };
}

function field<S extends T.TSchema, R extends boolean>(schema: S, required: R | undefined): Field<S, R> {
  return (required ? schema : T.Optional(schema)) as Field<S, R>;
}

export function text<R extends boolean = false>(
  o: Common<R> & {
    max: number;
    min?: number;
    pattern?: RegExp;
    patternMessage?: BilingualText;
    /** Passwords keep their spaces; every other text is trimmed. */
    keepSpaces?: boolean;
    /** A blank value arrives as '' (meaning "none") instead of counting as left out (meaning "unchanged"). */
    keepBlank?: boolean;
  },
): Field<T.TString, R> {
  return field(
    T.String({
      maxLength: o.max,
      ...(o.min ? { minLength: o.min } : {}),
      ...(o.pattern ? { pattern: o.pattern.source } : {}),
      ...(o.patternMessage ? { 'x-pattern-message': o.patternMessage } : {}),
      ...(o.keepSpaces ? { 'x-keep-spaces': true } : {}),
      ...(o.keepBlank ? { 'x-keep-blank': true } : {}),
      ...annotate(o),
    }),
    o.required,
  );
}

/** A telephone number as people write it, refused in the same words wherever it is asked for. */
export function telephone<R extends boolean = false>(o: Common<R> & { max: number }): Field<T.TString, R> {
  return text({ ...o, pattern: PHONE_PATTERN, patternMessage: PATTERN_MESSAGES.invalidPhone });
}

export function wholeNumber<R extends boolean = false>(
  o: Common<R> & { min: number; max: number },
): Field<T.TInteger, R> {
  return field(T.Integer({ minimum: o.min, maximum: o.max, ...annotate(o) }), o.required);
}

/** A number that may have decimals (a dimension in mm, a force in N). */
export function decimal<R extends boolean = false>(o: Common<R> & { min: number; max: number }): Field<T.TNumber, R> {
  return field(T.Number({ minimum: o.min, maximum: o.max, ...annotate(o) }), o.required);
}

export function yesNo<R extends boolean = false>(o: Common<R>): Field<T.TBoolean, R> {
  return field(T.Boolean(annotate(o)), o.required);
}

export function oneOf<const V extends readonly string[], R extends boolean = false>(
  o: Common<R> & { values: V },
): Field<T.TUnsafe<V[number]>, R> {
  return field(T.Unsafe<V[number]>({ type: 'string', enum: [...o.values], ...annotate(o) }), o.required);
}

/** A field as JSON Schema (what OpenAPI shows and tests read back). */
export interface FieldJson {
  type: 'string' | 'integer' | 'number' | 'boolean' | 'array';
  items?: { type: 'integer'; minimum: number; maximum: number };
  minItems?: number;
  maxItems?: number;
  maxLength?: number;
  minLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  enum?: readonly string[];
  'x-label': BilingualText;
}

/** The largest record id: ids are positive PostgreSQL integers. */
const MAX_ID = 2_147_483_647;

/** A list of 1 to `max` record ids, such as the messages to mark read; repeats count once. */
export function idList<R extends boolean = false>(o: Common<R> & { max: number }): Field<T.TArray<T.TInteger>, R> {
  return field(
    T.Array(T.Integer({ minimum: 1, maximum: MAX_ID }), {
      minItems: 1,
      maxItems: o.max,
      'x-id-list': true,
      ...annotate(o),
    }),
    o.required,
  );
}

/** A body (or query) of named fields, read as a form: see server/http/form-keywords.ts. Unknown fields are refused unless allowed. */
export function fields<P extends T.TProperties>(properties: P, options: { allowUnknown?: boolean } = {}): T.TObject<P> {
  return T.Object(properties, { additionalProperties: options.allowUnknown ?? false, 'x-form': true });
}

/** The `{}` body of calls that take nothing. */
export const emptyBody = fields({});

/** Labels used by more than one call. */
export const LABELS = {
  id: { en: 'id', zh: '编号' },
  email: { en: 'email address', zh: '电子邮箱地址' },
  password: { en: 'password', zh: '密码' },
  page: { en: 'page', zh: '页码' },
  pageSize: { en: 'page size', zh: '每页数量' },
} as const satisfies Record<string, BilingualText>;

/** A required `id` field of a record whose ids are positive 32-bit integers. */
export function idField(label: BilingualText = LABELS.id): T.TInteger {
  return wholeNumber({ label, required: true, min: 1, max: MAX_ID });
}
