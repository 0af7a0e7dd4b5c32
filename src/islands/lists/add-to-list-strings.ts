import type { Dictionary } from '../../i18n/dictionary.ts';
import { pickStrings } from '../../lib/catalogue/pick-strings.ts';

/** The words of "Add to list" (product page and basket): the few the panel needs, so a page carries no more. */
export const ADD_TO_LIST_KEYS = [
  'addToList',
  'addToListOf',
  'addToListTitle',
  'chooseList',
  'newListOption',
  'newListName',
  'addToListButton',
  'addedToList',
  'openList',
  'loadingLists',
  'close',
  'nameInvalid',
] as const;

export type AddToListStrings = Pick<Dictionary['partsLists'], (typeof ADD_TO_LIST_KEYS)[number]>;

export const addToListStrings = (t: Dictionary): AddToListStrings => pickStrings(t.partsLists, ADD_TO_LIST_KEYS);
