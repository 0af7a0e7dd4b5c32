import type { BodyOf } from '#contract/call.ts';
import type { QuoteDetail } from '#contract/calls/quotes.ts';
import type { staffQuoteSend } from '#contract/calls/staff-quotes.ts';
import { ukDay } from '#contract/format/dates.ts';
import { formatPence } from '#contract/format/money.ts';
import { fillBoth } from '#contract/i18n/text.ts';
import { QUOTE_LIMITS } from '#contract/limits/quotes.ts';
import { addDays, isCalendarDay, NOT_A_DAY } from '#contract/rules/calendar-day.ts';
import { recordChange } from '../auth/editor.ts';
import type { StaffSession } from '../auth/staff.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { QUOTE_MESSAGES as M, QUOTE_NEWS } from '../i18n/quote-messages.ts';
import {
  addQuoteMessage,
  allowedMove,
  lockQuote,
  moveQuote,
  recordQuoteEvent,
  type LockedQuote,
} from './quote-moves.ts';
import { tellBuyer, tellStaff } from './quote-news.ts';
import { readQuote, quoteVersions } from './quote-read.ts';
import { priceVersionLines } from './version-lines.ts';

/** The version's last day: as given (today at the earliest, a year at most), else 30 days from today (London). */
export function checkedValidity(day: string | undefined, today = ukDay()): string {
  if (day === undefined) return addDays(today, QUOTE_LIMITS.validityDefaultDays);
  if (!isCalendarDay(day)) throw new ApiError(CODE.badInput, NOT_A_DAY, { field: 'validUntil' });
  if (day < today) throw new ApiError(CODE.badInput, M.validityPast, { field: 'validUntil' });
  if (day > addDays(today, QUOTE_LIMITS.validityMaxDays))
    throw new ApiError(CODE.badInput, fillBoth(M.validityTooLong, { max: QUOTE_LIMITS.validityMaxDays }), {
      field: 'validUntil',
    });
  return day;
}

/** A version goes out: the quote shows it (state quoted, its validity), the buyer is told with its lines. */
async function publishVersion(tx: Db, quote: LockedQuote, versionNo: number, staffId: number): Promise<void> {
  const first = quote.versionNo === 0;
  const version = (await quoteVersions(tx, quote.id, true)).find((v) => v.versionNo === versionNo)!;
  await tx
    .updateTable('quotes')
    .set({ versionNo, validUntil: version.validUntil })
    .where('id', '=', quote.id)
    .execute();
  quote.versionNo = versionNo;
  await moveQuote(tx, quote, 'quoted', first ? 'sent' : 'revised', staffId, { versionNo });
  const total = formatPence(version.subtotalPence + version.deliveryPence);
  const lines = version.lines.map((l) => ({
    partNo: l.partNo,
    name: { en: l.name, zh: l.nameZh },
    quantity: l.quantity,
    unitPricePence: l.unitPricePence,
    lineTotalPence: l.lineTotalPence,
    leadTimeDays: l.leadTimeDays,
  }));
  await tellBuyer(
    tx,
    quote,
    first ? QUOTE_NEWS.sent : QUOTE_NEWS.revised,
    { quoteNo: quote.quoteNo, versionNo: String(versionNo), total, validUntil: version.validUntil },
    lines,
    [
      // The quotation of this version, drawn when the mail is sent (server/documents/mail-attachments.ts).
      { kind: 'quotation', quoteId: quote.id, versionNo },
    ],
  );
}

/**
 * Sales send (or revise) a version: every request line priced, delivery, validity and a message.
 * A price under its family's floor waits for an admin's approval unless an admin sends it; each
 * step is in the quote's history and the change record.
 */
