import type { ColumnType, Generated } from 'kysely';
import type { Json, Timestamp } from './column-types.ts';

/** The inbox and the e-mail outbox. */

export type InboxKind = 'order' | 'payment' | 'approval' | 'invitation' | 'system' | 'quote';

export interface InboxMessagesTable {
  id: Generated<number>;
  userId: number;
  kind: InboxKind;
  subjectEn: string;
  subjectZh: string;
  bodyEn: string;
  bodyZh: string;
  orderId: number | null;
  /** An invitation the message offers to accept. */
  invitationId: number | null;
  /** A quote the message is about (migration 039). */
  quoteId: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: Generated<Date>;
  readAt: Timestamp | null;
}

export type MailState = 'pending' | 'sent' | 'failed';

/** A document rendered when its message is sent. */
export type MailAttachmentJson =
  | { kind: 'invoice' | 'proForma'; orderId: number }
  | { kind: 'quotation'; quoteId: number; versionNo: number }
  | { kind: 'creditNote'; creditNoteId: number };

/** The outbox: one e-mail to send, written in the transaction of the event that causes it. */
export interface MailOutboxTable {
  id: Generated<number>;
  template: string;
  recipient: string;
  language: string;
  values: Json<Record<string, unknown>>;
  attachments: ColumnType<MailAttachmentJson[], string | undefined, string>;
  carriesSecret: ColumnType<boolean, boolean | undefined, boolean>;
  state: ColumnType<MailState, MailState | undefined, MailState>;
  attempts: ColumnType<number, number | undefined, number>;
  nextAttemptAt: ColumnType<Date, Date | string | undefined, Date | string>;
  lastError: string | null;
  messageId: string | null;
  createdAt: Generated<Date>;
  sentAt: Timestamp | null;
}

export interface MessageTables {
  inboxMessages: InboxMessagesTable;
  mailOutbox: MailOutboxTable;
}
