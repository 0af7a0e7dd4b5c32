import type { PriceBreak } from '#contract/calls/catalogue.ts';
import { fillBoth, type BilingualText } from '#contract/i18n/text.ts';
import type { DimensionColumnJson } from '../../db/schema.ts';
import { IMPORT_MESSAGES as M } from '../../i18n/import-messages.ts';
import { IMPORT_LIMITS as L } from './layout.ts';

/**
 * The formats of the structured cells: dims (`d1=40;thread=M12`), price breaks (`1:166;10:153`)
 * and dimension columns (`d1=mm|Outer diameter|外径;thread=|Thread|螺纹`). Each has a writer for
 * export and a reader for import that answers the values or the reason it refuses the cell.
 */

export type DimValue = number | string;
export type CellRead<T> = { value: T } | { problem: BilingualText };

const KEY = /^[A-Za-z][A-Za-z0-9_]*$/;
/** Separators of the structured cells: a value or label may not hold them. */
const SEPARATORS = /[;=|]/;

function pieces(cell: string): string[] {
  return cell
    .split(';')
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

function keyProblem(key: string): BilingualText | null {
  return KEY.test(key) && key.length <= L.dimKey ? null : fillBoth(M.dimKey, { key: key.slice(0, 40), max: L.dimKey });
}

// ---- dims

/** Numbers as JavaScript writes them (12, 12.5); the reader takes the same. */
export function formatDimValue(value: DimValue): string {
  return String(value);
}

/** The family's keys in column order, then any others the variant has. */
export function formatDims(dims: Record<string, DimValue>, columns: readonly DimensionColumnJson[]): string {
  const keys = [
    ...columns.map((c) => c.key).filter((k) => Object.hasOwn(dims, k)),
    ...Object.keys(dims).filter((k) => !columns.some((c) => c.key === k)),
  ];
  return keys.map((k) => `${k}=${formatDimValue(dims[k]!)}`).join(';');
}

/** The key=value pairs as written; whether a value must be a number depends on the family's columns (plan.ts). */
export function readDims(cell: string): CellRead<Array<[key: string, value: string]>> {
  const pairs: Array<[string, string]> = [];
  for (const piece of pieces(cell)) {
    const eq = piece.indexOf('=');
    if (eq <= 0) return { problem: M.badDims };
    const key = piece.slice(0, eq).trim();
    const value = piece.slice(eq + 1).trim();
    const bad = keyProblem(key);
    if (bad) return { problem: bad };
    if (value === '') return { problem: M.badDims };
    if (SEPARATORS.test(value) || [...value].length > L.dimText)
      return { problem: fillBoth(M.dimText, { key, max: L.dimText }) };
    if (pairs.some(([k]) => k === key)) return { problem: fillBoth(M.dimDuplicate, { key }) };
    pairs.push([key, value]);
  }
  return { value: pairs };
}

/** A dimension with a unit is a number: digits with an optional decimal part, from 0 to the limit. */
export function readDimNumber(text: string): number | null {
  if (!/^\d{1,9}(\.\d{1,6})?$/.test(text)) return null;
  const n = Number(text);
  return n <= L.dimNumberMax ? n : null;
}

// ---- price breaks

export function formatPriceBreaks(breaks: readonly PriceBreak[]): string {
  return breaks.map((b) => `${b.minQty}:${b.unitPricePence}`).join(';');
}

export function readPriceBreaks(cell: string): CellRead<PriceBreak[]> {
  const breaks: PriceBreak[] = [];
  for (const piece of pieces(cell)) {
    const match = /^(\d{1,9})\s*:\s*(\d{1,12})$/.exec(piece);
    if (!match) return { problem: M.badPriceBreaks };
    const minQty = Number(match[1]);
    const unitPricePence = Number(match[2]);
    if (minQty < 1 || minQty > L.breakQtyMax) return { problem: fillBoth(M.priceBreakQty, { max: L.breakQtyMax }) };
    if (unitPricePence < 1 || unitPricePence > L.pricePenceMax)
      return { problem: fillBoth(M.priceBreakPrice, { max: L.pricePenceMax }) };
    breaks.push({ minQty, unitPricePence });
  }
  if (breaks.length === 0) return { problem: M.badPriceBreaks };
  if (breaks.length > L.priceBreaks) return { problem: fillBoth(M.priceBreaksTooMany, { max: L.priceBreaks }) };
  if (breaks[0]!.minQty !== 1) return { problem: M.priceBreaksFirst };
  for (let i = 1; i < breaks.length; i++) {
    const [previous, qty] = [breaks[i - 1]!.minQty, breaks[i]!.minQty];
    if (qty <= previous) return { problem: fillBoth(M.priceBreaksOrder, { qty, previous }) };
  }
  return { value: breaks };
}

// ---- dimension columns

export function formatDimensionColumns(columns: readonly DimensionColumnJson[]): string {
  return columns.map((c) => `${c.key}=${c.unit ?? ''}|${c.labelEn}|${c.labelZh}`).join(';');
}

/**
 * `key=unit|English label|Chinese label`; shorter forms too: `key=unit|English label` (the Chinese
 * label is the English one), `key=unit` and `key` (the labels are the key; no unit: a text value).
 */
export function readDimensionColumns(cell: string): CellRead<DimensionColumnJson[]> {
  const columns: DimensionColumnJson[] = [];
  for (const piece of pieces(cell)) {
    const eq = piece.indexOf('=');
    const key = (eq === -1 ? piece : piece.slice(0, eq)).trim();
    const rest =
      eq === -1
        ? []
        : piece
            .slice(eq + 1)
            .split('|')
            .map((p) => p.trim());
    const bad = keyProblem(key);
    if (bad) return { problem: bad };
    if (rest.length > 3 || rest.some((p) => p.includes('='))) return { problem: M.badDimensionColumns };
    const [unit = '', labelEn = '', labelZh = ''] = rest;
    if ([...unit].length > L.dimUnit || [...labelEn].length > L.dimLabel || [...labelZh].length > L.dimLabel) {
      return { problem: fillBoth(M.dimensionColumnText, { unit: L.dimUnit, label: L.dimLabel }) };
    }
    if (columns.some((c) => c.key === key)) return { problem: fillBoth(M.dimDuplicate, { key }) };
    const en = labelEn || key;
    columns.push({ key, labelEn: en, labelZh: labelZh || en, unit: unit || null });
  }
  if (columns.length > L.dimensionColumns)
    return { problem: fillBoth(M.dimensionColumnsTooMany, { max: L.dimensionColumns }) };
  return { value: columns };
}
