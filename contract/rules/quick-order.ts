import type { QuickAddProblem } from '../calls/basket.ts';
import { QUICK_ORDER_LIMITS } from '../limits/orders.ts';

export type QuickOrderTextProblem =
  { rule: 'empty' } | { rule: 'tooLong'; max: number; n: number } | { rule: 'tooManyLines'; max: number; n: number };

const LINE_BREAK = /\r\n|\r|\n/;

/** Characters as the API counts them (code points). */
const characters = (text: string) => [...text].length;

/**
 * Lines as a quick order counts them: blank lines count (they are what the buyer pasted), but the
 * line break that ends a file does not start another.
 */
export function quickOrderLineCount(text: string): number {
  return text.replace(/(\r\n|\r|\n)$/, '').split(LINE_BREAK).length;
}

/** Why a quick order cannot be sent as it is, or null when it can (the server applies the same limits). */
export function quickOrderTextProblem(text: string): QuickOrderTextProblem | null {
  if (text.trim() === '') return { rule: 'empty' };
  const n = characters(text);
  if (n > QUICK_ORDER_LIMITS.characters) return { rule: 'tooLong', max: QUICK_ORDER_LIMITS.characters, n };
  const lines = quickOrderLineCount(text);
  if (lines > QUICK_ORDER_LIMITS.lines) return { rule: 'tooManyLines', max: QUICK_ORDER_LIMITS.lines, n: lines };
  return null;
}

/**
 * A file that cannot hold 20,000 characters or fewer, judged by its size before reading it
 * (UTF-8 takes at most 4 bytes a character), so a large file is never read into the page.
 */
export function fileTooLarge(bytes: number): boolean {
  return bytes > QUICK_ORDER_LIMITS.characters * 4;
}

/**
 * The lines the server did not add, exactly as typed: what stays in the box to correct, so that
 * sending it again does not add the good lines twice.
 */
export function linesNotAdded(text: string, problems: readonly QuickAddProblem[]): string {
  const refused = new Set(problems.map((p) => p.line));
  return text
    .split(LINE_BREAK)
    .filter((_, index) => refused.has(index + 1))
    .join('\n');
}
