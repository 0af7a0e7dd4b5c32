import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteDetail } from '#contract/calls/quotes.ts';
import { ukDay } from '#contract/format/dates.ts';
import { addDays } from '#contract/rules/calendar-day.ts';
import { openDatabase, type OpenDatabase } from '../../server/db/connect.ts';
import { logInAs } from '../api/helpers/shop.ts';
import { startApiProcess, type ApiProcess } from '../support/api-process.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import { postgresServer, seededDatabase } from '../support/throwaway-postgres.ts';

/**
 * The quote expiry as the shop runs it: a real `npm run serve:api` process on PostgreSQL whose
 * scheduler (server/quotes/quote-expiry.ts, every second here by QUOTE_EXPIRY_EVERY_SECONDS) warns the
 * buyer of the demo quote three days before its last day, once, and expires it after; the e-mails go
 * through the outbox to a real SMTP server. The quote's last day is moved in the database.
 */
let server: Awaited<ReturnType<typeof postgresServer>>;
let database: Awaited<ReturnType<typeof seededDatabase>>;
let direct: OpenDatabase;
let smtp: SmtpSink;
let shop: ApiProcess;
/** The demo quote of admin@acme.example (server/seed/demo-quotes.ts), quoted. */
let demo: { id: number; quoteNo: string; userId: number };

const BUYER = 'admin@acme.example';
const today = ukDay();

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await postgresServer();
  database = await seededDatabase(server.url);
  direct = await openDatabase({ kind: 'postgres', url: database.url });
  demo = await direct.db
    .selectFrom('quotes')
    .select(['id', 'quoteNo', 'userId'])
    .where('reference', '=', 'ACME-RFQ-101')
    .where('state', '=', 'quoted')
    .executeTakeFirstOrThrow();
  // Two days left: the first run of the scheduler warns.
  await setLastDay(demo.id, addDays(today, 2));
  shop = await startApiProcess({ databaseUrl: database.url }, 120_000, {
    SMTP_URL: smtp.url,
    SITE_URL: 'https://shop.lihda.example',
    QUOTE_EXPIRY_EVERY_SECONDS: '1',
  });
}, 180_000);

afterAll(async () => {
  await shop?.end('SIGTERM');
  await direct?.close();
  await database?.drop();
  await server?.release();
  await smtp?.close();
});

function setLastDay(quoteId: number, day: string) {
  return direct.db.updateTable('quotes').set({ validUntil: day }).where('id', '=', quoteId).execute();
}

async function until(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}\n${shop.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const eventsOf = (quoteId: number, kind: string) =>
  direct.db
    .selectFrom('quoteEvents')
    .select(['kind', 'userId', 'stateFrom', 'stateTo', 'detail'])
    .where('quoteId', '=', quoteId)
    .where('kind', '=', kind)
    .execute();
const stateOf = async (quoteId: number) =>
  (await direct.db.selectFrom('quotes').select('state').where('id', '=', quoteId).executeTakeFirstOrThrow()).state;
/** The messages the SMTP server took for this address with this subject. */
const received = (to: string, subject: string) =>
  smtp.received.filter((mail) => mail.envelopeTo.includes(to) && mail.parsed.subject === subject);

describe('the quote expiry run by the scheduler of a real API process', () => {
  it('warns the buyer three days before the last day, once however often it runs', async () => {
    const subject = `Quote ${demo.quoteNo} expires on ${addDays(today, 2)}`;
    await until(() => received(BUYER, subject).length === 1, 'the warning e-mail');
    expect(await eventsOf(demo.id, 'expiryNotice')).toEqual([
      {
        kind: 'expiryNotice',
        userId: null,
        stateFrom: 'quoted',
        stateTo: 'quoted',
        detail: { validUntil: addDays(today, 2) },
      },
    ]);
    const inbox = await direct.db
      .selectFrom('inboxMessages')
      .select(['kind', 'subjectEn'])
      .where('userId', '=', demo.userId)
      .where('quoteId', '=', demo.id)
      .execute();
    expect(inbox.filter((m) => m.subjectEn === subject)).toEqual([{ kind: 'quote', subjectEn: subject }]);
    expect(received(BUYER, subject)[0]!.parsed.text).toContain(`https://shop.lihda.example/acQuotedetails/${demo.id}`);

    // Later runs: a second quote sent and past its last day is expired by one; the first is not warned again.
    const [buyer, sales] = await Promise.all([
      logInAs(shop, 'member@acme.example'),
      logInAs(shop, 'sales@lihda.example'),
    ]);
    const part = await direct.db
      .selectFrom('variants as v')
      .innerJoin('variantPriceBreaks as b', 'b.variantId', 'v.id')
      .select(['v.partNo', 'b.unitPricePence'])
      .where('b.minQty', '=', 1)
      .orderBy('v.id')
      .executeTakeFirstOrThrow();
    const request = await buyer.call<QuoteDetail>('pri/quoteRequest', {
      partNo: part.partNo,
      quantity: 40,
      deliveryCountry: 'GB',
    });
    const sent = await sales.call<QuoteDetail>('staff/quoteSend', {
      id: request.body.data.id,
      lines: `1 | 1:${part.unitPricePence} | 10`,
      deliveryPence: 1500,
    });
    expect(sent.body.data.state).toBe('quoted');
    await setLastDay(sent.body.data.id, addDays(today, -1));
    await until(async () => (await stateOf(sent.body.data.id)) === 'expired', 'the second quote expired');
    await until(
      () => received('member@acme.example', `Quote ${sent.body.data.quoteNo} has expired`).length === 1,
      'the second quote’s expiry e-mail',
    );
    expect(await eventsOf(demo.id, 'expiryNotice')).toHaveLength(1);
    expect(received(BUYER, subject)).toHaveLength(1);
    expect(await stateOf(demo.id)).toBe('quoted');
  });

  it('expires the quote the day after its last day: state, history, inbox and one e-mail', async () => {
    const lastDay = addDays(today, -1);
    await setLastDay(demo.id, lastDay);
    await until(async () => (await stateOf(demo.id)) === 'expired', 'the demo quote expired');
    expect(await eventsOf(demo.id, 'expired')).toEqual([
      { kind: 'expired', userId: null, stateFrom: 'quoted', stateTo: 'expired', detail: { validUntil: lastDay } },
    ]);
    const subject = `Quote ${demo.quoteNo} has expired`;
    const inbox = await direct.db
      .selectFrom('inboxMessages')
      .select(['kind', 'subjectEn', 'subjectZh'])
      .where('userId', '=', demo.userId)
      .where('quoteId', '=', demo.id)
      .where('subjectEn', '=', subject)
      .execute();
    expect(inbox).toEqual([{ kind: 'quote', subjectEn: subject, subjectZh: expect.stringContaining(demo.quoteNo) }]);
    await until(() => received(BUYER, subject).length === 1, 'the expiry e-mail');
    // The outbox marks a row sent once the mail server has answered: a moment after the sink has the message.
    const unsent = async () =>
      direct.db
        .selectFrom('mailOutbox')
        .select('state')
        .where('recipient', '=', BUYER)
        .where('template', '=', 'quoteUpdate')
        .where('state', '!=', 'sent')
        .execute();
    await until(async () => (await unsent()).length === 0, 'every quote e-mail marked sent');
  });
});
