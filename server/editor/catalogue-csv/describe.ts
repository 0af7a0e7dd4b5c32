import { fillBoth, type BilingualText } from '#contract/i18n/text.ts';
import { IMPORT_MESSAGES as M } from '../../i18n/import-messages.ts';
import { FAMILY_TEXT_COLUMNS, type ColumnName } from './layout.ts';
import type { FieldChange, ImportPlan } from './plan.ts';

/** The plan as lines a person reads: one per family or variant, in file order, with each field's old and new value. */

export interface ChangeLine {
  line: number;
  text: BilingualText;
}

const TEXT_COLUMNS = new Set<ColumnName>(FAMILY_TEXT_COLUMNS);

function shorten(value: string, max: number): string {
  const flat = value.replace(/\s+/g, ' ');
  const chars = [...flat];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : flat;
}

function describeField(change: FieldChange): string {
  const show = TEXT_COLUMNS.has(change.column)
    ? (v: string) => `“${shorten(v, 60)}”`
    : (v: string) => shorten(v, 120) || '—';
  return `${change.column} ${show(change.from)} → ${show(change.to)}`;
}

const describeFields = (changes: readonly FieldChange[]) => changes.map(describeField).join('; ');

export function changeLines(plan: ImportPlan): ChangeLine[] {
  const lines: Array<ChangeLine & { order: number }> = [
    ...plan.familyCreates.map((f) => ({
      line: f.line,
      order: 0,
      text: fillBoth(M.detailNewFamily, {
        line: f.line,
        code: f.code,
        category: f.values.categoryId,
        variants: f.variantCount,
      }),
    })),
    ...plan.familyUpdates.map((f) => ({
      line: f.line,
      order: 0,
      text: fillBoth(M.detailFamily, { line: f.line, code: f.code, changes: describeFields(f.changes) }),
    })),
    ...plan.variantCreates.map((v) => ({
      line: v.line,
      order: 1,
      text: fillBoth(M.detailNewVariant, { line: v.line, partNo: v.partNo, code: v.familyCode }),
    })),
    ...plan.variantUpdates.map((v) => ({
      line: v.line,
      order: 1,
      text: fillBoth(M.detailVariant, { line: v.line, partNo: v.partNo, changes: describeFields(v.changes) }),
    })),
  ];
  lines.sort((a, b) => a.line - b.line || a.order - b.order);
  return lines.map(({ line, text }) => ({ line, text }));
}
