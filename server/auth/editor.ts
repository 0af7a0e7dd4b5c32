import type { FastifyRequest } from 'fastify';
import type { ChangeField } from '#contract/i18n/change-fields.ts';
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

/**
 * A detail whose every key, at any depth, the console has a name for (contract/i18n/change-fields.ts):
 * another key is a compile error where the change is recorded. `{ from, to }` is a change's shape.
 */
export type NamedDetail<D> = D extends readonly (infer Item)[]
  ? readonly NamedDetail<Item>[]
  : D extends { from: unknown; to: unknown }
    ? D
    : D extends object
      ? { [K in keyof D]: K extends ChangeField ? NamedDetail<D[K]> : never }
      : D;

export interface EditorChange<D = unknown> {
  area: string;
  recordId: string | number;
  action: string;
  summary: string;
  detail?: D & NamedDetail<D>;
}

/** Records who changed what: call it in the same transaction as the change, so neither lands alone. */
export async function recordChange<D>(db: Db, editor: EditorSession, change: EditorChange<D>): Promise<void> {
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
