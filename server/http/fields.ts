import type { BilingualText } from '#contract/i18n/text.ts';

/**
 * Builders for route schemas. Each returns plain JSON Schema (so OpenAPI documents it) with a few
 * `x-` keywords that carry the field's label and messages in both languages; validate.ts reads them.
 */

export interface FieldSchema {
  type: 'string' | 'integer' | 'number' | 'boolean' | 'array';
  description?: string;
  /** A list's items (idList only) and how many it may hold. */
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
  'x-required'?: boolean;
  'x-required-message'?: BilingualText;
  'x-pattern-message'?: BilingualText;
  /** Passwords keep their spaces; every other text is trimmed. */
  'x-keep-spaces'?: boolean;
}

export interface ObjectSchema {
  type: 'object';
  properties: Record<string, FieldSchema>;
  required: string[];
  additionalProperties: boolean;
}

interface Common {
  label: BilingualText;
  required?: boolean;
  requiredMessage?: BilingualText;
  description?: string;
}

function common(o: Common): Pick<FieldSchema, 'x-label' | 'x-required' | 'x-required-message' | 'description'> {
  return {
    'x-label': o.label,
    ...(o.required ? { 'x-required': true } : {}),
    ...(o.requiredMessage ? { 'x-required-message': o.requiredMessage } : {}),
    ...(o.description ? { description: o.description } : {}),
  };
}

export function text(o: Common & {
  max: number;
  min?: number;
  pattern?: RegExp;
  patternMessage?: BilingualText;
  keepSpaces?: boolean;
}): FieldSchema {
  return {
    type: 'string',
    maxLength: o.max,
    ...(o.min ? { minLength: o.min } : {}),
    ...(o.pattern ? { pattern: o.pattern.source } : {}),
    ...(o.patternMessage ? { 'x-pattern-message': o.patternMessage } : {}),
    ...(o.keepSpaces ? { 'x-keep-spaces': true } : {}),
    ...common(o),
  };
}

export function wholeNumber(o: Common & { min: number; max: number }): FieldSchema {
  return { type: 'integer', minimum: o.min, maximum: o.max, ...common(o) };
}

/** A number that may have decimals (a dimension in mm, a force in N). */
export function decimal(o: Common & { min: number; max: number }): FieldSchema {
  return { type: 'number', minimum: o.min, maximum: o.max, ...common(o) };
}

export function yesNo(o: Common): FieldSchema {
  return { type: 'boolean', ...common(o) };
}

export function oneOf(o: Common & { values: readonly string[] }): FieldSchema {
  return { type: 'string', enum: o.values, ...common(o) };
}

/** A request body (or query) of named fields; unknown fields are refused unless allowed. */
export function fields(properties: Record<string, FieldSchema>, options: { allowUnknown?: boolean } = {}): ObjectSchema {
  return {
    type: 'object',
    properties,
    required: Object.entries(properties).filter(([, f]) => f['x-required']).map(([name]) => name),
    additionalProperties: options.allowUnknown ?? false,
  };
}

/** The largest record id: ids are positive PostgreSQL integers. */
const MAX_ID = 2_147_483_647;

/** A list of 1 to `max` record ids, such as the messages to mark read. */
export function idList(o: Common & { max: number }): FieldSchema {
  return { type: 'array', items: { type: 'integer', minimum: 1, maximum: MAX_ID }, minItems: 1, maxItems: o.max, ...common(o) };
}

/** The `{}` body of calls that take nothing. */
export const emptyBody: ObjectSchema = fields({});

/** Labels used by more than one call. */
export const LABELS = {
  id: { en: 'id', zh: '编号' },
  email: { en: 'email address', zh: '电子邮箱地址' },
  password: { en: 'password', zh: '密码' },
  page: { en: 'page', zh: '页码' },
  pageSize: { en: 'page size', zh: '每页数量' },
} as const satisfies Record<string, BilingualText>;

/** An `id` field of a record whose ids are positive 32-bit integers. */
export function idField(label: BilingualText = LABELS.id): FieldSchema {
  return wholeNumber({ label, required: true, min: 1, max: MAX_ID });
}
