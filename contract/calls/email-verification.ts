import * as T from 'typebox';
import { defineCall } from '../call.ts';
import { emptyBody, fields } from '../fields.ts';
import { linkToken } from './password-reset.ts';

/** Verified addresses: the link sent at registration or for a new address, and sending it again. */

export const emailVerify = defineCall({
  path: 'unpri/emailVerify',
  caller: 'anyone',
  tag: 'account',
  summary:
    "Follow a verification or address-change link: its address becomes the account's, verified, and waiting team invitations are delivered (404 wrong link, 409 used, expired or the address taken since)",
  body: fields({ token: linkToken }),
  answer: T.Object({
    email: T.String(),
    /** True when the link changed the account's address (the old one no longer logs in). */
    changed: T.Boolean(),
  }),
});

export const emailVerifyResend = defineCall({
  path: 'pri/emailVerifyResend',
  caller: 'buyer',
  tag: 'account',
  summary: "Send the verification link to the account's address again (409 when already verified; 429 over the limits)",
  body: emptyBody,
  answer: T.Object({ email: T.String() }),
});
