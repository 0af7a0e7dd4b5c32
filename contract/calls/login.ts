import * as T from 'typebox';
import { defineCall, noAnswer, orNull } from '../call.ts';
import { emptyBody, fields, LABELS, text, yesNo } from '../fields.ts';
import { LIMITS } from '../limits/fields.ts';

/** Logging in and out. */

export const LoginAnswer = T.Object({
  token: T.String(),
  firstName: T.String(),
  id: T.Integer(),
  blongCompany: T.Boolean(),
  /** Present when remember was asked: keep it (never the password) to log in again within 7 days. */
  rememberToken: orNull(T.String()),
});
export type LoginAnswer = T.Static<typeof LoginAnswer>;

/** The password was right; the sign-in waits for the second factor. */
export const SecondFactorNeeded = T.Object({
  /** Names this sign-in in the calls that finish it (good for 5 minutes). */
  secondFactorChallenge: T.String(),
  totp: T.Boolean(),
  passkey: T.Boolean(),
});
export type SecondFactorNeeded = T.Static<typeof SecondFactorNeeded>;

/** What a right password answers: a session, or the second factor still to prove. */
export const SignInAnswer = T.Union([LoginAnswer, SecondFactorNeeded]);
export type SignInAnswer = T.Static<typeof SignInAnswer>;

export const needsSecondFactor = (answer: SignInAnswer): answer is SecondFactorNeeded =>
  'secondFactorChallenge' in answer;

/** The address a login names (also single sign-on's, contract/calls/sign-on.ts). */
export const loginEmail = text({
  label: LABELS.email,
  required: true,
  max: LIMITS.loginEmail,
  requiredMessage: { en: 'Please enter your email address', zh: '请输入您的电子邮箱地址' },
});

export const userLogin = defineCall({
  path: 'unpri/userLogin',
  caller: 'anyone',
  tag: 'account',
  summary:
    'Log in with email and password; remember asks for a 7-day remember token. An account with a second factor answers SecondFactorNeeded instead of a session (contract/calls/second-factor.ts)',
  body: fields({
    email: loginEmail,
    pwd: text({
      label: LABELS.password,
      required: true,
      max: LIMITS.loginPassword,
      keepSpaces: true,
      requiredMessage: { en: 'Please enter your password', zh: '请输入您的密码' },
    }),
    /** Ask for a remember token (the "Remember me" box). */
    remember: yesNo({ label: { en: 'remember me', zh: '记住我' } }),
  }),
  answer: SignInAnswer,
});
export type LoginRequest = T.Static<typeof userLogin.body>;

export const userLoginRemembered = defineCall({
  path: 'unpri/userLoginRemembered',
  caller: 'anyone',
  tag: 'account',
  summary: 'Log in again with a remember token (spent on use; a new one comes back). 701 when it is no longer valid',
  body: fields({
    email: loginEmail,
    rememberToken: text({ label: { en: 'remember token', zh: '记住登录令牌' }, required: true, max: 128 }),
  }),
  answer: LoginAnswer,
});
export type RememberedLoginRequest = T.Static<typeof userLoginRemembered.body>;

export const userLogout = defineCall({
  path: 'unpri/userLogout',
  openInPunchOut: true,
  openWithoutSecondFactor: true,
  method: 'GET',
  caller: 'buyer',
  tag: 'account',
  summary: 'End the session of the token header (and its remember token)',
  body: emptyBody,
  answer: noAnswer,
});
