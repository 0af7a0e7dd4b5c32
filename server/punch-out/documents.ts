import { sql } from 'kysely';
import { PUNCH_OUT_LIMITS } from '#contract/limits/punch-out.ts';
import type { Db } from '../db/connect.ts';

/** Incoming punch-out documents, kept for support for 90 days with the status they were answered. */

export interface KeptDocument {
  connectionId: number | null;
  kind: string;
  payloadId: string;
  status: number;
  body: string;
  orderId?: number | null;
}

export async function keepDocument(db: Db, document: KeptDocument): Promise<void> {
  await db
    .insertInto('punchoutDocuments')
    .values({
      ...document,
      kind: document.kind.slice(0, 40),
      payloadId: document.payloadId.slice(0, 250),
      orderId: document.orderId ?? null,
    })
    .execute();
  // Each new document clears those past their time: no keeper process for a small table.
  await db
    .deleteFrom('punchoutDocuments')
    .where('receivedAt', '<', sql<Date>`now() - make_interval(days => ${PUNCH_OUT_LIMITS.keepDocumentsDays})`)
    .execute();
}

/** Whether a purchase order with this payloadID was ordered before for the connection. */
export async function orderedBefore(db: Db, connectionId: number, payloadId: string): Promise<boolean> {
  const row = await db
    .selectFrom('punchoutDocuments')
    .select('id')
    .where('connectionId', '=', connectionId)
    .where('payloadId', '=', payloadId)
    .where('orderId', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}
