import { MAX_ORDER_QTY, MIN_ORDER_QTY } from '#contract/rules/order-quantity.ts';
import type { BilingualText } from '#contract/i18n/text.ts';
import { MESSAGES } from '../i18n/messages.ts';
import { isValidPartNumber } from './part-number.ts';

export interface QuickOrderEntry {
  line: number;
  text: string;
  partNo: string;
  quantity: number;
}

export interface QuickOrderRefusal {
  line: number;
  text: string;
  reason: BilingualText;
}

export interface ParsedQuickOrder {
  entries: QuickOrderEntry[];
  refusals: QuickOrderRefusal[];
}

const SHOWN_TEXT_MAX = 80;
// A header row of a CSV file (part number, quantity): skipped, not reported.
const HEADER_ROW = /^\s*"?(part\s*(no|number)|partno|sku|零件编号)"?\s*[,;\t]/i;

function cells(row: string): string[] {
  return row
    .split(/[,;\t]|\s+/)
    .map((cell) =>
      cell
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim(),
    )
    .filter((cell) => cell !== '');
}

/**
 * Reads "PART-NO quantity" per line (space, tab, comma or semicolon between; quantity 1 when left
 * out). Blank lines and a CSV header row are skipped; a line that cannot be read is refused with
 * its reason. The same part number twice is one entry with the quantities added.
 */
export function parseQuickOrder(text: string): ParsedQuickOrder {
  const entries = new Map<string, QuickOrderEntry>();
  const refusals: QuickOrderRefusal[] = [];
  text.split(/\r\n|\r|\n/).forEach((row, index) => {
    const line = index + 1;
    const shown = row.trim().slice(0, SHOWN_TEXT_MAX);
    if (shown === '' || (line === 1 && HEADER_ROW.test(row))) return;
    const [first = '', quantityText = '1', ...rest] = cells(row);
    const partNo = first.toUpperCase();
    const refuse = (reason: BilingualText) => refusals.push({ line, text: shown, reason });
    if (rest.length > 0) return refuse(MESSAGES.quickOrderTooManyCells);
    if (!isValidPartNumber(partNo)) return refuse(MESSAGES.quickOrderBadPartNo);
    const quantity = /^\d{1,5}$/.test(quantityText) ? Number(quantityText) : Number.NaN;
    if (!(quantity >= MIN_ORDER_QTY && quantity <= MAX_ORDER_QTY)) return refuse(MESSAGES.quickOrderBadQuantity);
    const earlier = entries.get(partNo);
    if (earlier) earlier.quantity = Math.min(MAX_ORDER_QTY, earlier.quantity + quantity);
    else entries.set(partNo, { line, text: shown, partNo, quantity });
  });
  return { entries: [...entries.values()], refusals };
}
