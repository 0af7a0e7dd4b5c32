import type { QuickAddAnswer, QuickAddProblem } from '#contract/calls/basket.ts';
import { pick, type Language } from '#contract/i18n/text.ts';
import type { Db } from '../db/connect.ts';
import { parseQuickOrder } from '../domain/quick-order.ts';
import { MESSAGES } from '../i18n/messages.ts';
import { partNosByCustomerNumber } from '../pricing/customer-part-numbers.ts';
import { addParts } from './add-parts.ts';
import { readBasket } from './basket-lines.ts';

/**
 * Adds what a quick order lists: every line that names a known part with a good quantity is added;
 * the others come back with their line number and reason, and nothing else is held back. A
 * company's own part numbers name our parts for its members.
 */
export async function quickAdd(db: Db, userId: number, text: string, language: Language): Promise<QuickAddAnswer> {
  const { entries, refusals } = parseQuickOrder(text);
  const problems: QuickAddProblem[] = refusals.map((r) => ({
    line: r.line,
    text: r.text,
    reason: pick(r.reason, language),
  }));
  // A line may name the part by the buyer's company's own number.
  const ours = await partNosByCustomerNumber(
    db,
    userId,
    entries.map((e) => e.partNo),
  );
  const wanted = entries.map((e) => ({ ...e, partNo: ours.get(e.partNo) ?? e.partNo }));
  const { added, refused } = await addParts(db, userId, wanted, MESSAGES.quickOrderUnknownPartNo);
  for (const { part, reason } of refused)
    problems.push({ line: part.line, text: part.text, reason: pick(reason, language) });
  problems.sort((a, b) => a.line - b.line);
  return { added, problems, basket: await readBasket(db, userId) };
}
