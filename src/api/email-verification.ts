import * as calls from '#contract/calls/email-verification.ts';
import { call } from './call.ts';

/** Verified addresses (contract/calls/email-verification.ts): following a link needs no session, resending does. */
export const emailVerify = (token: string) => call(calls.emailVerify, { token });
export const emailVerifyResend = () => call(calls.emailVerifyResend, {});
