import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../../server/db/connect.ts';
import { enqueueMail } from '../../server/mail/outbox.ts';
import { startApiProcess, type ApiProcess } from '../support/api-process.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import { postgresServer, seededDatabase } from '../support/throwaway-postgres.ts';

/**
 * The outbox scaled out: two real `npm run serve:api` processes on one PostgreSQL, each running its
 * mail worker against one real SMTP server. Every message must arrive exactly once, and a server
 * that refuses for a while must lose none of them.
 */
let server: Awaited<ReturnType<typeof postgresServer>>;
let database: Awaited<ReturnType<typeof seededDatabase>>;
let direct: OpenDatabase;
let smtp: SmtpSink;
let a: ApiProcess;
let b: ApiProcess;

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await postgresServer();
  database = await seededDatabase(server.url);
  direct = await openDatabase({ kind: 'postgres', url: database.url });
  const env = { SMTP_URL: smtp.url, SITE_URL: 'https://shop.lihda.example' };
  [a, b] = await Promise.all([
    startApiProcess({ databaseUrl: database.url }, 120_000, env),
    startApiProcess({ databaseUrl: database.url }, 120_000, env),
  ]);
});

afterAll(async () => {
  await Promise.all([a?.end('SIGTERM'), b?.end('SIGTERM')]);
  await direct?.close();
  await database?.drop();
  await server?.release();
  await smtp?.close();
});

/** N messages asked for in one transaction, each to its own address: answers their outbox ids. */
async function enqueue(count: number, tag: string): Promise<number[]> {
  return direct.db.transaction().execute(async (tx) => {
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      ids.push(
        await enqueueMail(tx, {
          to: { email: `${tag}-${i}@example.com`, language: i % 2 ? 'zh-cn' : 'en' },
          template: 'passwordChanged',
          values: { firstName: `${tag} ${i}`, when: '24 November 2026' },
        }),
      );
    }
    return ids;
  });
}

const rowsOf = (ids: number[]) =>
  direct.db
    .selectFrom('mailOutbox')
    .select(['id', 'state', 'attempts', 'lastError', 'messageId'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}\nA:\n${a.output()}\nB:\n${b.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** How many copies of each address's message the SMTP server took. */
function deliveriesTo(tag: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of smtp.received) {
    for (const to of mail.envelopeTo.filter((address) => address.startsWith(`${tag}-`)))
      counts.set(to, (counts.get(to) ?? 0) + 1);
  }
  return counts;
}

describe('the outbox with two API processes on one PostgreSQL', () => {
  it('sends each of 60 messages exactly once while the workers of both processes drain the outbox', async () => {
    const ids = await enqueue(60, 'once');
    await until(async () => (await rowsOf(ids)).every((r) => r.state === 'sent'), 'every message sent');
    // Let any double send (a row claimed twice) reach the server before counting.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const counts = deliveriesTo('once');
    expect(counts.size).toBe(60);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    const rows = await rowsOf(ids);
    expect(rows.every((r) => r.attempts === 1 && r.messageId !== null)).toBe(true);
    expect(new Set(rows.map((r) => r.messageId)).size).toBe(60);
  });

  it('keeps every message while the server refuses, and sends each once when it accepts again', async () => {
    smtp.refuseWith(451);
    const ids = await enqueue(12, 'refused');
    await until(
      async () => (await rowsOf(ids)).every((r) => r.attempts >= 1 && r.lastError !== null),
      'every message tried and refused',
    );
    const refused = await rowsOf(ids);
    expect(refused.every((r) => r.state === 'pending')).toBe(true);
    expect(refused[0]!.lastError).toMatch(/451/);
    expect(deliveriesTo('refused').size).toBe(0);

    // The server is back; the retry delay (a minute) is let pass by moving the rows' next try to now.
    smtp.refuseWith(null);
    await direct.db
      .updateTable('mailOutbox')
      .set({ nextAttemptAt: sql<Date>`now()` })
      .where('id', 'in', ids)
      .execute();
    await until(async () => (await rowsOf(ids)).every((r) => r.state === 'sent'), 'every refused message sent');
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const counts = deliveriesTo('refused');
    expect(counts.size).toBe(12);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect((await rowsOf(ids)).every((r) => r.attempts === 2 && r.lastError === null)).toBe(true);
  });
});
