import * as calls from '#contract/calls/second-factor.ts';
import { call } from './call.ts';

/** The account's Security section (/acInformation#section5): authenticator app, recovery codes, passkeys. */
export const secondFactorInfo = () => call(calls.secondFactorInfo, {});
export const totpSetup = () => call(calls.totpSetup, {});
export const totpConfirm = (code: string) => call(calls.totpConfirm, { code });
export const totpRemove = (code: string) => call(calls.totpRemove, { code });
export const passkeyRegisterOptions = () => call(calls.passkeyRegisterOptions, {});
export const passkeyRegister = (response: string, name: string) => call(calls.passkeyRegister, { response, name });
export const passkeyRemove = (id: number) => call(calls.passkeyRemove, { id });
