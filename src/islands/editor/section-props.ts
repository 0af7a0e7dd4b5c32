import type { Locale } from '#contract/i18n/locales.ts';
import type { EditorStrings } from './editor-strings.ts';

/** What every section of the console is given. */
export interface SectionProps {
  locale: Locale;
  strings: EditorStrings;
}
