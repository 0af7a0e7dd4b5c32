import type { Dictionary } from '../../i18n/dictionary.ts';

/** What the editor console shows: its own area of the dictionary, handed to the island by its page. */
export type EditorStrings = Dictionary['editor'];
