import type { BodyOf } from '#contract/call.ts';
import type { quoteRequest } from '#contract/calls/quotes.ts';
import { pick, fill } from '#contract/i18n/text.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { BUSINESS_TEXT_PATTERN, LIMITS, ONE_LINE_MESSAGES } from '#contract/limits/fields.ts';
import { QUOTE_LIMITS } from '#contract/limits/quotes.ts';
import type { CountryCode } from '#contract/rules/countries.ts';
import type { Dictionary } from '../../i18n/dictionary.ts';

/** A line's target unit price in pounds as typed, and its note. */
export interface PriceAndNote {
  target: string;
  note: string;
}

/** A line of the request by part number (the account's form): the part and quantity as typed. */
export interface PartLineValues extends PriceAndNote {
  partNo: string;
  quantity: string;
}

/** A line typed by part number before anything is typed in it. */
export const BLANK_PART_LINE: PartLineValues = { partNo: '', quantity: '', target: '', note: '' };

/** What the buyer typed into a "Request a quote" form (the basket's, or the account's by part number). */
export interface RequestValues<Line extends PriceAndNote = PriceAndNote> {
  neededBy: string;
  deliveryCountry: CountryCode;
  reference: string;
  message: string;
  lines: Line[];
}

/**
 * A field's problem, by the field's id in the form: neededBy, reference, message, and per line
 * (n from 1) partNo-{n}, quantity-{n}, target-{n}, note-{n}.
 */
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

/** The problems of the form's values, the fields' before the lines'; `today` is the UK's calendar day. */
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

/** The part number and quantity of each line (up to the quotes' limit, beyond the basket's); a part we do not sell is the server's to say. */
export function partLineProblems(lines: PartLineValues[], strings: Dictionary['quotes']): RequestProblems {
  const problems: RequestProblems = {};
  lines.forEach((line, index) => {
    const partNo = line.partNo.trim();
    if (partNo === '') problems[`partNo-${index + 1}`] = strings.partNoNeeded;
    else if (partNo.length > LIMITS.partNumber || partNo.includes('|'))
      problems[`partNo-${index + 1}`] = fill(strings.partNoBad, { n: LIMITS.partNumber });
    const quantity = line.quantity.trim();
    if (!/^\d{1,6}$/.test(quantity) || Number(quantity) < 1 || Number(quantity) > QUOTE_LIMITS.maxQuantity)
      problems[`quantity-${index + 1}`] = fill(strings.quantityBad, { max: QUOTE_LIMITS.maxQuantity });
  });
  return problems;
}

/** The fields every request sends: a blank needed-by or reference is left out, a blank message counts as none. */
function requestFields(values: RequestValues): BodyOf<typeof quoteRequest> {
  const reference = values.reference.trim();
  return {
    deliveryCountry: values.deliveryCountry,
    ...(values.neededBy ? { neededBy: values.neededBy } : {}),
    ...(reference ? { reference } : {}),
    message: values.message.trim(),
  };
}

/** A line's target price in pence (blank when none) and its note, as a row's last two cells. */
function priceAndNote(line: PriceAndNote): { pence: number | null; note: string } {
  return { pence: poundsToPence(line.target), note: line.note.trim() };
}

/** The request from the basket for values without problems: `line | pence | note` for each line with either, blanks left out. */
export function requestBody(values: RequestValues): BodyOf<typeof quoteRequest> {
  const rows = values.lines.flatMap((line, index) => {
    const { pence, note } = priceAndNote(line);
    return pence === null && note === '' ? [] : [`${index + 1} | ${pence ?? ''} | ${note}`];
  });
  return { fromBasket: true, ...requestFields(values), ...(rows.length > 0 ? { lineDetails: rows.join('\n') } : {}) };
}

/** The request by part number for values without problems: `part number | quantity | pence | note`, a row a line. */
export function partsRequestBody(values: RequestValues<PartLineValues>): BodyOf<typeof quoteRequest> {
  const rows = values.lines.map((line) => {
    const { pence, note } = priceAndNote(line);
    return `${line.partNo.trim()} | ${line.quantity.trim()} | ${pence ?? ''} | ${note}`;
  });
  return { partLines: rows.join('\n'), ...requestFields(values) };
}
