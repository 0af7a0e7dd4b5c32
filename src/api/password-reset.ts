import * as calls from '#contract/calls/password-reset.ts';
import type { BodyOf } from '#contract/call.ts';
import { call } from './call.ts';

/** "Forgot your password?" (contract/calls/password-reset.ts): open to anyone. */
export const passwordResetRequest = (body: BodyOf<typeof calls.passwordResetRequest>) =>
  call(calls.passwordResetRequest, body);
export const passwordReset = (body: BodyOf<typeof calls.passwordReset>) => call(calls.passwordReset, body);
