import type { LoginAnswer } from './types.ts';

/** unpri/passwordResetRequest: the same answer whether or not the address has an account. */
export interface PasswordResetRequest {
  email: string;
}

/** unpri/passwordReset: the token from the e-mailed link and the new password; logs the buyer in. */
export interface PasswordResetConfirm {
  token: string;
  pwd: string;
}

export type PasswordResetAnswer = LoginAnswer;

/** unpri/emailVerify: the token of a verification or address-change link. */
export interface EmailVerifyRequest {
  token: string;
}

export interface EmailVerifyAnswer {
  email: string;
}
