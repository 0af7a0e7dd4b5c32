import { ukDay } from '#contract/format/dates.ts';
import { formatPence } from '#contract/format/money.ts';
import { QUOTE_LIMITS } from '#contract/limits/quotes.ts';
import { addDays } from '#contract/rules/calendar-day.ts';
import type { Db } from '../db/connect.ts';
import { QUOTE_NEWS } from '../i18n/quote-messages.ts';
import { periodicJob } from '../operations/periodic-job.ts';
import { lockQuote, moveQuote, recordQuoteEvent } from './quote-moves.ts';
import { tellBuyer } from './quote-news.ts';
import { quoteVersions } from './quote-read.ts';

/** The current version's total ex VAT, as the notices quote it. */
async function quotedTotal(tx: Db, quoteId: number, versionNo: number): Promise<string> {
  const version = (await quoteVersions(tx, quoteId, false)).find((v) => v.versionNo === versionNo);
  return formatPence(version ? version.subtotalPence + version.deliveryPence : 0);
}

/**
 * Quoted quotes past their last day (London) become expired, and the buyer is told; those within
 * three days of it are warned once per version. Each quote is locked and checked again, so two
 * processes running this at once tell nobody twice. Answers how many it expired and warned.
 */
export async function runQuoteExpiry(db: Db, today = ukDay()): Promise<{ expired: number; warned: number }> {
  const warnFrom = addDays(today, QUOTE_LIMITS.expiryNoticeDays);
  const due = await db
    .selectFrom('quotes')
    .select('id')
    .where('state', '=', 'quoted')
    .where('validUntil', '<=', warnFrom)
    .orderBy('id')
    .execute();
  let expired = 0;
  let warned = 0;
  for (const { id } of due) {
    await db.transaction().execute(async (tx) => {
      const quote = await lockQuote(tx, id);
      const notice = await tx
        .selectFrom('quotes')
        .select('expiryNoticeVersion')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      if (quote.state !== 'quoted' || quote.validUntil === null) return;
      const values = {
        quoteNo: quote.quoteNo,
        validUntil: quote.validUntil,
        total: await quotedTotal(tx, id, quote.versionNo),
      };
      if (quote.validUntil < today) {
        await moveQuote(tx, quote, 'expired', 'expired', null, { validUntil: quote.validUntil });
        await tellBuyer(tx, quote, QUOTE_NEWS.expired, values);
        expired++;
      } else if (quote.validUntil <= warnFrom && notice.expiryNoticeVersion !== quote.versionNo) {
        await tx.updateTable('quotes').set({ expiryNoticeVersion: quote.versionNo }).where('id', '=', id).execute();
        await recordQuoteEvent(tx, id, 'expiryNotice', null, 'quoted', 'quoted', { validUntil: quote.validUntil });
        await tellBuyer(tx, quote, QUOTE_NEWS.expiring, values);
        warned++;
      }
    });
  }
  return { expired, warned };
}

/** Runs the expiry beside the outbox worker, every ten minutes unless QUOTE_EXPIRY_EVERY_SECONDS says (server/config.ts): validity is counted in days. */
export const quoteExpiryKeeper = periodicJob('quote expiry', (db) => runQuoteExpiry(db), 600_000);
