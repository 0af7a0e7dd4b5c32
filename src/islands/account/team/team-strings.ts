import type { Dictionary } from '../../../i18n/dictionary.ts';

/** Every string of /acTeam: the page passes its locale's t.accountTeam to the island. */
export type TeamStrings = Dictionary['accountTeam'];
/** The approve/reject controls' strings (t.accountTeam.approval), for /acOrderdetails too. */
export type ApprovalStrings = TeamStrings['approval'];
