import type { Locale } from '#contract/i18n/locales.ts';
import { fill } from '#contract/i18n/text.ts';
import { PARTS_LIST_LIMITS } from '#contract/limits/parts-lists.ts';
import { listLineRow } from '#contract/rules/parts-list-lines.ts';
import { partsListCreate } from '../../../api/parts-lists.ts';
import { showMessage } from '../../../stores/messages.ts';
import type { BomListLine } from '../../bom/bom-choices.ts';
import { listDetailsPath, type PartsListsStrings } from './lists-strings.ts';

/**
 * "Save as a new parts list" from a BOM review: every row, those not found kept as typed
 * (keepUnmatched), named after the file, shared with the company when the buyer chose so; the new
 * list opens. A quantity the buyer left unreadable goes in as 1, to be corrected on the list, rather
 * than the row being dropped.
 */
export async function saveBomAsList(
  { lines, fileName, shared }: { lines: readonly BomListLine[]; fileName: string; shared: boolean },
  locale: Locale,
  strings: PartsListsStrings,
): Promise<void> {
  const name = [...fileName.replace(/\.(csv|xlsx)$/i, '').trim()].slice(0, PARTS_LIST_LIMITS.name).join('') || fileName;
  const rows = lines.map((line) =>
    listLineRow({ partNo: line.partNo ?? line.partNoText, quantity: line.quantity ?? 1, note: '' }),
  );
  const list = await partsListCreate({
    name,
    lines: rows.join('\n'),
    keepUnmatched: true,
    ...(shared ? { shared } : {}),
  });
  showMessage('success', fill(strings.created, { name: list.name }));
  window.location.assign(listDetailsPath(locale, list.id));
}
