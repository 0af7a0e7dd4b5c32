import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { MESSAGES } from '../i18n/messages.ts';
import { requireSession } from './authenticate.ts';

export interface EditorSession {
  userId: number;
  email: string;
}

// Looked up once per request: by a route's preValidation hook, then read again by its handler.
const editors = new WeakMap<FastifyRequest, EditorSession>();

/** The caller's session when it belongs to an editor: 701 without a session, 403 for a buyer. */
export async function requireEditor(request: FastifyRequest): Promise<EditorSession> {
  const known = editors.get(request);
  if (known) return known;
  const session = await requireSession(request);
  const user = await request.server.db.selectFrom('users').select(['email', 'role']).where('id', '=', session.userId).executeTakeFirst();
  if (user?.role !== 'editor') throw new ApiError(CODE.forbidden, MESSAGES.editorsOnly);
  const editor = { userId: session.userId, email: user.email };
  editors.set(request, editor);
  return editor;
}

export interface EditorChange {
  area: string;
  recordId: string | number;
  action: string;
  summary: string;
  detail?: unknown;
}

/** Records who changed what: call it in the same transaction as the change, so neither lands alone. */
export async function recordChange(db: Db, editor: EditorSession, change: EditorChange): Promise<void> {
  await db
    .insertInto('editorChanges')
    .values({
      userId: editor.userId,
      userEmail: editor.email,
      area: change.area,
      recordId: String(change.recordId),
      action: change.action,
      summary: change.summary.slice(0, 300),
      detail: JSON.stringify(change.detail ?? {}),
    })
    .execute();
}
