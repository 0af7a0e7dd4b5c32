import type { FastifyInstance } from 'fastify';
import { INBOX_KINDS, type MsgChangeAnswer, type MsgListRequest, type MsgMarkReadRequest, type UnreadAnswer } from '#contract/api/messages-types.ts';
import { INBOX_LIMITS } from '#contract/limits/messages.ts';
import { requireSession } from '../../auth/authenticate.ts';
import { ApiError, CODE } from '../../http/api-error.ts';
import { ok } from '../../http/envelope.ts';
import { emptyBody, fields, idField, idList, oneOf, yesNo } from '#contract/fields.ts';
import { INBOX_LABELS, INBOX_MESSAGES } from '../../i18n/inbox-messages.ts';
import { deleteMessage, inboxPage, markRead, openMessage, unreadCount } from '../../shop/inbox-list.ts';
import { pagingFields } from '#contract/calls/paging.ts';

const NEED_SESSION = '(701 without a live session)';
const messageId = { id: idField(INBOX_LABELS.messageId) };
const noSuchMessage = () => new ApiError(CODE.notFound, INBOX_MESSAGES.noSuchMessage);

/** The buyer's inbox: order, payment, approval, invitation and system messages. Another user's message answers 404, as a missing one. */
export async function messageRoutes(app: FastifyInstance): Promise<void> {
  app.post('/pri/msgList', {
    schema: {
      tags: ['account'],
      summary: `A page of the buyer's messages, newest first, in the request's language, and the unread count ${NEED_SESSION}`,
      body: fields({ ...pagingFields, kind: oneOf({ label: INBOX_LABELS.kind, values: INBOX_KINDS }), unreadOnly: yesNo({ label: INBOX_LABELS.unreadOnly }) }),
    },
  }, async (request) => {
    const session = await requireSession(request);
    const { page = 1, pageSize = INBOX_LIMITS.pageSize, kind, unreadOnly } = request.body as MsgListRequest;
    return ok(await inboxPage(app.db, session.userId, { kind, unreadOnly }, page, pageSize, request.language));
  });

  app.post('/pri/msgUnreadCount', {
    schema: { tags: ['account'], summary: `The header's figure: how many of the buyer's messages are unread ${NEED_SESSION}`, body: emptyBody },
  }, async (request) => {
    const session = await requireSession(request);
    return ok<UnreadAnswer>({ unread: await unreadCount(app.db, session.userId) });
  });

  app.post('/pri/msgDetail', {
    schema: { tags: ['account'], summary: `One message in the request's language; opening it marks it read ${NEED_SESSION}`, body: fields(messageId) },
  }, async (request) => {
    const session = await requireSession(request);
    const message = await openMessage(app.db, session.userId, (request.body as { id: number }).id, request.language);
    if (!message) throw noSuchMessage();
    return ok(message);
  });

  app.post('/pri/msgMarkRead', {
    schema: {
      tags: ['account'],
      summary: `Mark up to ${INBOX_LIMITS.markReadIds} of the buyer's messages read; nothing changes if one is not the buyer's (404) ${NEED_SESSION}`,
      body: fields({ ids: idList({ label: INBOX_LABELS.messageIds, required: true, max: INBOX_LIMITS.markReadIds }) }),
    },
  }, async (request) => {
    const session = await requireSession(request);
    const changed = await markRead(app.db, session.userId, (request.body as MsgMarkReadRequest).ids);
    if (changed === undefined) throw noSuchMessage();
    return ok<MsgChangeAnswer>({ changed, unread: await unreadCount(app.db, session.userId) });
  });

  app.post('/pri/msgMarkAllRead', {
    schema: { tags: ['account'], summary: `Mark every message of the buyer read ${NEED_SESSION}`, body: emptyBody },
  }, async (request) => {
    const session = await requireSession(request);
    const changed = (await markRead(app.db, session.userId, 'all')) ?? 0;
    return ok<MsgChangeAnswer>({ changed, unread: 0 });
  });

  app.post('/pri/msgDelete', {
    schema: { tags: ['account'], summary: `Delete one of the buyer's messages ${NEED_SESSION}`, body: fields(messageId) },
  }, async (request) => {
    const session = await requireSession(request);
    if (!(await deleteMessage(app.db, session.userId, (request.body as { id: number }).id))) throw noSuchMessage();
    return ok<MsgChangeAnswer>({ changed: 1, unread: await unreadCount(app.db, session.userId) });
  });
}
