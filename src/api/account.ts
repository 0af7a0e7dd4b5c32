import * as login from '#contract/calls/login.ts';
import * as register from '#contract/calls/register.ts';
import * as search from '#contract/calls/search.ts';
import * as subscriber from '#contract/calls/subscriber.ts';
import type { LoginRequest, RememberedLoginRequest } from '#contract/calls/login.ts';
import type { RegisterRequest } from '#contract/calls/register.ts';
import * as user from '#contract/calls/user-info.ts';
import { calling } from './browser.ts';
import { call } from './call.ts';

/** Calls the browser makes for the buyer (session, search box, newsletter). Failures follow the spec's catalogue. */
export const userLogin = (body: LoginRequest) => calling(call(login.userLogin, body));
export const userLoginRemembered = (body: RememberedLoginRequest) => calling(call(login.userLoginRemembered, body));
export const userRegister = (body: RegisterRequest) => calling(call(register.userRegister, body));
export const userLogout = () => calling(call(login.userLogout, {}));
export const userInfo = () => calling(call(user.userInfo, {}));
export const productSearchTop = (name: string) => calling(call(search.productSearchTop, { name }));
export const subscriberAdd = (email: string) => calling(call(subscriber.subscriberAdd, { email }));
