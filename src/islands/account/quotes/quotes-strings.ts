import type { Dictionary } from '../../../i18n/dictionary.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { pick } from '#contract/i18n/text.ts';
import { QUOTE_STATE_WORDS, type QuoteState } from '#contract/rules/quote-states.ts';

/** Every string of /acQuote and /acQuotedetails/{id}: the pages pass their locale's t.quotes to the islands. */
export type QuotesStrings = Dictionary['quotes'];

/** A quote's state in words (Requested, Quoted …), as the contract names them for both languages. */
export const stateWord = (state: QuoteState, locale: Locale): string => pick(QUOTE_STATE_WORDS[state], locale);
