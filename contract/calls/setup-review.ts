import * as T from 'typebox';
import { defineCall, enumOf, orNull } from '../call.ts';
import { emptyBody, fields, idField } from '../fields.ts';
import { TEAM_ROLES } from './team.ts';

/**
 * What an account held when a password reset first proved its address (someone else may have
 * registered it and set these up): its owner keeps them all or removes them one by one (/acInformation).
 */

export const SETUP_REVIEW_KINDS = ['company', 'member', 'address'] as const;
export type SetupReviewKind = (typeof SETUP_REVIEW_KINDS)[number];

export const SetupReviewItem = T.Object({
  id: T.Integer(),
  /** company: the owner's membership; member: another person in that company; address: one of the owner's. */
  kind: enumOf(SETUP_REVIEW_KINDS),
  /** The company's, the member's or the address's contact name. */
  name: T.String(),
  /** The member's e-mail, or the address's lines; '' for a company. */
  detail: T.String(),
  /** A member's role in the company; null otherwise. */
  companyRole: orNull(enumOf(TEAM_ROLES)),
});
export type SetupReviewItem = T.Static<typeof SetupReviewItem>;

export const SetupReviewAnswer = T.Object({ items: T.Array(SetupReviewItem) });
export type SetupReviewAnswer = T.Static<typeof SetupReviewAnswer>;

const reviewCall = <B extends T.TSchema>(path: string, summary: string, body: B) =>
  defineCall({ path: `pri/${path}`, caller: 'buyer', tag: 'account', summary, body, answer: SetupReviewAnswer });

export const setupReviewList = reviewCall(
  'setupReviewList',
  'What the account held when a password reset first proved its address, still to keep or remove',
  emptyBody,
);

export const setupReviewRemove = reviewCall(
  'setupReviewRemove',
  'Remove one listed item: leave the company, take the member out of it, or delete the address (404 for an item not listed)',
  fields({ id: idField() }),
);

export const setupReviewKeep = reviewCall(
  'setupReviewKeep',
  'Keep everything still listed (addresses join the address book); the list is then empty',
  emptyBody,
);
