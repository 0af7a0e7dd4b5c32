import * as T from 'typebox';
import { defineCall } from '../call.ts';
import { fields, LABELS, oneOf, text } from '../fields.ts';
import { LANGUAGES, type BilingualText } from '../i18n/text.ts';
import { EMAIL_PATTERN, PASSWORD_PATTERN, PATTERN_MESSAGES, REGISTRATION_LIMITS } from '../limits/fields.ts';
import { businessText, personName } from '../one-line-fields.ts';
import { LoginAnswer } from './login.ts';

/** A password being set (registration, password change): the registration's length and letter-and-digit rules. */
export function newPasswordField(label: BilingualText) {
  return text({
    label,
    required: true,
    min: REGISTRATION_LIMITS.passwordMin,
    max: REGISTRATION_LIMITS.passwordMax,
    pattern: PASSWORD_PATTERN,
    patternMessage: PATTERN_MESSAGES.passwordNeedsLetterAndDigit,
    keepSpaces: true,
  });
}

/** A buyer's names and email, as registration takes them (and the profile changes them). */
export const nameAndEmailFields = {
  firstName: personName({
    label: { en: 'first name', zh: '名字' },
    required: true,
    max: REGISTRATION_LIMITS.firstName,
  }),
  lastName: personName({ label: { en: 'last name', zh: '姓氏' }, required: true, max: REGISTRATION_LIMITS.lastName }),
  email: text({
    label: LABELS.email,
    required: true,
    max: REGISTRATION_LIMITS.email,
    pattern: EMAIL_PATTERN,
    patternMessage: PATTERN_MESSAGES.invalidEmail,
  }),
};

/** userRegister answers a LoginAnswer: the new buyer is logged in. Password confirmation is the form's job. */
export const userRegister = defineCall({
  path: 'unpri/userRegister',
  caller: 'anyone',
  tag: 'account',
  summary:
    'Register a buyer (with companyName, also a company they are admin of) and log them in; 409 when the email has an account',
  body: fields({
    ...nameAndEmailFields,
    pwd: newPasswordField(LABELS.password),
    /** When given, a company of this name is created with the new buyer as its admin once the address is verified. */
    companyName: businessText({ label: { en: 'company name', zh: '公司名称' }, max: REGISTRATION_LIMITS.companyName }),
    /** The buyer's language; the `lang` header's when left out. */
    language: oneOf({ label: { en: 'language', zh: '语言' }, values: LANGUAGES }),
  }),
  answer: LoginAnswer,
});
export type RegisterRequest = T.Static<typeof userRegister.body>;