export function sendVersion(
  db: Db,
  staff: StaffSession,
  request: BodyOf<typeof staffQuoteSend>,
  move: 'send' | 'revise',
): Promise<QuoteDetail> {
  const validUntil = checkedValidity(request.validUntil);
  return db
    .transaction()
    .execute(async (tx) => {
      const quote = await lockQuote(tx, request.id);
      allowedMove(quote, move, staff.role === 'admin' ? 'admin' : 'sales');
      const waiting = await tx
        .selectFrom('quoteVersions')
        .select('id')
        .where('quoteId', '=', quote.id)
        .where('sentAt', 'is', null)
        .executeTakeFirst();
      if (waiting) throw new ApiError(CODE.conflict, M.alreadyWaiting);
      const lines = await priceVersionLines(tx, quote.id, request.lines);
      const belowFloor = lines.some((l) => l.belowFloor);
      const held = belowFloor && staff.role !== 'admin';
      const last = await tx
        .selectFrom('quoteVersions')
        .select((eb) => eb.fn.max('versionNo').as('n'))
        .where('quoteId', '=', quote.id)
        .executeTakeFirst();
      const versionNo = Number(last?.n ?? 0) + 1;
      const version = await tx
        .insertInto('quoteVersions')
        .values({
          quoteId: quote.id,
          versionNo,
          deliveryPence: request.deliveryPence,
          validUntil,
          message: request.message ?? '',
          staffId: staff.userId,
          belowFloor,
          approvedBy: belowFloor && !held ? staff.userId : null,
          sentAt: held ? null : new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('quoteVersionLines')
        .values(
          lines.map(({ belowFloor: _b, ...l }) => ({
            versionId: version.id,
            ...l,
            priceBreaks: JSON.stringify(l.priceBreaks),
          })),
        )
        .execute();
      await addQuoteMessage(tx, quote.id, staff.userId, 'staff', request.message);
      const subtotal = lines.reduce((sum, l) => sum + l.quantity * l.unitPricePence, 0);
      await recordChange(tx, staff, {
        area: 'quote',
        recordId: quote.id,
        action: held ? 'hold' : move,
        summary: `Quote ${quote.quoteNo}: version ${versionNo} ${held ? 'waits for approval (below the floor)' : 'sent'}, ${formatPence(subtotal + request.deliveryPence)} ex VAT, valid until ${validUntil}`,
      });
      if (held) {
        await recordQuoteEvent(tx, quote.id, 'heldForApproval', staff.userId, quote.state, quote.state, { versionNo });
        await tellStaff(tx, ['admin'], quote.id, QUOTE_NEWS.needsApproval, {
          quoteNo: quote.quoteNo,
          staff: staff.email,
        });
      } else {
        await publishVersion(tx, quote, versionNo, staff.userId);
      }
      return quote.id;
    })
    .then((id) => readQuote(db, id, { userId: staff.userId, staff: true }));
}

/** An admin approves the version waiting under the cost guard: it goes out as sales made it (if its validity has not passed). */
export function approveVersion(db: Db, admin: StaffSession, quoteId: number): Promise<QuoteDetail> {
  return db
    .transaction()
    .execute(async (tx) => {
      const quote = await lockQuote(tx, quoteId);
      allowedMove(quote, 'approve', 'admin');
      const waiting = await tx
        .selectFrom('quoteVersions')
        .select(['id', 'versionNo', (eb) => eb.cast<string>('validUntil', 'text').as('validUntil')])
        .where('quoteId', '=', quote.id)
        .where('sentAt', 'is', null)
        .executeTakeFirst();
      if (!waiting) throw new ApiError(CODE.conflict, M.nothingWaiting);
      if (waiting.validUntil < ukDay()) throw new ApiError(CODE.conflict, M.validityPast);
      await tx
        .updateTable('quoteVersions')
        .set({ sentAt: new Date(), approvedBy: admin.userId })
        .where('id', '=', waiting.id)
        .execute();
      await recordChange(tx, admin, {
        area: 'quote',
        recordId: quote.id,
        action: 'approve',
        summary: `Quote ${quote.quoteNo}: version ${waiting.versionNo} approved below the floor and sent`,
      });
      await recordQuoteEvent(tx, quote.id, 'approved', admin.userId, quote.state, 'quoted', {
        versionNo: waiting.versionNo,
      });
      await publishVersion(tx, quote, waiting.versionNo, admin.userId);
      return quote.id;
    })
    .then((id) => readQuote(db, id, { userId: admin.userId, staff: true }));
}
