import type * as T from 'typebox';
import { text, type Field } from './fields.ts';
import type { BilingualText } from './i18n/text.ts';
import { BUSINESS_TEXT_PATTERN, ONE_LINE_MESSAGES, ONE_LINE_PATTERN, PERSON_NAME_PATTERN } from './limits/fields.ts';

/** Text fields the shop repeats to other people, each on one line with its own character class (contract/limits/fields.ts). */

interface OneLine<R extends boolean> {
  label: BilingualText;
  required?: R;
  max: number;
}

export function personName<R extends boolean = false>(o: OneLine<R>): Field<T.TString, R> {
  return text({ ...o, pattern: PERSON_NAME_PATTERN, patternMessage: ONE_LINE_MESSAGES.personName });
}

/** Company names, references and address lines. */
export function businessText<R extends boolean = false>(o: OneLine<R>): Field<T.TString, R> {
  return text({ ...o, pattern: BUSINESS_TEXT_PATTERN, patternMessage: ONE_LINE_MESSAGES.businessText });
}

/** A short sentence: a reason or a note that is mailed. */
export function oneLineText<R extends boolean = false>(o: OneLine<R>): Field<T.TString, R> {
  return text({ ...o, pattern: ONE_LINE_PATTERN, patternMessage: ONE_LINE_MESSAGES.oneLine });
}
