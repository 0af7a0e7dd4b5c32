import { browserHttp, calling } from './browser.ts';
import { get, post } from './client.ts';
import type { LoginAnswer, LoginRequest, RegisterRequest, RememberedLoginRequest, SearchTopAnswer, SubscribeAnswer, UserInfo } from '#contract/api/types.ts';

/** Calls the browser makes for the buyer (session, search box, newsletter). Failures follow the spec's catalogue. */
export const userLogin = (body: LoginRequest) => calling(post<LoginAnswer>(browserHttp, 'unpri/userLogin', body));
export const userLoginRemembered = (body: RememberedLoginRequest) => calling(post<LoginAnswer>(browserHttp, 'unpri/userLoginRemembered', body));
export const userRegister = (body: RegisterRequest) => calling(post<LoginAnswer>(browserHttp, 'unpri/userRegister', body));
export const userLogout = () => calling(get<null>(browserHttp, 'unpri/userLogout'));
export const userInfo = () => calling(post<UserInfo>(browserHttp, 'pri/userInfo'));
export const productSearchTop = (name: string) => calling(post<SearchTopAnswer>(browserHttp, 'unpri/productSearchTop', { name }));
export const subscriberAdd = (email: string) => calling(post<SubscribeAnswer>(browserHttp, 'unpri/subscriberAdd', { email }));
