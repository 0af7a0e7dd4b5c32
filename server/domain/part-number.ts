/**
 * Part numbers: the family code and the variant's parameters joined with '-',
 * e.g. buildPartNumber('LH-1202', [63, 'M12', 'SS']) → 'LH-1202-63-M12-SS'.
 * They appear on labels, invoices and in URLs, so they are upper-case ASCII
 * from a small alphabet and never longer than PART_NUMBER_MAX_LENGTH.
 */

import { LIMITS } from '#contract/limits/fields.ts';

export const PART_NUMBER_MAX_LENGTH = LIMITS.partNumber;

/** One or more runs of A-Z 0-9 . / joined by single dashes (no leading, trailing or doubled '-'). */
const SEGMENTED = /^[A-Z0-9./]+(?:-[A-Z0-9./]+)*$/;

function formatNumber(n: number): string {
  // A negative sign would read as a separator; exponents ('1e+21') are not part-number text.
  if (!Number.isFinite(n) || n < 0) throw new Error(`Part-number parameter must be a finite number >= 0, got ${n}`);
  // Round off float noise (0.1 + 0.2) so that String() writes no stray digits or trailing zeros.
  return String(Number(n.toFixed(6)));
}

function normalise(piece: string | number, what: string): string {
  const text = typeof piece === 'number' ? formatNumber(piece) : piece.replace(/\s+/g, '').toUpperCase();
  if (text === '') throw new Error(`Part-number ${what} is empty`);
  if (!/^[A-Z0-9./-]+$/.test(text))
    throw new Error(`Part-number ${what} "${text}" has a character outside A-Z 0-9 . / -`);
  if (!SEGMENTED.test(text)) throw new Error(`Part-number ${what} "${text}" has a leading, trailing or doubled '-'`);
  return text;
}

export function buildPartNumber(familyCode: string, params: Array<string | number>): string {
  const parts = [normalise(familyCode, 'family code'), ...params.map((p, i) => normalise(p, `parameter ${i + 1}`))];
  const partNo = parts.join('-');
  if (partNo.length > PART_NUMBER_MAX_LENGTH) {
    throw new Error(`Part number ${partNo} is longer than ${PART_NUMBER_MAX_LENGTH} characters`);
  }
  return partNo;
}

export function isValidPartNumber(s: string): boolean {
  return s.length <= PART_NUMBER_MAX_LENGTH && SEGMENTED.test(s);
}
