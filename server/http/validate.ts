import { capitalise, fill, fillBoth, type BilingualText } from '#contract/i18n/text.ts';
import { MESSAGES } from '../i18n/messages.ts';
import type { FieldSchema, ObjectSchema } from './fields.ts';

/** A refused request body: the field it concerns and the message in both languages. */
export class ValidationFailure extends Error {
  readonly field: string | null;
  readonly text: BilingualText;

  constructor(field: string | null, text: BilingualText) {
    super(text.en);
    this.name = 'ValidationFailure';
    this.field = field;
    this.text = text;
  }
}

type Outcome = { value: unknown } | { error: ValidationFailure };

function message(template: BilingualText, field: FieldSchema, values: Record<string, string | number> = {}): BilingualText {
  const label = field['x-label'];
  // A label opens the generic messages ('{field} cannot exceed …'), so English gets a capital there.
  const enLabel = template.en.startsWith('{field}') ? capitalise(label.en) : label.en;
  return {
    en: fill(template.en, { ...values, field: enLabel }),
    zh: fill(template.zh, { ...values, field: label.zh }),
  };
}

// Tab and line breaks are allowed (addresses, notes); every other C0 control and DEL is not.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function inRange(field: FieldSchema, value: number): { value: number } | { refusal: BilingualText } {
  if ((field.minimum !== undefined && value < field.minimum) || (field.maximum !== undefined && value > field.maximum)) {
    return { refusal: message(MESSAGES.outOfRange, field, { min: field.minimum ?? '', max: field.maximum ?? '' }) };
  }
  return { value };
}

/** Checks one present value; answers the cleaned value or the message that refuses it. */
function checkValue(field: FieldSchema, raw: unknown): { value: unknown } | { refusal: BilingualText } {
  switch (field.type) {
    case 'string': {
      if (typeof raw !== 'string') return { refusal: message(MESSAGES.notText, field) };
      const value = field['x-keep-spaces'] ? raw : raw.trim();
      // Control characters (NUL above all, which PostgreSQL refuses in text) have no place in a form field.
      if (CONTROL_CHARACTERS.test(value)) return { refusal: message(MESSAGES.badCharacters, field) };
      if (field.enum && !field.enum.includes(value)) {
        return { refusal: message(MESSAGES.notOneOf, field, { values: field.enum.join(', ') }) };
      }
      if (field.maxLength !== undefined && [...value].length > field.maxLength) {
        return { refusal: message(MESSAGES.tooLong, field, { n: field.maxLength }) };
      }
      if (field.minLength !== undefined && [...value].length < field.minLength) {
        return { refusal: message(MESSAGES.tooShort, field, { n: field.minLength }) };
      }
      if (field.pattern !== undefined && !new RegExp(field.pattern).test(value)) {
        return { refusal: field['x-pattern-message'] ?? message(MESSAGES.badFormat, field) };
      }
      return { value };
    }
    case 'integer': {
      // Query strings carry numbers as text, so digits in a string count as a number.
      const value = typeof raw === 'string' && /^-?\d{1,15}$/.test(raw.trim()) ? Number(raw) : raw;
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
        return { refusal: message(MESSAGES.notWholeNumber, field) };
      }
      return inRange(field, value);
    }
    case 'number': {
      // As with whole numbers, a query string's '12.5' counts as a number.
      const value = typeof raw === 'string' && /^-?\d{1,15}(\.\d{1,15})?$/.test(raw.trim()) ? Number(raw) : raw;
      if (typeof value !== 'number' || !Number.isFinite(value)) return { refusal: message(MESSAGES.notNumber, field) };
      return inRange(field, value);
    }
    case 'boolean': {
      if (typeof raw === 'boolean') return { value: raw };
      if (raw === 'true' || raw === 'false') return { value: raw === 'true' };
      return { refusal: message(MESSAGES.notYesNo, field) };
    }
    case 'array': {
      const items = field.items;
      if (!Array.isArray(raw) || !items || raw.some((id) => !Number.isSafeInteger(id) || id < items.minimum || id > items.maximum)) {
        return { refusal: message(MESSAGES.notIdList, field) };
      }
      if (raw.length < (field.minItems ?? 0) || raw.length > (field.maxItems ?? Infinity)) {
        return { refusal: message(MESSAGES.listSize, field, { min: field.minItems ?? 0, max: field.maxItems ?? '' }) };
      }
      return { value: [...new Set(raw as number[])] };
    }
  }
}

/** Validates a body or query against a schema built with fields(): the first problem wins. */
export function compileValidator(schema: ObjectSchema): (data: unknown) => Outcome {
  return (data) => {
    const input = data ?? {};
    if (typeof input !== 'object' || Array.isArray(input)) {
      return { error: new ValidationFailure(null, MESSAGES.bodyNotObject) };
    }
    const record = input as Record<string, unknown>;
    const clean: Record<string, unknown> = {};
    const unknown = schema.additionalProperties ? undefined : Object.keys(record).find((name) => !Object.hasOwn(schema.properties, name));
    if (unknown !== undefined) {
      const field = unknown.slice(0, 40);
      return { error: new ValidationFailure(field, fillBoth(MESSAGES.unknownField, { field })) };
    }
    for (const [name, field] of Object.entries(schema.properties)) {
      const raw = record[name];
      if (isBlank(raw)) {
        if (field['x-required']) {
          return { error: new ValidationFailure(name, field['x-required-message'] ?? message(MESSAGES.required, field)) };
        }
        continue;
      }
      const checked = checkValue(field, raw);
      if ('refusal' in checked) return { error: new ValidationFailure(name, checked.refusal) };
      clean[name] = checked.value;
    }
    return { value: clean };
  };
}
