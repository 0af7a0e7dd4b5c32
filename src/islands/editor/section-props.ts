import type { StaffRole } from '#contract/calls/staff.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import type { EditorStrings } from './editor-strings.ts';

/** What every section of the console is given. */
export interface SectionProps {
  locale: Locale;
  strings: EditorStrings;
  /** The staff account's role, for what only admins may do inside a section (approving a held quote). */
  role?: StaffRole;
}
