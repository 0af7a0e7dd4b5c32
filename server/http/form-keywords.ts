import type { Ajv, AnySchemaObject, ErrorObject } from 'ajv';

/**
 * The `x-` keywords of contract/fields.ts for Fastify's Ajv. `x-form` reads a body the way a form
 * is read before Ajv checks it: text is trimmed (passwords keep their spaces), a blank or null value
 * counts as absent (a blank text marked `x-keep-blank` as ''), digits sent as text count as numbers (query strings carry nothing else), 'true'
 * and 'false' as yes and no, repeated ids once, and control characters are refused. The others only
 * carry labels and messages for server/http/schema-errors.ts.
 */

/** Where a field's schema sits in its body: schema-errors.ts words and orders refusals by it. */
export interface FieldPlace {
  name: string;
  /** The field's position in its body: the first field with a problem is the one reported. */
  index: number;
  schema: AnySchemaObject;
}

const places = new WeakMap<object, FieldPlace>();

/** The field a schema (or, for an id list, its item schema) belongs to. */
export function placeOf(schema: unknown): FieldPlace | undefined {
  return typeof schema === 'object' && schema !== null ? places.get(schema) : undefined;
}

// Tab and line breaks are allowed (addresses, notes); every other C0 control and DEL is not.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const INTEGER_TEXT = /^-?\d{1,15}$/;
const NUMBER_TEXT = /^-?\d{1,15}(\.\d{1,15})?$/;

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** The value Ajv should check: the form's reading of what was sent. */
function read(field: AnySchemaObject, value: unknown): unknown {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (field.type === 'string') return field['x-keep-spaces'] ? value : trimmed;
    if (field.type === 'integer' && INTEGER_TEXT.test(trimmed)) return Number(trimmed);
    if (field.type === 'number' && NUMBER_TEXT.test(trimmed)) return Number(trimmed);
    if (field.type === 'boolean' && (trimmed === 'true' || trimmed === 'false')) return trimmed === 'true';
  }
  if (
    field['x-id-list'] &&
    Array.isArray(value) &&
    value.length <= (field.maxItems ?? Infinity) &&
    value.every(Number.isSafeInteger)
  ) {
    return [...new Set(value)];
  }
  return value;
}

type FormCheck = ((data: Record<string, unknown>) => boolean) & { errors?: Partial<ErrorObject>[] };

function compileForm(_value: unknown, objectSchema: AnySchemaObject): FormCheck {
  const properties = Object.entries((objectSchema.properties ?? {}) as Record<string, AnySchemaObject>);
  properties.forEach(([name, schema], index) => {
    const place = { name, index, schema };
    places.set(schema, place);
    if (schema.items && typeof schema.items === 'object') places.set(schema.items, place);
  });
  const check: FormCheck = (data) => {
    const errors: Partial<ErrorObject>[] = [];
    for (const [name, schema] of properties) {
      if (!Object.hasOwn(data, name)) continue;
      if (isBlank(data[name])) {
        if (schema['x-keep-blank'] && typeof data[name] === 'string') data[name] = '';
        else delete data[name];
        continue;
      }
      const value = read(schema, data[name]);
      data[name] = value;
      // Control characters (NUL above all, which PostgreSQL refuses in text) have no place in a form field.
      if (typeof value === 'string' && schema.type === 'string' && CONTROL_CHARACTERS.test(value)) {
        errors.push({
          keyword: 'x-form',
          instancePath: `/${name}`,
          params: { property: name, fieldSchema: schema },
          message: 'control characters',
        });
      }
    }
    check.errors = errors;
    return errors.length === 0;
  };
  return check;
}

/** Installs the keywords on Fastify's Ajv (its `ajv.plugins` option). */
export function formKeywords(ajv: Ajv): Ajv {
  ajv.addKeyword({
    keyword: 'x-form',
    type: 'object',
    schemaType: 'boolean',
    modifying: true,
    errors: true,
    before: 'required',
    compile: compileForm,
  });
  for (const keyword of [
    'x-label',
    'x-required-message',
    'x-pattern-message',
    'x-keep-spaces',
    'x-keep-blank',
    'x-id-list',
  ]) {
    ajv.addKeyword({ keyword });
  }
  return ajv;
}

/** Fastify's Ajv settings for these schemas: every problem reported (the first by field order wins), nothing coerced behind the form's back. */
export const AJV_OPTIONS = {
  customOptions: {
    allErrors: true,
    verbose: true,
    coerceTypes: false,
    removeAdditional: false,
    useDefaults: false,
    unicodeRegExp: false,
  },
  plugins: [formKeywords],
};
