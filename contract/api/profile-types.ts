import type { AddressFields } from './shop-types.ts';
import type { UserInfo } from '../calls/user-info.ts';

/** pri/profileUpdate: the buyer's own details. Changing the email also needs the current password. */
export interface ProfileUpdateRequest {
  firstName: string;
  lastName: string;
  email: string;
  /** Absent or empty: no phone number. */
  phone?: string;
  /** The current password; required only when the email changes. */
  pwd?: string;
}

/** pri/passwordChange: every other session and remember token of the buyer ends; this session stays. */
export interface PasswordChangeRequest {
  pwd: string;
  newPwd: string;
}

export interface PasswordChangeAnswer {
  /** Sessions and remember tokens that were ended. */
  signedOut: number;
}

/** pri/preferencesUpdate: either or both. */
export interface PreferencesUpdateRequest {
  language?: UserInfo['language'];
  newsletter?: boolean;
}

export type Preferences = Pick<UserInfo, 'language' | 'newsletter'>;

/** pri/addressUpdate: an address's fields (its kind and default stay as they are). */
export interface AddressUpdateRequest extends AddressFields {
  id: number;
}
