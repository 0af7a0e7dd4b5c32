import * as T from 'typebox';
import { defineCall, orNull } from '../call.ts';
import { emptyBody } from '../fields.ts';
import { LANGUAGES, type Language } from '../i18n/text.ts';

export const UserInfo = T.Object({
  id: T.Integer(),
  email: T.String(),
  firstName: T.String(),
  lastName: T.String(),
  phone: T.String(),
  blongCompany: T.Boolean(),
  companyName: orNull(T.String()),
  companyRole: orNull(T.Union([T.Literal('admin'), T.Literal('buyer')])),
  /** buyer, or a staff role (server/auth/staff.ts): editor, sales, admin. */
  role: T.Unsafe<'buyer' | 'editor' | 'sales' | 'admin'>({
    type: 'string',
    enum: ['buyer', 'editor', 'sales', 'admin'],
  }),
  language: T.Unsafe<Language>({ type: 'string', enum: [...LANGUAGES] }),
  /** The account's email is on the newsletter list (the subscribers table). */
  newsletter: T.Boolean(),
  /** The address has been confirmed by its link; until then team and credit rights wait (server/accounts/email-verification.ts). */
  emailVerified: T.Boolean(),
});
export type UserInfo = T.Static<typeof UserInfo>;

export const userInfo = defineCall({
  path: 'pri/userInfo',
  openInPunchOut: true,
  openWithoutSecondFactor: true,
  caller: 'buyer',
  tag: 'account',
  summary: 'The logged-in buyer: names, email, phone, company and role, language and newsletter',
  body: emptyBody,
  answer: UserInfo,
});
