import type { Page } from '../calls/paging.ts';

/** What a message is about; the inbox filters on it. */
export const INBOX_KINDS = ['order', 'payment', 'approval', 'invitation', 'system'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export interface MsgListRequest {
  page?: number;
  /** 1 to 100, default 20. */
  pageSize?: number;
  kind?: InboxKind;
  /** Only the messages not yet read. */
  unreadOnly?: boolean;
}

/** One line of the inbox, in the request's language. */
export interface InboxItem {
  id: number;
  kind: InboxKind;
  subject: string;
  /** ISO 8601. */
  createdAt: string;
  read: boolean;
  orderId: number | null;
}

/** The header's figure: how many of the buyer's messages are unread. */
export interface UnreadAnswer {
  unread: number;
}

/** A page of the inbox, newest first, and the unread count of the whole inbox. */
export interface InboxPage extends Page<InboxItem>, UnreadAnswer {}

/** Where an invitation stands: only an open one can be accepted. */
export type InvitationState = 'open' | 'accepted' | 'expired' | 'revoked';

export interface MsgDetailAnswer extends InboxItem, UnreadAnswer {
  body: string;
  /** Set on an invitation message whose invitation still exists. */
  invitation: { id: number; companyName: string; state: InvitationState } | null;
}

export interface MsgMarkReadRequest {
  /** 1 to 100 of the buyer's message ids. */
  ids: number[];
}

export interface MsgChangeAnswer extends UnreadAnswer {
  /** How many messages the call changed. */
  changed: number;
}
