import { sql } from 'kysely';
import { FAILED_MAIL_LIST_MAX, type FailedMail } from '#contract/calls/staff-mail.ts';
import { recordChange, type EditorSession } from '../auth/editor.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { STAFF_MESSAGES } from '../i18n/staff-messages.ts';

/** The outbox's failed messages, newest first, with how many there are in all. */
export async function listFailedMail(db: Db): Promise<{ list: FailedMail[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('mailOutbox')
      .select(['id', 'recipient', 'template', 'language', 'attempts', 'lastError', 'createdAt'])
      .where('state', '=', 'failed')
      .orderBy('id', 'desc')
      .limit(FAILED_MAIL_LIST_MAX)
      .execute(),
    db
      .selectFrom('mailOutbox')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('state', '=', 'failed')
      .executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() })), total: Number(count.n) };
}

/** Queues a failed message again as if new (the worker's tries start over), recorded in the staff audit. */
export function resendFailedMail(db: Db, staff: EditorSession, id: number): Promise<void> {
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .updateTable('mailOutbox')
      .set({ state: 'pending', attempts: 0, nextAttemptAt: sql<Date>`now()` })
      .where('id', '=', id)
      .where('state', '=', 'failed')
      .returning(['recipient', 'template', 'lastError'])
      .executeTakeFirst();
    if (!row) throw new ApiError(CODE.notFound, STAFF_MESSAGES.noSuchFailedMail);
    await recordChange(tx, staff, {
      area: 'mail',
      recordId: id,
      action: 'resend',
      summary: `${row.template} to ${row.recipient} sent again`,
      detail: { lastError: row.lastError },
    });
  });
}
