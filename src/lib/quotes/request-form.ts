import type { BodyOf } from '#contract/call.ts';
import type { quoteRequest } from '#contract/calls/quotes.ts';
import { pick, fill } from '#contract/i18n/text.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { BUSINESS_TEXT_PATTERN, ONE_LINE_MESSAGES } from '#contract/limits/fields.ts';
import { QUOTE_LIMITS } from '#contract/limits/quotes.ts';
import type { CountryCode } from '#contract/rules/countries.ts';
import type { Dictionary } from '../../i18n/dictionary.ts';

/** What the buyer typed into the basket's "Request a quote" form; a line's target price in pounds as typed. */
export interface RequestValues {
  neededBy: string;
  deliveryCountry: CountryCode;
  reference: string;
  message: string;
  lines: Array<{ target: string; note: string }>;
}

/** A field's problem, by the field's id in the form: neededBy, reference, message, target-{n}, note-{n} (n from 1). */
export type RequestProblems = Record<string, string>;

/** Pounds as typed ("4.5", "£4.50") in pence; null when blank, NaN when not a price. */
export function poundsToPence(typed: string): number | null {
  const text = typed.trim().replace(/^£/, '');
  if (text === '') return null;
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return Number.NaN;
  const [pounds, pence = ''] = text.split('.');
  return Number(pounds) * 100 + Number(pence.padEnd(2, '0'));
}

const usable = (pence: number | null) =>
  pence === null || (Number.isInteger(pence) && pence >= 1 && pence <= QUOTE_LIMITS.maxPricePence);

/** The problems of the form's values, in the form's order; `today` is the UK's calendar day. */
export function requestProblems(
  values: RequestValues,
  today: string,
  strings: Dictionary['quotes'],
  locale: Locale,
): RequestProblems {
  const problems: RequestProblems = {};
  const businessText = pick(ONE_LINE_MESSAGES.businessText, locale);
  if (values.neededBy !== '' && values.neededBy < today) problems.neededBy = strings.neededByPast;
  const reference = values.reference.trim();
  if ([...reference].length > QUOTE_LIMITS.reference)
    problems.reference = fill(strings.referenceTooLong, { n: QUOTE_LIMITS.reference });
  else if (reference !== '' && !BUSINESS_TEXT_PATTERN.test(reference)) problems.reference = businessText;
  if ([...values.message.trim()].length > QUOTE_LIMITS.message)
    problems.message = fill(strings.messageTooLong, { n: QUOTE_LIMITS.message });
  values.lines.forEach((line, index) => {
    if (!usable(poundsToPence(line.target))) problems[`target-${index + 1}`] = strings.targetPriceBad;
    const note = line.note.trim();
    if ([...note].length > QUOTE_LIMITS.note)
      problems[`note-${index + 1}`] = fill(strings.noteTooLong, { n: QUOTE_LIMITS.note });
    else if (note !== '' && !BUSINESS_TEXT_PATTERN.test(note)) problems[`note-${index + 1}`] = businessText;
  });
  return problems;
}

/** The request from the basket for values without problems: `line | pence | note` for each line with either, blanks left out. */
export function requestBody(values: RequestValues): BodyOf<typeof quoteRequest> {
  const rows = values.lines.flatMap((line, index) => {
    const pence = poundsToPence(line.target);
    const note = line.note.trim();
    return pence === null && note === '' ? [] : [`${index + 1} | ${pence ?? ''} | ${note}`];
  });
  const reference = values.reference.trim();
  return {
    fromBasket: true,
    deliveryCountry: values.deliveryCountry,
    ...(values.neededBy ? { neededBy: values.neededBy } : {}),
    ...(reference ? { reference } : {}),
    // A blank message counts as none.
    message: values.message.trim(),
    ...(rows.length > 0 ? { lineDetails: rows.join('\n') } : {}),
  };
}
