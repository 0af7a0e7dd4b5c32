import * as login from '#contract/calls/login.ts';
import * as register from '#contract/calls/register.ts';
import * as secondFactor from '#contract/calls/second-factor.ts';
import * as search from '#contract/calls/search.ts';
import * as subscriber from '#contract/calls/subscriber.ts';
import type { LoginRequest, RememberedLoginRequest } from '#contract/calls/login.ts';
import type { RegisterRequest } from '#contract/calls/register.ts';
import * as user from '#contract/calls/user-info.ts';
import { call } from './call.ts';

/** Calls the browser makes for the buyer (session, search box, newsletter). */
export const userLogin = (body: LoginRequest) => call(login.userLogin, body);
export const userLoginSecondFactor = (challenge: string, code: string) =>
  call(secondFactor.userLoginSecondFactor, { challenge, code });
export const passkeySignInOptions = (challenge?: string, remember?: boolean) =>
  call(secondFactor.passkeySignInOptions, { challenge, remember });
export const passkeySignIn = (challenge: string, response: string) =>
  call(secondFactor.passkeySignIn, { challenge, response });
export const userLoginRemembered = (body: RememberedLoginRequest) => call(login.userLoginRemembered, body);
export const userRegister = (body: RegisterRequest) => call(register.userRegister, body);
export const userLogout = () => call(login.userLogout, {});
export const userInfo = () => call(user.userInfo, {});
export const productSearchTop = (name: string) => call(search.productSearchTop, { name });
export const subscriberAdd = (email: string) => call(subscriber.subscriberAdd, { email });
