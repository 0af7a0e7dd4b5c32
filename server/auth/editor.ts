import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connect.ts';
import { requireStaff } from './staff.ts';

/** Who made a change: any member of staff (editors, sales, admins). */
export interface EditorSession {
  userId: number;
  email: string;
}

/** The caller's session when it may edit content (an editor or an admin): 701 without a session, 403 for anyone else. */
export function requireEditor(request: FastifyRequest): Promise<EditorSession> {
  return requireStaff(request, 'content');
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
