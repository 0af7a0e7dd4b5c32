import * as T from 'typebox';
import { defineCall, noAnswer, orNull } from '../call.ts';
import { emptyBody, fields, idField, text, yesNo } from '../fields.ts';
import type { BilingualText } from '../i18n/text.ts';
import { LoginAnswer } from './login.ts';

/**
 * Second factors (docs/security.md): an authenticator app (TOTP) with ten one-use recovery codes,
 * and passkeys. A sign-in whose password was right answers SecondFactorNeeded (contract/calls/login.ts)
 * instead of a session when the account has one; the client then proves it here, with a code or a passkey.
 */

export const SECOND_FACTOR_LIMITS = {
  /** A six-digit code, or a recovery code typed with spaces and a dash. */
  code: 20,
  challenge: 128,
  /** A WebAuthn response, as JSON (attestations with certificates run to a few KB). */
  webauthnResponse: 16_000,
  passkeyName: 60,
} as const;

const challenge = text({ label: { en: 'sign-in', zh: '登录' }, required: true, max: SECOND_FACTOR_LIMITS.challenge });

const CODE_LABEL: BilingualText = { en: 'code', zh: '验证码' };
const code = text({
  label: CODE_LABEL,
  required: true,
  max: SECOND_FACTOR_LIMITS.code,
  requiredMessage: { en: 'Please enter the code from your authenticator app', zh: '请输入身份验证器应用中的验证码' },
});

export const userLoginSecondFactor = defineCall({
  path: 'unpri/userLoginSecondFactor',
  caller: 'anyone',
  tag: 'account',
  summary: 'Finish a sign-in with the six-digit code of the authenticator app, or a recovery code (each works once)',
  body: fields({ challenge, code }),
  answer: LoginAnswer,
});

/** WebAuthn options as @simplewebauthn/browser takes them, and the challenge naming this attempt. */
export const PasskeyOptions = T.Object({
  challenge: T.String(),
  options: T.Unsafe<object>({ type: 'object', additionalProperties: true }),
});
export type PasskeyOptions = T.Static<typeof PasskeyOptions>;

const webauthnResponse = text({
  label: { en: 'passkey answer', zh: '通行密钥应答' },
  required: true,
  max: SECOND_FACTOR_LIMITS.webauthnResponse,
});

export const passkeySignInOptions = defineCall({
  path: 'unpri/passkeySignInOptions',
  caller: 'anyone',
  tag: 'account',
  summary:
    "Start a passkey sign-in: alone (any of the site's passkeys), or as the second factor of a sign-in whose password was right",
  body: fields({
    /** The second factor of this sign-in; left out, the passkey signs in alone. */
    challenge: text({ label: { en: 'sign-in', zh: '登录' }, max: SECOND_FACTOR_LIMITS.challenge }),
    remember: yesNo({ label: { en: 'remember me', zh: '记住我' } }),
  }),
  answer: PasskeyOptions,
});

export const passkeySignIn = defineCall({
  path: 'unpri/passkeySignIn',
  caller: 'anyone',
  tag: 'account',
  summary: "Finish a passkey sign-in with the authenticator's answer to its challenge",
  body: fields({ challenge, response: webauthnResponse }),
  answer: LoginAnswer,
});

export const PasskeyItem = T.Object({
  id: T.Integer(),
  name: T.String(),
  createdAt: T.String(),
  lastUsedAt: orNull(T.String()),
});
export type PasskeyItem = T.Static<typeof PasskeyItem>;

export const SecondFactorInfo = T.Object({
  totp: T.Boolean(),
  passkeys: T.Array(PasskeyItem),
  recoveryCodesLeft: T.Integer(),
  /** This session proved a second factor. */
  sessionProved: T.Boolean(),
  /** The account must have one: staff (for the console), or its company requires it. */
  required: T.Boolean(),
});
export type SecondFactorInfo = T.Static<typeof SecondFactorInfo>;

export const secondFactorInfo = defineCall({
  path: 'pri/secondFactorInfo',
  caller: 'buyer',
  openWithoutSecondFactor: true,
  tag: 'account',
  summary: "The account's second factors (never a secret), for its Security page",
  body: emptyBody,
  answer: SecondFactorInfo,
});

export const TotpSetup = T.Object({
  /** Base32, for typing in by hand; shown this once. */
  secret: T.String(),
  uri: T.String(),
  /** The QR code of the uri, as an SVG document. */
  qrSvg: T.String(),
});
export type TotpSetup = T.Static<typeof TotpSetup>;

export const totpSetup = defineCall({
  path: 'pri/totpSetup',
  caller: 'buyer',
  openWithoutSecondFactor: true,
  tag: 'account',
  summary:
    'Start setting up an authenticator app: a new secret and its QR code, shown this once (409 when one is set up)',
  body: emptyBody,
  answer: TotpSetup,
});

export const RecoveryCodes = T.Object({ recoveryCodes: T.Array(T.String()) });
export type RecoveryCodes = T.Static<typeof RecoveryCodes>;

export const totpConfirm = defineCall({
  path: 'pri/totpConfirm',
  caller: 'buyer',
  openWithoutSecondFactor: true,
  tag: 'account',
  summary:
    'Finish the setup with a code from the app: answers ten recovery codes, shown this once; this session counts as proved',
  body: fields({ code }),
  answer: RecoveryCodes,
});

export const totpRemove = defineCall({
  path: 'pri/totpRemove',
  caller: 'buyer',
  tag: 'account',
  summary: 'Remove the authenticator app (and the recovery codes), proved with a code from it',
  body: fields({ code }),
  answer: noAnswer,
});

export const passkeyRegisterOptions = defineCall({
  path: 'pri/passkeyRegisterOptions',
  caller: 'buyer',
  openWithoutSecondFactor: true,
  tag: 'account',
  summary: 'Start registering a passkey: WebAuthn options whose challenge is bound to this session',
  body: emptyBody,
  answer: PasskeyOptions,
});

export const passkeyRegister = defineCall({
  path: 'pri/passkeyRegister',
  caller: 'buyer',
  openWithoutSecondFactor: true,
  tag: 'account',
  summary: "Finish registering a passkey with the authenticator's answer; this session counts as proved",
  body: fields({
    response: webauthnResponse,
    name: text({ label: { en: 'passkey name', zh: '通行密钥名称' }, max: SECOND_FACTOR_LIMITS.passkeyName }),
  }),
  answer: SecondFactorInfo,
});

export const passkeyRemove = defineCall({
  path: 'pri/passkeyRemove',
  caller: 'buyer',
  tag: 'account',
  summary: 'Remove one of your passkeys',
  body: fields({ id: idField() }),
  answer: SecondFactorInfo,
});
