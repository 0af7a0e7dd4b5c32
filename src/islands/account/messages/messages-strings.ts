import type { Dictionary } from '../../../i18n/dictionary.ts';

/** Every string of the messages pages: the page passes its locale's t.accountMessages to the island. */
export type MessagesStrings = Dictionary['accountMessages'];
