import type { Dictionary } from '../../i18n/dictionary.ts';
import type { BomRowStatus } from '#contract/calls/bom.ts';

/** Every string of the BOM upload: the page passes its locale's t.bom to the island. */
export type BomStrings = Dictionary['bom'];

export const statusWord = (status: BomRowStatus, strings: BomStrings): string => strings[status];
