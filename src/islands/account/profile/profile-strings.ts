import type { Dictionary } from '../../../i18n/dictionary.ts';

/** What the profile page shows: its own area, and the registration form's field words and messages (the same rules apply). */
export interface ProfileStrings {
  profile: Dictionary['accountProfile'];
  register: Dictionary['register'];
}
