import * as addresses from '#contract/calls/addresses.ts';
import * as profile from '#contract/calls/profile.ts';
import type { AddressUpdateRequest } from '#contract/calls/addresses.ts';
import type { PasswordChangeRequest, PreferencesUpdateRequest, ProfileUpdateRequest } from '#contract/calls/profile.ts';
import { call } from './call.ts';
import type { BodyOf } from '#contract/call.ts';

/**
 * The account pages' calls (/acInformation, /acAddress): each needs a live session. An address form's
 * country is any text until the server checks it against DELIVERY_COUNTRIES.
 */
export const profileUpdate = (body: ProfileUpdateRequest) => call(profile.profileUpdate, body);
export const passwordChange = (body: PasswordChangeRequest) => call(profile.passwordChange, body);
export const preferencesUpdate = (body: PreferencesUpdateRequest) => call(profile.preferencesUpdate, body);
export const addressUpdate = (body: AddressUpdateRequest) =>
  call(addresses.addressUpdate, body as BodyOf<typeof addresses.addressUpdate>);
export const addressDelete = (id: number) => call(addresses.addressDelete, { id });
export const addressSetDefault = (id: number) => call(addresses.addressSetDefault, { id });
