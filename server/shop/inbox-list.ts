import { sql } from 'kysely';
import type { InboxItem, InboxKind, InboxPage, InvitationState, MsgDetailAnswer } from '#contract/calls/messages.ts';
import type { Language } from '#contract/i18n/text.ts';
import type { Db } from '../db/connect.ts';
import { readPage } from '../db/read-page.ts';

/** Which messages a page of the inbox shows. */
export interface InboxFilter {
  kind?: InboxKind;
  unreadOnly?: boolean;
}

const zh = (language: Language) => language === 'zh-cn';

/** The buyer's messages, in a query every call below narrows further; only the owner's rows, ever. */
const ownMessages = (db: Db, userId: number) => db.selectFrom('inboxMessages').where('userId', '=', userId);

function toItem(
  row: {
    id: number;
    kind: InboxKind;
    subjectEn: string;
    subjectZh: string;
    createdAt: Date;
    readAt: Date | string | null;
    orderId: number | null;
  },
  language: Language,
): InboxItem {
  return {
    id: row.id,
    kind: row.kind,
    subject: zh(language) ? row.subjectZh : row.subjectEn,
    createdAt: new Date(row.createdAt).toISOString(),
    read: row.readAt !== null,
    orderId: row.orderId,
  };
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const row = await ownMessages(db, userId)
    .where('readAt', 'is', null)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

/** One page of the inbox, newest first (ties end on the id, so pages never overlap), with the unread count. */
export async function inboxPage(
  db: Db,
  userId: number,
  filter: InboxFilter,
  page: number,
  pageSize: number,
  language: Language,
): Promise<InboxPage> {
  let query = ownMessages(db, userId);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.unreadOnly) query = query.where('readAt', 'is', null);
  const [{ rows, total }, unread] = await Promise.all([
    readPage(
      query
        .select(['id', 'kind', 'subjectEn', 'subjectZh', 'createdAt', 'readAt', 'orderId'])
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc'),
      page,
      pageSize,
    ),
    unreadCount(db, userId),
  ]);
  return { total, page, pageSize, unread, list: rows.map((row) => toItem(row, language)) };
}

function invitationState(
  row: { acceptedAt: Date | string | null; revokedAt: Date | string | null; expiresAt: Date | string },
  now: Date,
): InvitationState {
  if (row.acceptedAt !== null) return 'accepted';
  if (row.revokedAt !== null) return 'revoked';
  return new Date(row.expiresAt) <= now ? 'expired' : 'open';
}

/** Opens one of the buyer's messages and marks it read; undefined when the buyer has no such message. */
export async function openMessage(
  db: Db,
  userId: number,
  id: number,
  language: Language,
): Promise<MsgDetailAnswer | undefined> {
  const row = await db
    .updateTable('inboxMessages')
    .set({ readAt: sql`coalesce(read_at, now())` })
    .where('id', '=', id)
    .where('userId', '=', userId)
    .returning([
      'id',
      'kind',
      'subjectEn',
      'subjectZh',
      'bodyEn',
      'bodyZh',
      'createdAt',
      'readAt',
      'orderId',
      'invitationId',
    ])
    .executeTakeFirst();
  if (!row) return undefined;
  const invitation =
    row.invitationId === null
      ? undefined
      : await db
          .selectFrom('companyInvitations as ci')
          .innerJoin('companies as c', 'c.id', 'ci.companyId')
          .select(['ci.id', 'c.name', 'ci.acceptedAt', 'ci.revokedAt', 'ci.expiresAt', sql<Date>`now()`.as('now')])
          .where('ci.id', '=', row.invitationId)
          .executeTakeFirst();
  return {
    ...toItem(row, language),
    body: zh(language) ? row.bodyZh : row.bodyEn,
    invitation: invitation
      ? {
          id: invitation.id,
          companyName: invitation.name,
          state: invitationState(invitation, new Date(invitation.now)),
        }
      : null,
    unread: await unreadCount(db, userId),
  };
}

/**
 * Marks the buyer's messages read: all of them, or the ids given. Undefined, with nothing changed,
 * when an id is not one of the buyer's messages; otherwise how many were unread until now.
 */
export async function markRead(db: Db, userId: number, ids: number[] | 'all'): Promise<number | undefined> {
  return db.transaction().execute(async (tx) => {
    if (ids !== 'all') {
      const own = await ownMessages(tx, userId)
        .where('id', 'in', ids)
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow();
      if (own.n !== ids.length) return undefined;
    }
    let update = tx
      .updateTable('inboxMessages')
      .set({ readAt: sql`now()` })
      .where('userId', '=', userId)
      .where('readAt', 'is', null);
    if (ids !== 'all') update = update.where('id', 'in', ids);
    const result = await update.executeTakeFirst();
    return Number(result.numUpdatedRows);
  });
}

/** Deletes one of the buyer's messages; false when the buyer has no such message. */
export async function deleteMessage(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('inboxMessages')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
