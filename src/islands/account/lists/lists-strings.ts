import type { Dictionary } from '../../../i18n/dictionary.ts';
import type { PartsListLineState } from '#contract/calls/parts-lists.ts';
import { localePath, type Locale } from '#contract/i18n/locales.ts';

/** Every string of parts lists: the pages pass their locale's t.partsLists to the islands. */
export type PartsListsStrings = Dictionary['partsLists'];

export const listDetailsPath = (locale: Locale, id: number): string => localePath(locale, `/acListdetails/${id}`);

/** A line's state in words: available, no longer sold, or not found. */
export function lineStateWord(
  state: PartsListLineState,
  strings: Pick<PartsListsStrings, 'stateSold' | 'stateGone' | 'stateNotFound'>,
): string {
  return { sold: strings.stateSold, gone: strings.stateGone, notFound: strings.stateNotFound }[state];
}
