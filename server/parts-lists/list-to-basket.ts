import type { PartsListToBasketAnswer } from '#contract/calls/parts-lists.ts';
import { pick, type Language } from '#contract/i18n/text.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { ORDERS_MESSAGES } from '../i18n/orders-messages.ts';
import { PARTS_LIST_MESSAGES as M } from '../i18n/parts-list-messages.ts';
import { addParts } from '../shop/add-parts.ts';
import { readBasket } from '../shop/basket-lines.ts';
import { seenList, type ListCaller } from './list-access.ts';
import { storedLines } from './list-read.ts';

/**
 * Puts a list's lines (all, or the chosen ones) into the caller's basket at today's prices: anyone
 * who sees the list may. A line never found, no longer sold or refused by the basket comes back
 * with the reason, never silently dropped; the others are added.
 */
export async function listToBasket(
  db: Db,
  caller: ListCaller,
  id: number,
  lineIds: readonly number[] | undefined,
  language: Language,
): Promise<PartsListToBasketAnswer> {
  await seenList(db, caller, id);
  const lines = await storedLines(db, id);
  const chosen = lineIds === undefined ? lines : lines.filter((l) => lineIds.includes(l.id));
  if (lineIds !== undefined && chosen.length !== lineIds.length) throw new ApiError(CODE.notFound, M.noSuchLine);
  const { added, refused } = await addParts(
    db,
    caller.userId,
    chosen.filter((l) => !l.notFound),
    ORDERS_MESSAGES.partGone,
  );
  const problems = [
    ...chosen.filter((l) => l.notFound).map((l) => ({ partNo: l.partNo, reason: pick(M.notFoundLine, language) })),
    ...refused.map(({ part, reason }) => ({ partNo: part.partNo, reason: pick(reason, language) })),
  ];
  return { added, problems, basket: await readBasket(db, caller.userId) };
}
