import type { QuoteDetail } from '#contract/calls/quotes.ts';
import { quoteMove, type QuoteMove } from '#contract/rules/quote-states.ts';

/** The buyer's moves the quote page offers besides "Accept", in the order shown. */
export const BUYER_MOVES = ['askChange', 'buyerDecline', 'withdraw'] as const satisfies readonly QuoteMove[];
export type BuyerMove = (typeof BUYER_MOVES)[number];

/**
 * What the viewer may do with a quote now, by the state machine (contract/rules/quote-states.ts):
 * only the buyer who asked acts on it (a company admin reads the others'); "Accept" as the server
 * says, which also knows the last day.
 */
export function buyerMoves(quote: QuoteDetail): { accept: boolean; moves: BuyerMove[] } {
  if (!quote.mine) return { accept: false, moves: [] };
  return {
    accept: quote.canAccept,
    moves: BUYER_MOVES.filter((move) => quoteMove(quote.state, move, 'buyer').allowed),
  };
}
