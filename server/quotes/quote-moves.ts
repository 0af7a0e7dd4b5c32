import { quoteMove, type QuoteActor, type QuoteMove, type QuoteState } from '#contract/rules/quote-states.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { QUOTE_MESSAGES as M } from '../i18n/quote-messages.ts';

/** A quote as a move needs it, locked for the rest of the transaction. */
export interface LockedQuote {
  id: number;
  quoteNo: string;
  userId: number;
  companyId: number | null;
  state: QuoteState;
  versionNo: number;
  validUntil: string | null;
  deliveryCountry: string;
}

/** Locks a quote for a move (two moves at once take turns), or 404. */
export async function lockQuote(tx: Db, id: number): Promise<LockedQuote> {
  const quote = await tx
    .selectFrom('quotes')
    .select([
      'id',
      'quoteNo',
      'userId',
      'companyId',
      'state',
      'versionNo',
      'deliveryCountry',
      (eb) => eb.cast<string | null>('validUntil', 'text').as('validUntil'),
    ])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!quote) throw new ApiError(CODE.notFound, M.noSuchQuote);
  return quote;
}

/** A buyer's own quote, locked; another's answers 404 as a missing one (an admin may read the company's, not act on them). */
export async function lockBuyersQuote(tx: Db, userId: number, id: number): Promise<LockedQuote> {
  const quote = await lockQuote(tx, id);
  if (quote.userId !== userId) throw new ApiError(CODE.notFound, M.noSuchQuote);
  return quote;
}

/** The state a move leads to, or a refusal (409) saying why, in both languages. */
export function allowedMove(quote: LockedQuote, move: QuoteMove, actor: QuoteActor): QuoteState {
  const check = quoteMove(quote.state, move, actor);
  if (!check.allowed) throw new ApiError(CODE.conflict, check.message);
  return check.to;
}

/**
 * Moves a quote to a state and writes the move into its history (its audit): who (null for the
 * shop itself), from which state to which, and what it was about.
 */
export async function moveQuote(
  tx: Db,
  quote: LockedQuote,
  to: QuoteState,
  kind: string,
  userId: number | null,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await tx.updateTable('quotes').set({ state: to, updatedAt: new Date() }).where('id', '=', quote.id).execute();
  await recordQuoteEvent(tx, quote.id, kind, userId, quote.state, to, detail);
  quote.state = to;
}

export async function recordQuoteEvent(
  tx: Db,
  quoteId: number,
  kind: string,
  userId: number | null,
  from: QuoteState | null,
  to: QuoteState | null,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await tx
    .insertInto('quoteEvents')
    .values({ quoteId, kind, userId, stateFrom: from, stateTo: to, detail: JSON.stringify(detail) })
    .execute();
}

/** Adds a message to the quote's thread. */
export async function addQuoteMessage(
  tx: Db,
  quoteId: number,
  authorId: number,
  side: 'buyer' | 'staff',
  body: string | undefined,
): Promise<void> {
  if (body) await tx.insertInto('quoteMessages').values({ quoteId, authorId, side, body }).execute();
}
