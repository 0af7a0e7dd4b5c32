import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/messages.ts';
import { INBOX_LIMITS } from '#contract/limits/messages.ts';
import { ApiError, CODE } from '../../http/api-error.ts';
import { route } from '../../http/route.ts';
import { INBOX_MESSAGES } from '../../i18n/inbox-messages.ts';
import { deleteMessage, inboxPage, markRead, openMessage, unreadCount } from '../../shop/inbox-list.ts';

const noSuchMessage = () => new ApiError(CODE.notFound, INBOX_MESSAGES.noSuchMessage);

/** The buyer's inbox (contract/calls/messages.ts). */
export async function messageRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.msgList, async ({ body, session, request }) => {
    const { page = 1, pageSize = INBOX_LIMITS.pageSize, kind, unreadOnly } = body;
    return inboxPage(app.db, session.userId, { kind, unreadOnly }, page, pageSize, request.language);
  });

  route(app, calls.msgUnreadCount, async ({ session }) => ({ unread: await unreadCount(app.db, session.userId) }));

  route(app, calls.msgDetail, async ({ body, session, request }) => {
    const message = await openMessage(app.db, session.userId, body.id, request.language);
    if (!message) throw noSuchMessage();
    return message;
  });

  route(app, calls.msgMarkRead, async ({ body, session }) => {
    const changed = await markRead(app.db, session.userId, body.ids);
    if (changed === undefined) throw noSuchMessage();
    return { changed, unread: await unreadCount(app.db, session.userId) };
  });

  route(app, calls.msgMarkAllRead, async ({ session }) => ({
    changed: (await markRead(app.db, session.userId, 'all')) ?? 0,
    unread: 0,
  }));

  route(app, calls.msgDelete, async ({ body, session }) => {
    if (!(await deleteMessage(app.db, session.userId, body.id))) throw noSuchMessage();
    return { changed: 1, unread: await unreadCount(app.db, session.userId) };
  });
}
