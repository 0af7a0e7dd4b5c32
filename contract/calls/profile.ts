import * as T from 'typebox';
import { defineCall } from '../call.ts';
import { fields, oneOf, text, yesNo } from '../fields.ts';
import { LANGUAGES } from '../i18n/text.ts';
import { LIMITS } from '../limits/fields.ts';
import { phoneField } from './addresses.ts';
import { nameAndEmailFields, newPasswordField } from './register.ts';
import { UserInfo } from './user-info.ts';

/** /acInformation: the buyer's details, password and preferences. pri/userInfo answers what they are now. */

/** The current password, as the log-in takes it (so any password that logs in is accepted here). */
const currentPassword = <R extends boolean>(required: R) =>
  text({
    label: { en: 'current password', zh: '当前密码' },
    required,
    max: LIMITS.loginPassword,
    keepSpaces: true,
    requiredMessage: { en: 'Please enter your current password', zh: '请输入您的当前密码' },
  });

export const PasswordChangeAnswer = T.Object({
  /** Sessions and remember tokens that were ended. */
  signedOut: T.Integer(),
});
export type PasswordChangeAnswer = T.Static<typeof PasswordChangeAnswer>;

export const Preferences = T.Object({
  language: UserInfo.properties.language,
  newsletter: UserInfo.properties.newsletter,
});
export type Preferences = T.Static<typeof Preferences>;

/** Changing the email also needs the current password (pwd); a phone left out or empty is none. */
export const profileUpdate = defineCall({
  path: 'pri/profileUpdate',
  caller: 'buyer',
  tag: 'account',
  summary:
    "Save the buyer's names, email and phone; a new email needs the current password and changes when the link sent to it is followed (another account's address gets the same answer; at most 5 changes a day, then 429)",
  body: fields({
    ...nameAndEmailFields,
    phone: phoneField(false),
    pwd: currentPassword(false),
  }),
  answer: UserInfo,
});
export type ProfileUpdateRequest = T.Static<typeof profileUpdate.body>;

/** Every other session and remember token of the buyer ends; this session stays. */
export const passwordChange = defineCall({
  path: 'pri/passwordChange',
  caller: 'buyer',
  tag: 'account',
  summary: 'Change the password (the current one required); every other session and remember token of the buyer ends',
  body: fields({
    pwd: currentPassword(true),
    newPwd: newPasswordField({ en: 'new password', zh: '新密码' }),
  }),
  answer: PasswordChangeAnswer,
});
export type PasswordChangeRequest = T.Static<typeof passwordChange.body>;

export const preferencesUpdate = defineCall({
  path: 'pri/preferencesUpdate',
  caller: 'buyer',
  tag: 'account',
  summary: "Set the buyer's language and newsletter subscription (either or both)",
  body: fields({
    language: oneOf({ label: { en: 'language', zh: '语言' }, values: LANGUAGES }),
    newsletter: yesNo({ label: { en: 'newsletter', zh: '新闻通讯' } }),
  }),
  answer: Preferences,
});
export type PreferencesUpdateRequest = T.Static<typeof preferencesUpdate.body>;
