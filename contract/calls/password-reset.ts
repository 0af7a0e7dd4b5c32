import { defineCall, noAnswer } from '../call.ts';
import { fields, LABELS, text } from '../fields.ts';
import { SignInAnswer } from './login.ts';
import { nameAndEmailFields, newPasswordField } from './register.ts';

/** "Forgot your password?": a single-use link by e-mail (1 hour), then a new password under the registration's rules. */

/** The token of an e-mailed link: 43 base64url characters, checked further against its stored hash. */
export const linkToken = text({ label: { en: 'link', zh: '链接' }, required: true, max: 64 });

export const passwordResetRequest = defineCall({
  path: 'unpri/passwordResetRequest',
  caller: 'anyone',
  tag: 'account',
  summary:
    'E-mail a single-use link (1 hour) to choose a new password; the same answer, in the same time, whether or not the address has an account; 429 over the limits per address and network',
  body: fields({ email: nameAndEmailFields.email }),
  answer: noAnswer,
});

export const passwordReset = defineCall({
  path: 'unpri/passwordReset',
  caller: 'anyone',
  tag: 'account',
  summary:
    "Set a new password with a reset link's token: ends every session and remember token, then logs the buyer in, or, for an account with a second factor, asks for it as userLogin does (404 wrong link, 409 used or expired)",
  body: fields({
    token: linkToken,
    pwd: newPasswordField(LABELS.password),
  }),
  answer: SignInAnswer,
});
