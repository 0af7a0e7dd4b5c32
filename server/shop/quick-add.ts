import type { QuickAddAnswer, QuickAddProblem } from '#contract/calls/basket.ts';
import { pick, type Language } from '#contract/i18n/text.ts';
import type { Db } from '../db/connect.ts';
import { parseQuickOrder } from '../domain/quick-order.ts';
import { MESSAGES } from '../i18n/messages.ts';
import { addParts } from './add-parts.ts';
import { readBasket } from './basket-lines.ts';

/**
 * Adds what a quick order lists: every line that names a known part with a good quantity is added;
 * the others come back with their line number and reason, and nothing else is held back.
 */
export async function quickAdd(db: Db, userId: number, text: string, language: Language): Promise<QuickAddAnswer> {
  const { entries, refusals } = parseQuickOrder(text);
  const problems: QuickAddProblem[] = refusals.map((r) => ({ line: r.line, text: r.text, reason: pick(r.reason, language) }));
  const { added, refused } = await addParts(db, userId, entries, MESSAGES.quickOrderUnknownPartNo);
  for (const { part, reason } of refused) problems.push({ line: part.line, text: part.text, reason: pick(reason, language) });
  problems.sort((a, b) => a.line - b.line);
  return { added, problems, basket: await readBasket(db, userId) };
}
