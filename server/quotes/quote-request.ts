import type { BodyOf } from '#contract/call.ts';
import type { QuoteDetail, quoteRequest } from '#contract/calls/quotes.ts';
import { ukDay } from '#contract/format/dates.ts';
import { fillBoth } from '#contract/i18n/text.ts';
import { QUOTE_LIMITS } from '#contract/limits/quotes.ts';
import { isCalendarDay, NOT_A_DAY } from '#contract/rules/calendar-day.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { MESSAGES } from '../i18n/messages.ts';
import { QUOTE_MESSAGES as M, QUOTE_NEWS } from '../i18n/quote-messages.ts';
import { knownParts, partLines, type WantedLine } from './part-lines.ts';
import { addQuoteMessage, recordQuoteEvent } from './quote-moves.ts';
import { tellBuyer, tellStaff } from './quote-news.ts';
import { readQuote } from './quote-read.ts';
import { refuseRows, targetAndNote, textRows } from './request-rows.ts';

type RequestBody = BodyOf<typeof quoteRequest>;

const refuseDetail = refuseRows('lineDetails');

/** The buyer's `line | target pence | note` rows for a basket's lines, by line number. */
function lineDetails(text: string, lineCount: number): Map<number, { targetPricePence: number | null; note: string }> {
  const details = new Map<number, { targetPricePence: number | null; note: string }>();
  for (const [index, cells] of textRows(text).entries()) {
    const lineNo = /^\d{1,4}$/.test(cells[0]!) ? Number(cells[0]) : 0;
    if (cells.length !== 3 || lineNo < 1) refuseDetail(fillBoth(M.detailFormat, { row: index + 1 }));
    if (lineNo > lineCount) refuseDetail(fillBoth(M.unknownLine, { line: lineNo }));
    if (details.has(lineNo)) refuseDetail(fillBoth(M.lineTwice, { line: lineNo }));
    details.set(lineNo, targetAndNote(lineNo, cells[1]!, cells[2]!, refuseDetail));
  }
  return details;
}

/**
 * The lines asked for: the basket's (not those saved for later), one part, or parts listed by part
 * number (server/quotes/part-lines.ts); a part we do not sell is refused.
 */
async function wantedLines(db: Db, userId: number, request: RequestBody): Promise<WantedLine[]> {
  const fromBasket = request.fromBasket === true;
  const onePart = request.partNo !== undefined || request.quantity !== undefined;
  if (request.partLines !== undefined) {
    const besides = [request.lineDetails, request.targetPricePence, request.note].some((v) => v !== undefined);
    if (fromBasket || onePart || besides) throw new ApiError(CODE.badInput, M.partLinesAlone, { field: 'partLines' });
    return partLines(db, request.partLines);
  }
  if (fromBasket === onePart) throw new ApiError(CODE.badInput, M.partOrBasket);
  if (!fromBasket && request.lineDetails !== undefined)
    throw new ApiError(CODE.badInput, M.detailsOnlyFromBasket, { field: 'lineDetails' });
  if (fromBasket) {
    const basket = await db
      .selectFrom('basketLines')
      .select(['variantId', 'quantity'])
      .where('userId', '=', userId)
      .where('saved', '=', false)
      .orderBy('addedAt')
      .orderBy('variantId')
      .execute();
    if (basket.length === 0) throw new ApiError(CODE.conflict, M.basketEmpty);
    if (basket.length > QUOTE_LIMITS.maxLines)
      throw new ApiError(CODE.badInput, fillBoth(M.tooManyLines, { max: QUOTE_LIMITS.maxLines }));
    const details = lineDetails(request.lineDetails ?? '', basket.length);
    return basket.map((b, index) => ({
      variantId: b.variantId,
      quantity: b.quantity,
      targetPricePence: null,
      note: '',
      ...details.get(index + 1),
    }));
  }
  if (request.partNo === undefined || request.quantity === undefined)
    throw new ApiError(CODE.badInput, M.partAndQuantity, {
      field: request.partNo === undefined ? 'partNo' : 'quantity',
    });
  const partNo = request.partNo.toUpperCase();
  const variant = (await knownParts(db, [partNo])).get(partNo);
  if (!variant) throw new ApiError(CODE.badInput, fillBoth(MESSAGES.noSuchPartNo, { partNo }), { field: 'partNo' });
  if (!variant.priced) throw new ApiError(CODE.badInput, fillBoth(M.notForSale, { partNo }), { field: 'partNo' });
  return [
    {
      variantId: variant.id,
      quantity: request.quantity,
      targetPricePence: request.targetPricePence ?? null,
      note: request.note ?? '',
    },
  ];
}

function checkedNeededBy(day: string | undefined): string | null {
  if (day === undefined) return null;
  if (!isCalendarDay(day)) throw new ApiError(CODE.badInput, NOT_A_DAY, { field: 'neededBy' });
  if (day < ukDay()) throw new ApiError(CODE.badInput, M.neededByPast, { field: 'neededBy' });
  return day;
}

/** A buyer asks for a quote: the request and its lines, its first message, its history; the buyer and sales are told. */
export async function requestQuote(db: Db, userId: number, request: RequestBody): Promise<QuoteDetail> {
  const neededBy = checkedNeededBy(request.neededBy);
  const id = await db.transaction().execute(async (tx) => {
    const lines = await wantedLines(tx, userId, request);
    const buyer = await tx
      .selectFrom('users as u')
      .leftJoin('companies as c', 'c.id', 'u.companyId')
      .select(['u.companyId', 'u.firstName', 'u.lastName', 'c.name as companyName'])
      .where('u.id', '=', userId)
      .executeTakeFirstOrThrow();
    const quote = await tx
      .insertInto('quotes')
      .values({
        userId,
        companyId: buyer.companyId,
        neededBy,
        deliveryCountry: request.deliveryCountry,
        reference: request.reference ?? '',
      })
      .returning(['id', 'quoteNo'])
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('quoteRequestLines')
      .values(lines.map((l, index) => ({ quoteId: quote.id, lineNo: index + 1, ...l })))
      .execute();
    await addQuoteMessage(tx, quote.id, userId, 'buyer', request.message);
    await recordQuoteEvent(tx, quote.id, 'requested', userId, null, 'requested', {
      lineCount: lines.length,
      fromBasket: request.fromBasket === true,
    });
    const values = {
      quoteNo: quote.quoteNo,
      lineCount: String(lines.length),
      buyer: `${buyer.firstName} ${buyer.lastName}`,
      company: buyer.companyName ?? '-',
    };
    await tellBuyer(tx, { id: quote.id, userId }, QUOTE_NEWS.requestReceived, values);
    await tellStaff(tx, ['sales'], quote.id, QUOTE_NEWS.requestToSales, values);
    return quote.id;
  });
  return readQuote(db, id, { userId, staff: false });
}
