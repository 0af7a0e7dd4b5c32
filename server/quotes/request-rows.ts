import { fillBoth, type BilingualText } from '#contract/i18n/text.ts';
import { BUSINESS_TEXT_PATTERN, ONE_LINE_MESSAGES } from '#contract/limits/fields.ts';
import { QUOTE_LIMITS } from '#contract/limits/quotes.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { QUOTE_MESSAGES as M, onLine } from '../i18n/quote-messages.ts';

/** A request's text field written a row a line (`lineDetails`, `partLines`): its rows' cells, blank rows left out. */
export function textRows(text: string): string[][] {
  return text
    .split(/\r?\n/)
    .map((r) => r.trim())
    .filter((r) => r !== '')
    .map((r) => r.split('|').map((c) => c.trim()));
}

/** A refusal of the field the rows came from. */
export const refuseRows =
  (field: string) =>
  (text: BilingualText): never => {
    throw new ApiError(CODE.badInput, text, { field });
  };

/** A row's target unit price in pence (blank: none) and note, checked as a line of the request. */
export function targetAndNote(
  lineNo: number,
  target: string,
  note: string,
  refuse: (text: BilingualText) => never,
): { targetPricePence: number | null; note: string } {
  const pence = target === '' ? null : /^\d{1,9}$/.test(target) ? Number(target) : 0;
  if (pence !== null && (pence < 1 || pence > QUOTE_LIMITS.maxPricePence))
    refuse(fillBoth(M.detailTarget, { line: lineNo, max: QUOTE_LIMITS.maxPricePence }));
  if (note.length > QUOTE_LIMITS.note) refuse(fillBoth(M.detailNoteLength, { line: lineNo, max: QUOTE_LIMITS.note }));
  if (note !== '' && !BUSINESS_TEXT_PATTERN.test(note)) refuse(onLine(lineNo, ONE_LINE_MESSAGES.businessText));
  return { targetPricePence: pence, note };
}
