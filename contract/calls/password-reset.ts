import * as T from 'typebox';
import { defineCall, noAnswer } from '../call.ts';
import { fields, LABELS, text } from '../fields.ts';
import { EMAIL_PATTERN, PASSWORD_PATTERN, REGISTRATION_LIMITS } from '../limits/fields.ts';

/** "Forgot your password?": a single-use link by e-mail (1 hour), then a new password under the registration's rules. */

const email = text({
  label: LABELS.email,
  required: true,
  max: REGISTRATION_LIMITS.email,
  pattern: EMAIL_PATTERN,
  patternMessage: { en: 'Enter a valid email address', zh: '请输入有效的电子邮箱地址' },
});

/** As unpri/userLogin answers (contract/api/types.ts LoginAnswer): the buyer is logged in. */
const LoggedIn = T.Object({
  token: T.String(),
  firstName: T.String(),
  id: T.Integer(),
  blongCompany: T.Boolean(),
  rememberToken: T.Union([T.String(), T.Null()]),
});

/** The token of an e-mailed link: 43 base64url characters, checked further against its stored hash. */
export const linkToken = text({ label: { en: 'link', zh: '链接' }, required: true, max: 64 });

export const passwordResetRequest = defineCall({
  path: 'unpri/passwordResetRequest',
  caller: 'anyone',
  tag: 'account',
  summary: 'E-mail a single-use link (1 hour) to choose a new password; the same answer, in the same time, whether or not the address has an account; 429 over the limits per address and network',
  body: fields({ email }),
  answer: noAnswer,
});

export const passwordReset = defineCall({
  path: 'unpri/passwordReset',
  caller: 'anyone',
  tag: 'account',
  summary: "Set a new password with a reset link's token: ends every session and remember token, then logs the buyer in (404 wrong link, 409 used or expired)",
  body: fields({
    token: linkToken,
    pwd: text({
      label: LABELS.password,
      required: true,
      min: REGISTRATION_LIMITS.passwordMin,
      max: REGISTRATION_LIMITS.passwordMax,
      pattern: PASSWORD_PATTERN,
      patternMessage: { en: 'The password needs at least one letter and one digit', zh: '密码需至少包含一个字母和一个数字' },
      keepSpaces: true,
    }),
  }),
  answer: LoggedIn,
});
