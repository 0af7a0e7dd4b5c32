import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect.ts';
import { renderMailAttachments } from '../documents/mail-attachments.ts';
import { composeMail, languageOfRow, shopIdentity, type OutboxRow } from './compose.ts';
import type { MailTransport } from './transport.ts';

/**
 * Waits after each failed try: the server refusing or down is retried after these delays, and a
 * message still not sent after the last one is marked failed with the reason (staff can resend it).
 */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000, 6 * 60 * 60_000];

/** How long a claimed row is this process's: longer than any send can take (transport.ts timeouts). */
const CLAIM_MS = 5 * 60_000;

export interface MailWorkerOptions {
  db: Db;
  transport: MailTransport;
  siteUrl: string;
  log: FastifyBaseLogger;
  pollMs?: number;
  retryDelaysMs?: number[];
  /** Rows taken per claim. */
  batch?: number;
}

export interface MailWorker {
  /** Sends what is due now; answers how many rows it tried. */
  drain(): Promise<number>;
  /** Stops polling and waits for a send under way. */
  stop(): Promise<void>;
}

/**
 * Claims due rows: FOR UPDATE SKIP LOCKED, so workers in other processes take other rows, and the
 * claim pushes next_attempt_at forward so a process killed mid-send leaves the row to be tried again
 * (at least once: a message may go twice, never not at all).
 */
async function claimDue(db: Db, batch: number): Promise<OutboxRow[]> {
  return db
    .updateTable('mailOutbox')
    .set({
      attempts: sql<number>`attempts + 1`,
      nextAttemptAt: sql<Date>`now() + ${`${CLAIM_MS} milliseconds`}::interval`,
    })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('mailOutbox')
        .select('id')
        .where('state', '=', 'pending')
        .where('nextAttemptAt', '<=', sql<Date>`now()`)
        .orderBy('id')
        .limit(batch)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
}

async function markSent(db: Db, row: OutboxRow, messageId: string): Promise<void> {
  await db
    .updateTable('mailOutbox')
    .set({
      state: 'sent',
      sentAt: sql<Date>`now()`,
      messageId,
      lastError: null,
      ...(row.carriesSecret ? { values: '{}' } : {}),
    })
    .where('id', '=', row.id)
    .execute();
}

async function markFailedTry(db: Db, row: OutboxRow, reason: string, delays: number[]): Promise<void> {
  const delay = delays[row.attempts - 1];
  await db
    .updateTable('mailOutbox')
    .set(
      delay === undefined
        ? { state: 'failed', lastError: reason }
        : { lastError: reason, nextAttemptAt: sql<Date>`now() + ${`${delay} milliseconds`}::interval` },
    )
    .where('id', '=', row.id)
    .execute();
}

export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, transport, siteUrl, log } = options;
  const delays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const batch = options.batch ?? 10;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> = Promise.resolve(0);

  async function sendOne(row: OutboxRow, shop: Awaited<ReturnType<typeof shopIdentity>>): Promise<void> {
    try {
      const attachments = await renderMailAttachments(db, row.attachments, languageOfRow(row));
      const mail = composeMail(row, shop, siteUrl, attachments);
      await transport.send(mail);
      await markSent(db, row, mail.messageId);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.warn({ outboxId: row.id, attempt: row.attempts, to: row.recipient }, `mail not sent: ${reason}`);
      await markFailedTry(db, row, reason.slice(0, 1000), delays);
    }
  }

  async function drainAll(): Promise<number> {
    let tried = 0;
    for (;;) {
      const rows = await claimDue(db, batch);
      if (rows.length === 0) return tried;
      const shop = await shopIdentity(db);
      for (const row of rows) await sendOne(row, shop);
      tried += rows.length;
      if (stopped) return tried;
    }
  }

  const drain = () => {
    running = running.then(drainAll, drainAll);
    return running;
  };

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      drain()
        .catch((error: unknown) => log.error({ err: error }, 'mail worker: could not read the outbox'))
        .finally(schedule);
    }, options.pollMs ?? 2_000);
  }
  schedule();

  return {
    drain,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running.catch(() => undefined);
    },
  };
}
