import * as T from 'typebox';
import { defineCall, enumOf, orNull } from '../call.ts';
import { emptyBody, fields, idField, idList, oneOf, yesNo } from '../fields.ts';
import type { BilingualText } from '../i18n/text.ts';
import { INBOX_LIMITS } from '../limits/messages.ts';
import { Page, pagingFields } from './paging.ts';

/** The buyer's inbox: order, payment, approval, invitation, system and quote messages. Another user's message answers 404, as a missing one. */

/** What a message is about; the inbox filters on it. */
export const INBOX_KINDS = ['order', 'payment', 'approval', 'invitation', 'system', 'quote'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** Where an invitation stands: only an open one can be accepted. */
export const INVITATION_STATES = ['open', 'accepted', 'expired', 'revoked'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

export const INBOX_LABELS = {
  kind: { en: 'message type', zh: '消息类型' },
  unreadOnly: { en: 'unread only', zh: '仅未读' },
  messageId: { en: 'message id', zh: '消息编号' },
  messageIds: { en: 'message ids', zh: '消息编号' },
} as const satisfies Record<string, BilingualText>;

/** One line of the inbox, in the request's language. */
export const InboxItem = T.Object({
  id: T.Integer(),
  kind: enumOf(INBOX_KINDS),
  subject: T.String(),
  /** ISO 8601. */
  createdAt: T.String(),
  read: T.Boolean(),
  orderId: orNull(T.Integer()),
});
export type InboxItem = T.Static<typeof InboxItem>;

/** The header's figure: how many of the buyer's messages are unread. */
export const UnreadAnswer = T.Object({ unread: T.Integer() });
export type UnreadAnswer = T.Static<typeof UnreadAnswer>;

/** A page of the inbox, newest first, and the unread count of the whole inbox. */
export const InboxPage = T.Object({ ...Page(InboxItem).properties, ...UnreadAnswer.properties });
export type InboxPage = T.Static<typeof InboxPage>;

export const MsgDetailAnswer = T.Object({
  ...InboxItem.properties,
  ...UnreadAnswer.properties,
  body: T.String(),
  /** Set on an invitation message whose invitation still exists. */
  invitation: orNull(T.Object({ id: T.Integer(), companyName: T.String(), state: enumOf(INVITATION_STATES) })),
});
export type MsgDetailAnswer = T.Static<typeof MsgDetailAnswer>;

export const MsgChangeAnswer = T.Object({
  ...UnreadAnswer.properties,
  /** How many messages the call changed. */
  changed: T.Integer(),
});
export type MsgChangeAnswer = T.Static<typeof MsgChangeAnswer>;

const messageId = fields({ id: idField(INBOX_LABELS.messageId) });

export const msgList = defineCall({
  path: 'pri/msgList',
  caller: 'buyer',
  tag: 'account',
  summary: "A page of the buyer's messages, newest first, in the request's language, and the unread count",
  body: fields({
    ...pagingFields,
    kind: oneOf({ label: INBOX_LABELS.kind, values: INBOX_KINDS }),
    unreadOnly: yesNo({ label: INBOX_LABELS.unreadOnly }),
  }),
  answer: InboxPage,
});
export type MsgListRequest = T.Static<typeof msgList.body>;

export const msgUnreadCount = defineCall({
  path: 'pri/msgUnreadCount',
  openInPunchOut: true,
  caller: 'buyer',
  tag: 'account',
  summary: "The header's figure: how many of the buyer's messages are unread",
  body: emptyBody,
  answer: UnreadAnswer,
});

export const msgDetail = defineCall({
  path: 'pri/msgDetail',
  caller: 'buyer',
  tag: 'account',
  summary: "One message in the request's language; opening it marks it read",
  body: messageId,
  answer: MsgDetailAnswer,
});

export const msgMarkRead = defineCall({
  path: 'pri/msgMarkRead',
  caller: 'buyer',
  tag: 'account',
  summary: `Mark up to ${INBOX_LIMITS.markReadIds} of the buyer's messages read; nothing changes if one is not the buyer's (404)`,
  body: fields({ ids: idList({ label: INBOX_LABELS.messageIds, required: true, max: INBOX_LIMITS.markReadIds }) }),
  answer: MsgChangeAnswer,
});

export const msgMarkAllRead = defineCall({
  path: 'pri/msgMarkAllRead',
  caller: 'buyer',
  tag: 'account',
  summary: 'Mark every message of the buyer read',
  body: emptyBody,
  answer: MsgChangeAnswer,
});

export const msgDelete = defineCall({
  path: 'pri/msgDelete',
  caller: 'buyer',
  tag: 'account',
  summary: "Delete one of the buyer's messages",
  body: messageId,
  answer: MsgChangeAnswer,
});
