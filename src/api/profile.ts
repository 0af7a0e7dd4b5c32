import { browserHttp, calling } from './browser.ts';
import { post } from './client.ts';
import type { AddressUpdateRequest, PasswordChangeAnswer, PasswordChangeRequest, Preferences, PreferencesUpdateRequest, ProfileUpdateRequest } from '#contract/api/profile-types.ts';
import type { Address, AddressListAnswer } from '#contract/api/shop-types.ts';
import type { UserInfo } from '#contract/calls/user-info.ts';

/** The account pages' calls (/acInformation, /acAddress): each needs a live session; failures follow the spec's catalogue. */
export const profileUpdate = (body: ProfileUpdateRequest) => calling(post<UserInfo>(browserHttp, 'pri/profileUpdate', body));
export const passwordChange = (body: PasswordChangeRequest) => calling(post<PasswordChangeAnswer>(browserHttp, 'pri/passwordChange', body));
export const preferencesUpdate = (body: PreferencesUpdateRequest) => calling(post<Preferences>(browserHttp, 'pri/preferencesUpdate', body));
export const addressUpdate = (body: AddressUpdateRequest) => calling(post<Address>(browserHttp, 'pri/addressUpdate', body));
export const addressDelete = (id: number) => calling(post<AddressListAnswer>(browserHttp, 'pri/addressDelete', { id }));
export const addressSetDefault = (id: number) => calling(post<AddressListAnswer>(browserHttp, 'pri/addressSetDefault', { id }));
