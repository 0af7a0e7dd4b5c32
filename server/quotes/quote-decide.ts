import type { QuoteDetail } from '#contract/calls/quotes.ts';
import type { QuoteMove } from '#contract/rules/quote-states.ts';
import { recordChange } from '../auth/editor.ts';
import type { StaffSession } from '../auth/staff.ts';
import type { Db } from '../db/connect.ts';
import { QUOTE_NEWS } from '../i18n/quote-messages.ts';
import { addQuoteMessage, allowedMove, lockBuyersQuote, lockQuote, moveQuote } from './quote-moves.ts';
import { tellBuyer, tellStaff } from './quote-news.ts';
import { readQuote } from './quote-read.ts';

type BuyerMove = Extract<QuoteMove, 'buyerDecline' | 'withdraw' | 'askChange'>;

const BUYER_MOVES = {
  buyerDecline: { kind: 'declined', news: QUOTE_NEWS.declinedByBuyer },
  withdraw: { kind: 'withdrawn', news: QUOTE_NEWS.withdrawn },
  askChange: { kind: 'changeAsked', news: QUOTE_NEWS.changeAsked },
} as const;

/** The buyer declines, withdraws or asks for a change (back to sales), with a message in the thread; sales are told. */
export async function buyerDecides(
  db: Db,
  userId: number,
  id: number,
  move: BuyerMove,
  message: string | undefined,
): Promise<QuoteDetail> {
  await db.transaction().execute(async (tx) => {
    const quote = await lockBuyersQuote(tx, userId, id);
    const to = allowedMove(quote, move, 'buyer');
    await addQuoteMessage(tx, quote.id, userId, 'buyer', message);
    await moveQuote(tx, quote, to, BUYER_MOVES[move].kind, userId);
    const buyer = await tx
      .selectFrom('users')
      .select(['firstName', 'lastName'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    await tellStaff(tx, ['sales'], quote.id, BUYER_MOVES[move].news, {
      quoteNo: quote.quoteNo,
      buyer: `${buyer.firstName} ${buyer.lastName}`,
    });
  });
  return readQuote(db, id, { userId, staff: false });
}

/** Sales decline a request or a quote with a reason the buyer reads in the thread; audited. */
export async function staffDeclines(db: Db, staff: StaffSession, id: number, reason: string): Promise<QuoteDetail> {
  await db.transaction().execute(async (tx) => {
    const quote = await lockQuote(tx, id);
    const to = allowedMove(quote, 'staffDecline', staff.role === 'admin' ? 'admin' : 'sales');
    await addQuoteMessage(tx, quote.id, staff.userId, 'staff', reason);
    await moveQuote(tx, quote, to, 'declinedBySales', staff.userId, { reason });
    await recordChange(tx, staff, {
      area: 'quote',
      recordId: quote.id,
      action: 'decline',
      summary: `Quote ${quote.quoteNo}: declined (${reason})`,
    });
    await tellBuyer(tx, quote, QUOTE_NEWS.declinedBySales, { quoteNo: quote.quoteNo });
  });
  return readQuote(db, id, { userId: staff.userId, staff: true });
}
