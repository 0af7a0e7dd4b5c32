import type { AnySchemaObject, ErrorObject } from 'ajv';
import { capitalise, fill, fillBoth, type BilingualText } from '#contract/i18n/text.ts';
import { MESSAGES } from '../i18n/messages.ts';
import { placeOf, type FieldPlace } from './form-keywords.ts';

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

function worded(
  template: BilingualText,
  field: AnySchemaObject,
  values: Record<string, string | number> = {},
): BilingualText {
  const label = field['x-label'] as BilingualText;
  // A label opens the generic messages ('{field} cannot exceed …'), so English gets a capital there.
  const enLabel = template.en.startsWith('{field}') ? capitalise(label.en) : label.en;
  return {
    en: fill(template.en, { ...values, field: enLabel }),
    zh: fill(template.zh, { ...values, field: label.zh }),
  };
}

const NOT_OF_TYPE: Record<string, BilingualText> = {
  string: MESSAGES.notText,
  integer: MESSAGES.notWholeNumber,
  number: MESSAGES.notNumber,
  boolean: MESSAGES.notYesNo,
  array: MESSAGES.notIdList,
};

// Of one field's problems, the one a person should fix first: its kind, then its characters, then its size.
const ORDER = [
  'type',
  'x-form',
  'enum',
  'minimum',
  'maximum',
  'maxLength',
  'minLength',
  'pattern',
  'minItems',
  'maxItems',
];

/** One field's refusal from one Ajv error, or null when the error is not about a field of a form. */
function refusalOf(error: ErrorObject): { place: FieldPlace; rank: number; text: BilingualText } | null {
  if (error.keyword === 'required') {
    const name = (error.params as { missingProperty: string }).missingProperty;
    const place = placeOf(error.parentSchema?.properties?.[name]);
    if (!place) return null;
    return {
      place,
      rank: 0,
      text:
        (place.schema['x-required-message'] as BilingualText | undefined) ?? worded(MESSAGES.required, place.schema),
    };
  }
  if (error.keyword === 'x-form') {
    // Ajv gives a custom keyword's errors no parentSchema: form-keywords.ts passes the field's schema along.
    const place = placeOf((error.params as { fieldSchema: unknown }).fieldSchema);
    return place ? { place, rank: ORDER.indexOf('x-form'), text: worded(MESSAGES.badCharacters, place.schema) } : null;
  }
  const place = placeOf(error.parentSchema);
  if (!place) return null;
  const field = place.schema;
  // An id list's item (instancePath /ids/2) is wrong as a whole list.
  if (place.schema !== error.parentSchema) return { place, rank: 0, text: worded(MESSAGES.notIdList, field) };
  const rank = ORDER.indexOf(error.keyword);
  switch (error.keyword) {
    case 'type':
      return { place, rank, text: worded(NOT_OF_TYPE[field.type as string] ?? MESSAGES.badFormat, field) };
    case 'enum':
      return { place, rank, text: worded(MESSAGES.notOneOf, field, { values: (field.enum as string[]).join(', ') }) };
    case 'minimum':
    case 'maximum':
      return {
        place,
        rank,
        text: worded(MESSAGES.outOfRange, field, { min: field.minimum ?? '', max: field.maximum ?? '' }),
      };
    case 'maxLength':
      return { place, rank, text: worded(MESSAGES.tooLong, field, { n: field.maxLength }) };
    case 'minLength':
      return { place, rank, text: worded(MESSAGES.tooShort, field, { n: field.minLength }) };
    case 'pattern':
      return {
        place,
        rank,
        text: (field['x-pattern-message'] as BilingualText | undefined) ?? worded(MESSAGES.badFormat, field),
      };
    case 'minItems':
    case 'maxItems':
      return {
        place,
        rank,
        text: worded(MESSAGES.listSize, field, { min: field.minItems ?? 0, max: field.maxItems ?? '' }),
      };
    default:
      return { place, rank: ORDER.length, text: worded(MESSAGES.badFormat, field) };
  }
}

/**
 * Fastify's schemaErrorFormatter: of everything Ajv found, the one refusal to report. A body that
 * is not an object comes first, then an unknown field, then the first field (in the call's order)
 * with a problem, and of its problems the first in ORDER.
 */
export function firstRefusal(errors: ErrorObject[]): ValidationFailure {
  if (errors.some((e) => e.instancePath === '' && e.keyword === 'type'))
    return new ValidationFailure(null, MESSAGES.bodyNotObject);
  const unknown = errors.find((e) => e.keyword === 'additionalProperties');
  if (unknown) {
    const field = String((unknown.params as { additionalProperty: string }).additionalProperty).slice(0, 40);
    return new ValidationFailure(field, fillBoth(MESSAGES.unknownField, { field }));
  }
  const refusals = errors.map(refusalOf).filter((r) => r !== null);
  refusals.sort((a, b) => a.place.index - b.place.index || a.rank - b.rank);
  const first = refusals[0];
  if (first) return new ValidationFailure(first.place.name, first.text);
  return new ValidationFailure(null, MESSAGES.badRequest);
}
