import type { Dictionary } from '../../i18n/dictionary.ts';

/** The CSV import and export strings, the same on /acTeam and in the staff console. */
export type PartNumbersCsvStrings = Dictionary['accountTeam']['partNumbers']['csv'];
