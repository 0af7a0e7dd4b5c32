import type { QuickAddAnswer, QuickAddProblem } from '../../src/api/shop-types.ts';
import { pick, type Language } from '../../src/lib/i18n-text.ts';
import type { Db } from '../db/connect.ts';
import { parseQuickOrder } from '../domain/quick-order.ts';
import { ApiError } from '../http/api-error.ts';
import { MESSAGES } from '../i18n/messages.ts';
import { addPart } from './basket.ts';
import { readBasket } from './basket-lines.ts';

/**
 * Adds what a quick order lists: every line that names a known part with a good quantity is added;
 * the others come back with their line number and reason, and nothing else is held back.
 */
export async function quickAdd(db: Db, userId: number, text: string, language: Language): Promise<QuickAddAnswer> {
  const { entries, refusals } = parseQuickOrder(text);
  const problems: QuickAddProblem[] = refusals.map((r) => ({ line: r.line, text: r.text, reason: pick(r.reason, language) }));
  const known = new Set(
    entries.length === 0
      ? []
      : (await db.selectFrom('variants').select('partNo').where('partNo', 'in', entries.map((e) => e.partNo)).execute()).map((v) => v.partNo),
  );
  const added: QuickAddAnswer['added'] = [];
  for (const entry of entries) {
    if (!known.has(entry.partNo)) {
      problems.push({ line: entry.line, text: entry.text, reason: pick(MESSAGES.quickOrderUnknownPartNo, language) });
      continue;
    }
    try {
      await addPart(db, userId, entry.partNo, entry.quantity);
      added.push({ partNo: entry.partNo, quantity: entry.quantity });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      problems.push({ line: entry.line, text: entry.text, reason: pick(error.text, language) });
    }
  }
  problems.sort((a, b) => a.line - b.line);
  return { added, problems, basket: await readBasket(db, userId) };
}
